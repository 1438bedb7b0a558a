import type { notesUpdateSchema } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error.js';
import { AuditLog } from '../staff/audit-log.js';
import { requireTenantAccess, type SignedInStaff } from '../staff/staff-access.js';
import { NOTE_ROLES } from './console-access.js';
import { mayWorkOnProfile } from './fictional-access.js';

type NotesUpdate = z.infer<typeof notesUpdateSchema>;

/** Staff notes on a member or on a fictional profile, kept beside a conversation; every change audited. */
@Injectable()
export class StaffNotesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  update(staff: SignedInStaff, change: NotesUpdate, ip: string) {
    return this.dataSource.transaction(async (db) => {
      const { tenantId, before } =
        change.subject === 'member'
          ? await this.memberNote(db, staff, change.id)
          : await this.profileNote(db, staff, change.id);
      const table = change.subject === 'member' ? 'member_note' : 'profile_note';
      const key = change.subject === 'member' ? 'member_id' : 'profile_id';
      await db.query(
        `INSERT INTO ${table} (${key}, notes, updated_by, updated_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (${key}) DO UPDATE SET notes = $2, updated_by = $3, updated_at = now()`,
        [change.id, change.notes, staff.member.id],
      );
      await AuditLog.record(db, {
        staff: staff.member,
        action: `${table}.update`,
        entity: change.subject,
        entityId: change.id,
        tenantId,
        before: { notes: before },
        after: { notes: change.notes },
        ip,
      });
      return { subject: change.subject, id: change.id, notes: change.notes };
    });
  }

  private async memberNote(db: EntityManager, staff: SignedInStaff, memberId: number) {
    const [row]: { tenant_id: number; notes: string | null }[] = await db.query(
      `SELECT m.tenant_id, n.notes FROM member m LEFT JOIN member_note n ON n.member_id = m.id
       WHERE m.id = $1 FOR UPDATE OF m`,
      [memberId],
    );
    if (!row) throw new ApiError('profile_not_found');
    requireTenantAccess(staff, row.tenant_id, NOTE_ROLES);
    return { tenantId: row.tenant_id, before: row.notes ?? '' };
  }

  private async profileNote(db: EntityManager, staff: SignedInStaff, profileId: number) {
    const [row]: { tenant_id: number; pool: string; notes: string | null }[] = await db.query(
      `SELECT p.tenant_id, p.pool, n.notes FROM profile p LEFT JOIN profile_note n ON n.profile_id = p.id
       WHERE p.id = $1 AND p.is_fictional FOR UPDATE OF p`,
      [profileId],
    );
    if (!row) throw new ApiError('profile_not_found');
    if (!(await mayWorkOnProfile(db, staff, row, NOTE_ROLES))) throw new ApiError('staff_forbidden');
    return { tenantId: row.tenant_id, before: row.notes ?? '' };
  }
}
