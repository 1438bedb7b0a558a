import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';

/**
 * Limits per member (after MemberAuthGuard): guessing codes from many addresses with one account counts
 * as one. The address limit of TenantThrottlerGuard still applies beside it.
 */
@Injectable()
export class MemberThrottlerGuard extends TenantThrottlerGuard {
  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    const { session, tenant } = request as unknown as FastifyRequest;
    if (!session) return super.getTracker(request);
    return `${tenant?.slug ?? 'none'}:member:${session.member.id}`;
  }
}
