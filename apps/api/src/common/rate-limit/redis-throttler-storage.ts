import type { OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';

// One round trip: count the hit, start the window on the first, block once over the limit.
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
local blockTtl = redis.call('PTTL', KEYS[2])
if blockTtl <= 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  blockTtl = tonumber(ARGV[3])
end
return { hits, ttl, blockTtl }
`;

type ThrottleRedis = Redis & {
  throttleIncrement(
    key: string,
    blockKey: string,
    ttl: number,
    limit: number,
    blockDuration: number,
  ): Promise<[number, number, number]>;
};

/**
 * Rate-limit counters shared by every API process (DESIGN.md §14). The script goes by its SHA1
 * (EVALSHA, ioredis sending the body once when Redis does not know it yet): every guarded request
 * counts, and its body would otherwise be sent and hashed again each time.
 */
export class RedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly redis: ThrottleRedis;

  constructor(redis: Redis) {
    redis.defineCommand('throttleIncrement', { numberOfKeys: 2, lua: INCREMENT });
    this.redis = redis as ThrottleRedis;
  }

  async onApplicationShutdown() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string) {
    const base = `amora:throttle:${throttlerName}:${key}`;
    const [hits, ttlMs, blockMs] = await this.redis.throttleIncrement(
      base,
      `${base}:blocked`,
      ttl,
      limit,
      blockDuration || ttl,
    );
    return {
      totalHits: hits,
      timeToExpire: Math.ceil(Math.max(ttlMs, 0) / 1000),
      isBlocked: blockMs > 0,
      timeToBlockExpire: Math.ceil(Math.max(blockMs, 0) / 1000),
    };
  }
}
