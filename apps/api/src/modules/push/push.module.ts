import { Global, Module } from '@nestjs/common';
import { PushService } from './push.service.js';

/**
 * Web push: members' subscriptions and the notifications sent to them. Global: live events
 * (MemberEvents) send through it, and POST /api/user.php?push=1 (accounts) stores subscriptions.
 */
@Global()
@Module({ providers: [PushService], exports: [PushService] })
export class PushModule {}
