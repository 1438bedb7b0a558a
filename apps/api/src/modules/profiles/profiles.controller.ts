import { ownProfileUpdateSchema, profileQuerySchema } from '@amora/contracts';
import { Body, Controller, Get, Header, Put, Query, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { CurrentMember, MemberAuthGuard } from '../accounts/member-auth.guard.js';
import { SessionService } from '../accounts/session.service.js';
import { OwnProfileService } from './own-profile.service.js';
import { ProfileViewService } from './profile-view.service.js';

/** GET /api/profile.php (visitors too: the entry pages show a profile) and GET/PUT /api/my-profile.php. */
@Controller('api')
@UseGuards(TenantThrottlerGuard)
export class ProfilesController {
  constructor(
    private readonly sessions: SessionService,
    private readonly views: ProfileViewService,
    private readonly own: OwnProfileService,
  ) {}

  @Get('profile.php')
  @Header('cache-control', 'no-store')
  async profile(
    @CurrentTenant() { tenant }: TenantContext,
    @Req() request: FastifyRequest,
    @Query() raw: unknown,
  ) {
    const { id } = validate(profileQuerySchema, raw);
    const session = await this.sessions.current(tenant, request);
    const viewer = session && session.member.status !== 'deleted' ? session.member : null;
    return { profile: await this.views.view(tenant, viewer, id) };
  }

  @Get('my-profile.php')
  @Header('cache-control', 'no-store')
  @UseGuards(MemberAuthGuard)
  async ownProfile(@CurrentTenant() { tenant }: TenantContext, @CurrentMember() member: Member) {
    return { profile: await this.own.get(tenant, member) };
  }

  @Put('my-profile.php')
  @UseGuards(MemberAuthGuard)
  async updateOwnProfile(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @Body() body: unknown,
  ) {
    return { profile: await this.own.update(tenant, member, validate(ownProfileUpdateSchema, body)) };
  }
}
