import type {
  AdminBundle,
  adminBundleCreateSchema,
  adminBundleUpdateSchema,
  bundlePriceInputSchema,
} from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error.js';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { BundlePrice } from '../payments/entities/bundle-price.entity.js';
import { CreditBundle } from '../payments/entities/credit-bundle.entity.js';
import { AuditLog } from '../staff/audit-log.js';
import type { SignedInStaff } from '../staff/staff-access.js';
import { shopTenant } from './admin-tenant.js';

type PriceInput = z.infer<typeof bundlePriceInputSchema>;
type BundleCreate = z.infer<typeof adminBundleCreateSchema>;
type BundleUpdate = z.infer<typeof adminBundleUpdateSchema>;

interface BundleRow {
  id: number;
  tenant_id: number;
  credits: number;
  best_value: boolean;
  position: number;
  active: boolean;
  prices: PriceInput[];
  sold: number;
}

const BUNDLES_SQL = `
  SELECT b.id, b.tenant_id, b.credits, b.best_value, b.position, b.active,
         coalesce((SELECT json_agg(json_build_object('country', p.country, 'currency', p.currency, 'amount', p.amount)
                                   ORDER BY p.country)
                     FROM bundle_price p WHERE p.bundle_id = b.id), '[]') AS prices,
         (SELECT count(*)::int FROM payment pm WHERE pm.bundle_id = b.id AND pm.status = 'paid') AS sold
    FROM credit_bundle b WHERE b.tenant_id = $1`;

/**
 * A tenant's credit bundles and their prices per country, as operators set them. Prices replace each
 * other whole; a bundle is retired, never deleted (payments keep pointing at it). Payments copy the
 * credits and the price they were started with, so a change never touches a purchase under way.
 */
@Injectable()
export class BundlesAdminService {
  constructor(private readonly db: DataSource) {}

  async list(staff: SignedInStaff, tenantId: number): Promise<AdminBundle[]> {
    await shopTenant(this.db.manager, staff, tenantId);
    return this.db.query(`${BUNDLES_SQL} ORDER BY b.position, b.credits, b.id`, [tenantId]);
  }

  create(staff: SignedInStaff, input: BundleCreate, ip: string): Promise<AdminBundle> {
    return this.db.transaction(async (db) => {
      const tenant = await shopTenant(db, staff, input.tenant_id);
      await checkPrices(db, tenant, input.prices, null);
      const bundles = tenantScoped(db, CreditBundle);
      const position = input.position ?? (await bundles.count(tenant));
      const saved = await bundles.save(tenant, {
        credits: input.credits,
        bestValue: input.best_value ?? false,
        position,
        active: true,
      });
      await this.setPrices(db, tenant, saved.id, input.prices);
      if (saved.bestValue) await onlyBestValue(db, tenant, saved.id);
      const after = await this.one(db, tenant, saved.id);
      await AuditLog.record(db, {
        staff: staff.member,
        action: 'bundle.create',
        entity: 'bundle',
        entityId: saved.id,
        tenantId: tenant.id,
        after,
        ip,
      });
      return after;
    });
  }

  update(staff: SignedInStaff, input: BundleUpdate, ip: string): Promise<AdminBundle> {
    return this.db.transaction(async (db) => {
      const [found]: { tenant_id: number }[] = await db.query(
        'SELECT tenant_id FROM credit_bundle WHERE id = $1 FOR UPDATE',
        [input.id],
      );
      if (!found) throw new ApiError('bundle_not_found');
      const tenant = await shopTenant(db, staff, found.tenant_id);
      const before = await this.one(db, tenant, input.id);
      if (input.prices) await checkPrices(db, tenant, input.prices, input.id);
      await tenantScoped(db, CreditBundle).update(
        tenant,
        { id: input.id },
        {
          ...(input.credits !== undefined && { credits: input.credits }),
          ...(input.best_value !== undefined && { bestValue: input.best_value }),
          ...(input.position !== undefined && { position: input.position }),
          ...(input.active !== undefined && { active: input.active }),
        },
      );
      if (input.prices) await this.setPrices(db, tenant, input.id, input.prices);
      if (input.best_value) await onlyBestValue(db, tenant, input.id);
      const after = await this.one(db, tenant, input.id);
      await AuditLog.record(db, {
        staff: staff.member,
        action: 'bundle.update',
        entity: 'bundle',
        entityId: input.id,
        tenantId: tenant.id,
        before,
        after,
        ip,
      });
      return after;
    });
  }

  private async setPrices(db: EntityManager, tenant: Tenant, bundleId: number, prices: PriceInput[]) {
    const rows = tenantScoped(db, BundlePrice);
    await rows.delete(tenant, { bundleId });
    await rows.insert(
      tenant,
      prices.map((price) => ({ bundleId, ...price })),
    );
  }

  private async one(db: EntityManager, tenant: Tenant, id: number): Promise<AdminBundle> {
    const [row]: BundleRow[] = await db.query(`${BUNDLES_SQL} AND b.id = $2`, [tenant.id, id]);
    return row;
  }
}

/**
 * Prices only in the tenant's countries, and in the currency its other bundles already use there
 * (a buyer's shop shows one currency).
 */
async function checkPrices(db: EntityManager, tenant: Tenant, prices: PriceInput[], bundleId: number | null) {
  for (const price of prices) {
    if (!tenant.countries.includes(price.country)) {
      throw new ApiError('price_country_unknown', { country: price.country });
    }
  }
  const others: { country: string; currency: string }[] = await db.query(
    `SELECT DISTINCT country, currency FROM bundle_price
      WHERE tenant_id = $1 AND bundle_id IS DISTINCT FROM $2::int AND country = ANY($3)`,
    [tenant.id, bundleId, prices.map((p) => p.country)],
  );
  for (const other of others) {
    const mine = prices.find((p) => p.country === other.country);
    if (mine && mine.currency !== other.currency) {
      throw new ApiError('price_currency_mismatch', { country: other.country, currency: other.currency });
    }
  }
}

/** One best-value mark per tenant: the bundle just marked takes it from the others. */
function onlyBestValue(db: EntityManager, tenant: Tenant, bundleId: number) {
  return db.query(
    'UPDATE credit_bundle SET best_value = false WHERE tenant_id = $1 AND id <> $2 AND best_value',
    [tenant.id, bundleId],
  );
}
