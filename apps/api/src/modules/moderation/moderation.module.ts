import { Module } from '@nestjs/common';

/** The moderators' queue of conversations with fictional profiles, and their replies. */
@Module({})
export class ModerationModule {}
