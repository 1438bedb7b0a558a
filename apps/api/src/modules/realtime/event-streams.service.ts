import type { Socket } from 'node:net';
import { EVENT_HEARTBEAT_MS, EVENT_RETRY_MS } from '@amora/contracts';
import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type BusEvents, EventBus } from '../../common/events/event-bus.js';
import type { Recipient } from './member-events.service.js';
import { SSE_HEARTBEAT, sseEvent, sseRetry } from './sse.js';
import { asChunk, endStream, type StreamSocket } from './stream-socket.js';

type BusEvent = BusEvents['member.event'];

const uncork = (socket: Socket) => socket.uncork();

/** Open streams one member may hold (tabs, devices); a new one beyond this closes the oldest. */
export const MAX_STREAMS_PER_MEMBER = 10;
/** Heartbeats go out in this many groups, one group per tick, so never to every stream at once. */
const HEARTBEAT_SLOTS = 250;
/** A stream whose client reads nothing gets closed past this much unsent data (it resumes on reconnect). */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Stored events replayed on one reconnect; past that the client is told to reload instead. */
const MAX_REPLAY = 1000;
/**
 * How long a replayed event's id is remembered: an event is stored before it is published, so its
 * publication may reach the stream after the replay already sent it.
 */
const REPLAYED_KEEP_MS = 10_000;

/** Tells the web app to reload chats and likes: events it missed can no longer be replayed. */
const RELOAD = sseEvent(null, 'chats', '{"type":"chats"}') + sseEvent(null, 'likes', '{"type":"likes"}');
const HEARTBEAT_CHUNK = asChunk(SSE_HEARTBEAT);

/** One open stream: its connection (no request or response object is kept) and where it stands. */
interface Stream extends StreamSocket {
  memberId: number;
  /** The hash (hex) of the session token it was opened with: the stream ends with that session. */
  session: string;
  slot: number;
  /** Live events that arrived while the backlog was being read; null once the stream is live. */
  pending: BusEvent[] | null;
  /** The ids the replay sent, not to be sent again when their publication comes late. */
  replayed: Set<string> | null;
  replayedAt: number;
}

interface Replay {
  text: string;
  ids: Set<string>;
}

/**
 * The GET /api/events streams of this process (DESIGN.md §6): one EventBus subscription fans each
 * member's events out to that member's open streams. A reconnecting stream first gets what it missed
 * from `member_event`, then live events, with neither gaps nor duplicates.
 */
@Injectable()
export class EventStreams implements OnModuleInit, OnModuleDestroy, BeforeApplicationShutdown {
  private readonly logger = new Logger('EventStreams');
  private readonly byMember = new Map<number, Set<Stream>>();
  private readonly slots = Array.from({ length: HEARTBEAT_SLOTS }, () => new Set<Stream>());
  private nextSlot = 0;
  private tick = 0;
  private timer?: NodeJS.Timeout;
  private closing = false;
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly bus: EventBus,
  ) {}

  onModuleInit() {
    this.unsubscribe.push(
      this.bus.subscribe('member.event', (event) => this.deliver(event)),
      this.bus.subscribe('member.sessions.ended', (ended) => this.endSessions(ended)),
      // events published while Redis was away are lost here: closed streams reconnect and replay them
      this.bus.onMissedEvents(() => this.closeAll()),
    );
    this.setHeartbeatInterval(EVENT_HEARTBEAT_MS);
  }

  /** Every open stream gets a comment line once per `ms`, a slice of them at a time. */
  setHeartbeatInterval(ms: number) {
    clearInterval(this.timer);
    this.timer = setInterval(() => this.beat(), ms / HEARTBEAT_SLOTS);
    this.timer.unref();
  }

  /** How many streams this process holds (for the benchmark and tests). */
  get size(): number {
    return this.slots.reduce((sum, slot) => sum + slot.size, 0);
  }

  /**
   * Serves a member's stream on `connection` (its head written) until the client goes or `session` (the
   * token hash, hex) ends: the retry line at once, then the stored events after `lastEventId`, then
   * live ones. Never throws.
   */
  async open(
    to: Recipient,
    session: string,
    lastEventId: string | null,
    connection: StreamSocket,
  ): Promise<void> {
    if (this.closing) {
      endStream(connection);
      return;
    }
    const stream: Stream = {
      ...connection,
      memberId: to.memberId,
      session,
      slot: this.nextSlot,
      pending: [],
      replayed: null,
      replayedAt: 0,
    };
    this.nextSlot = (this.nextSlot + 1) % HEARTBEAT_SLOTS;
    this.add(stream);
    stream.socket.on('close', () => this.remove(stream));
    this.write(stream, sseRetry(EVENT_RETRY_MS));
    try {
      const replay =
        lastEventId === null ? { text: '', ids: new Set<string>() } : await this.replay(to, lastEventId);
      this.goLive(stream, replay);
    } catch (error) {
      this.logger.error(`replaying events failed: ${error instanceof Error ? error.message : error}`);
      endStream(stream);
    }
  }

  /** Writes the replay, then what arrived meanwhile and was not in it; from now on events go straight out. */
  private goLive(stream: Stream, replay: Replay) {
    let text = replay.text;
    for (const event of stream.pending ?? []) {
      if (event.id !== null && replay.ids.has(event.id)) continue;
      text += sseEvent(event.id, event.type, JSON.stringify(event.data));
    }
    stream.pending = null;
    if (replay.ids.size > 0) {
      stream.replayed = replay.ids;
      stream.replayedAt = Date.now();
    }
    if (text) this.write(stream, text);
  }

  /** The member's stored events after `lastEventId`, as stream text, and their ids. */
  private async replay(to: Recipient, lastEventId: string): Promise<Replay> {
    const rows: { id: string; type: string; data: unknown }[] = await this.db.query(
      `SELECT id::text AS id, type, data FROM member_event
       WHERE tenant_id = $1 AND member_id = $2 AND id > $3 ORDER BY id LIMIT $4`,
      [to.tenantId, to.memberId, lastEventId, MAX_REPLAY],
    );
    let text = (await this.mayHaveLost(lastEventId, rows.length)) ? RELOAD : '';
    for (const row of rows) text += sseEvent(row.id, row.type, JSON.stringify(row.data));
    return { text, ids: new Set(rows.map((row) => row.id)) };
  }

  /**
   * Whether events after `lastEventId` may be gone: too many to replay, or the pruning job deleted
   * rows after it (ids grow, so the oldest stored event tells).
   */
  private async mayHaveLost(lastEventId: string, replayed: number): Promise<boolean> {
    if (replayed >= MAX_REPLAY) return true;
    const [{ first }]: { first: string | null }[] = await this.db.query(
      'SELECT min(id)::text AS first FROM member_event',
    );
    return first === null || BigInt(first) > BigInt(lastEventId) + 1n;
  }

  private deliver(event: BusEvent) {
    const streams = this.byMember.get(event.memberId);
    if (!streams) return;
    const text = sseEvent(event.id, event.type, JSON.stringify(event.data));
    const chunk = asChunk(text);
    for (const stream of streams) {
      if (stream.pending) stream.pending.push(event);
      else if (event.id === null || !stream.replayed?.has(event.id)) this.send(stream, text, chunk);
    }
  }

  /** The streams of sessions that ended close: nothing more reaches a logged-out browser. */
  private endSessions({ memberId, only, except }: BusEvents['member.sessions.ended']) {
    for (const stream of this.byMember.get(memberId) ?? []) {
      if (only !== undefined ? stream.session !== only : stream.session === except) continue;
      this.remove(stream);
      endStream(stream);
    }
  }

  private write(stream: Stream, text: string) {
    this.send(stream, text, stream.chunked ? asChunk(text) : text);
  }

  /**
   * Writes `text`, framed as `chunk` on a chunked stream. What one tick writes to a stream goes out in
   * one system call (a sent message's echo and the sender's new balance, for one).
   */
  private send(stream: Stream, text: string, chunk: string) {
    const { socket } = stream;
    if (socket.destroyed) return;
    if (socket.writableLength > MAX_BUFFERED_BYTES) {
      socket.destroy();
      return;
    }
    if (!socket.writableCorked) {
      socket.cork();
      process.nextTick(uncork, socket);
    }
    socket.write(stream.chunked ? chunk : text);
  }

  private beat() {
    const slot = this.slots[this.tick];
    this.tick = (this.tick + 1) % HEARTBEAT_SLOTS;
    const forget = Date.now() - REPLAYED_KEEP_MS;
    for (const stream of slot) {
      if (stream.replayed && stream.replayedAt < forget) stream.replayed = null;
      this.send(stream, SSE_HEARTBEAT, HEARTBEAT_CHUNK);
    }
  }

  private add(stream: Stream) {
    let streams = this.byMember.get(stream.memberId);
    if (!streams) {
      streams = new Set();
      this.byMember.set(stream.memberId, streams);
    }
    streams.add(stream);
    this.slots[stream.slot].add(stream);
    if (streams.size > MAX_STREAMS_PER_MEMBER) {
      // a Set iterates in insertion order: the first is the oldest
      const [oldest] = streams;
      this.remove(oldest);
      endStream(oldest);
    }
  }

  private remove(stream: Stream) {
    this.slots[stream.slot].delete(stream);
    const streams = this.byMember.get(stream.memberId);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) this.byMember.delete(stream.memberId);
  }

  private closeAll() {
    for (const slot of this.slots) {
      for (const stream of slot) {
        this.remove(stream);
        endStream(stream);
      }
    }
  }

  onModuleDestroy() {
    clearInterval(this.timer);
    for (const stop of this.unsubscribe.splice(0)) stop();
  }

  /** Before the HTTP server closes: open streams would keep it waiting forever. */
  beforeApplicationShutdown() {
    this.closing = true;
    this.closeAll();
  }
}
