import { Module } from '@nestjs/common';

/** Web push: members' subscriptions and the notifications sent to them. */
@Module({})
export class PushModule {}
