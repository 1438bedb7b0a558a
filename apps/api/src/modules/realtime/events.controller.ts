import type { OutgoingHttpHeaders } from 'node:http';
import { liveEventIdSchema } from '@amora/contracts';
import { Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accessLine } from '../../common/logger.js';
import { validate } from '../../common/validate.js';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { CurrentMember, CurrentSessionHash, MemberAuthGuard } from '../accounts/member-auth.guard.js';
import { EventStreams } from './event-streams.service.js';
import { takeOver } from './stream-socket.js';

/** `last_event_id` in the query is for clients that cannot set the header. */
const resumeSchema = z.object({
  'Last-Event-ID': liveEventIdSchema.optional(),
  last_event_id: liveEventIdSchema.optional(),
});

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  // nginx and its kind would otherwise hold events back to fill a buffer
  'x-accel-buffering': 'no',
};

/**
 * GET /api/events: the member's live events as Server-Sent Events. No rate limit: a stream is one
 * long request, reconnects are paced by the retry line, and a member holds a bounded number of them.
 */
@Controller('api')
export class EventsController {
  constructor(private readonly streams: EventStreams) {}

  @Get('events')
  @UseGuards(MemberAuthGuard)
  async events(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @CurrentSessionHash() session: Buffer,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Query() query: Record<string, unknown>,
  ): Promise<void> {
    const resume = validate(resumeSchema, {
      'Last-Event-ID': request.headers['last-event-id'],
      last_event_id: query.last_event_id,
    });
    const lastEventId = resume['Last-Event-ID'] ?? resume.last_event_id ?? null;
    // HEAD (Fastify routes it here too) gets the stream's head only: its body may never reach the wire
    if (request.method !== 'GET') {
      reply.headers(STREAM_HEADERS).status(200).send();
      return;
    }
    // from here on the stream is ours: Fastify sends nothing more (the onRequest headers go with it)
    // a stream never ends, so no request behind it is ever answered on this connection: the head says
    // so, and a client that pipelined one sends it again on another (RFC 9112, 9.6)
    const headers = {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      ...STREAM_HEADERS,
      connection: 'close',
    };
    reply.hijack();
    const started = performance.now();
    const connection = takeOver(request.raw, reply.raw, headers);
    if (!connection) return;
    // the stream's access line, as Fastify's would have been, without keeping its request
    const log = request.server.log;
    const requestId = request.id;
    connection.socket.on('close', () => {
      const line = accessLine('GET', '/api/events', 200, performance.now() - started);
      log.info({ reqId: requestId, ...line }, 'request completed');
    });
    const to = { tenantId: tenant.id, memberId: member.id };
    await this.streams.open(to, session.toString('hex'), lastEventId, connection);
  }
}
