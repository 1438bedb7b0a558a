import { AUDIT_PAGE_SIZE, type AuditQuery, type auditEntrySchema } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error.js';
import { AuditLogEntry } from './entities/audit-log-entry.entity.js';
import { cursorId } from './keyset.js';
import { isOwner, requireTenantAccess, type SignedInStaff } from './staff-access.js';

type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * The audit log, newest first, a page at a time by id (keyset: as fast on the thousandth page as on
 * the first). Owners read all of it; an operator reads the tenants given to them, one named at a time.
 */
@Injectable()
export class AuditBrowserService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async browse(
    staff: SignedInStaff,
    query: AuditQuery,
  ): Promise<{ entries: AuditEntry[]; next_cursor: string | null }> {
    if (!isOwner(staff)) {
      if (query.tenant_id === undefined) throw new ApiError('staff_forbidden');
      requireTenantAccess(staff, query.tenant_id, ['operator']);
    }
    const rows = await this.query(query).getMany();
    const page = rows.slice(0, AUDIT_PAGE_SIZE);
    return {
      entries: page.map(entryView),
      next_cursor: rows.length > AUDIT_PAGE_SIZE ? String(page[page.length - 1].id) : null,
    };
  }

  private query(query: AuditQuery) {
    const builder = this.dataSource
      .getRepository(AuditLogEntry)
      .createQueryBuilder('a')
      .leftJoinAndSelect('a.staff', 's')
      .orderBy('a.id', 'DESC')
      .limit(AUDIT_PAGE_SIZE + 1);
    const cursor = query.cursor === undefined ? undefined : cursorId(query.cursor);
    const filters: [unknown, string][] = [
      [cursor, 'a.id < :cursor'],
      [query.staff_id, 'a.staffId = :staff_id'],
      [query.tenant_id, 'a.tenantId = :tenant_id'],
      [query.entity, 'a.entity = :entity'],
      [query.entity_id, 'a.entityId = :entity_id'],
      [query.action, 'a.action = :action'],
      [query.from, 'a.at >= :from'],
      [query.to, 'a.at < :to'],
      // Ids grow with time: bounding them lets the newest-first scan start and stop at the period's ends
      // (a minute's slack for a transaction that wrote its row after a later one).
      [
        query.to,
        `a.id <= (SELECT id FROM audit_log WHERE at < :to::timestamptz + interval '1 minute' ORDER BY at DESC LIMIT 1)`,
      ],
      [
        query.from,
        `a.id >= (SELECT id FROM audit_log WHERE at >= :from::timestamptz - interval '1 minute' ORDER BY at LIMIT 1)`,
      ],
    ];
    for (const [value, condition] of filters) {
      if (value !== undefined && value !== '') builder.andWhere(condition);
    }
    return builder.setParameters({
      ...query,
      cursor,
      from: query.from && new Date(query.from),
      to: query.to && new Date(query.to),
    });
  }
}

function entryView(row: AuditLogEntry): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    staff: row.staff ? { id: row.staff.id, email: row.staff.email, name: row.staff.name } : null,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    tenant_id: row.tenantId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
  };
}
