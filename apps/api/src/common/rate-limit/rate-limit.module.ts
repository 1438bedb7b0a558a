import { Global, Module } from '@nestjs/common';
import { ThrottlerModule, ThrottlerStorageService } from '@nestjs/throttler';
import { Redis } from 'ioredis';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';
import { TenantThrottlerGuard } from './tenant-throttler.guard.js';

/**
 * @nestjs/throttler with counters in Redis when REDIS_URL is set (shared by all processes), in memory
 * otherwise. Routes opt in with @UseGuards(TenantThrottlerGuard) and @Throttle; the default below
 * applies to every guarded route.
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [ENV],
      useFactory: (env: Env) => {
        const throttlers = [{ name: 'default', ttl: 60_000, limit: 120 }];
        if (!env.REDIS_URL) return { throttlers, storage: new ThrottlerStorageService() };
        const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 });
        return { throttlers, storage: new RedisThrottlerStorage(redis) };
      },
    }),
  ],
  providers: [TenantThrottlerGuard],
  exports: [ThrottlerModule, TenantThrottlerGuard],
})
export class RateLimitModule {}
