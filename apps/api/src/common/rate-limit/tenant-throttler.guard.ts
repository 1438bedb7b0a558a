import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';

/** Limits per client IP and tenant: one tenant's traffic never spends another's allowance. */
@Injectable()
export class TenantThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    const { ip, tenant } = request as unknown as FastifyRequest;
    return `${tenant?.slug ?? 'none'}:${ip}`;
  }
}
