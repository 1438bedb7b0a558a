import {
  FREE_CONVERSATIONS,
  MESSAGE_PAGE_SIZE,
  type MessagesAnswer,
  type messagesQuerySchema,
} from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { blockState } from './block-state.js';
import { chatTarget } from './chat-target.js';
import { conversationIdOf, type OwnSide, visibleOwnSide } from './conversation-access.js';
import { startedConversations } from './conversation-store.js';
import { MESSAGE_COLUMNS, type MessageRow, messageRecordOf, toMessage } from './message-answer.js';
import { cardsByIds } from './profile-cards.js';

type MessagesQuery = z.infer<typeof messagesQuerySchema>;

/** GET /api/messages.php: a page of a conversation's messages, newest page first, oldest first within. */
@Injectable()
export class MessagesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(tenant: Tenant, member: Member, query: MessagesQuery): Promise<MessagesAnswer> {
    const db = this.dataSource.manager;
    const { side, profileId, started } = await this.conversationOf(db, tenant, member, query);
    const card = (await cardsByIds(db, [profileId])).get(profileId);
    if (!card) throw new ApiError('profile_not_found');
    // the side knows whether there is a block at all; which way, only when there is one
    const blocked = side && !side.other.blocked ? null : await blockState(db, tenant, member, profileId);
    if (!side) {
      const freeLimitReached = !started && !blocked && (await this.atFreeLimit(db, tenant, member));
      return {
        conversation_id: null,
        profile: card,
        messages: [],
        older: null,
        free_limit_reached: freeLimitReached,
        blocked,
      };
    }

    const rows = await this.rows(db, side, query.before);
    const oldestFirst = rows.slice(0, MESSAGE_PAGE_SIZE).reverse();
    const reader = {
      profileId: side.ownProfileId,
      language: member.language,
      seenUpTo: side.other.lastReadMessageId,
    };
    return {
      conversation_id: side.conversationId,
      profile: card,
      messages: oldestFirst.map((row) => toMessage(messageRecordOf(row), reader)),
      older: rows.length > MESSAGE_PAGE_SIZE ? (oldestFirst[0]?.id ?? null) : null,
      free_limit_reached: false,
      blocked,
    };
  }

  /** As SendMessageService refuses a free member's new conversation beyond the limit. */
  private async atFreeLimit(db: EntityManager, tenant: Tenant, member: Member): Promise<boolean> {
    if (member.paidUser || member.profileId === null) return false;
    const starter = { memberId: member.id, profileId: member.profileId };
    return (await startedConversations(db, tenant, starter)) >= FREE_CONVERSATIONS;
  }

  /** By conversation (it must be the member's), or by profile (before any message, there is none). */
  private async conversationOf(
    db: EntityManager,
    tenant: Tenant,
    member: Member,
    query: MessagesQuery,
  ): Promise<{ side: OwnSide | null; profileId: number; started: boolean }> {
    if (query.conversation_id !== undefined) {
      const side = await visibleOwnSide(db, tenant, member.id, query.conversation_id);
      return { side, profileId: side.other.profileId, started: true };
    }
    // a block does not hide what was written: the member still reads it (and cannot write more)
    const target = await chatTarget(db, tenant, member, query.profile_id as number, { allowBlocked: true });
    const id =
      member.profileId === null ? null : await conversationIdOf(db, member.profileId, target.profileId);
    // one the member cleared is written to again without starting anew
    const side = id === null ? null : await visibleOwnSide(db, tenant, member.id, id);
    return { side, profileId: target.profileId, started: id !== null };
  }

  /** Newest first, after what the member cleared, before the cursor; one more than a page tells of older ones. */
  private rows(db: EntityManager, side: OwnSide, before: number | undefined): Promise<MessageRow[]> {
    return db.query(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_message m LEFT JOIN gift g ON g.id = m.gift_id
       WHERE m.conversation_id = $1 AND m.id > $2 AND ($3::int IS NULL OR m.id < $3::int)
       ORDER BY m.id DESC LIMIT $4`,
      [side.conversationId, side.clearedMessageId, before ?? null, MESSAGE_PAGE_SIZE + 1],
    );
  }
}
