import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { EVENT_HEARTBEAT_MS, EVENT_RETRY_MS, type InboxEvent } from '@amora/contracts';
import {
  type BeforeApplicationShutdown,
  Injectable,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { EventBus } from '../../common/events/event-bus.js';
import { SSE_HEARTBEAT, sseEvent, sseRetry } from '../realtime/sse.js';

/**
 * A stream ends after this long: the client reconnects at once (EventSource), and the staff member's
 * session and roles are checked again.
 */
export const INBOX_STREAM_MAX_MS = 15 * 60_000;
/** A stream whose client reads nothing gets closed past this much unsent data. */
const MAX_BUFFERED_BYTES = 256 * 1024;

interface Stream {
  /** The tenants whose entries it shows; null for all. */
  tenants: Set<number> | null;
  response: ServerResponse;
  ends: number;
}

/**
 * GET /api/admin/inbox-events.php: the inbox's changes (added, claimed, released, answered) for staff
 * watching it, fed by the EventBus (from every API process). There is no replay: on (re)connecting the
 * console loads the inbox page, then applies events.
 */
@Injectable()
export class InboxStreams implements OnModuleInit, OnModuleDestroy, BeforeApplicationShutdown {
  private readonly streams = new Set<Stream>();
  private timer?: NodeJS.Timeout;
  private stop?: () => void;
  private closing = false;

  constructor(private readonly bus: EventBus) {}

  onModuleInit() {
    this.stop = this.bus.subscribe('moderation.queue', (event) => this.deliver(event));
    this.timer = setInterval(() => this.beat(), EVENT_HEARTBEAT_MS);
    this.timer.unref();
  }

  get size() {
    return this.streams.size;
  }

  open(tenants: number[] | null, response: ServerResponse, headers: OutgoingHttpHeaders) {
    response.writeHead(200, headers);
    if (this.closing) {
      response.end();
      return;
    }
    response.socket?.setNoDelay(true);
    const stream = {
      tenants: tenants === null ? null : new Set(tenants),
      response,
      ends: Date.now() + INBOX_STREAM_MAX_MS,
    };
    this.streams.add(stream);
    response.on('close', () => this.streams.delete(stream));
    response.write(sseRetry(EVENT_RETRY_MS));
  }

  private deliver(event: InboxEvent) {
    const text = sseEvent(null, event.type, JSON.stringify(event));
    for (const stream of this.streams) {
      if (stream.tenants === null || stream.tenants.has(event.tenant_id)) this.write(stream, text);
    }
  }

  private write(stream: Stream, text: string) {
    if (stream.response.writableLength > MAX_BUFFERED_BYTES) {
      this.end(stream);
      return;
    }
    stream.response.write(text);
  }

  private beat() {
    const now = Date.now();
    for (const stream of this.streams) {
      if (stream.ends <= now) this.end(stream);
      else this.write(stream, SSE_HEARTBEAT);
    }
  }

  private end(stream: Stream) {
    this.streams.delete(stream);
    stream.response.end();
  }

  onModuleDestroy() {
    clearInterval(this.timer);
    this.stop?.();
  }

  beforeApplicationShutdown() {
    this.closing = true;
    for (const stream of this.streams) this.end(stream);
  }
}
