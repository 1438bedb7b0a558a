import {
  type AdminTenant,
  type AdminTenantCreate,
  type AdminTenantSummary,
  type AdminTenantUpdate,
  PROFILE_FIELDS,
  type TenantSettingsInput,
} from '@amora/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { Company } from '../../tenancy/company.entity.js';
import { Tenant } from '../../tenancy/tenant.entity.js';
import { TenantDomain } from '../../tenancy/tenant-domain.entity.js';
import { PhotosService } from '../photos/photos.service.js';
import { loadWebPush } from '../push/push.service.js';
import { AuditLog } from '../staff/audit-log.js';
import { isOwner, requireTenantAccess, type SignedInStaff, tenantScopeOf } from '../staff/staff-access.js';
import { TenantChanges } from './tenant-changes.js';
import { impossibleSettings, SETTING_NAMES, settingColumns } from './tenant-fields.js';
import { checkPalette, lockTenant, TENANT_ROLES, uniqueViolation } from './tenant-lock.js';
import { changedFields, loadTenantSummaries, loadTenantView } from './tenant-view.js';

type CompanyInput = NonNullable<AdminTenantCreate['company']>;

/** What a new site takes for each setting the owner left out (the demo sites' choices). */
const NEW_TENANT_DEFAULTS: Omit<
  TenantSettingsInput,
  | 'name'
  | 'niche'
  | 'languages'
  | 'countries'
  | 'support_email'
  | 'domain_language'
  | 'index_title'
  | 'mail_name'
  | 'support_phone'
> = {
  signups: 'all',
  logged_out_search: false,
  logged_out_search_trafficsource: false,
  cdn_prefix: '/media/',
  description: '',
  enable_site_entry_popup: true,
  site_entry_popup_countries: [],
  fictional_icon: '✦',
  fictional_warning: 'This profile is run by our team and is fictional; meeting in person is not possible.',
  fictional_singular: 'fictional profile',
  fictional_plural: 'fictional profiles',
  visible_profile_fields: [...PROFILE_FIELDS],
  visible_profile_notes: true,
  message_credits: 10,
  signup_credits: 20,
  photo_credits: 5,
  photo_approval: false,
  gift_credits: 25,
  message_length: 1000,
  search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
  refund_days: 14,
  member_resell: false,
  min_age: 18,
  minimum_message_costs: {},
  country_languages: {},
  share_profile_pool: false,
  time_zone: 'Europe/Amsterdam',
};

const companyColumns = (input: Partial<CompanyInput>): Partial<Company> => ({
  ...(input.name !== undefined && { name: input.name }),
  ...(input.address !== undefined && { address: input.address }),
  ...(input.kvk !== undefined && { kvk: input.kvk }),
  ...(input.city !== undefined && { city: input.city }),
  ...(input.country !== undefined && { country: input.country }),
  ...(input.tradenames !== undefined && { tradenames: input.tradenames }),
  ...(input.vat_numbers !== undefined && { vatNumbers: input.vat_numbers }),
  ...(input.support_phone !== undefined && { supportPhone: input.support_phone }),
  ...(input.delete_discount !== undefined && { deleteDiscount: input.delete_discount }),
});

/**
 * Tenants in the console: the list, one in full, a new one (owners), and changes to its settings,
 * company and payments. Each change is one transaction with its audit rows; once it is committed,
 * `tenant.changed` makes every API process forget the tenant (resolver and settings answers).
 */
@Injectable()
export class TenantsAdminService {
  private readonly adminHost: string;

  constructor(
    private readonly db: DataSource,
    private readonly changes: TenantChanges,
    private readonly photos: PhotosService,
    @Inject(ENV) env: Env,
  ) {
    this.adminHost = env.ADMIN_HOST.toLowerCase();
  }

  list(staff: SignedInStaff): Promise<AdminTenantSummary[]> {
    return loadTenantSummaries(this.db.manager, tenantScopeOf(staff, TENANT_ROLES));
  }

  one(staff: SignedInStaff, tenantId: number): Promise<AdminTenant> {
    requireTenantAccess(staff, tenantId, TENANT_ROLES);
    return loadTenantView(this.db.manager, tenantId);
  }

  async create(staff: SignedInStaff, input: AdminTenantCreate, ip: string): Promise<AdminTenant> {
    if (!isOwner(staff)) throw new ApiError('staff_forbidden');
    if (input.host === this.adminHost) throw new ApiError('domain_taken', { host: input.host });
    if ((input.company_id === undefined) === (input.company === undefined)) {
      throw fieldsProblem([{ path: 'company', message: 'company_or_company_id' }]);
    }
    checkPalette(input.theme ?? {});
    const id = await this.translateConflicts(input, () =>
      this.db.transaction(async (db) => {
        if (await db.getRepository(Tenant).existsBy({ slug: input.slug })) throw new ApiError('slug_taken');
        if (await db.getRepository(TenantDomain).existsBy({ host: input.host })) {
          throw new ApiError('domain_taken', { host: input.host });
        }
        const company = await this.companyFor(db, staff, input, ip);
        const settings = newTenantSettings(input, company);
        const problems = impossibleSettings(settings, { provider: 'simulator', keySet: false });
        if (problems.length) throw fieldsProblem(problems);
        const keys = (await loadWebPush()).generateVAPIDKeys();
        const repository = db.getRepository(Tenant);
        const tenant = await repository.save(
          repository.create({
            slug: input.slug,
            ...settingColumns(settings),
            theme: input.theme ?? {},
            vapidPublicKey: keys.publicKey,
            vapidPrivateKey: keys.privateKey,
            companyId: company.id,
          }),
        );
        await db
          .getRepository(TenantDomain)
          .insert({ tenantId: tenant.id, host: input.host, isPrimary: true });
        await AuditLog.record(db, {
          staff: staff.member,
          action: 'tenant.create',
          entity: 'tenant',
          entityId: tenant.id,
          tenantId: tenant.id,
          after: await loadTenantView(db, tenant.id),
          ip,
        });
        return tenant.id;
      }),
    );
    // hosts looked up before are remembered as unknown for a few seconds: forget them everywhere
    await this.changes.announce(id);
    return loadTenantView(this.db.manager, id);
  }

  async update(staff: SignedInStaff, input: AdminTenantUpdate, ip: string): Promise<AdminTenant> {
    const touched = await this.db.transaction(async (db) => {
      await lockTenant(db, staff, input.id);
      const before = await loadTenantView(db, input.id);
      const settings = { ...pick(before), ...pick(input) } as TenantSettingsInput;
      const keySet =
        input.mollie_api_key === undefined ? before.mollie_api_key_set : input.mollie_api_key !== null;
      const provider = input.payment_provider ?? before.payment_provider;
      const problems = impossibleSettings(settings, { provider, keySet });
      if (problems.length) throw fieldsProblem(problems);

      const columns: Partial<Tenant> = {
        ...settingColumns(pick(input)),
        ...(input.payment_provider !== undefined && { paymentProvider: input.payment_provider }),
        ...(input.mollie_api_key !== undefined && { mollieApiKey: input.mollie_api_key }),
      };
      if (Object.keys(columns).length) await db.getRepository(Tenant).update({ id: input.id }, columns);
      const approvedPhotos =
        before.photo_approval && input.photo_approval === false
          ? await this.approveWaitingPhotos(db, staff, input.id)
          : 0;
      const sharing = input.company
        ? await this.updateCompany(db, staff, before.company, input.company, ip)
        : [];

      const after = await loadTenantView(db, input.id);
      const { company: _before, ...tenantBefore } = before;
      const { company: _after, ...tenantAfter } = after;
      const diff = changedFields(tenantBefore, tenantAfter);
      // a new key over an old one shows no difference in the view: still a change worth its row
      const keyChanged = input.mollie_api_key !== undefined;
      if (diff || keyChanged) {
        await AuditLog.record(db, {
          staff: staff.member,
          action: 'tenant.update',
          entity: 'tenant',
          entityId: input.id,
          tenantId: input.id,
          before: {
            ...diff?.before,
            ...(keyChanged && { mollie_api_key: before.mollie_api_key_set ? 'set' : 'none' }),
          },
          after: {
            ...diff?.after,
            ...(keyChanged && { mollie_api_key: input.mollie_api_key ? 'replaced' : 'removed' }),
            ...(approvedPhotos > 0 && { approved_photos: approvedPhotos }),
          },
          ip,
        });
      }
      return [input.id, ...sharing];
    });
    await this.changes.announce(...touched);
    return loadTenantView(this.db.manager, input.id);
  }

  /**
   * Photo approval turned off: nobody reviews any more, so the photos still waiting are approved at once,
   * as new ones are from now on (main photo and photo credits as an approval gives them); the tenant's
   * audit row counts them. Answers how many.
   */
  private async approveWaitingPhotos(db: EntityManager, staff: SignedInStaff, tenantId: number) {
    // the members first, in id order, as a review or an upload locks its member before its photos:
    // taken the other way round, a moderator approving from the same queue would deadlock with this
    await db.query(
      `SELECT m.id FROM member m
        WHERE m.tenant_id = $1 AND m.profile_id IN
              (SELECT profile_id FROM profile_photo WHERE tenant_id = $1 AND review_status = 'pending')
        ORDER BY m.id FOR NO KEY UPDATE`,
      [tenantId],
    );
    const [approved]: [{ profile_id: number }[], number] = await db.query(
      `UPDATE profile_photo SET review_status = 'approved', reviewed_at = now(), reviewed_by = $2
        WHERE tenant_id = $1 AND review_status = 'pending' RETURNING profile_id`,
      [tenantId, staff.member.id],
    );
    if (approved.length === 0) return 0;
    const tenant = await db.getRepository(Tenant).findOneByOrFail({ id: tenantId });
    const profileIds = [...new Set(approved.map((row) => row.profile_id))];
    const members: { id: number; profile_id: number }[] = await db.query(
      'SELECT id, profile_id FROM member WHERE tenant_id = $1 AND profile_id = ANY($2::int[])',
      [tenantId, profileIds],
    );
    for (const profileId of profileIds) {
      const member = members.find((m) => m.profile_id === profileId);
      if (member) await this.photos.photoAccepted(db, tenant, { id: member.id, profileId });
      else await this.photos.syncMain(db, tenant, profileId);
    }
    return approved.length;
  }

  /**
   * The tenant's company: shared by other tenants, it changes for them all, so the staff member must
   * be allowed to edit each of them. Answers the tenants whose cached answers it makes stale.
   */
  private async updateCompany(
    db: EntityManager,
    staff: SignedInStaff,
    company: AdminTenant['company'],
    input: Partial<CompanyInput>,
    ip: string,
  ): Promise<number[]> {
    const locked: { id: number }[] = await db.query(
      'SELECT id FROM tenant WHERE company_id = $1 ORDER BY id FOR UPDATE',
      [company.id],
    );
    const tenantIds = locked.map((row) => row.id);
    for (const tenantId of tenantIds) requireTenantAccess(staff, tenantId, TENANT_ROLES);
    const before = companyFieldsOf(company);
    await db.getRepository(Company).update({ id: company.id }, companyColumns(input));
    const after = { ...before, ...input };
    const diff = changedFields(before, after);
    if (diff) {
      await AuditLog.record(db, {
        staff: staff.member,
        action: 'company.update',
        entity: 'company',
        entityId: company.id,
        tenantId: tenantIds.length === 1 ? tenantIds[0] : null,
        ...diff,
        ip,
      });
    }
    return tenantIds;
  }

  /** An existing company by id (the staff member may reach all its tenants), or a new one. */
  private async companyFor(
    db: EntityManager,
    staff: SignedInStaff,
    input: AdminTenantCreate,
    ip: string,
  ): Promise<Company> {
    if (input.company_id !== undefined) {
      const found = await db.getRepository(Company).findOneBy({ id: input.company_id });
      if (!found) throw fieldsProblem([{ path: 'company_id', message: 'company_not_found' }]);
      return found;
    }
    const company = input.company as CompanyInput;
    const saved = await db
      .getRepository(Company)
      .save(db.getRepository(Company).create(companyColumns(company)));
    await AuditLog.record(db, {
      staff: staff.member,
      action: 'company.create',
      entity: 'company',
      entityId: saved.id,
      after: company,
      ip,
    });
    return saved;
  }

  /** A slug or host taken by a concurrent creation between our check and our insert. */
  private async translateConflicts<T>(input: AdminTenantCreate, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'tenant_slug_key') throw new ApiError('slug_taken');
      if (constraint === 'tenant_domain_host_key') throw new ApiError('domain_taken', { host: input.host });
      throw error;
    }
  }
}

const fieldsProblem = (fields: { path: string; message: string }[]) =>
  new ApiError('validation_failed', { fields });

function pick(input: Partial<TenantSettingsInput>): Partial<TenantSettingsInput> {
  return Object.fromEntries(
    SETTING_NAMES.filter((name) => input[name] !== undefined).map((name) => [name, input[name]]),
  ) as Partial<TenantSettingsInput>;
}

function companyFieldsOf(company: AdminTenant['company']): CompanyInput {
  const { id: _id, added: _added, tenant_ids: _tenants, ...fields } = company;
  return fields;
}

/** Every setting of a new site: the owner's, else derived from them, else the defaults. */
function newTenantSettings(input: AdminTenantCreate, company: Company): TenantSettingsInput {
  const given = pick(input);
  return {
    ...NEW_TENANT_DEFAULTS,
    domain_language: `${input.languages[0]}_${input.countries[0]}`,
    index_title: input.name,
    mail_name: input.name,
    support_phone: company.supportPhone,
    ...given,
    name: input.name,
    niche: input.niche,
    languages: input.languages,
    countries: input.countries,
    support_email: input.support_email,
  } as TenantSettingsInput;
}
