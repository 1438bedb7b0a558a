import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { CreditsModule } from '../credits/credits.module.js';
import { ChatsController } from './chats.controller.js';
import { ConversationsService } from './conversations.service.js';
import { GiftsController } from './gifts.controller.js';
import { GiftsService } from './gifts.service.js';
import { MessagesController } from './messages.controller.js';
import { MessagesService } from './messages.service.js';
import { SendMessageService } from './send-message.service.js';

/**
 * Conversations, messages paid by credits, gifts, reads and typing. Messages are written by
 * message-writer.ts, which the moderators' replies (modules/moderation) use as well.
 */
@Module({
  imports: [AccountsModule, CreditsModule],
  controllers: [ChatsController, MessagesController, GiftsController],
  providers: [ConversationsService, MessagesService, SendMessageService, GiftsService],
})
export class ChatModule {}
