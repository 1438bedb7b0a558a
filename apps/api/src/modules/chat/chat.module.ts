import { Module } from '@nestjs/common';

/** Conversations, messages paid by credits, gifts, reads and typing. */
@Module({})
export class ChatModule {}
