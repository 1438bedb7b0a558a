import { STAFF_MESSAGES_PAGE_SIZE, type staffMessagesQuerySchema } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { cursorId } from '../staff/keyset.js';
import type { SignedInStaff } from '../staff/staff-access.js';
import { listScope, OPERATOR_ROLES } from './console-access.js';
import { STAFF_MESSAGE_COLUMNS, type StaffMessageRow, staffMessageView } from './staff-message-view.js';

type StaffMessagesQuery = z.infer<typeof staffMessagesQuerySchema>;

interface TrailRow extends StaffMessageRow {
  member_tenant_id: number;
  fictional_profile_id: number;
  fictional_profile_name: string;
  member_id: number;
}

/**
 * Every message staff wrote for fictional profiles, newest first, per staff member, per profile and per
 * member (the trail no open dating inbox keeps): owners everywhere, operators for their tenants. Read
 * from staff_message, whose indexes answer each filter without scanning chat_message.
 */
@Injectable()
export class StaffMessagesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(staff: SignedInStaff, query: StaffMessagesQuery) {
    const scope = listScope(staff, query.tenant_id, OPERATOR_ROLES);
    const rows: TrailRow[] = await this.dataSource.query(
      `SELECT ${STAFF_MESSAGE_COLUMNS}, t.member_tenant_id, t.fictional_profile_id, t.member_id,
              fp.name AS fictional_profile_name
       FROM staff_message t
       JOIN chat_message m ON m.id = t.message_id
       JOIN profile fp ON fp.id = t.fictional_profile_id
       LEFT JOIN staff s ON s.id = t.staff_id
       WHERE ($1::int[] IS NULL OR t.member_tenant_id = ANY($1))
         AND ($2::int IS NULL OR t.staff_id = $2)
         AND ($3::int IS NULL OR t.fictional_profile_id = $3)
         AND ($4::int IS NULL OR t.member_id = $4)
         AND ($5::int IS NULL OR t.message_id < $5)
       ORDER BY t.message_id DESC
       LIMIT $6`,
      [
        scope,
        query.staff_id ?? null,
        query.profile_id ?? null,
        query.member_id ?? null,
        query.cursor === undefined ? null : cursorId(query.cursor),
        STAFF_MESSAGES_PAGE_SIZE + 1,
      ],
    );
    const page = rows.slice(0, STAFF_MESSAGES_PAGE_SIZE);
    return {
      messages: page.map((row) => ({
        ...staffMessageView(row, row.member_tenant_id, -1),
        fictional_profile_id: row.fictional_profile_id,
        fictional_profile_name: row.fictional_profile_name,
        member_id: row.member_id,
      })),
      next_cursor: rows.length > STAFF_MESSAGES_PAGE_SIZE ? String(page[page.length - 1].id) : null,
    };
  }

  /**
   * The staff who may have written in the tenants the caller reads: those given a role in one of them,
   * and owners (who work everywhere); by name.
   */
  async writers(staff: SignedInStaff, tenantId: number | undefined) {
    const scope = listScope(staff, tenantId, OPERATOR_ROLES);
    const rows: { id: number; name: string }[] = await this.dataSource.query(
      `SELECT s.id, s.name FROM staff s
        WHERE EXISTS (SELECT 1 FROM staff_role r WHERE r.staff_id = s.id
                        AND (r.role = 'owner' OR $1::int[] IS NULL OR r.tenant_id = ANY($1)))
        ORDER BY lower(s.name), s.id LIMIT 1000`,
      [scope],
    );
    return { staff: rows };
  }
}
