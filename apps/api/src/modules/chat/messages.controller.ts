import { messagesQuerySchema, sendMessageRequestSchema } from '@amora/contracts';
import { Body, Controller, Get, Header, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { CurrentMember, MemberAuthGuard } from '../accounts/member-auth.guard.js';
import { MessagesService } from './messages.service.js';
import { SendMessageService } from './send-message.service.js';

/** GET and POST /api/messages.php: a conversation's messages, and sending one. */
@Controller('api')
@UseGuards(TenantThrottlerGuard, MemberAuthGuard)
export class MessagesController {
  constructor(
    private readonly messages: MessagesService,
    private readonly sender: SendMessageService,
  ) {}

  /** Scrolling up loads page after page. */
  @Get('messages.php')
  @Header('cache-control', 'no-store')
  @Throttle({ default: { limit: 300, ttl: 60_000 } })
  page(@CurrentTenant() { tenant }: TenantContext, @CurrentMember() member: Member, @Query() query: unknown) {
    return this.messages.page(tenant, member, validate(messagesQuerySchema, query));
  }

  @Post('messages.php')
  @HttpCode(200)
  send(@CurrentTenant() { tenant }: TenantContext, @CurrentMember() member: Member, @Body() body: unknown) {
    return this.sender.send(tenant, member, validate(sendMessageRequestSchema, body));
  }
}
