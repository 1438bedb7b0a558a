import { type DiscountAnswer, discountQuerySchema } from '@amora/contracts';
import { Controller, Get, Header, Query, Req, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import { InjectEnv } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { CurrentMember, MemberAuthGuard } from '../accounts/member-auth.guard.js';
import { countryFromHeaders } from '../settings/geoip.js';
import { DiscountsService } from './discounts.service.js';
import { MemberThrottlerGuard } from './member-throttler.guard.js';

/**
 * GET /api/discountcode.php (spec §7): the active discount, the welcome code, or the check of a typed
 * code. 30 checks a minute, per address and per member, are plenty for a person typing codes, and too few
 * to guess codes by brute force.
 */
@Controller('api')
@UseGuards(TenantThrottlerGuard, MemberAuthGuard, MemberThrottlerGuard)
export class DiscountsController {
  constructor(
    private readonly discounts: DiscountsService,
    @InjectEnv() private readonly env: Env,
  ) {}

  @Get('discountcode.php')
  @Header('cache-control', 'no-store')
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  async discountCode(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @Query() raw: unknown,
    @Req() request: FastifyRequest,
  ): Promise<DiscountAnswer> {
    const query = validate(discountQuerySchema, raw);
    const geoip = countryFromHeaders(request.headers, this.env.TRUST_PROXY);
    return { discount: await this.discounts.lookup(tenant, member, query, geoip) };
  }
}
