import { simulatorActionSchema } from '@amora/contracts';
import { Body, Controller, Get, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../../../common/api-error.js';
import { TenantThrottlerGuard } from '../../../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../../../common/validate.js';
import { CurrentTenant, type TenantContext } from '../../../../tenancy/current-tenant.decorator.js';
import type { Tenant } from '../../../../tenancy/tenant.entity.js';
import { PaymentsService } from '../../payments.service.js';
import { checkoutPage } from './checkout-page.js';
import { outcomesFor, SimulatorCheckout } from './simulator-checkout.js';

const idQuerySchema = z.object({ id: z.string().min(1).max(64) });

/** The page may style itself and post its form back here; nothing else. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The simulator's checkout (tenants on the simulator only): the buyer chooses what the bank does. Like a
 * real provider it then tells the site, which asks for the status as it asks Mollie.
 */
@Controller('api')
@UseGuards(TenantThrottlerGuard)
export class SimulatorController {
  constructor(
    private readonly checkout: SimulatorCheckout,
    private readonly payments: PaymentsService,
  ) {}

  @Get('simulator.php')
  @Throttle({ default: { limit: 60, ttl: 60_000 } })
  async page(@CurrentTenant() { tenant }: TenantContext, @Query() raw: unknown, @Res() reply: FastifyReply) {
    const { id } = validate(idQuerySchema, raw);
    const payment = await this.checkout.find(onSimulator(tenant), id);
    if (!payment) throw new ApiError('payment_not_found');
    const html = checkoutPage({
      tenantName: tenant.name,
      theme: tenant.theme,
      // tenants store `nl_NL`; Intl wants a BCP 47 tag
      locale: tenant.domainLanguage.replace('_', '-'),
      payment,
      outcomes: outcomesFor(payment.status),
    });
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_POLICY)
      .send(html);
  }

  @Post('simulator.php')
  @HttpCode(303)
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  async act(
    @CurrentTenant() { tenant }: TenantContext,
    @Query() raw: unknown,
    @Body() body: unknown,
    @Res() reply: FastifyReply,
  ) {
    const { id } = validate(idQuerySchema, raw);
    const { outcome } = validate(simulatorActionSchema, body);
    const payment = await this.checkout.apply(onSimulator(tenant), id, outcome);
    // the provider's webhook, delivered in-process: the site asks for the status and books it
    await this.payments.syncByProviderId(tenant, payment.id);
    reply.header('cache-control', 'no-store').redirect(payment.redirectUrl, 303);
  }
}

function onSimulator(tenant: Tenant): Tenant {
  if (tenant.paymentProvider !== 'simulator') throw new ApiError('not_found');
  return tenant;
}
