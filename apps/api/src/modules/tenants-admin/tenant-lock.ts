import { paletteContrast, type StaffRole } from '@amora/contracts';
import type { Palette } from '@amora/theme';
import { type EntityManager, QueryFailedError } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { requireTenantAccess, type SignedInStaff } from '../staff/staff-access.js';

/** Who may edit a tenant: owners, and operators given that tenant. Only owners create one. */
export const TENANT_ROLES = ['owner', 'operator'] as const satisfies readonly StaffRole[];

/**
 * The tenant a console change names, locked for the change's transaction (two edits of one tenant
 * follow each other, so each audit row's "before" is what the other left), once the staff member may
 * edit it.
 */
export async function lockTenant(db: EntityManager, staff: SignedInStaff, tenantId: number): Promise<void> {
  requireTenantAccess(staff, tenantId, TENANT_ROLES);
  const [found] = await db.query('SELECT id FROM tenant WHERE id = $1 FOR UPDATE', [tenantId]);
  if (!found) throw new ApiError('tenant_not_found');
}

/** Refuses a palette whose text pairs fail WCAG AA (`palette_low_contrast`); answers the warnings. */
export function checkPalette(overrides: Partial<Palette>) {
  const { errors, warnings } = paletteContrast(overrides);
  if (errors.length) throw new ApiError('palette_low_contrast', { pairs: errors });
  return warnings;
}

/** A unique index that a concurrent change won: its name, else null. */
export function uniqueViolation(error: unknown): string | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driver = error.driverError as { code?: string; constraint?: string };
  return driver.code === '23505' ? (driver.constraint ?? '') : null;
}
