import { Module } from '@nestjs/common';
import { StaffModule } from '../staff/staff.module.js';
import { FictionalPhotosService } from './fictional-photos.service.js';
import { FictionalProfilesService } from './fictional-profiles.service.js';
import { InboxCommitPublisher } from './inbox-commit-publisher.js';
import { InboxConsoleService } from './inbox-console.service.js';
import { InboxStreams } from './inbox-streams.service.js';
import { ModerationAdminController } from './moderation-admin.controller.js';
import { ModeratorQueueService } from './moderator-queue.service.js';
import { StaffMessagesService } from './staff-messages.service.js';
import { StaffNotesService } from './staff-notes.service.js';

/**
 * The moderators' queue of conversations with fictional profiles and their replies (written with the
 * chat's message-writer.ts; the chat's send enqueues through enqueue.ts), and the console around it:
 * the inbox with claims and its live stream, notes, the staff message trail and fictional profiles.
 */
@Module({
  imports: [StaffModule],
  controllers: [ModerationAdminController],
  providers: [
    ModeratorQueueService,
    InboxCommitPublisher,
    InboxConsoleService,
    InboxStreams,
    StaffMessagesService,
    StaffNotesService,
    FictionalProfilesService,
    FictionalPhotosService,
  ],
  exports: [ModeratorQueueService],
})
export class ModerationModule {}
