import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { lazyImport } from '../../common/lazy-import.js';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { filesOf } from '../../modules/photos/photo-keys.js';
import { ProfilePhoto } from '../../modules/photos/profile-photo.entity.js';
import { Profile } from '../../modules/profiles/profile.entity.js';
import { STORAGE, type Storage } from '../../modules/storage/storage.js';
import { withAdvisoryLock } from '../../persistence/advisory-lock.js';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import { Company } from '../../tenancy/company.entity.js';
import { Tenant } from '../../tenancy/tenant.entity.js';
import { TenantCache } from '../../tenancy/tenant-cache.service.js';
import { TenantDomain } from '../../tenancy/tenant-domain.entity.js';
import { seedDemoActivity } from './demo-activity.js';
import type { GiftImages } from './demo-gifts.js';
import { createDemoMember } from './demo-members.js';
import { seedDemoPayments } from './demo-payments.js';
import type { DemoPortraits } from './demo-photos.js';
import { demoStaffWanted, seedDemoStaff, seedDemoStaffReplies } from './demo-staff.js';
import { DEMO_COMPANIES, DEMO_TENANTS } from './demo-tenants.js';
import type { generateProfiles } from './profiles.js';

export const SEED_LOCK = 7_100_002;
export const DEMO_PROFILES_PER_TENANT = 240;

const seedParts = lazyImport(() => import('./demo-seed-parts.js'));

/** Seeds the demo tenants on the first start against an empty database; `npm run seed` re-seeds. */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoSeeder.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ENV) private readonly env: Env,
    private readonly tenants: TenantCache,
    @Inject(STORAGE) private readonly storage: Storage,
  ) {}

  async onApplicationBootstrap() {
    if (!this.env.SEED_DEMO) return;
    await withAdvisoryLock(this.dataSource, SEED_LOCK, async () => {
      if ((await this.dataSource.getRepository(Tenant).count()) > 0) return;
      await this.seed();
    });
  }

  /** Removes the demo tenants (with their profiles and pictures) and creates them anew. */
  async reseed(profilesPerTenant = DEMO_PROFILES_PER_TENANT) {
    await withAdvisoryLock(this.dataSource, SEED_LOCK, async () => {
      const slugs = DEMO_TENANTS.map((t) => t.slug);
      const old = await this.dataSource.getRepository(Tenant).findBy({ slug: In(slugs) });
      const oldPhotos: { key: string; blurKey: string }[] = await this.dataSource.query(
        'SELECT DISTINCT key, blur_key AS "blurKey" FROM profile_photo WHERE tenant_id = ANY($1)',
        [old.map((tenant) => tenant.id)],
      );
      const oldGifts: { image: string }[] = await this.dataSource.query(
        'SELECT DISTINCT image FROM gift WHERE tenant_id = ANY($1)',
        [old.map((tenant) => tenant.id)],
      );
      await this.dataSource.getRepository(Tenant).delete({ slug: In(slugs) });
      await this.dataSource
        .getRepository(Company)
        .delete({ name: In(Object.values(DEMO_COMPANIES).map((c) => c.name)) });
      await this.storage.delete(oldPhotos.flatMap(filesOf));
      const { removeUnusedGiftImages } = await seedParts();
      await removeUnusedGiftImages(
        this.dataSource,
        this.storage,
        oldGifts.map((gift) => gift.image),
      );
      await this.seed(profilesPerTenant);
      // running API processes still know the old tenants' hosts (through Redis when REDIS_URL is set)
      for (const tenant of old) await this.tenants.changed(tenant.id);
    });
  }

  async demoHosts(): Promise<{ name: string; host: string }[]> {
    const domains = await this.dataSource
      .getRepository(TenantDomain)
      .find({ where: { isPrimary: true }, relations: { tenant: true }, order: { tenantId: 'ASC' } });
    return domains.map((d) => ({ name: d.tenant.name, host: d.host }));
  }

  private async seed(profilesPerTenant = DEMO_PROFILES_PER_TENANT) {
    const started = Date.now();
    const created: number[] = [];
    const { generateProfiles, insertDemoGifts, webpush } = await seedParts();
    const { portraits, giftImages } = await this.renderImages();
    const drawn = Date.now() - started;
    const seeding = this.dataSource.transaction(async (db) => {
      const companies = new Map<string, Company>();
      for (const [key, company] of Object.entries(DEMO_COMPANIES)) {
        companies.set(key, await db.getRepository(Company).save(db.getRepository(Company).create(company)));
      }
      for (const [index, demo] of DEMO_TENANTS.entries()) {
        const { hosts, companyKey, fakerLocale, ...fields } = demo;
        const keys = webpush.generateVAPIDKeys();
        const tenant = await db.getRepository(Tenant).save(
          db.getRepository(Tenant).create({
            ...fields,
            companyId: companies.get(companyKey)?.id,
            vapidPublicKey: keys.publicKey,
            vapidPrivateKey: keys.privateKey,
          }),
        );
        created.push(tenant.id);
        await db
          .getRepository(TenantDomain)
          .insert(hosts.map((host, i) => ({ tenantId: tenant.id, host, isPrimary: i === 0 })));
        const profiles = generateProfiles({
          tenantSlug: tenant.slug,
          fakerLocale,
          countries: tenant.countries,
          minAge: tenant.minAge,
          count: profilesPerTenant,
          seed: 1000 + index,
        });
        // the demo member (no photo yet) before the profiles: newest first, it no longer leads the search
        const account = await createDemoMember(db, tenant, new Date(started));
        await this.insertProfiles(db, tenant, profiles, portraits);
        const gifts = await insertDemoGifts(db, tenant, giftImages);
        await seedDemoActivity(db, tenant, account, gifts, new Date(started));
        await seedDemoPayments(db, tenant, account, { now: new Date(started), port: this.env.PORT });
      }
      if (demoStaffWanted(this.env)) {
        await seedDemoStaff(db, created);
        await seedDemoStaffReplies(db, created);
      }
    });
    await seeding.catch(async (error: unknown) => {
      await this.removeImages(portraits, giftImages);
      throw error;
    });
    // hosts asked for before are cached as unknown
    for (const id of created) await this.tenants.changed(id);
    this.logger.log(
      `Seeded ${DEMO_TENANTS.length} demo tenants in ${Date.now() - started} ms (portraits and gifts ${drawn} ms)`,
    );
  }

  /** The portraits and the gift images, drawn side by side; on a failure neither is left behind. */
  private async renderImages(): Promise<{ portraits: DemoPortraits; giftImages: GiftImages }> {
    const { renderDemoGiftImages, renderDemoPortraits } = await seedParts();
    const [portraits, giftImages] = await Promise.allSettled([
      renderDemoPortraits(this.storage),
      renderDemoGiftImages(this.storage),
    ]);
    if (portraits.status === 'fulfilled' && giftImages.status === 'fulfilled') {
      return { portraits: portraits.value, giftImages: giftImages.value };
    }
    await this.removeImages(
      portraits.status === 'fulfilled' ? portraits.value : { female: [], male: [] },
      giftImages.status === 'fulfilled' ? giftImages.value : {},
    );
    throw portraits.status === 'rejected' ? portraits.reason : (giftImages as PromiseRejectedResult).reason;
  }

  private async removeImages(portraits: DemoPortraits, giftImages: GiftImages) {
    const { removeDemoPortraits, removeUnusedGiftImages } = await seedParts();
    await removeDemoPortraits(this.storage, portraits);
    await removeUnusedGiftImages(this.dataSource, this.storage, Object.values(giftImages));
  }

  /** The profiles with their demo photos (rows pointing at the shared portraits) and main image columns. */
  private async insertProfiles(
    db: EntityManager,
    tenant: Tenant,
    profiles: ReturnType<typeof generateProfiles>,
    portraits: DemoPortraits,
  ) {
    const { demoPhotosFor, mainImageColumns } = await seedParts();
    const tenantProfiles = tenantScoped(db, Profile);
    for (let i = 0; i < profiles.length; i += 100) {
      const chunk = profiles.slice(i, i + 100).map(({ imageSeed, lastActiveAt, ...row }) => {
        const photos = demoPhotosFor(imageSeed, row.gender, portraits, row.hair);
        return { row: { ...row, ...mainImageColumns(photos) }, photos, lastActiveAt };
      });
      const inserted = await tenantProfiles.insert(
        tenant,
        chunk.map(({ row }) => row),
      );
      const ids = chunk.map((_, n) => inserted.identifiers[n].id as number);
      await db.query(
        `UPDATE profile_activity a SET last_active_at = v.at
         FROM unnest($1::int[], $2::timestamptz[]) AS v(id, at) WHERE a.profile_id = v.id AND a.tenant_id = $3`,
        [ids, chunk.map(({ lastActiveAt }) => lastActiveAt), tenant.id],
      );
      const photoRows = chunk.flatMap(({ photos }, n) =>
        photos.map((photo, position) => ({
          profileId: ids[n],
          position,
          ...photo,
        })),
      );
      await tenantScoped(db, ProfilePhoto).insert(tenant, photoRows);
    }
  }
}
