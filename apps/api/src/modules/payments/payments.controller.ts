import {
  type BundlesAnswer,
  bundlesQuerySchema,
  type CreatePaymentAnswer,
  createPaymentRequestSchema,
  type PaymentMethodsAnswer,
  type PaymentsAnswer,
  paymentMethodsQuerySchema,
  paymentsQuerySchema,
  type RepeatOrderAnswer,
} from '@amora/contracts';
import { Body, Controller, Get, Header, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import { InjectEnv } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { CurrentMember, MemberAuthGuard, RequestOrigin } from '../accounts/member-auth.guard.js';
import { SessionService } from '../accounts/session.service.js';
import { MemberThrottlerGuard } from '../discounts/member-throttler.guard.js';
import { countryFromHeaders } from '../settings/geoip.js';
import { BundlesService } from './bundles.service.js';
import { PaymentHistory } from './payment-history.js';
import { PaymentsService } from './payments.service.js';
import { RepeatOrderService } from './repeat-order.service.js';

/** Buying credits: bundles, methods, payments and the one-click repeat order. */
@Controller('api')
export class PaymentsController {
  constructor(
    private readonly bundles: BundlesService,
    private readonly payments: PaymentsService,
    private readonly history: PaymentHistory,
    private readonly repeat: RepeatOrderService,
    private readonly sessions: SessionService,
    @InjectEnv() private readonly env: Env,
  ) {}

  /** Visitors see prices too (their geoip country); a member gets their own country and discount. */
  @Get('bundles.php')
  @Header('cache-control', 'no-store')
  @UseGuards(TenantThrottlerGuard)
  @Throttle({ default: { limit: 120, ttl: 60_000 } })
  async bundleList(
    @CurrentTenant() { tenant }: TenantContext,
    @Query() raw: unknown,
    @Req() request: FastifyRequest,
  ): Promise<BundlesAnswer> {
    const query = validate(bundlesQuerySchema, raw);
    const session = await this.sessions.current(tenant, request);
    const member = session && session.member.status !== 'deleted' ? session.member : null;
    return this.bundles.bundles(tenant, member, query.code, this.geoip(request));
  }

  @Get('payment-methods.php')
  @Header('cache-control', 'no-store')
  @UseGuards(TenantThrottlerGuard, MemberAuthGuard)
  @Throttle({ default: { limit: 60, ttl: 60_000 } })
  methods(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @Query() raw: unknown,
    @Req() request: FastifyRequest,
  ): Promise<PaymentMethodsAnswer> {
    const query = validate(paymentMethodsQuerySchema, raw);
    return this.bundles.methods(tenant, member, query.bundle_id, query.code, this.geoip(request));
  }

  /** Ten checkouts a minute is far more than a buyer starts; it keeps a script from flooding the provider. */
  @Post('payments.php')
  @Header('cache-control', 'no-store')
  @HttpCode(200)
  @UseGuards(TenantThrottlerGuard, MemberAuthGuard, MemberThrottlerGuard)
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  start(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @RequestOrigin() origin: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ): Promise<CreatePaymentAnswer> {
    const order = validate(createPaymentRequestSchema, body);
    return this.payments.start(tenant, member, {
      bundleId: order.bundle_id,
      method: order.method,
      code: order.code,
      geoipCountry: this.geoip(request),
      origin,
    });
  }

  @Get('payments.php')
  @Header('cache-control', 'no-store')
  @UseGuards(TenantThrottlerGuard, MemberAuthGuard)
  @Throttle({ default: { limit: 120, ttl: 60_000 } })
  async paymentList(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @Query() raw: unknown,
  ): Promise<PaymentsAnswer> {
    const query = validate(paymentsQuerySchema, raw);
    if (query.id === undefined) return { payments: await this.history.list(tenant, member) };
    return { payments: [await this.history.one(tenant, member, query.id)] };
  }

  @Get('repeat-order.php')
  @Header('cache-control', 'no-store')
  @UseGuards(TenantThrottlerGuard, MemberAuthGuard)
  @Throttle({ default: { limit: 60, ttl: 60_000 } })
  repeatOffer(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @Req() request: FastifyRequest,
  ): Promise<RepeatOrderAnswer> {
    return this.repeat.offer(tenant, member, this.geoip(request));
  }

  /** A double click must not charge twice in a row by accident: five a minute. */
  @Post('repeat-order.php')
  @Header('cache-control', 'no-store')
  @HttpCode(200)
  @UseGuards(TenantThrottlerGuard, MemberAuthGuard, MemberThrottlerGuard)
  @Throttle({ default: { limit: 5, ttl: 60_000 } })
  repeatBuy(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @RequestOrigin() origin: string,
    @Req() request: FastifyRequest,
  ): Promise<CreatePaymentAnswer> {
    return this.repeat.buy(tenant, member, this.geoip(request), origin);
  }

  private geoip(request: FastifyRequest): string | null {
    return countryFromHeaders(request.headers, this.env.TRUST_PROXY);
  }
}
