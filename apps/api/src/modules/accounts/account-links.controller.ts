import { mailEventRequestSchema, tokenRequestSchema } from '@amora/contracts';
import { Body, Controller, Get, Headers, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../../common/api-error.js';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';
import { AccountService } from './account.service.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountSettingsService } from './account-settings.service.js';
import type { Member } from './entities/member.entity.js';
import { CurrentMember, MemberAuthGuard, RequestOrigin } from './member-auth.guard.js';

const tokenOf = (query: Record<string, unknown>) => (typeof query.token === 'string' ? query.token : '');

/** The links in our mails (activation, unsubscribe), reactivation, and the mail provider's webhook. */
@Controller('api')
@UseGuards(TenantThrottlerGuard)
export class AccountLinksController {
  constructor(
    private readonly accounts: AccountService,
    private readonly deletion: AccountDeletionService,
    private readonly settings: AccountSettingsService,
  ) {}

  @Get('activation.php')
  async activate(
    @CurrentTenant() { tenant }: TenantContext,
    @Query() query: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ) {
    const ok = await this.accounts.activate(tenant, tokenOf(query));
    return reply.header('cache-control', 'no-store').redirect(ok ? '/activate/done' : '/activate/error', 302);
  }

  /** Sends the activation mail again (at most 3 an hour). */
  @Post('activation.php')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  async resend(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @RequestOrigin() origin: string,
  ) {
    await this.accounts.resendActivation(tenant, member, origin);
    return { ok: true as const };
  }

  @Post('reactivate.php')
  @HttpCode(200)
  @Throttle({ default: { limit: 20, ttl: 60 * 60_000 } })
  async reactivate(@CurrentTenant() { tenant }: TenantContext, @Body() body: unknown) {
    if (!(await this.deletion.reactivate(tenant, validate(tokenRequestSchema, body).token))) {
      throw new ApiError('link_invalid');
    }
    return { ok: true as const };
  }

  /** The List-Unsubscribe link opened in a browser. */
  @Get('unsubscribe.php')
  async unsubscribeLink(
    @CurrentTenant() { tenant }: TenantContext,
    @Query() query: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ) {
    const ok = await this.settings.unsubscribe(tenant, tokenOf(query));
    return reply
      .header('cache-control', 'no-store')
      .redirect(ok ? '/notifications?unsubscribed=1' : '/notifications?unsubscribe=invalid', 302);
  }

  /** RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click`, without our header. */
  @Post('unsubscribe.php')
  @HttpCode(200)
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  async unsubscribe(@CurrentTenant() { tenant }: TenantContext, @Query() query: Record<string, unknown>) {
    await this.settings.unsubscribe(tenant, tokenOf(query));
    return { ok: true as const };
  }

  @Post('mail-events.php')
  @HttpCode(200)
  async mailEvent(
    @CurrentTenant() { tenant }: TenantContext,
    @Headers('authorization') authorization: string | undefined,
    @Body() body: unknown,
  ) {
    this.settings.assertWebhookCaller(tenant, authorization);
    const { email, reason } = validate(mailEventRequestSchema, body);
    await this.settings.mailEvent(tenant, email, reason);
    return { ok: true as const };
  }
}
