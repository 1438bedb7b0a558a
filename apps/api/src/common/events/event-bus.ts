import { randomUUID } from 'node:crypto';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

/** Every event the bus carries, by name, with its payload (JSON: it may cross processes). */
export interface BusEvents {
  /** A tenant, one of its domains or its company changed: whatever is cached about it is stale. */
  'tenant.changed': { tenantId: number };
  /** A live event for one member's open streams (realtime module); `id` null for typing notices. */
  'member.event': { memberId: number; id: string | null; type: string; data: Record<string, unknown> };
  /**
   * Sessions of a member ended (logout, password change, account disabled or deleted): `only` the one
   * with this token hash (hex), or all but `except`, or all. Their open event streams close.
   */
  'member.sessions.ended': { memberId: number; only?: string; except?: string };
}
export type BusEventName = keyof BusEvents;
export type BusHandler<N extends BusEventName> = (payload: BusEvents[N]) => void;

/**
 * Events between the parts of the API and between API processes (DESIGN.md decision 6). Handlers run
 * in this process at once when it publishes; other processes receive the event through Redis.
 */
export abstract class EventBus {
  protected readonly logger = new Logger('EventBus');
  private readonly handlers = new Map<BusEventName, Set<(payload: unknown) => void>>();
  private readonly missedHandlers = new Set<() => void>();

  /** Publishes one event. */
  publish<N extends BusEventName>(name: N, payload: BusEvents[N]): Promise<void> {
    return this.publishAll(name, [payload]);
  }

  /**
   * Publishes events of one kind together, in order: to other processes as one message (a sent chat
   * message's three live events cost one Redis PUBLISH and one parse, not three).
   */
  abstract publishAll<N extends BusEventName>(name: N, payloads: BusEvents[N][]): Promise<void>;

  /** Calls `handler` for every event `name` from now on; answers the function that stops it. */
  subscribe<N extends BusEventName>(name: N, handler: BusHandler<N>): () => void {
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
    }
    const untyped = handler as (payload: unknown) => void;
    set.add(untyped);
    return () => set.delete(untyped);
  }

  /**
   * Calls `handler` when events may have been lost (the connection to Redis broke and came back):
   * a cache should then forget everything rather than wait for events that will never come.
   */
  onMissedEvents(handler: () => void): () => void {
    this.missedHandlers.add(handler);
    return () => this.missedHandlers.delete(handler);
  }

  protected deliver(name: string, payload: unknown): void {
    for (const handler of this.handlers.get(name as BusEventName) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        this.logger.error(`handler of ${name} failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  }

  protected missed(): void {
    for (const handler of this.missedHandlers) handler();
  }
}

/** One process: events are function calls. */
export class InProcessEventBus extends EventBus {
  async publishAll<N extends BusEventName>(name: N, payloads: BusEvents[N][]): Promise<void> {
    for (const payload of payloads) this.deliver(name, payload);
  }
}

export const EVENTS_CHANNEL = 'amora:events';

/**
 * The channel of the processes sharing one database: a deployment's processes hear each other, another
 * deployment (or test) on the same Redis never does.
 */
export function eventsChannel(databaseUrl: string | undefined): string {
  const database = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : '';
  return database ? `${EVENTS_CHANNEL}:${database}` : EVENTS_CHANNEL;
}

interface Envelope {
  origin: string;
  name: string;
  payloads: unknown[];
  /** One event, as a process of the release before publishAll sends it (read during a rolling deploy). */
  payload?: unknown;
}

/**
 * Several processes: every event goes to one Redis pub/sub channel that every process listens to.
 * The publisher runs its own handlers directly and skips its echo, so a publish has taken effect here
 * when it resolves (and in the other processes a moment later).
 */
export class RedisEventBus extends EventBus implements OnApplicationShutdown {
  private readonly origin = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  private constructor(
    url: string,
    private readonly channel: string,
  ) {
    super();
    // a few retries, then a command fails: a wrong REDIS_URL stops the start instead of hanging it
    // (and a socket that never opened is not waited for the default 2 s on the way out)
    const options = { maxRetriesPerRequest: 2, connectTimeout: 5_000, disconnectTimeout: 200 };
    // commands of one tick in one write: a sent message's events (both sides', the balance) go together
    this.publisher = new Redis(url, { ...options, enableAutoPipelining: true });
    this.subscriber = new Redis(url, options);
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    }
  }

  /** Connects and subscribes; rejects when Redis cannot be reached. */
  static async connect(url: string, channel = EVENTS_CHANNEL): Promise<RedisEventBus> {
    const bus = new RedisEventBus(url, channel);
    try {
      await bus.subscriber.subscribe(channel);
      await bus.publisher.ping();
    } catch (error) {
      bus.subscriber.disconnect();
      bus.publisher.disconnect();
      throw new Error(`Redis at REDIS_URL could not be reached for the event bus: ${String(error)}`);
    }
    bus.subscriber.on('message', (_channel: string, message: string) => bus.receive(message));
    // ioredis subscribes again by itself after a reconnect; what was published meanwhile is lost
    bus.subscriber.on('ready', () => bus.missed());
    return bus;
  }

  async publishAll<N extends BusEventName>(name: N, payloads: BusEvents[N][]): Promise<void> {
    if (payloads.length === 0) return;
    for (const payload of payloads) this.deliver(name, payload);
    const envelope: Envelope = { origin: this.origin, name, payloads };
    await this.publisher.publish(this.channel, JSON.stringify(envelope));
  }

  async onApplicationShutdown() {
    await Promise.all(
      [this.subscriber, this.publisher].map((client) => client.quit().catch(() => client.disconnect())),
    );
  }

  private receive(message: string) {
    let envelope: Envelope | null;
    try {
      envelope = JSON.parse(message) as Envelope | null;
    } catch {
      this.logger.warn('ignored an event that is not JSON');
      return;
    }
    if (typeof envelope !== 'object' || envelope === null) return;
    if (envelope.origin === this.origin || typeof envelope.name !== 'string') return;
    const payloads = Array.isArray(envelope.payloads)
      ? envelope.payloads
      : 'payload' in envelope
        ? [envelope.payload]
        : null;
    if (!payloads) {
      this.logger.warn(`ignored an event ${envelope.name} without payloads`);
      return;
    }
    for (const payload of payloads) this.deliver(envelope.name, payload);
  }
}
