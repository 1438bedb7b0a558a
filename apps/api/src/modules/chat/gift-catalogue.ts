import type { EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { GiftRecord } from './message-answer.js';

interface GiftRow {
  id: number;
  names: Record<string, string>;
  image: string;
  credits: number | null;
}

const priced = (row: GiftRow, tenant: Pick<Tenant, 'giftCredits'>): GiftRecord => ({
  id: row.id,
  names: row.names,
  image: row.image,
  credits: row.credits ?? tenant.giftCredits,
});

/** The tenant's active gifts in catalogue order, each with its price (its own, else gift_credits). */
export async function activeGifts(db: EntityManager, tenant: Tenant): Promise<GiftRecord[]> {
  const rows: GiftRow[] = await db.query(
    'SELECT id, names, image, credits FROM gift WHERE tenant_id = $1 AND active ORDER BY position, id',
    [tenant.id],
  );
  return rows.map((row) => priced(row, tenant));
}

/** One active gift of the tenant's catalogue; any other id is `gift_not_found`. */
export async function activeGift(db: EntityManager, tenant: Tenant, id: number): Promise<GiftRecord> {
  const [row]: GiftRow[] = await db.query(
    'SELECT id, names, image, credits FROM gift WHERE id = $1 AND tenant_id = $2 AND active',
    [id, tenant.id],
  );
  if (!row) throw new ApiError('gift_not_found');
  return priced(row, tenant);
}
