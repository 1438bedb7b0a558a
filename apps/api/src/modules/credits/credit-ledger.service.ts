import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import type { TenantRef } from '../../persistence/tenant-scoped.js';

export interface CreditChange {
  memberId: number;
  delta: number;
  reason: string;
  reference?: string;
  /** The same key twice books once (a webhook that arrives again, a retried request). */
  idempotencyKey: string;
}

export interface BookOptions {
  /**
   * The caller's transaction already holds the member's row lock (SELECT … FOR NO KEY UPDATE or FOR
   * UPDATE in an earlier statement), so book() need not take it again.
   */
  memberLocked?: boolean;
}

interface BookRow {
  /** The new balance; null when nothing was booked. */
  booked: number | null;
  /** The balance before; null when the member is not found. */
  credits: number | null;
  earlier: boolean;
}

/**
 * One statement, run only while the member's row is locked: it then sees every booking before it. The
 * balance changes only when the key is new and the balance stays ≥ 0, and the ledger entry is written
 * with it; the final SELECT reads the state before (a CTE's changes are invisible to it) to say why
 * nothing was booked.
 */
const BOOK_SQL = `
  WITH earlier AS (
    SELECT 1 FROM credit_ledger WHERE tenant_id = $2 AND idempotency_key = $4
  ), booked AS (
    UPDATE member SET credits = credits + $3
    WHERE id = $1 AND tenant_id = $2 AND credits + $3 >= 0 AND NOT EXISTS (SELECT 1 FROM earlier)
    RETURNING credits
  ), entry AS (
    INSERT INTO credit_ledger (tenant_id, member_id, delta, balance_after, reason, reference, idempotency_key)
    SELECT $2, $1, $3, credits, $5, $6, $4 FROM booked
  )
  SELECT (SELECT credits FROM booked) AS booked, m.credits, EXISTS (SELECT 1 FROM earlier) AS earlier
  FROM (SELECT 1) AS one LEFT JOIN member m ON m.id = $1 AND m.tenant_id = $2`;

/** Placeholders (or SQL expressions) of a charge made inside a statement of its own (chargeSql). */
export interface ChargeRefs {
  tenant: string;
  member: string;
  /** What is taken, ≥ 0. */
  cost: string;
  idempotencyKey: string;
}

/**
 * For a statement that pays for the message it writes (a chat text, send-text.query.ts), BOOK_SQL's
 * booking as CTEs: `debit` takes the cost from the balance only when `when` holds and the balance
 * stays ≥ 0 (its row lock orders the member's bookings: a concurrent one is waited for and the balance
 * read again) and answers the new balance, also when the cost is 0; chargeEntrySql, the CTE `entry`
 * after a CTE `message` with the `id` it refers to, writes the ledger entry when something was taken.
 * A key booked before fails the whole statement (unique key): nothing of it is written.
 */
export const chargeSql = ({ tenant, member, cost, when }: ChargeRefs & { when: string }) => `
  debit AS (
    UPDATE member SET credits = credits - ${cost}
    WHERE id = ${member} AND tenant_id = ${tenant} AND credits >= ${cost} AND ${when}
    RETURNING credits
  )`;

export const chargeEntrySql = ({ tenant, member, cost, idempotencyKey }: ChargeRefs) => `
  INSERT INTO credit_ledger (tenant_id, member_id, delta, balance_after, reason, reference, idempotency_key)
  SELECT ${tenant}, ${member}, -${cost}, debit.credits, 'message', 'message:' || message.id, ${idempotencyKey}
  FROM debit, message WHERE ${cost} > 0`;

/**
 * The only way credits change (DESIGN.md §5): inside the caller's transaction, the member row is locked,
 * the ledger gets an entry and the cached balance follows. A balance never goes below zero.
 */
@Injectable()
export class CreditLedgerService {
  async book(
    db: EntityManager,
    tenant: TenantRef,
    change: CreditChange,
    { memberLocked = false }: BookOptions = {},
  ): Promise<number> {
    if (!memberLocked) {
      // a statement of its own: BOOK_SQL's snapshot must begin after the lock is held (NO KEY UPDATE,
      // as the UPDATE of the balance takes: rows referencing the member need not wait for it)
      const locked: unknown[] = await db.query(
        'SELECT 1 FROM member WHERE id = $1 AND tenant_id = $2 FOR NO KEY UPDATE',
        [change.memberId, tenant.id],
      );
      if (locked.length === 0) throw new ApiError('not_found');
    }
    const [row]: BookRow[] = await db.query(BOOK_SQL, [
      change.memberId,
      tenant.id,
      change.delta,
      change.idempotencyKey,
      change.reason,
      change.reference ?? null,
    ]);
    if (row.booked !== null) return row.booked;
    if (row.credits === null) throw new ApiError('not_found');
    if (row.earlier) return row.credits;
    throw new ApiError('not_enough_credits');
  }
}
