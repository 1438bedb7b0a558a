import type { DataSource, EntityManager } from 'typeorm';
import { AuditLogEntry } from './entities/audit-log-entry.entity.js';

export interface AuditRecord {
  /** Who did it; null for the command line. */
  staff: { id: number } | null;
  /** `<entity>.<verb>`, e.g. `staff.create`, `tenant.update`. */
  action: string;
  entity: string;
  entityId?: string | number | null;
  tenantId?: number | null;
  /** The changed fields before and after (never secrets: no password hashes, no keys). */
  before?: object | null;
  after?: object | null;
  ip?: string | null;
}

/**
 * The audit log of every change staff make. Write it with the `db` of the change's own transaction, so
 * that a change and its record are saved together or not at all.
 */
export const AuditLog = {
  async record(db: EntityManager | DataSource, entry: AuditRecord): Promise<void> {
    await db.getRepository(AuditLogEntry).insert({
      staffId: entry.staff?.id ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      tenantId: entry.tenantId ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      ip: entry.ip ?? null,
    });
  },
};
