import { Redis } from 'ioredis';
import { describeWithRedis } from '../../test/requires.js';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';

/** Calls of a Redis command so far, from INFO commandstats. */
async function calls(redis: Redis, command: string): Promise<number> {
  const info = await redis.info('commandstats');
  return Number(new RegExp(`^cmdstat_${command}:calls=(\\d+)`, 'm').exec(info)?.[1] ?? 0);
}

describeWithRedis('rate-limit counters in Redis', () => {
  let redis: Redis;
  let storage: RedisThrottlerStorage;
  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL as string);
    storage = new RedisThrottlerStorage(redis);
  });
  afterAll(() => redis.quit());

  it('counts hits in a window and blocks past the limit, the script sent by its SHA1', async () => {
    const key = `test-${process.pid}-${Date.now()}`;
    const before = await calls(redis, 'evalsha');
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await storage.increment(key, 60_000, 3, 30_000, 'default'));
    expect(hits.map((h) => [h.totalHits, h.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(hits[3].timeToBlockExpire).toBe(30);
    expect(hits[0].timeToExpire).toBe(60);
    // the first may load the script (EVAL after NOSCRIPT); the others went by SHA1 (other suites
    // share this Redis, so at least)
    expect((await calls(redis, 'evalsha')) - before).toBeGreaterThanOrEqual(3);
  });
});
