import { createHash } from 'node:crypto';
import {
  deleteAccountRequestSchema,
  type LoginRequest,
  pushSubscriptionSchema,
  SESSION_COOKIE,
  signupRequestSchema,
  updateUserRequestSchema,
} from '@amora/contracts';
import {
  Body,
  Controller,
  Delete,
  type ExecutionContext,
  Get,
  Header,
  HttpCode,
  Injectable,
  Post,
  Put,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../common/api-error.js';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import type { TenantRef } from '../../persistence/tenant-scoped.js';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';
import { PushService } from '../push/push.service.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountProfilesService } from './account-profiles.service.js';
import type { Member } from './entities/member.entity.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { CurrentMember, MemberAuthGuard, RequestOrigin } from './member-auth.guard.js';
import { SessionService } from './session.service.js';
import { SignupService } from './signup.service.js';

const MINUTE = 60_000;

/** POST /api/user.php?push=1 is the push subscription of spec §7, on the login's path. */
const isPushSubscription = (request: FastifyRequest) =>
  (request.query as Record<string, unknown> | undefined)?.push === '1';

/** Push subscriptions are counted apart from login attempts, so neither spends the other's allowance. */
const loginOrPushKey = (context: ExecutionContext, tracker: string, throttler: string) => {
  const counter = isPushSubscription(context.switchToHttp().getRequest()) ? 'push' : 'login';
  return createHash('sha256').update(`UserController-${counter}-${throttler}-${tracker}`).digest('hex');
};

/** The login's credential check; the push subscription asks for a session instead. */
@Injectable()
class LoginGuard extends LocalAuthGuard {
  override canActivate(context: ExecutionContext) {
    return isPushSubscription(context.switchToHttp().getRequest()) || super.canActivate(context);
  }
}

/** GET/POST/PUT/DELETE /api/user.php, logout and signup (spec §7). */
@Controller('api')
@UseGuards(TenantThrottlerGuard)
export class UserController {
  constructor(
    private readonly sessions: SessionService,
    private readonly signups: SignupService,
    private readonly deletion: AccountDeletionService,
    private readonly profiles: AccountProfilesService,
    private readonly push: PushService,
  ) {}

  /** The logged-in user, or `{ user: null }` for a visitor (the app polls this). */
  @Get('user.php')
  @Header('cache-control', 'no-store')
  async current(
    @CurrentTenant() { tenant }: TenantContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const session = await this.sessions.current(tenant, request);
    if (!session || session.member.status === 'deleted') {
      if (request.cookies[SESSION_COOKIE]) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { user: null };
    }
    return { user: await this.profiles.userOf(session.member) };
  }

  @Post('user.php')
  @HttpCode(200)
  @Throttle({ default: { limit: 20, ttl: 5 * MINUTE, generateKey: loginOrPushKey } })
  @UseGuards(LoginGuard)
  async login(
    @CurrentTenant() { tenant }: TenantContext,
    @Req() request: FastifyRequest & { user: Member },
    @Res({ passthrough: true }) reply: FastifyReply,
    @RequestOrigin() origin: string,
    @Body() body: LoginRequest,
  ) {
    if (isPushSubscription(request)) return this.subscribePush(tenant, request, body);
    const member = request.user;
    if (member.status === 'pending_deletion') {
      await this.deletion.remindReactivation(tenant, member, origin);
      throw new ApiError('account_pending_deletion');
    }
    await this.sessions.start(tenant, member, request, reply);
    return { user: await this.profiles.userOf(member) };
  }

  /** POST /api/user.php?push=1: the logged-in member's browser push subscription. */
  private async subscribePush(tenant: TenantRef, request: FastifyRequest, body: unknown) {
    const session = await this.sessions.current(tenant, request);
    if (!session || session.member.status === 'deleted') throw new ApiError('authentication_required');
    await this.push.subscribe(tenant, session.member.id, validate(pushSubscriptionSchema, body));
    return { ok: true as const };
  }

  @Put('user.php')
  @UseGuards(MemberAuthGuard)
  async update(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @Body() body: unknown,
  ) {
    const change = validate(updateUserRequestSchema, body);
    return { user: await this.profiles.userOf(await this.profiles.update(tenant, member, change)) };
  }

  @Delete('user.php')
  @Throttle({ default: { limit: 10, ttl: 60 * MINUTE } })
  @UseGuards(MemberAuthGuard)
  async delete(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @Body() body: unknown,
    @RequestOrigin() origin: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.deletion.requestDeletion(tenant, member, validate(deleteAccountRequestSchema, body), origin);
    await this.sessions.end(tenant, request, reply);
    return { ok: true as const };
  }

  @Get('logout.php')
  @Header('cache-control', 'no-store')
  async logout(
    @CurrentTenant() { tenant }: TenantContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.sessions.end(tenant, request, reply);
    return { ok: true as const };
  }

  @Post('signup.php')
  @HttpCode(200)
  @Throttle({ default: { limit: 20, ttl: 10 * MINUTE } })
  async signup(
    @CurrentTenant() { tenant }: TenantContext,
    @Body() body: unknown,
    @RequestOrigin() origin: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const member = await this.signups.signup(validate(signupRequestSchema, body), {
      tenant,
      origin,
      country: this.profiles.countryOf(tenant, request),
    });
    await this.sessions.start(tenant, member, request, reply);
    return { user: await this.profiles.userOf(member) };
  }
}
