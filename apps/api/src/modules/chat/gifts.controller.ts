import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { CurrentMember, MemberAuthGuard } from '../accounts/member-auth.guard.js';
import { GiftsService } from './gifts.service.js';

/** GET /api/gifts.php: the gift catalogue of the member's site. */
@Controller('api')
@UseGuards(TenantThrottlerGuard, MemberAuthGuard)
export class GiftsController {
  constructor(private readonly gifts: GiftsService) {}

  @Get('gifts.php')
  @Header('cache-control', 'no-store')
  catalogue(@CurrentTenant() { tenant }: TenantContext, @CurrentMember() member: Member) {
    return this.gifts.catalogue(tenant, member);
  }
}
