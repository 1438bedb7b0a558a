import { adminPhotoReviewSchema, adminPhotoReviewsQuerySchema } from '@amora/contracts';
import { Body, Controller, Get, Header, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import type { SignedInStaff } from '../staff/staff-access.js';
import { CurrentStaff, StaffAuthGuard, StaffRoles } from '../staff/staff-auth.guard.js';
import { SUPPORT_ROLES } from '../support/support-access.js';
import { PhotoReviewService } from './photo-review.service.js';

/** Photo moderation in the console (owners, support agents of the photo's tenant). */
@Controller('api/admin')
@UseGuards(TenantThrottlerGuard, StaffAuthGuard)
@StaffRoles(...SUPPORT_ROLES)
@Throttle({ default: { limit: 240, ttl: 60_000 } })
export class PhotoReviewController {
  constructor(private readonly reviews: PhotoReviewService) {}

  @Get('photo-reviews.php')
  @Header('cache-control', 'no-store')
  queue(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown) {
    return this.reviews.queue(staff, validate(adminPhotoReviewsQuerySchema, query));
  }

  @Post('photo-review.php')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  decide(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.reviews.decide(staff, validate(adminPhotoReviewSchema, body), request.ip);
  }
}
