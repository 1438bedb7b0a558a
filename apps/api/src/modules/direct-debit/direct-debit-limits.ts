import { DIRECT_DEBIT_MONTHLY_LIMIT } from '@amora/contracts';
import type { EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';

/**
 * Requests of one member, and of one IBAN, are checked and stored one at a time (held until the
 * transaction ends), so that parallel requests cannot all pass the monthly limit. Always member first.
 */
export async function lockBuyer(db: EntityManager, tenant: Tenant, memberId: number, iban: string) {
  for (const key of [`direct_debit:member:${memberId}`, `direct_debit:iban:${tenant.id}:${iban}`]) {
    await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
  }
}

/** Spec §8 "account blocked": support, or a chargeback, blocked the member or the IBAN. */
export async function assertNotBlocked(db: EntityManager, tenant: Tenant, memberId: number, iban: string) {
  const blocks: unknown[] = await db.query(
    'SELECT 1 FROM direct_debit_block WHERE tenant_id = $1 AND (member_id = $2 OR iban = $3) LIMIT 1',
    [tenant.id, memberId, iban],
  );
  if (blocks.length > 0) throw new ApiError('directdebit_account_blocked');
}

/**
 * Spec §8 "limit reached": DIRECT_DEBIT_MONTHLY_LIMIT requests a calendar month (the tenant's time
 * zone) per member and per IBAN. Signed requests count, and those still waiting for their code; one
 * whose code expired or failed started no payment and does not.
 */
export async function assertUnderMonthlyLimit(
  db: EntityManager,
  tenant: Tenant,
  memberId: number,
  iban: string,
) {
  const [counts]: { member: number; iban: number }[] = await db.query(
    `SELECT count(*) FILTER (WHERE member_id = $2)::int AS member, count(*) FILTER (WHERE iban = $3)::int AS iban
       FROM direct_debit_mandate
      WHERE tenant_id = $1 AND (member_id = $2 OR iban = $3)
        AND created_at >= date_trunc('month', now() AT TIME ZONE $4) AT TIME ZONE $4
        AND (status = 'signed' OR (status = 'awaiting_code' AND code_expires_at > now()))`,
    [tenant.id, memberId, iban, tenant.timeZone],
  );
  if (counts.member >= DIRECT_DEBIT_MONTHLY_LIMIT || counts.iban >= DIRECT_DEBIT_MONTHLY_LIMIT) {
    throw new ApiError('directdebit_limit_reached');
  }
}
