import { Module } from '@nestjs/common';
import { ModeratorQueueService } from './moderator-queue.service.js';

/**
 * The moderators' queue of conversations with fictional profiles, and their replies (written with the
 * chat's message-writer.ts). The chat's send enqueues through enqueue.ts.
 */
@Module({ providers: [ModeratorQueueService], exports: [ModeratorQueueService] })
export class ModerationModule {}
