import {
  adminComplaintActionSchema,
  adminComplaintMessagesQuerySchema,
  adminComplaintNoteSchema,
  adminComplaintQuerySchema,
  adminComplaintReplySchema,
  adminComplaintsQuerySchema,
  adminComplaintUpdateSchema,
  adminMemberIdSchema,
  adminMemberLedgerQuerySchema,
  adminMemberQuerySchema,
  adminMembersQuerySchema,
} from '@amora/contracts';
import { Body, Controller, Get, Header, HttpCode, Patch, Post, Query, Req, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import type { SignedInStaff } from '../staff/staff-access.js';
import { CurrentStaff, StaffAuthGuard, StaffRoles } from '../staff/staff-auth.guard.js';
import { ComplaintActionsService } from './complaint-actions.service.js';
import { ComplaintsQueueService } from './complaints-queue.service.js';
import { MemberLookupService } from './member-lookup.service.js';
import { SUPPORT_ROLES } from './support-access.js';

/** Support in the console: the complaints queue and the member lookup (owners, support agents). */
@Controller('api/admin')
@UseGuards(TenantThrottlerGuard, StaffAuthGuard)
@StaffRoles(...SUPPORT_ROLES)
@Throttle({ default: { limit: 120, ttl: 60_000 } })
export class SupportController {
  constructor(
    private readonly queue: ComplaintsQueueService,
    private readonly actions: ComplaintActionsService,
    private readonly members: MemberLookupService,
  ) {}

  @Get('complaints.php')
  @Header('cache-control', 'no-store')
  complaints(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown) {
    return this.queue.list(staff, validate(adminComplaintsQuerySchema, query));
  }

  @Get('complaint.php')
  @Header('cache-control', 'no-store')
  complaint(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown) {
    return this.queue.detail(staff, validate(adminComplaintQuerySchema, query).id);
  }

  @Get('complaint-messages.php')
  @Header('cache-control', 'no-store')
  messages(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown) {
    const { id, cursor } = validate(adminComplaintMessagesQuerySchema, query);
    return this.queue.messages(staff, id, cursor);
  }

  @Patch('complaints.php')
  @Header('cache-control', 'no-store')
  update(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.queue.update(staff, validate(adminComplaintUpdateSchema, body), request.ip);
  }

  @Post('complaint-notes.php')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  note(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown, @Req() request: FastifyRequest) {
    const { complaint_id, text } = validate(adminComplaintNoteSchema, body);
    return this.queue.addNote(staff, complaint_id, text, request.ip);
  }

  @Post('complaint-actions.php')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  act(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.actions.act(staff, validate(adminComplaintActionSchema, body), request.ip);
  }

  @Post('complaint-reply.php')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  reply(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.actions.reply(staff, validate(adminComplaintReplySchema, body), request.ip);
  }

  @Get('members.php')
  @Header('cache-control', 'no-store')
  search(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown) {
    return this.members.search(staff, validate(adminMembersQuerySchema, query));
  }

  @Get('member.php')
  @Header('cache-control', 'no-store')
  member(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown) {
    return this.members.detail(staff, validate(adminMemberQuerySchema, query).id);
  }

  @Get('member-ledger.php')
  @Header('cache-control', 'no-store')
  ledger(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown) {
    const { id, cursor } = validate(adminMemberLedgerQuerySchema, query);
    return this.members.ledger(staff, id, cursor);
  }

  @Post('member-sessions.php')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  endSessions(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.members.endSessions(staff, validate(adminMemberIdSchema, body).member_id, request.ip);
  }

  @Post('member-activation.php')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  resendActivation(
    @CurrentStaff() staff: SignedInStaff,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ) {
    return this.members.resendActivation(staff, validate(adminMemberIdSchema, body).member_id, request.ip);
  }
}
