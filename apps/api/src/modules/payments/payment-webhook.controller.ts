import { paymentWebhookSchema } from '@amora/contracts';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';
import { PaymentsService } from './payments.service.js';

/**
 * POST /api/payment-webhook.php: the provider posts only an id (Mollie, up to 10 times over 26 hours).
 * Its word is never taken: the status is asked of the provider. 200 for an id this tenant does not know;
 * 503 only when the provider cannot be asked, so that it tries again.
 */
@Controller('api')
export class PaymentWebhookController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('payment-webhook.php')
  @HttpCode(200)
  @UseGuards(TenantThrottlerGuard)
  @Throttle({ default: { limit: 300, ttl: 60_000 } })
  async webhook(@CurrentTenant() { tenant }: TenantContext, @Body() body: unknown): Promise<{ ok: true }> {
    const { id } = validate(paymentWebhookSchema, body);
    await this.payments.syncByProviderId(tenant, id);
    return { ok: true };
  }
}
