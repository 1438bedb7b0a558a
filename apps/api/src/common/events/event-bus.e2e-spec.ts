import { Redis } from 'ioredis';
import { describeWithRedis } from '../../test/requires.js';
import {
  type BusEvents,
  EVENTS_CHANNEL,
  eventsChannel,
  InProcessEventBus,
  RedisEventBus,
} from './event-bus.js';

const changed = (tenantId: number): BusEvents['tenant.changed'] => ({ tenantId });

/** Resolves with the next payload of `tenant.changed` on `bus`, or rejects after `ms`. */
function nextTenantChanged(bus: InProcessEventBus | RedisEventBus, ms = 3_000) {
  return new Promise<BusEvents['tenant.changed']>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no tenant.changed within ${ms} ms`)), ms);
    const stop = bus.subscribe('tenant.changed', (payload) => {
      clearTimeout(timer);
      stop();
      resolve(payload);
    });
  });
}

describe('EventBus in one process', () => {
  it('calls each subscriber once per event, until it unsubscribes', async () => {
    const bus = new InProcessEventBus();
    const seen: number[] = [];
    const stop = bus.subscribe('tenant.changed', ({ tenantId }) => seen.push(tenantId));
    await bus.publish('tenant.changed', changed(1));
    stop();
    await bus.publish('tenant.changed', changed(2));
    expect(seen).toEqual([1]);
  });

  it('keeps calling the other subscribers when one throws', async () => {
    const bus = new InProcessEventBus();
    const seen: number[] = [];
    bus.subscribe('tenant.changed', () => {
      throw new Error('broken subscriber');
    });
    bus.subscribe('tenant.changed', ({ tenantId }) => seen.push(tenantId));
    await bus.publish('tenant.changed', changed(3));
    expect(seen).toEqual([3]);
  });
});

describe('EventBus over Redis', () => {
  it('refuses to start when Redis cannot be reached, rather than run without fan-out', async () => {
    await expect(RedisEventBus.connect('redis://127.0.0.1:1')).rejects.toThrow(/could not be reached/);
  });
});

describeWithRedis('EventBus across processes through Redis', () => {
  const url = process.env.REDIS_URL ?? '';
  let a: RedisEventBus;
  let b: RedisEventBus;
  beforeAll(async () => {
    a = await RedisEventBus.connect(url);
    b = await RedisEventBus.connect(url);
  });
  afterAll(async () => {
    await a?.onApplicationShutdown();
    await b?.onApplicationShutdown();
  });

  it('delivers an event to the other process, and to the publisher once', async () => {
    const here: number[] = [];
    const stop = a.subscribe('tenant.changed', ({ tenantId }) => here.push(tenantId));
    const there = nextTenantChanged(b);
    await a.publish('tenant.changed', changed(41));
    expect(here).toEqual([41]); // at once, before Redis answers
    await expect(there).resolves.toEqual({ tenantId: 41 });
    // the publisher's echo from Redis is not delivered again: b's answer to a comes after it
    const back = nextTenantChanged(a);
    await b.publish('tenant.changed', changed(42));
    await back;
    stop();
    expect(here).toEqual([41, 42]);
  });

  it('carries events published together as one Redis message, delivered in their order', async () => {
    const here: number[] = [];
    const there: number[] = [];
    const stopHere = a.subscribe('tenant.changed', ({ tenantId }) => here.push(tenantId));
    const stopThere = b.subscribe('tenant.changed', ({ tenantId }) => there.push(tenantId));
    const listener = new Redis(url);
    const messages: string[] = [];
    try {
      await listener.subscribe(EVENTS_CHANNEL);
      listener.on('message', (_channel: string, message: string) => messages.push(message));
      const first = nextTenantChanged(b);
      await a.publishAll('tenant.changed', [changed(51), changed(52), changed(53)]);
      expect(here).toEqual([51, 52, 53]);
      await first;
      // one message: by the time b's first handler call is seen, the other two have been made as well
      expect(there).toEqual([51, 52, 53]);
      await a.publishAll('tenant.changed', []);
      const back = nextTenantChanged(a);
      await b.publish('tenant.changed', changed(54));
      await back;
      expect(messages.map((message) => JSON.parse(message).payloads)).toEqual([
        [changed(51), changed(52), changed(53)],
        [changed(54)],
      ]);
    } finally {
      stopHere();
      stopThere();
      listener.disconnect();
    }
  });

  it('ignores a message that is not an envelope of events, and goes on', async () => {
    const publisher = new Redis(url);
    try {
      const next = nextTenantChanged(b);
      for (const junk of [
        'not json',
        'null',
        '42',
        JSON.stringify({ origin: 'x', name: 'tenant.changed' }),
      ]) {
        await publisher.publish(EVENTS_CHANNEL, junk);
      }
      await a.publish('tenant.changed', changed(55));
      await expect(next).resolves.toEqual(changed(55));
    } finally {
      publisher.disconnect();
    }
  });

  it('reads the one-event envelope of the release before, as a rolling deploy has both', async () => {
    const publisher = new Redis(url);
    try {
      const next = nextTenantChanged(b);
      const old = { origin: 'a process of the release before', name: 'tenant.changed', payload: changed(56) };
      await publisher.publish(EVENTS_CHANNEL, JSON.stringify(old));
      await expect(next).resolves.toEqual(changed(56));
    } finally {
      publisher.disconnect();
    }
  });

  it('keeps the processes of another database apart, on a channel of their own', async () => {
    expect(eventsChannel('postgres://postgres@127.0.0.1:5432/amora')).toBe('amora:events:amora');
    expect(eventsChannel(undefined)).toBe('amora:events');
    const other = await RedisEventBus.connect(url, eventsChannel('postgres://127.0.0.1/another_site'));
    try {
      const heard: number[] = [];
      const stop = b.subscribe('tenant.changed', ({ tenantId }) => heard.push(tenantId));
      const own = nextTenantChanged(other);
      await other.publish('tenant.changed', changed(43));
      await own;
      // a round trip on b's channel after it: had b heard 43, it would have come first
      const back = nextTenantChanged(b);
      await a.publish('tenant.changed', changed(44));
      await back;
      stop();
      expect(heard).toEqual([44]);
    } finally {
      await other.onApplicationShutdown();
    }
  });
});
