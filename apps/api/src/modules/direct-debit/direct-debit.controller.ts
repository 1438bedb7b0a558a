import {
  type DirectDebitAnswer,
  directDebitCodeRequestSchema,
  directDebitRequestSchema,
} from '@amora/contracts';
import { Body, Controller, Header, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import { InjectEnv } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { CurrentMember, MemberAuthGuard, RequestOrigin } from '../accounts/member-auth.guard.js';
import { MemberThrottlerGuard } from '../discounts/member-throttler.guard.js';
import { countryFromHeaders } from '../settings/geoip.js';
import { DirectDebitService } from './direct-debit.service.js';

/**
 * POST /api/directdebit.php and /api/directdebit-code.php. Per address and per member: 5 requests a
 * minute (each sends an SMS, which costs money and can be abused to flood a number), 10 codes a minute.
 */
@Controller('api')
@UseGuards(TenantThrottlerGuard, MemberAuthGuard, MemberThrottlerGuard)
export class DirectDebitController {
  constructor(
    private readonly directDebit: DirectDebitService,
    @InjectEnv() private readonly env: Env,
  ) {}

  @Post('directdebit.php')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @Throttle({ default: { limit: 5, ttl: 60_000 } })
  request(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @Body() raw: unknown,
    @Req() request: FastifyRequest,
  ): Promise<DirectDebitAnswer> {
    const details = validate(directDebitRequestSchema, raw);
    return this.directDebit.request(tenant, member, details, this.geoip(request));
  }

  @Post('directdebit-code.php')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  confirm(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @Body() raw: unknown,
    @Req() request: FastifyRequest,
    @RequestOrigin() origin: string,
  ) {
    const typed = validate(directDebitCodeRequestSchema, raw);
    return this.directDebit.confirm(tenant, member, typed, { geoipCountry: this.geoip(request), origin });
  }

  private geoip(request: FastifyRequest) {
    return countryFromHeaders(request.headers, this.env.TRUST_PROXY);
  }
}
