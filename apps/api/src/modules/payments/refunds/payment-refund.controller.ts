import { adminPaymentRefundSchema } from '@amora/contracts';
import { Body, Controller, Header, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { TenantThrottlerGuard } from '../../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../../common/validate.js';
import type { SignedInStaff } from '../../staff/staff-access.js';
import { CurrentStaff, StaffAuthGuard, StaffRoles } from '../../staff/staff-auth.guard.js';
import { SUPPORT_ROLES } from '../../support/support-access.js';
import { PaymentRefundService } from './payment-refund.service.js';

/** Support refunds a payment through its provider (owners, support agents of the payment's site). */
@Controller('api/admin')
@UseGuards(TenantThrottlerGuard, StaffAuthGuard)
@StaffRoles(...SUPPORT_ROLES)
@Throttle({ default: { limit: 30, ttl: 60_000 } })
export class PaymentRefundController {
  constructor(private readonly refunds: PaymentRefundService) {}

  @Post('payment-refund.php')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  refund(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.refunds.refund(staff, validate(adminPaymentRefundSchema, body), request.ip);
  }
}
