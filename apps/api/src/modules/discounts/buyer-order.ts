import type { PaymentMethod } from '@amora/contracts';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { OrderContext } from './applied-discount.js';

export interface Place {
  country: string;
  currency: string;
}

/**
 * Where the member buys: the profile's country when the tenant has prices for it, else the request's
 * geoip country, else the tenant's first country with prices. Null when the tenant prices nothing.
 */
export async function buyerPlace(
  db: DataSource,
  tenant: Tenant,
  memberId: number,
  geoipCountry: string | null,
): Promise<Place | null> {
  const priced: Place[] = await db.query(
    `SELECT DISTINCT bp.country, bp.currency FROM bundle_price bp
       JOIN credit_bundle b ON b.id = bp.bundle_id AND b.active
      WHERE bp.tenant_id = $1 ORDER BY bp.country`,
    [tenant.id],
  );
  const [profile]: { country: string | null }[] = await db.query(
    'SELECT p.country FROM member m JOIN profile p ON p.id = m.profile_id WHERE m.id = $1 AND m.tenant_id = $2',
    [memberId, tenant.id],
  );
  const preferred = [profile?.country, geoipCountry, ...tenant.countries];
  for (const country of preferred) {
    const place = priced.find((p) => p.country === country);
    if (place) return place;
  }
  return priced[0] ?? null;
}

/**
 * The order a typed code is checked against on /credits: the buyer's country and currency, and with a
 * bundle its list price there (a bundle of another tenant, retired, or not sold there: bundle_not_found).
 */
export async function buyerOrder(
  db: DataSource,
  tenant: Tenant,
  memberId: number,
  geoipCountry: string | null,
  { bundleId, method }: { bundleId?: number; method?: PaymentMethod },
): Promise<OrderContext | undefined> {
  const place = await buyerPlace(db, tenant, memberId, geoipCountry);
  if (bundleId === undefined) return place ? { ...place, method } : undefined;
  if (!place) throw new ApiError('bundle_not_found');
  const [price]: { amount: number }[] = await db.query(
    `SELECT bp.amount FROM bundle_price bp JOIN credit_bundle b ON b.id = bp.bundle_id
      WHERE b.id = $1 AND b.tenant_id = $2 AND b.active AND bp.country = $3`,
    [bundleId, tenant.id, place.country],
  );
  if (!price) throw new ApiError('bundle_not_found');
  return { ...place, amount: price.amount, method };
}
