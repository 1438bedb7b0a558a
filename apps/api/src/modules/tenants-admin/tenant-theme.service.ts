import { randomBytes } from 'node:crypto';
import type { adminThemeAnswerSchema, adminThemeUpdateSchema } from '@amora/contracts';
import { createTheme, PALETTE_KEYS, type Palette } from '@amora/theme';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error.js';
import { Tenant } from '../../tenancy/tenant.entity.js';
import { loadSharp } from '../photos/image-pipeline.js';
import { holdsMarkup, sniffFormat } from '../photos/photo-content.js';
import { AuditLog } from '../staff/audit-log.js';
import type { SignedInStaff } from '../staff/staff-access.js';
import { STORAGE, type Storage } from '../storage/storage.js';
import { TenantChanges } from './tenant-changes.js';
import { checkPalette, lockTenant } from './tenant-lock.js';
import { imageUrl } from './tenant-view.js';

type ThemeUpdate = z.infer<typeof adminThemeUpdateSchema>;
type ThemeAnswer = z.infer<typeof adminThemeAnswerSchema>;
type ImageKind = 'logo' | 'favicon';

/** The logo fits a header (inside 600×200, proportions kept); the favicon is a square of 256 px. */
const IMAGE_SIZES: Record<ImageKind, { width: number; height: number; fit: 'inside' | 'contain' }> = {
  logo: { width: 600, height: 200, fit: 'inside' },
  favicon: { width: 256, height: 256, fit: 'contain' },
};
const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * A tenant's look: its palette of spec §1 (checked for WCAG AA) and its logo and favicon. The member
 * site reads both from the settings answer and the served page, which every process builds anew after
 * `tenant.changed`: a change shows on the next page view, without a restart.
 */
@Injectable()
export class TenantThemeService {
  private readonly logger = new Logger('TenantTheme');

  constructor(
    private readonly db: DataSource,
    private readonly changes: TenantChanges,
    @Inject(STORAGE) private readonly storage: Storage,
  ) {}

  async updatePalette(staff: SignedInStaff, input: ThemeUpdate, ip: string): Promise<ThemeAnswer> {
    const answer = await this.db.transaction(async (db) => {
      await lockTenant(db, staff, input.tenant_id);
      const tenant = await db.getRepository(Tenant).findOneByOrFail({ id: input.tenant_id });
      const overrides = mergeOverrides(tenant.theme, input.palette);
      const warnings = checkPalette(overrides);
      await db.getRepository(Tenant).update({ id: tenant.id }, { theme: overrides });
      await AuditLog.record(db, {
        staff: staff.member,
        action: 'tenant.theme',
        entity: 'tenant',
        entityId: tenant.id,
        tenantId: tenant.id,
        before: { theme: tenant.theme },
        after: { theme: overrides },
        ip,
      });
      return { theme_overrides: overrides, theme: createTheme(overrides).palette, warnings };
    });
    await this.changes.announce(input.tenant_id);
    return answer;
  }

  /** Checks the upload by its content, re-encodes it, stores it and points the tenant at it. */
  async uploadImage(staff: SignedInStaff, tenantId: number, kind: ImageKind, bytes: Buffer, ip: string) {
    const image = await reencode(bytes, kind);
    const extension = kind === 'logo' ? 'webp' : 'png';
    const key = `t/${randomBytes(16).toString('base64url')}/${kind}.${extension}`;
    await this.storage.put(key, image, `image/${extension}`);
    return this.pointAt(staff, tenantId, kind, key, ip).catch(async (error: unknown) => {
      await this.storage.delete([key]).catch(() => undefined);
      throw error;
    });
  }

  /** Back to the default mark or icon. */
  removeImage(staff: SignedInStaff, tenantId: number, kind: ImageKind, ip: string) {
    return this.pointAt(staff, tenantId, kind, null, ip);
  }

  /** Points the tenant at the image `key` (null: none), audited; then removes the file it replaces. */
  private async pointAt(
    staff: SignedInStaff,
    tenantId: number,
    kind: ImageKind,
    key: string | null,
    ip: string,
  ) {
    const { answer, old } = await this.db.transaction(async (db) => {
      await lockTenant(db, staff, tenantId);
      const tenant = await db.getRepository(Tenant).findOneByOrFail({ id: tenantId });
      const old = (kind === 'logo' ? tenant.logoKey : tenant.faviconKey) ?? null;
      const images = { logo: tenant.logoKey ?? null, favicon: tenant.faviconKey ?? null, [kind]: key };
      await db
        .getRepository(Tenant)
        .update({ id: tenantId }, { logoKey: images.logo, faviconKey: images.favicon });
      await AuditLog.record(db, {
        staff: staff.member,
        action: `tenant.${kind}`,
        entity: 'tenant',
        entityId: tenantId,
        tenantId,
        before: { [kind]: imageUrl(tenant, old) },
        after: { [kind]: imageUrl(tenant, key) },
        ip,
      });
      const answer = {
        logo_url: imageUrl(tenant, images.logo),
        favicon_url: imageUrl(tenant, images.favicon),
      };
      return { answer, old };
    });
    await this.changes.announce(tenantId);
    // no longer named anywhere; a page still open keeps its copy in the browser's cache
    if (old && old !== key) {
      await this.storage
        .delete([old])
        .catch((error: unknown) => this.logger.warn(`old ${kind} kept: ${error}`));
    }
    return answer;
  }
}

/** The tenant's colours with the change applied: a colour set, or (null) back to the default. */
function mergeOverrides(current: Partial<Palette>, change: ThemeUpdate['palette']): Partial<Palette> {
  const merged: Partial<Palette> = {};
  for (const key of PALETTE_KEYS) {
    const value = change[key] === undefined ? current[key] : change[key];
    if (value) merged[key] = value;
  }
  return merged;
}

/** Only JPEG, PNG or WebP without markup, decoded and written anew (no metadata, no second frame). */
async function reencode(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  if (!sniffFormat(bytes)) throw new ApiError('photo_not_image');
  if (holdsMarkup(bytes)) throw new ApiError('photo_unsafe');
  const sharp = await loadSharp();
  const header = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) throw new ApiError('photo_unreadable');
  if (header.width * header.height > MAX_IMAGE_PIXELS || (header.pages ?? 1) > 1) {
    throw new ApiError('photo_too_many_pixels', { max_megapixels: MAX_IMAGE_PIXELS / 1_000_000 });
  }
  const size = IMAGE_SIZES[kind];
  const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({
      ...size,
      fit: size.fit,
      withoutEnlargement: kind === 'logo',
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    });
  try {
    return kind === 'logo'
      ? await pipeline.webp({ quality: 90 }).toBuffer()
      : await pipeline.png().toBuffer();
  } catch {
    throw new ApiError('photo_unreadable');
  }
}
