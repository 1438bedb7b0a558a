import type { DataSource, EntityManager } from 'typeorm';
import { QueryFailedError } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import type { TenantRef } from '../../persistence/tenant-scoped.js';
import type { DiscountCode } from './discount-code.entity.js';

type Db = DataSource | EntityManager;

/**
 * A reservation (alias r, its payment p) that holds the code for nobody: a payment whose creation got no
 * answer (`pending` without the provider's id) older than Mollie's idempotency hour, when the provider did
 * not make it; had it, its webhook would have linked it by then. Should it be paid later after all, the use is
 * reclaimed (see reclaimReleased).
 */
const STALE = `(p.status = 'pending' AND p.provider_payment_id IS NULL AND p.created_at < now() - interval '1 hour')`;

/**
 * A reservation free to move: the member's own (`member`, the SQL parameter of its id) on a payment it may
 * start again, still `open` (not yet at the bank) or without an answer from the provider; or a stale one.
 */
const movable = (member: string) =>
  `(r.member_id = ${member} AND (p.status = 'open' OR p.status = 'pending' AND p.provider_payment_id IS NULL) OR ${STALE})`;

/**
 * Whether the code counts as used for this member: per its validity, a use that is not released. The
 * member's own reservation on a payment still `open`, or one whose creation got no answer, does not count:
 * starting another payment moves it (see reserve), so a member who left the checkout, or was told the
 * provider could not be reached, can retry; nor does a stale one (see STALE).
 */
export async function isRedeemed(
  db: Db,
  tenant: TenantRef,
  code: Pick<DiscountCode, 'id' | 'validity'>,
  memberId: number,
): Promise<boolean> {
  if (code.validity === 'unlimited') return false;
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM discount_redemption r JOIN payment p ON p.id = r.payment_id
      WHERE r.tenant_id = $1 AND r.discount_code_id = $2 AND r.status <> 'released'
        AND ($3::text = 'once' OR r.member_id = $4)
        AND NOT (r.status = 'reserved' AND ${movable('$4')})
      LIMIT 1`,
    [tenant.id, code.id, code.validity, memberId],
  );
  return rows.length > 0;
}

/**
 * Releases the member's reservations of the code on payments it may start again, and stale ones. A
 * payment being synced right now is skipped rather than waited for (SKIP LOCKED): waiting behind the
 * sync's payment lock while holding the caller's locks could deadlock; its reservation then stays and
 * the new one answers code_already_used.
 */
async function releaseOpenReservations(
  db: EntityManager,
  tenant: TenantRef,
  codeId: number,
  memberId: number,
  paymentId: number,
): Promise<void> {
  await db.query(
    `UPDATE discount_redemption SET status = 'released'
      WHERE status = 'reserved' AND id IN (
        SELECT r.id FROM discount_redemption r JOIN payment p ON p.id = r.payment_id
         WHERE r.tenant_id = $1 AND r.discount_code_id = $2 AND r.payment_id <> $4
           AND r.status = 'reserved' AND ${movable('$3')}
         FOR UPDATE OF p SKIP LOCKED)`,
    [tenant.id, codeId, memberId, paymentId],
  );
}

/**
 * Reserves the code for the payment inside the caller's transaction. The partial unique indexes decide
 * between parallel payments; ON CONFLICT DO NOTHING turns the loser's violation into "no row" without
 * aborting the caller's transaction. The validity is copied from the code as it is now.
 */
export async function reserveRedemption(
  db: EntityManager,
  tenant: TenantRef,
  codeId: number,
  memberId: number,
  paymentId: number,
): Promise<void> {
  await releaseOpenReservations(db, tenant, codeId, memberId, paymentId);
  const rows: unknown[] = await db.query(
    `INSERT INTO discount_redemption (tenant_id, discount_code_id, member_id, payment_id, validity, status)
     SELECT c.tenant_id, c.id, $3, $4, c.validity, 'reserved' FROM discount_code c
      WHERE c.id = $2 AND c.tenant_id = $1 AND c.status = 'active'
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [tenant.id, codeId, memberId, paymentId],
  );
  if (rows.length === 0) throw new ApiError('code_already_used');
}

interface Settled {
  discount_code_id: number;
  validity: DiscountCode['validity'];
}

/** The payment's redemption becomes `used` or `released`; a used single-use code is used up. */
export async function settleRedemption(
  db: EntityManager,
  tenant: TenantRef,
  paymentId: number,
  outcome: 'used' | 'released',
): Promise<void> {
  const [settled]: [Settled[], number] = await db.query(
    `UPDATE discount_redemption SET status = $3
      WHERE tenant_id = $1 AND payment_id = $2 AND status = 'reserved'
      RETURNING discount_code_id, validity`,
    [tenant.id, paymentId, outcome],
  );
  if (outcome === 'released') return;
  const used = settled[0] ?? (await reclaimReleased(db, tenant, paymentId));
  if (used?.validity === 'once') {
    await db.query(
      `UPDATE discount_code SET status = 'used' WHERE id = $1 AND tenant_id = $2 AND status = 'active'`,
      [used.discount_code_id, tenant.id],
    );
  }
}

/**
 * A payment paid after its reservation was moved to a retry (the buyer finished the first checkout
 * after all) did use the code: record it when no other use holds it by now; otherwise the payment's
 * discount_code_id still tells finance which code priced it.
 */
async function reclaimReleased(
  db: EntityManager,
  tenant: TenantRef,
  paymentId: number,
): Promise<Settled | null> {
  await db.query('SAVEPOINT discount_reclaim');
  try {
    const [rows]: [Settled[], number] = await db.query(
      `UPDATE discount_redemption r SET status = 'used'
        WHERE r.tenant_id = $1 AND r.payment_id = $2 AND r.status = 'released'
          AND NOT EXISTS (
            SELECT 1 FROM discount_redemption o
             WHERE o.discount_code_id = r.discount_code_id AND o.id <> r.id AND o.status <> 'released'
               AND o.validity = r.validity
               AND (r.validity = 'once' OR (r.validity = 'once-per-user' AND o.member_id = r.member_id)))
        RETURNING r.discount_code_id, r.validity`,
      [tenant.id, paymentId],
    );
    await db.query('RELEASE SAVEPOINT discount_reclaim');
    return rows[0] ?? null;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await db.query('ROLLBACK TO SAVEPOINT discount_reclaim');
    return null;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
}
