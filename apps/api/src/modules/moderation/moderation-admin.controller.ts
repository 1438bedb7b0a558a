import type { OutgoingHttpHeaders } from 'node:http';
import {
  fictionalPhotoDeleteSchema,
  fictionalPhotoMainSchema,
  fictionalPhotosQuerySchema,
  fictionalProfileCreateSchema,
  fictionalProfileQuerySchema,
  fictionalProfilesQuerySchema,
  fictionalProfileUpdateSchema,
  inboxConversationQuerySchema,
  inboxConversationRequestSchema,
  inboxQuerySchema,
  inboxReplyRequestSchema,
  notesUpdateSchema,
  PHOTO_UPLOAD_FIELD,
  staffMessagesQuerySchema,
  staffWritersQuerySchema,
} from '@amora/contracts';
import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Patch,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../common/api-error.js';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import { readUpload } from '../photos/multipart.js';
import type { SignedInStaff } from '../staff/staff-access.js';
import { CurrentStaff, StaffAuthGuard, StaffRoles } from '../staff/staff-auth.guard.js';
import { INBOX_ROLES, listScope, NOTE_ROLES, OPERATOR_ROLES } from './console-access.js';
import { FictionalPhotosService } from './fictional-photos.service.js';
import { FictionalProfilesService } from './fictional-profiles.service.js';
import { InboxConsoleService } from './inbox-console.service.js';
import { InboxStreams } from './inbox-streams.service.js';
import { StaffMessagesService } from './staff-messages.service.js';
import { StaffNotesService } from './staff-notes.service.js';

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
};

const streamQuerySchema = inboxQuerySchema.pick({ tenant_id: true });

/**
 * The moderator inbox (moderators of their tenants, owners everywhere), the staff message trail and
 * fictional profiles (operators of their tenants, owners): everything under /api/admin/ on the admin host.
 */
@Controller('api/admin')
@UseGuards(TenantThrottlerGuard, StaffAuthGuard)
@Throttle({ default: { limit: 300, ttl: 60_000 } })
export class ModerationAdminController {
  constructor(
    private readonly inbox: InboxConsoleService,
    private readonly streams: InboxStreams,
    private readonly trail: StaffMessagesService,
    private readonly notes: StaffNotesService,
    private readonly fictional: FictionalProfilesService,
    private readonly photos: FictionalPhotosService,
  ) {}

  @Get('inbox.php')
  @StaffRoles(...INBOX_ROLES)
  @Header('cache-control', 'no-store')
  list(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown) {
    return this.inbox.list(staff, validate(inboxQuerySchema, query));
  }

  @Post('inbox-claim.php')
  @HttpCode(200)
  @StaffRoles(...INBOX_ROLES)
  @Header('cache-control', 'no-store')
  claim(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown) {
    return this.inbox.claim(staff, validate(inboxConversationRequestSchema, body).conversation_id);
  }

  @Post('inbox-release.php')
  @HttpCode(200)
  @StaffRoles(...INBOX_ROLES)
  @Header('cache-control', 'no-store')
  release(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown) {
    return this.inbox.release(staff, validate(inboxConversationRequestSchema, body).conversation_id);
  }

  @Get('inbox-conversation.php')
  @StaffRoles(...INBOX_ROLES)
  @Header('cache-control', 'no-store')
  context(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown) {
    return this.inbox.context(staff, validate(inboxConversationQuerySchema, query).conversation_id);
  }

  @Post('inbox-reply.php')
  @HttpCode(200)
  @StaffRoles(...INBOX_ROLES)
  @Header('cache-control', 'no-store')
  reply(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown) {
    const { conversation_id, text } = validate(inboxReplyRequestSchema, body);
    return this.inbox.reply(staff, conversation_id, text);
  }

  /** The inbox's changes as Server-Sent Events, for EventSource only (it asks for text/event-stream). */
  @Get('inbox-events.php')
  @StaffRoles(...INBOX_ROLES)
  events(
    @CurrentStaff() staff: SignedInStaff,
    @Query() query: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): void {
    const { tenant_id } = validate(streamQuerySchema, query);
    const tenants = listScope(staff, tenant_id, INBOX_ROLES);
    if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
      throw new ApiError('event_stream_required');
    }
    // HEAD (Fastify routes it here too) gets the stream's head only: node:http sends no body after a
    // HEAD's head and would never end the response, holding the connection and the stream open
    if (request.method !== 'GET') {
      reply.headers(STREAM_HEADERS).status(200).send();
      return;
    }
    const headers = { ...(reply.getHeaders() as OutgoingHttpHeaders), ...STREAM_HEADERS };
    reply.hijack();
    this.streams.open(tenants, reply.raw, headers);
  }

  @Patch('notes.php')
  @StaffRoles(...NOTE_ROLES)
  @Header('cache-control', 'no-store')
  updateNotes(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.notes.update(staff, validate(notesUpdateSchema, body), request.ip);
  }

  @Get('staff-messages.php')
  @StaffRoles(...OPERATOR_ROLES)
  @Header('cache-control', 'no-store')
  staffMessages(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown) {
    return this.trail.list(staff, validate(staffMessagesQuerySchema, query));
  }

  @Get('staff-writers.php')
  @StaffRoles(...OPERATOR_ROLES)
  @Header('cache-control', 'no-store')
  staffWriters(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown) {
    return this.trail.writers(staff, validate(staffWritersQuerySchema, query).tenant_id);
  }

  @Get('fictional-profiles.php')
  @StaffRoles(...OPERATOR_ROLES)
  @Header('cache-control', 'no-store')
  fictionalList(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown) {
    return this.fictional.list(staff, validate(fictionalProfilesQuerySchema, query));
  }

  @Get('fictional-profile.php')
  @StaffRoles(...OPERATOR_ROLES)
  @Header('cache-control', 'no-store')
  fictionalOne(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown) {
    return this.fictional.get(staff, validate(fictionalProfileQuerySchema, query).id);
  }

  @Post('fictional-profiles.php')
  @HttpCode(200)
  @StaffRoles(...OPERATOR_ROLES)
  @Header('cache-control', 'no-store')
  fictionalCreate(
    @CurrentStaff() staff: SignedInStaff,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ) {
    return this.fictional.create(staff, validate(fictionalProfileCreateSchema, body), request.ip);
  }

  @Patch('fictional-profiles.php')
  @StaffRoles(...OPERATOR_ROLES)
  @Header('cache-control', 'no-store')
  fictionalUpdate(
    @CurrentStaff() staff: SignedInStaff,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ) {
    return this.fictional.update(staff, validate(fictionalProfileUpdateSchema, body), request.ip);
  }

  @Get('fictional-photos.php')
  @StaffRoles(...OPERATOR_ROLES)
  @Header('cache-control', 'no-store')
  photoList(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown) {
    return this.photos.list(staff, validate(fictionalPhotosQuerySchema, query).profile_id);
  }

  /** One photo as multipart/form-data, through the members' photo pipeline. */
  @Post('fictional-photos.php')
  @HttpCode(200)
  @StaffRoles(...OPERATOR_ROLES)
  @Throttle({ default: { limit: 60, ttl: 60_000 } })
  @Header('cache-control', 'no-store')
  async photoUpload(
    @CurrentStaff() staff: SignedInStaff,
    @Query() query: unknown,
    @Req() request: FastifyRequest,
  ) {
    const profileId = validate(fictionalPhotosQuerySchema, query).profile_id;
    await this.photos.assertRoom(staff, profileId);
    const bytes = await readUpload(request, PHOTO_UPLOAD_FIELD);
    return this.photos.upload(staff, profileId, bytes, request.ip);
  }

  @Patch('fictional-photos.php')
  @StaffRoles(...OPERATOR_ROLES)
  @Header('cache-control', 'no-store')
  photoMain(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown, @Req() request: FastifyRequest) {
    const { profile_id, main_photo_id } = validate(fictionalPhotoMainSchema, body);
    return this.photos.setMain(staff, profile_id, main_photo_id, request.ip);
  }

  @Delete('fictional-photos.php')
  @StaffRoles(...OPERATOR_ROLES)
  @Header('cache-control', 'no-store')
  photoDelete(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown, @Req() request: FastifyRequest) {
    const { profile_id, id } = validate(fictionalPhotoDeleteSchema, body);
    return this.photos.remove(staff, profile_id, id, request.ip);
  }
}
