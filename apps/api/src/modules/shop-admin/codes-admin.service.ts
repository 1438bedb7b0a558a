import {
  type AdminCode,
  type AdminCodeCreate,
  type AdminCodesQuery,
  type adminCodeUpdateSchema,
  type adminCodeUseSchema,
  CODE_PAGE_SIZE,
  CODE_USES_PAGE_SIZE,
} from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { AuditLog } from '../staff/audit-log.js';
import { cursorId } from '../staff/keyset.js';
import type { SignedInStaff } from '../staff/staff-access.js';
import { shopTenant } from './admin-tenant.js';
import { randomCodes } from './random-codes.js';

type CodeUpdate = z.infer<typeof adminCodeUpdateSchema>;
type CodeFilters = Omit<AdminCodesQuery, 'cursor'>;
type UseRow = Omit<z.infer<typeof adminCodeUseSchema>, 'at'> & { id: number; at: Date };

/** Rows a CSV export holds at most (10,000 codes per tenant is the scale it is built for, with room). */
const EXPORT_MAX = 50_000;
/** A batch whose random codes collide with existing ones draws again, this often at most. */
const BATCH_DRAWS = 5;

const CODES_SQL = `
  SELECT c.id, c.tenant_id, c.code, c.reason AS kind, c.value_percentage::float AS value_percentage,
         c.validity, c.status, c.country, c.currency, c.minimum_order_value, c.payment_methods,
         c.expires_at AS expires, c.member_id, c.created_at,
         (SELECT count(*)::int FROM discount_redemption r WHERE r.discount_code_id = c.id AND r.status = 'used') AS uses,
         (SELECT count(*)::int FROM discount_redemption r WHERE r.discount_code_id = c.id AND r.status = 'reserved') AS reserved
    FROM discount_code c`;

interface CodeRow extends Omit<AdminCode, 'expires' | 'created_at'> {
  expires: Date | null;
  created_at: Date;
}

const view = (row: CodeRow): AdminCode => ({
  ...row,
  expires: row.expires?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

/** The filters of the list and the export, as SQL over `c` with their parameters from $2 on. */
function filterSql({ q, status, kind }: CodeFilters): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    parts.push(sql.replace('?', `$${params.length + 1}`));
  };
  if (q?.trim())
    add(
      `c.code COLLATE "C" LIKE ? || '%'`,
      q
        .trim()
        .toUpperCase()
        .replace(/[%_\\]/g, '\\$&'),
    );
  if (status) add('c.status = ?', status);
  if (kind) add('c.reason = ?', kind);
  return { sql: parts.map((p) => ` AND ${p}`).join(''), params };
}

/**
 * Discount codes as the console manages them (spec §3): one named promotion or a batch of random
 * ones, searched, filtered, switched off, exported, and each code's uses. Every change is audited.
 */
@Injectable()
export class CodesAdminService {
  constructor(private readonly db: DataSource) {}

  /**
   * A page of a tenant's codes: newest first, or a search's in code order from its prefix. Either walks
   * an index in that order ((tenant_id, id), (tenant_id, code COLLATE "C")) and stops after a page; the
   * cursor is the last code's id.
   */
  async list(staff: SignedInStaff, query: AdminCodesQuery) {
    await shopTenant(this.db.manager, staff, query.tenant_id);
    const { sql, params } = filterSql(query);
    const below = query.cursor ? cursorId(query.cursor) : null;
    const cursor = `$${params.length + 2}::int`;
    const [after, order] = query.q?.trim()
      ? // another tenant's code as the cursor finds nothing, so the page is empty
        [
          `c.code COLLATE "C" > (SELECT code FROM discount_code WHERE id = ${cursor} AND tenant_id = $1)`,
          'c.code COLLATE "C"',
        ]
      : [`c.id < ${cursor}`, 'c.id DESC'];
    const rows: CodeRow[] = await this.db.query(
      `${CODES_SQL} WHERE c.tenant_id = $1${sql} AND (${cursor} IS NULL OR ${after})
       ORDER BY ${order} LIMIT ${CODE_PAGE_SIZE + 1}`,
      [query.tenant_id, ...params, below],
    );
    const page = rows.slice(0, CODE_PAGE_SIZE);
    const next = rows.length > CODE_PAGE_SIZE ? String(page[page.length - 1].id) : null;
    return { codes: page.map(view), next_cursor: next, page_size: CODE_PAGE_SIZE };
  }

  async exportRows(staff: SignedInStaff, filters: CodeFilters): Promise<AdminCode[]> {
    await shopTenant(this.db.manager, staff, filters.tenant_id);
    const { sql, params } = filterSql(filters);
    const rows: CodeRow[] = await this.db.query(
      `${CODES_SQL} WHERE c.tenant_id = $1${sql} ORDER BY c.id DESC LIMIT ${EXPORT_MAX}`,
      [filters.tenant_id, ...params],
    );
    return rows.map(view);
  }

  create(staff: SignedInStaff, input: AdminCodeCreate, ip: string) {
    return this.db.transaction(async (db) => {
      const tenant = await shopTenant(db, staff, input.tenant_id);
      if (input.expires && new Date(input.expires) <= new Date()) throw new ApiError('code_expiry_past');
      const ids = input.code
        ? await this.insertNamed(db, tenant, input.code, input)
        : await this.insertBatch(db, tenant, input.prefix ?? '', input.count ?? 1, input);
      const codes = await this.rows(db, ids);
      await AuditLog.record(db, {
        staff: staff.member,
        action: input.code ? 'code.create' : 'code.batch',
        entity: 'code',
        entityId: input.code ? ids[0] : null,
        tenantId: tenant.id,
        after: { ...terms(input), codes: codes.length, first: codes[0]?.code },
        ip,
      });
      return { codes, count: codes.length };
    });
  }

  update(staff: SignedInStaff, input: CodeUpdate, ip: string) {
    return this.db.transaction(async (db) => {
      const [found]: { tenant_id: number }[] = await db.query(
        'SELECT tenant_id FROM discount_code WHERE id = $1 FOR UPDATE',
        [input.id],
      );
      if (!found) throw new ApiError('code_not_found');
      const tenant = await shopTenant(db, staff, found.tenant_id);
      const [before] = await this.rows(db, [input.id]);
      if (input.status && before.status === 'used') throw new ApiError('code_already_used');
      if (input.expires && new Date(input.expires) <= new Date()) throw new ApiError('code_expiry_past');
      await db.query(
        `UPDATE discount_code SET status = coalesce($3, status),
                expires_at = CASE WHEN $4 THEN $5::timestamptz ELSE expires_at END
          WHERE id = $1 AND tenant_id = $2`,
        [input.id, tenant.id, input.status ?? null, input.expires !== undefined, input.expires ?? null],
      );
      const [after] = await this.rows(db, [input.id]);
      await AuditLog.record(db, {
        staff: staff.member,
        action: 'code.update',
        entity: 'code',
        entityId: input.id,
        tenantId: tenant.id,
        before: { status: before.status, expires: before.expires },
        after: { status: after.status, expires: after.expires },
        ip,
      });
      return { code: after };
    });
  }

  /** A code's uses newest first, a page at a time by redemption id (keyset on (discount_code_id, id)). */
  async uses(staff: SignedInStaff, id: number, cursor?: string) {
    const [code]: { tenant_id: number }[] = await this.db.query(
      'SELECT tenant_id FROM discount_code WHERE id = $1',
      [id],
    );
    if (!code) throw new ApiError('code_not_found');
    await shopTenant(this.db.manager, staff, code.tenant_id);
    const rows: UseRow[] = await this.db.query(
      `SELECT r.id, r.payment_id, r.member_id, m.email AS member_email, r.status, p.status AS payment_status,
              p.amount, p.currency, p.created_at AS at
         FROM discount_redemption r JOIN payment p ON p.id = r.payment_id
         LEFT JOIN member m ON m.id = r.member_id
        WHERE r.discount_code_id = $1 AND r.tenant_id = $2 AND ($3::int IS NULL OR r.id < $3)
        ORDER BY r.id DESC LIMIT ${CODE_USES_PAGE_SIZE + 1}`,
      [id, code.tenant_id, cursor ? cursorId(cursor) : null],
    );
    const page = rows.slice(0, CODE_USES_PAGE_SIZE);
    return {
      uses: page.map(({ id: _id, ...row }) => ({ ...row, at: row.at.toISOString() })),
      next_cursor: rows.length > CODE_USES_PAGE_SIZE ? String(page[page.length - 1].id) : null,
    };
  }

  private async insertNamed(db: EntityManager, tenant: Tenant, code: string, input: AdminCodeCreate) {
    const ids = await this.insert(db, tenant, [code], input);
    if (ids.length === 0) throw new ApiError('code_exists');
    return ids;
  }

  /** Random codes; the rare one that exists already is drawn again, all in the caller's transaction. */
  private async insertBatch(
    db: EntityManager,
    tenant: Tenant,
    prefix: string,
    count: number,
    input: AdminCodeCreate,
  ) {
    const ids: number[] = [];
    for (let draw = 0; draw < BATCH_DRAWS && ids.length < count; draw++) {
      ids.push(...(await this.insert(db, tenant, randomCodes(prefix, count - ids.length), input)));
    }
    if (ids.length < count) throw new ApiError('code_exists');
    return ids;
  }

  /** Inserts the codes with the terms; answers the ids of those whose name was free. */
  private async insert(db: EntityManager, tenant: Tenant, codes: string[], input: AdminCodeCreate) {
    const rows: { id: number }[] = await db.query(
      `INSERT INTO discount_code (tenant_id, code, reason, value_percentage, validity, status, country, currency,
                                  minimum_order_value, payment_methods, expires_at)
       SELECT $1, code, 'promotion', $3, $4, 'active', $5, $6, $7, $8, $9 FROM unnest($2::text[]) AS code
       ON CONFLICT (tenant_id, code) DO NOTHING
       RETURNING id`,
      [
        tenant.id,
        codes,
        input.value_percentage,
        input.validity,
        input.country ?? null,
        input.currency ?? null,
        input.minimum_order_value ?? null,
        input.payment_methods ?? null,
        input.expires ?? null,
      ],
    );
    return rows.map((row) => row.id);
  }

  private async rows(db: EntityManager, ids: number[]): Promise<AdminCode[]> {
    const rows: CodeRow[] = await db.query(`${CODES_SQL} WHERE c.id = ANY($1) ORDER BY c.id`, [ids]);
    return rows.map(view);
  }
}

/** What a new code gives and where, for the audit log. */
const terms = (input: AdminCodeCreate) => ({
  value_percentage: input.value_percentage,
  validity: input.validity,
  country: input.country ?? null,
  currency: input.currency ?? null,
  minimum_order_value: input.minimum_order_value ?? null,
  payment_methods: input.payment_methods ?? null,
  expires: input.expires ?? null,
});
