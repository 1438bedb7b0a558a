import { Global, Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { EventStreams } from './event-streams.service.js';
import { EventsController } from './events.controller.js';
import { MemberEventPruner } from './member-event-pruner.service.js';
import { MemberEvents } from './member-events.service.js';

/** Live events: MemberEvents for every feature, and the GET /api/events stream. */
@Global()
@Module({
  imports: [AccountsModule],
  controllers: [EventsController],
  providers: [MemberEvents, EventStreams, MemberEventPruner],
  exports: [MemberEvents],
})
export class RealtimeModule {}
