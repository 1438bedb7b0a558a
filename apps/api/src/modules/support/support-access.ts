import type { EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { requireTenantAccess, type SignedInStaff, tenantScopeOf } from '../staff/staff-access.js';

/** Who works the complaints queue and looks members up: owners, and support agents of the tenant. */
export const SUPPORT_ROLES = ['owner', 'support'] as const;

/** The tenants a support list covers: the one named (when allowed), else all of the staff member's. */
export function supportScope(staff: SignedInStaff, tenantId?: number): 'all' | number[] {
  if (tenantId !== undefined) {
    requireTenantAccess(staff, tenantId, SUPPORT_ROLES);
    return [tenantId];
  }
  return tenantScopeOf(staff, SUPPORT_ROLES);
}

/** `tenant_id = ANY($n)` unless the scope is every tenant; the parameter is pushed onto `params`. */
export function scopeSql(column: string, scope: 'all' | number[], params: unknown[]): string {
  if (scope === 'all') return 'TRUE';
  // one tenant as `=`: the planner then walks that tenant's (tenant_id, id) index newest first
  params.push(scope.length === 1 ? scope[0] : scope);
  return scope.length === 1
    ? `${column} = $${params.length}::int`
    : `${column} = ANY($${params.length}::int[])`;
}

/**
 * A row of a tenant the staff member supports, read with its tenant; 404 `code` when missing. The
 * tenant check comes after the read, so a foreign id answers 403 like any other refused tenant.
 */
export async function supportedRow<T extends { tenant_id: number }>(
  db: EntityManager,
  staff: SignedInStaff,
  sql: string,
  params: unknown[],
  notFound: 'complaint_not_found' | 'member_not_found',
): Promise<T> {
  const [row]: T[] = await db.query(sql, params);
  if (!row) throw new ApiError(notFound);
  requireTenantAccess(staff, row.tenant_id, SUPPORT_ROLES);
  return row;
}

/** A page of `size` from `size + 1` rows read, with the cursor of the next page (the last id). */
export function pageOf<T extends { id: number }>(rows: T[], size: number) {
  const page = rows.slice(0, size);
  return { page, next: rows.length > size ? String(page[page.length - 1].id) : null };
}
