import {
  type AdminTenantCreate,
  type AdminTenantUpdate,
  adminDomainCreateSchema,
  adminDomainDeleteSchema,
  adminDomainsAnswerSchema,
  adminDomainUpdateSchema,
  adminTenantAnswerSchema,
  adminTenantCreateSchema,
  adminTenantImageAnswerSchema,
  adminTenantListAnswerSchema,
  adminTenantUpdateSchema,
  adminThemeAnswerSchema,
  adminThemeUpdateSchema,
  TENANT_IMAGE_FIELD,
} from '@amora/contracts';
import type { z } from 'zod';
import { api, send, withQuery } from '../../lib/api-client';

/** The tenants routes of the contract's table (tenants.api.test.ts keeps them equal). */
export const TENANT_PATHS = {
  adminTenants: '/api/admin/tenants.php',
  adminTenantCreate: '/api/admin/tenants.php',
  adminTenantUpdate: '/api/admin/tenants.php',
  adminDomainCreate: '/api/admin/tenant-domains.php',
  adminDomainUpdate: '/api/admin/tenant-domains.php',
  adminDomainDelete: '/api/admin/tenant-domains.php',
  adminThemeUpdate: '/api/admin/tenant-theme.php',
  adminTenantImage: '/api/admin/tenant-image.php',
  adminTenantImageDelete: '/api/admin/tenant-image.php',
} as const;

export type ThemePalette = z.input<typeof adminThemeUpdateSchema>['palette'];
export type TenantImageKind = 'logo' | 'favicon';

export const listTenants = () => api.get(TENANT_PATHS.adminTenants, adminTenantListAnswerSchema);

export const getTenant = (id: number) =>
  api.get(withQuery(TENANT_PATHS.adminTenants, { id }), adminTenantAnswerSchema);

export const createTenant = (body: AdminTenantCreate) =>
  api.post(TENANT_PATHS.adminTenantCreate, adminTenantCreateSchema.parse(body), adminTenantAnswerSchema);

export const updateTenant = (body: AdminTenantUpdate) =>
  api.patch(TENANT_PATHS.adminTenantUpdate, adminTenantUpdateSchema.parse(body), adminTenantAnswerSchema);

export const addDomain = (tenantId: number, host: string) =>
  api.post(
    TENANT_PATHS.adminDomainCreate,
    adminDomainCreateSchema.parse({ tenant_id: tenantId, host }),
    adminDomainsAnswerSchema,
  );

export const makeDomainPrimary = (id: number) =>
  api.patch(
    TENANT_PATHS.adminDomainUpdate,
    adminDomainUpdateSchema.parse({ id, is_primary: true }),
    adminDomainsAnswerSchema,
  );

export const removeDomain = (id: number) =>
  send('DELETE', TENANT_PATHS.adminDomainDelete, adminDomainsAnswerSchema, {
    json: adminDomainDeleteSchema.parse({ id }),
  });

export const updateTheme = (tenantId: number, palette: ThemePalette) =>
  api.patch(
    TENANT_PATHS.adminThemeUpdate,
    adminThemeUpdateSchema.parse({ tenant_id: tenantId, palette }),
    adminThemeAnswerSchema,
  );

export function uploadTenantImage(tenantId: number, kind: TenantImageKind, file: File) {
  const form = new FormData();
  form.append(TENANT_IMAGE_FIELD, file);
  return send(
    'POST',
    withQuery(TENANT_PATHS.adminTenantImage, { tenant_id: tenantId, kind }),
    adminTenantImageAnswerSchema,
    { form },
  );
}

export const removeTenantImage = (tenantId: number, kind: TenantImageKind) =>
  send('DELETE', TENANT_PATHS.adminTenantImageDelete, adminTenantImageAnswerSchema, {
    json: { tenant_id: tenantId, kind },
  });
