import type { Tenant } from '../tenancy/tenant.entity.js';

/** Set once per request by the tenant resolver (tenancy/tenant-resolver.ts). */
declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant of a tenant host; undefined on the admin host and before resolution. */
    tenant?: Tenant;
    /** The normalised host the tenant was resolved from. */
    tenantHost?: string;
    /** Which app this host serves. */
    site?: 'tenant' | 'admin';
  }
}
