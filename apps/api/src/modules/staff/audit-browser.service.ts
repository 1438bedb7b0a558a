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
    const bounds = await this.idBounds(query);
    const rows = bounds ? await this.query(query, bounds).getMany() : [];
    const page = rows.slice(0, AUDIT_PAGE_SIZE);
    return {
      entries: page.map(entryView),
      next_cursor: rows.length > AUDIT_PAGE_SIZE ? String(page[page.length - 1].id) : null,
    };
  }

  /**
   * Ids grow with time: the ids of a period's first and last rows (a minute's slack for a transaction
   * that wrote its row after a later one) let the newest-first walk start and stop at the period's ends.
   * Read first, as numbers: bounds the planner cannot see make it guess a handful of rows and sort the
   * whole period before its page. Null when no row can fall in the period.
   */
  private async idBounds(query: AuditQuery): Promise<{ min?: number; max?: number } | null> {
    if (!query.from && !query.to) return {};
    const [bounds]: { min: number | null; max: number | null }[] = await this.dataSource.query(
      `SELECT (SELECT id FROM audit_log WHERE at >= $1::timestamptz - interval '1 minute' ORDER BY at LIMIT 1) AS min,
              (SELECT id FROM audit_log WHERE at < $2::timestamptz + interval '1 minute' ORDER BY at DESC LIMIT 1) AS max`,
      [query.from ? new Date(query.from) : '-infinity', query.to ? new Date(query.to) : 'infinity'],
    );
    if (bounds.min === null || bounds.max === null) return null;
    return { min: query.from ? bounds.min : undefined, max: query.to ? bounds.max : undefined };
  }

  private query(query: AuditQuery, bounds: { min?: number; max?: number }) {
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
      [bounds.min, 'a.id >= :min_id'],
      [bounds.max, 'a.id <= :max_id'],
    ];
    for (const [value, condition] of filters) {
      if (value !== undefined && value !== '') builder.andWhere(condition);
    }
    return builder.setParameters({
      ...query,
      cursor,
      from: query.from && new Date(query.from),
      to: query.to && new Date(query.to),
      min_id: bounds.min,
      max_id: bounds.max,
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
