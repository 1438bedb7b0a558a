import { Global, Module } from '@nestjs/common';
import { MemberEvents } from './member-events.service.js';

/** Live events: MemberEvents for every feature, and the GET /api/events stream. */
@Global()
@Module({ providers: [MemberEvents], exports: [MemberEvents] })
export class RealtimeModule {}
