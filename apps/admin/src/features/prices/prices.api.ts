import {
  adminBundleAnswerSchema,
  adminBundleCreateSchema,
  adminBundlesAnswerSchema,
  adminBundleUpdateSchema,
  adminTenantListAnswerSchema,
} from '@amora/contracts';
import type { z } from 'zod';
import { api, withQuery } from '../../lib/api-client';

const BUNDLES_PATH = '/api/admin/bundles.php';
const TENANTS_PATH = '/api/admin/tenants.php';

export function listBundles(tenantId: number) {
  return api.get(withQuery(BUNDLES_PATH, { tenant_id: tenantId }), adminBundlesAnswerSchema);
}

export function createBundle(body: z.input<typeof adminBundleCreateSchema>) {
  return api.post(BUNDLES_PATH, adminBundleCreateSchema.parse(body), adminBundleAnswerSchema);
}

export function updateBundle(body: z.input<typeof adminBundleUpdateSchema>) {
  return api.patch(BUNDLES_PATH, adminBundleUpdateSchema.parse(body), adminBundleAnswerSchema);
}

/** The countries each tenant sells in (the rows of a bundle's prices). */
export async function tenantCountries(): Promise<Map<number, string[]>> {
  const answer = await api.get(TENANTS_PATH, adminTenantListAnswerSchema);
  return new Map(answer.tenants.map((tenant) => [tenant.id, tenant.countries]));
}
