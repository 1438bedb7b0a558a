import { conversationRequestSchema, typingRequestSchema } from '@amora/contracts';
import { Body, Controller, Delete, Get, Header, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { CurrentMember, MemberAuthGuard } from '../accounts/member-auth.guard.js';
import { ConversationsService } from './conversations.service.js';

/** GET /api/chats.php, PUT and DELETE /api/chat.php, POST /api/typing.php: the member's conversations. */
@Controller('api')
@UseGuards(TenantThrottlerGuard, MemberAuthGuard)
export class ChatsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Get('chats.php')
  @Header('cache-control', 'no-store')
  list(@CurrentTenant() { tenant }: TenantContext, @CurrentMember() member: Member) {
    return this.conversations.list(tenant, member);
  }

  @Put('chat.php')
  async read(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @Body() body: unknown,
  ) {
    await this.conversations.read(tenant, member, validate(conversationRequestSchema, body).conversation);
    return { ok: true as const };
  }

  @Delete('chat.php')
  async remove(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @Body() body: unknown,
  ) {
    await this.conversations.remove(tenant, member, validate(conversationRequestSchema, body).conversation);
    return { ok: true as const };
  }

  /** The composer calls it while the member types; the service lets one through per few seconds. */
  @Post('typing.php')
  @HttpCode(200)
  @Throttle({ default: { limit: 60, ttl: 60_000 } })
  async typing(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @Body() body: unknown,
  ) {
    await this.conversations.typing(tenant, member, validate(typingRequestSchema, body).conversation);
    return { ok: true as const };
  }
}
