import {
  emailChangeRequestSchema,
  passwordChangeRequestSchema,
  resetDoRequestSchema,
  resetRequestSchema,
  tokenRequestSchema,
} from '@amora/contracts';
import { Body, Controller, HttpCode, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';
import { AccountService } from './account.service.js';
import { AccountProfilesService } from './account-profiles.service.js';
import type { Member } from './entities/member.entity.js';
import { CurrentMember, CurrentSessionHash, MemberAuthGuard, RequestOrigin } from './member-auth.guard.js';
import { SessionService } from './session.service.js';

const HOUR = 60 * 60_000;

/** Password reset and change, e-mail change. */
@Controller('api')
@UseGuards(TenantThrottlerGuard)
export class AccountSecurityController {
  constructor(
    private readonly accounts: AccountService,
    private readonly sessions: SessionService,
    private readonly profiles: AccountProfilesService,
  ) {}

  @Post('password-reset.php')
  @HttpCode(200)
  @Throttle({ default: { limit: 10, ttl: HOUR } })
  async requestReset(
    @CurrentTenant() { tenant }: TenantContext,
    @Body() body: unknown,
    @RequestOrigin() origin: string,
  ) {
    await this.accounts.requestPasswordReset(tenant, validate(resetRequestSchema, body).email, origin);
    return { ok: true as const };
  }

  /** The new password from the mail's link; the member is logged in on a fresh session. */
  @Put('password-reset.php')
  @Throttle({ default: { limit: 20, ttl: HOUR } })
  async reset(
    @CurrentTenant() { tenant }: TenantContext,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { token, password, password_repeat } = validate(resetDoRequestSchema, body);
    const member = await this.accounts.resetPassword(tenant, token, password, password_repeat);
    await this.sessions.start(tenant, member, request, reply);
    return { user: await this.profiles.userOf(member) };
  }

  @Put('password.php')
  @Throttle({ default: { limit: 10, ttl: HOUR } })
  @UseGuards(MemberAuthGuard)
  async changePassword(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @CurrentSessionHash() session: Buffer,
    @Body() body: unknown,
  ) {
    await this.accounts.changePassword(tenant, member, validate(passwordChangeRequestSchema, body), session);
    return { ok: true as const };
  }

  @Post('email-change.php')
  @HttpCode(200)
  @Throttle({ default: { limit: 10, ttl: HOUR } })
  @UseGuards(MemberAuthGuard)
  async requestEmailChange(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @Body() body: unknown,
    @RequestOrigin() origin: string,
  ) {
    await this.accounts.requestEmailChange(tenant, member, validate(emailChangeRequestSchema, body), origin);
    return { ok: true as const };
  }

  @Put('email-change.php')
  @Throttle({ default: { limit: 20, ttl: HOUR } })
  async confirmEmailChange(@CurrentTenant() { tenant }: TenantContext, @Body() body: unknown) {
    const member = await this.accounts.confirmEmailChange(tenant, validate(tokenRequestSchema, body).token);
    return { user: await this.profiles.userOf(member) };
  }
}
