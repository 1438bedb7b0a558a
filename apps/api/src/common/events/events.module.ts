import { Global, Module } from '@nestjs/common';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { EventBus, eventsChannel, InProcessEventBus, RedisEventBus } from './event-bus.js';

/** The `EventBus` for every module: in-process, or Redis pub/sub when REDIS_URL is set. */
@Global()
@Module({
  providers: [
    {
      provide: EventBus,
      inject: [ENV],
      useFactory: (env: Env): Promise<EventBus> | EventBus =>
        env.REDIS_URL
          ? RedisEventBus.connect(env.REDIS_URL, eventsChannel(env.DATABASE_URL))
          : new InProcessEventBus(),
    },
  ],
  exports: [EventBus],
})
export class EventsModule {}
