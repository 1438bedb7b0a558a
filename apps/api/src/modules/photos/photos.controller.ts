import { PHOTO_UPLOAD_FIELD, photoDeleteSchema, photosUpdateSchema } from '@amora/contracts';
import { Body, Controller, Delete, Get, Header, HttpCode, Post, Put, Req, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { CurrentMember, MemberAuthGuard } from '../accounts/member-auth.guard.js';
import { readUpload } from './multipart.js';
import { PhotosService } from './photos.service.js';

/** GET/POST/PUT/DELETE /api/photos.php: the logged-in member's own photos. */
@Controller('api')
@UseGuards(TenantThrottlerGuard, MemberAuthGuard)
export class PhotosController {
  constructor(private readonly photos: PhotosService) {}

  @Get('photos.php')
  @Header('cache-control', 'no-store')
  list(@CurrentTenant() { tenant }: TenantContext, @CurrentMember() member: Member) {
    return this.photos.list(tenant, member);
  }

  @Post('photos.php')
  @HttpCode(200)
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  async upload(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @Req() request: FastifyRequest,
  ) {
    await this.photos.assertRoom(tenant, member);
    const bytes = await readUpload(request, PHOTO_UPLOAD_FIELD);
    return this.photos.upload(tenant, member, bytes);
  }

  @Put('photos.php')
  update(@CurrentTenant() { tenant }: TenantContext, @CurrentMember() member: Member, @Body() body: unknown) {
    return this.photos.update(tenant, member, validate(photosUpdateSchema, body));
  }

  @Delete('photos.php')
  remove(@CurrentTenant() { tenant }: TenantContext, @CurrentMember() member: Member, @Body() body: unknown) {
    return this.photos.remove(tenant, member, validate(photoDeleteSchema, body).id);
  }
}
