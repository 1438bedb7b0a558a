import type { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../../../common/api-error.js';
import type { TenantRef } from '../../../persistence/tenant-scoped.js';
import type { Place } from '../../discounts/buyer-order.js';

/** A bundle as sold in one country: its list price there. */
export interface PricedBundle {
  id: number;
  credits: number;
  bestValue: boolean;
  amount: number;
  currency: string;
}

const PRICED_SQL = `
  SELECT b.id, b.credits, b.best_value AS "bestValue", bp.amount, bp.currency
    FROM credit_bundle b JOIN bundle_price bp ON bp.bundle_id = b.id AND bp.country = $2
   WHERE b.tenant_id = $1 AND b.active`;

/** The tenant's active bundles priced in the buyer's country, smallest first. */
export function bundlesIn(db: DataSource | EntityManager, tenant: TenantRef, place: Place) {
  return db.query(`${PRICED_SQL} ORDER BY b.position, b.credits`, [tenant.id, place.country]) as Promise<
    PricedBundle[]
  >;
}

/** One bundle in the buyer's country; another tenant's, a retired one or one not sold there: bundle_not_found. */
export async function bundleIn(
  db: DataSource | EntityManager,
  tenant: TenantRef,
  place: Place | null,
  bundleId: number,
): Promise<PricedBundle> {
  if (!place) throw new ApiError('bundle_not_found');
  const [bundle]: PricedBundle[] = await db.query(`${PRICED_SQL} AND b.id = $3`, [
    tenant.id,
    place.country,
    bundleId,
  ]);
  if (!bundle) throw new ApiError('bundle_not_found');
  return bundle;
}
