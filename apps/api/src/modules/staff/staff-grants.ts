import type { DataSource, EntityManager } from 'typeorm';
import { StaffRoleGrant } from './entities/staff-role.entity.js';
import type { StaffGrantRef } from './staff-access.js';

type Db = EntityManager | DataSource;

/** A staff member's roles, owners' first, then by tenant. */
export async function loadGrants(db: Db, staffId: number): Promise<StaffGrantRef[]> {
  return (await loadGrantsOf(db, [staffId])).get(staffId) ?? [];
}

/** The roles of several staff members at once (a page of the staff list). */
export async function loadGrantsOf(db: Db, staffIds: number[]): Promise<Map<number, StaffGrantRef[]>> {
  const rows: { staff_id: number; role: StaffGrantRef['role']; tenant_id: number | null }[] = staffIds.length
    ? await db.query(
        `SELECT "staff_id", "role", "tenant_id" FROM "staff_role" WHERE "staff_id" = ANY($1)
         ORDER BY "staff_id", "role" <> 'owner', "tenant_id" NULLS FIRST, "role"`,
        [staffIds],
      )
    : [];
  const grants = new Map<number, StaffGrantRef[]>();
  for (const row of rows) {
    const list = grants.get(row.staff_id) ?? [];
    list.push({ role: row.role, tenantId: row.tenant_id });
    grants.set(row.staff_id, list);
  }
  return grants;
}

/** Replaces a staff member's roles (in the caller's transaction). */
export async function replaceGrants(
  db: EntityManager,
  staffId: number,
  grants: StaffGrantRef[],
): Promise<void> {
  await db.getRepository(StaffRoleGrant).delete({ staffId });
  if (grants.length) {
    await db.getRepository(StaffRoleGrant).insert(grants.map((g) => ({ staffId, ...g })));
  }
}
