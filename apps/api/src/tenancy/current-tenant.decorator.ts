import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error.js';
import type { Tenant } from './tenant.entity.js';

export interface TenantContext {
  tenant: Tenant;
  host: string;
}

/** The request's tenant and host. A handler that takes it never runs without one (never "all tenants"). */
export const CurrentTenant = createParamDecorator((_: unknown, context: ExecutionContext): TenantContext => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  if (!request.tenant || !request.tenantHost) throw new ApiError('unknown_domain');
  return { tenant: request.tenant, host: request.tenantHost };
});
