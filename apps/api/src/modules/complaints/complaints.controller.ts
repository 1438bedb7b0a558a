import { complaintRequestSchema } from '@amora/contracts';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { CurrentMember, MemberAuthGuard } from '../accounts/member-auth.guard.js';
import { ComplaintsService } from './complaints.service.js';

/** POST /api/complaints.php: a member reports a profile (a reason and a text) to support. */
@Controller('api')
@UseGuards(TenantThrottlerGuard, MemberAuthGuard)
export class ComplaintsController {
  constructor(private readonly complaints: ComplaintsService) {}

  @Post('complaints.php')
  @HttpCode(200)
  @Throttle({ default: { limit: 10, ttl: 60 * 60_000 } })
  report(@CurrentTenant() { tenant }: TenantContext, @CurrentMember() member: Member, @Body() body: unknown) {
    return this.complaints.report(tenant, member, validate(complaintRequestSchema, body));
  }
}
