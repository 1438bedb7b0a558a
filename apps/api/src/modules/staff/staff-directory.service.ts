import {
  STAFF_PAGE_SIZE,
  type Staff,
  type StaffCreate,
  type StaffUpdate,
  type staffListQuerySchema,
} from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, ILike, MoreThan } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error.js';
import { hashPassword } from '../accounts/passwords.js';
import { AuditLog } from './audit-log.js';
import { StaffMember } from './entities/staff-member.entity.js';
import { cursorId } from './keyset.js';
import type { SignedInStaff, StaffGrantRef } from './staff-access.js';
import { assertTenantsExist, createStaffAccount, generatedPassword } from './staff-accounts.js';
import { loadGrants, loadGrantsOf, replaceGrants } from './staff-grants.js';
import { StaffSessionService } from './staff-session.service.js';
import { staffSnapshot, staffView } from './staff-view.js';

type StaffListQuery = z.infer<typeof staffListQuerySchema>;

/** Changes to staff are made one at a time, so "the last owner" is counted right. */
const STAFF_CHANGES_LOCK = 7_100_012;

const grantRefs = (roles: StaffCreate['roles']): StaffGrantRef[] =>
  roles.map((g) => ({ role: g.role, tenantId: g.tenant_id }));

/** The owners' staff management: list, add, change; every change in the audit log. */
@Injectable()
export class StaffDirectoryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A page of staff by id (keyset), filtered by address or name and status. */
  async list(query: StaffListQuery): Promise<{ staff: Staff[]; next_cursor: string | null }> {
    const after = query.cursor ? cursorId(query.cursor) : 0;
    const base = { id: MoreThan(after), ...(query.status ? { status: query.status } : {}) };
    const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
    const members = await this.dataSource.getRepository(StaffMember).find({
      where: pattern
        ? [
            { ...base, email: ILike(pattern) },
            { ...base, name: ILike(pattern) },
          ]
        : base,
      order: { id: 'ASC' },
      take: STAFF_PAGE_SIZE + 1,
    });
    const page = members.slice(0, STAFF_PAGE_SIZE);
    const grants = await loadGrantsOf(
      this.dataSource,
      page.map((m) => m.id),
    );
    return {
      staff: page.map((m) => staffView(m, grants.get(m.id) ?? [])),
      next_cursor: members.length > STAFF_PAGE_SIZE ? String(page[page.length - 1].id) : null,
    };
  }

  async create(
    by: SignedInStaff,
    body: StaffCreate,
    ip: string,
  ): Promise<{ staff: Staff; password: string }> {
    const grants = grantRefs(body.roles);
    const { member, password } = await this.dataSource.transaction((db) =>
      createStaffAccount(
        db,
        { email: body.email, name: body.name, grants, totpRequired: body.totp_required },
        { staff: by.member, ip },
      ),
    );
    return { staff: staffView(member, await loadGrants(this.dataSource, member.id)), password };
  }

  /**
   * New roles, another status or a new password end the staff member's sessions: they sign in again
   * under the new rules. A reset password is answered this once.
   */
  async update(
    by: SignedInStaff,
    body: StaffUpdate,
    ip: string,
  ): Promise<{ staff: Staff; password?: string }> {
    const password = body.reset_password ? generatedPassword() : undefined;
    const passwordHash = password ? await hashPassword(password) : undefined;
    return this.dataSource.transaction(async (db) => {
      await db.query('SELECT pg_advisory_xact_lock($1)', [STAFF_CHANGES_LOCK]);
      const repository = db.getRepository(StaffMember);
      const member = await repository.findOneBy({ id: body.id });
      if (!member) throw new ApiError('staff_not_found');
      const grantsBefore = await loadGrants(db, member.id);
      const before = staffSnapshot(member, grantsBefore);

      const changed: Partial<StaffMember> = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.totp_required !== undefined ? { totpRequired: body.totp_required } : {}),
        ...(body.reset_totp ? { totpSecret: null, totpPendingSecret: null, totpLastStep: null } : {}),
        ...(passwordHash
          ? { passwordHash, passwordChangeRequired: true, failedLogins: 0, lockedUntil: null }
          : {}),
      };
      if (Object.keys(changed).length) await repository.update({ id: member.id }, changed);
      if (body.roles) {
        await assertTenantsExist(db, grantRefs(body.roles));
        await replaceGrants(db, member.id, grantRefs(body.roles));
      }
      await assertAnOwnerLeft(db);

      const after = await repository.findOneByOrFail({ id: member.id });
      const grantsAfter = await loadGrants(db, member.id);
      const rolesChanged = JSON.stringify(grantsBefore) !== JSON.stringify(grantsAfter);
      if (rolesChanged || after.status !== member.status || password) {
        await StaffSessionService.endAll(db, member.id);
      }
      await AuditLog.record(db, {
        staff: by.member,
        action: 'staff.update',
        entity: 'staff',
        entityId: member.id,
        before,
        after: { ...staffSnapshot(after, grantsAfter), ...(password ? { password_reset: true } : {}) },
        ip,
      });
      return { staff: staffView(after, grantsAfter), ...(password ? { password } : {}) };
    });
  }
}

/** 409 `last_owner` when no active owner would be left to manage staff. */
async function assertAnOwnerLeft(db: EntityManager): Promise<void> {
  const [{ count }] = await db.query(
    `SELECT count(*)::int AS count FROM "staff" s
     WHERE s."status" = 'active' AND EXISTS (SELECT 1 FROM "staff_role" r WHERE r."staff_id" = s."id" AND r."role" = 'owner')`,
  );
  if (count === 0) throw new ApiError('last_owner');
}
