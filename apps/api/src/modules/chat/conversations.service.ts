import type { ChatsAnswer } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { type Delivery, MemberEvents } from '../realtime/member-events.service.js';
import { chatList } from './chat-list.js';
import { ownSide, visibleOwnSide } from './conversation-access.js';
import { deliverAfterCommit } from './message-events.js';
import { TypingThrottle } from './typing-throttle.js';

/** The member's conversations: the list, reading one, removing one, and typing in one. */
@Injectable()
export class ConversationsService {
  private readonly typingThrottle = new TypingThrottle();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: MemberEvents,
  ) {}

  async list(tenant: Tenant, member: Member): Promise<ChatsAnswer> {
    return { chats: await chatList(this.dataSource.manager, tenant, member) };
  }

  /** PUT /api/chat.php: unread 0, read up to the last message; the other side sees "seen". */
  async read(tenant: Tenant, member: Member, conversationId: number): Promise<void> {
    const db = this.dataSource.manager;
    const side = await ownSide(db, tenant, member.id, conversationId);
    // UPDATE ... RETURNING answers [rows, count]
    const [[row]]: [{ last_read_message_id: number }[], number] = await db.query(
      `UPDATE conversation_participant me
       SET unread_count = 0, last_read_message_id = greatest(me.last_read_message_id, coalesce(c.last_message_id, 0))
       FROM conversation c
       WHERE c.id = me.conversation_id AND me.tenant_id = $1 AND me.member_id = $2 AND me.conversation_id = $3
       RETURNING me.last_read_message_id`,
      [tenant.id, member.id, conversationId],
    );
    if (!row) throw new ApiError('conversation_not_found');
    const advanced = row.last_read_message_id > side.lastReadMessageId;
    if (!advanced && side.unreadCount === 0) return;
    const deliveries: Delivery[] = [
      { to: { tenantId: tenant.id, memberId: member.id }, event: { type: 'chats' } },
    ];
    if (advanced && side.other.memberId !== null && !member.invisible && !side.other.blocked) {
      deliveries.push({
        to: { tenantId: side.other.tenantId, memberId: side.other.memberId },
        event: { type: 'read', conversation_id: conversationId, message_id: row.last_read_message_id },
      });
    }
    await deliverAfterCommit(this.events, deliveries);
  }

  /**
   * DELETE /api/chat.php (spec §7): the conversation leaves the member's list and its messages so far
   * are gone for them; the other side keeps everything. The next message brings it back.
   */
  async remove(tenant: Tenant, member: Member, conversationId: number): Promise<void> {
    const db = this.dataSource.manager;
    await ownSide(db, tenant, member.id, conversationId);
    await db.query(
      `UPDATE conversation_participant me
       SET hidden = true, unread_count = 0, cleared_message_id = coalesce(c.last_message_id, 0)
       FROM conversation c
       WHERE c.id = me.conversation_id AND me.tenant_id = $1 AND me.member_id = $2 AND me.conversation_id = $3`,
      [tenant.id, member.id, conversationId],
    );
    await deliverAfterCommit(this.events, [
      { to: { tenantId: tenant.id, memberId: member.id }, event: { type: 'chats' } },
    ]);
  }

  /** POST /api/typing.php: a notice to the other member, live only and throttled; none across a block. */
  async typing(tenant: Tenant, member: Member, conversationId: number): Promise<void> {
    const side = await visibleOwnSide(this.dataSource.manager, tenant, member.id, conversationId);
    if (side.other.memberId === null || member.invisible || side.other.blocked) return;
    if (!this.typingThrottle.pass(member.id, conversationId)) return;
    await this.events.emitTransient(
      { tenantId: side.other.tenantId, memberId: side.other.memberId },
      { type: 'typing', conversation_id: conversationId },
    );
  }
}
