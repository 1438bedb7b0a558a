import {
  FREE_CONVERSATIONS,
  type sendMessageAnswerSchema,
  type sendMessageRequestSchema,
} from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error.js';
import { InjectEnv } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { mayPrepare } from '../../persistence/prepared-query.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { assertMayReply } from '../accounts/member-permissions.js';
import { CreditLedgerService } from '../credits/credit-ledger.service.js';
import { enqueueForModerators } from '../moderation/enqueue.js';
import { poolOf } from '../profiles/profile-pool.js';
import { type Delivery, MemberEvents } from '../realtime/member-events.service.js';
import type { MessageKind } from './chat-message.entity.js';
import { chatTarget } from './chat-target.js';
import { conversationIdOf, type OwnSide, ownSide } from './conversation-access.js';
import { openConversation, type Starter, startedConversations } from './conversation-store.js';
import { activeGift } from './gift-catalogue.js';
import { type GiftRecord, type MessageRecord, toMessage } from './message-answer.js';
import { type MessageParty, messageDeliveries, publishAfterCommit } from './message-events.js';
import { messageText } from './message-text.js';
import { writeMessage } from './message-writer.js';
import { conversationToWrite, lockMember, refuseReplay } from './send-message.queries.js';
import { sendText, type TextSend } from './send-text.query.js';

type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;
type SendMessageAnswer = z.infer<typeof sendMessageAnswerSchema>;

/** What is sent and what it costs. */
interface Content {
  kind: MessageKind;
  text: string | null;
  gift: GiftRecord | null;
  cost: number;
}

interface Sent {
  message: MessageRecord;
  side: OwnSide;
  credits: number;
  charged: boolean;
}

/**
 * POST /api/messages.php: a text or a gift, paid by credits (issue 10 design). Everything is checked and
 * written in one transaction that first locks the member's row; nothing is charged for a refused send.
 * A text to a conversation goes first as one statement (sendText); when that writes nothing (a refusal,
 * a fictional profile, a replay), the transaction runs and says why.
 */
@Injectable()
export class SendMessageService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly credits: CreditLedgerService,
    private readonly events: MemberEvents,
    @InjectEnv() private readonly env: Env,
  ) {}

  async send(tenant: Tenant, member: Member, request: SendMessageRequest): Promise<SendMessageAnswer> {
    assertMayReply(member);
    const { profileId } = member;
    if (profileId === null) throw new ApiError('profile_not_found');
    const starter = { memberId: member.id, profileId };
    const content = await this.contentOf(tenant, request);
    if (request.conversation_id !== undefined && content.text !== null) {
      const answer = await this.sendText(tenant, member, starter, {
        conversationId: request.conversation_id,
        clientId: request.client_id,
        text: content.text,
        cost: content.cost,
      });
      if (answer) return answer;
    }
    const from = { tenantId: tenant.id, memberId: member.id, profileId, language: member.language };
    const sent = await this.dataSource.transaction(async (db) => {
      const written = await this.write(db, tenant, starter, content, request);
      // stored with the message (no commit of their own), published once it is committed
      const events = await this.events.store(
        db,
        deliveriesOf(written, { ...from, invisible: member.invisible }),
      );
      return { ...written, events };
    });
    await publishAfterCommit(this.events, sent.events);
    return {
      message: toMessage(sent.message, { profileId, language: member.language, seenUpTo: 0 }),
      credits: sent.credits,
    };
  }

  /** A text to a conversation in one statement (sendText); null when it wrote nothing. */
  private async sendText(
    tenant: Tenant,
    member: Member,
    { profileId }: Starter,
    text: Pick<TextSend, 'conversationId' | 'clientId' | 'text' | 'cost'>,
  ): Promise<SendMessageAnswer | null> {
    const sent = await sendText(
      this.dataSource,
      {
        tenantId: tenant.id,
        pool: poolOf(tenant),
        memberId: member.id,
        profileId,
        invisible: member.invisible,
        ...text,
      },
      { prepared: mayPrepare(this.env.DATABASE_URL) },
    );
    if (!sent) return null;
    await publishAfterCommit(this.events, sent.events);
    const message: MessageRecord = {
      id: sent.messageId,
      conversationId: text.conversationId,
      senderProfileId: profileId,
      kind: 'text',
      text: text.text,
      createdAt: new Date(sent.createdAt),
      gift: null,
    };
    return {
      message: toMessage(message, { profileId, language: member.language, seenUpTo: 0 }),
      credits: sent.credits,
    };
  }

  private async contentOf(tenant: Tenant, request: SendMessageRequest): Promise<Content> {
    if ((request.text === undefined) === (request.gift_id === undefined)) {
      throw new ApiError('message_text_or_gift');
    }
    if (request.text !== undefined) {
      const text = messageText(request.text, tenant.messageLength);
      return { kind: 'text', text, gift: null, cost: tenant.messageCredits };
    }
    const gift = await activeGift(this.dataSource.manager, tenant, request.gift_id as number);
    return { kind: 'gift', text: null, gift, cost: gift.credits };
  }

  private async write(
    db: EntityManager,
    tenant: Tenant,
    starter: Starter,
    content: Content,
    request: SendMessageRequest,
  ): Promise<Sent> {
    // first: the member's row lock orders this member's sends (see lockMember)
    const payer = await lockMember(db, tenant, starter.memberId);
    const side = await this.sideFor(db, tenant, starter, payer.paidUser, request);
    const message = await writeMessage(db, {
      conversationId: side.conversationId,
      conversationTenantId: side.conversationTenantId,
      senderProfileId: starter.profileId,
      ...content,
      credits: content.cost,
      staffId: null,
      clientId: request.client_id,
    });
    const charged = content.cost > 0;
    const credits = charged
      ? await this.credits.book(
          db,
          tenant,
          {
            memberId: starter.memberId,
            delta: -content.cost,
            reason: content.kind === 'gift' ? 'gift' : 'message',
            reference: `message:${message.id}`,
            idempotencyKey: `message:${starter.memberId}:${request.client_id}`,
          },
          { memberLocked: true },
        )
      : payer.credits;
    if (side.other.fictional) {
      await enqueueForModerators(db, {
        tenantId: tenant.id,
        conversationId: side.conversationId,
        memberId: starter.memberId,
        fictionalProfileId: side.other.profileId,
        sentAt: message.createdAt,
      });
    }
    return { message, side, credits, charged };
  }

  /** The member's side of the conversation written to, opened when it is the first message. */
  private async sideFor(
    db: EntityManager,
    tenant: Tenant,
    starter: Starter,
    paidUser: boolean,
    request: SendMessageRequest,
  ): Promise<OwnSide> {
    const member = { id: starter.memberId, profileId: starter.profileId };
    if (request.conversation_id !== undefined) {
      return conversationToWrite(db, tenant, starter, request.conversation_id, request.client_id);
    }
    await refuseReplay(db, starter.profileId, request.client_id);
    const target = await chatTarget(db, tenant, member, request.profile_id as number);
    let conversationId = await conversationIdOf(db, starter.profileId, target.profileId);
    if (conversationId === null) {
      // counted under the member's row lock: parallel first messages cannot all pass the limit
      if (!paidUser && (await startedConversations(db, tenant, starter)) >= FREE_CONVERSATIONS) {
        throw new ApiError('premium_only', { limit: FREE_CONVERSATIONS });
      }
      conversationId = await openConversation(db, tenant, starter, target);
    }
    return ownSide(db, tenant, starter.memberId, conversationId);
  }
}

/** The live events of a sent message: `message` to both sides, and the sender's new balance when charged. */
function deliveriesOf(sent: Sent, from: MessageParty & { memberId: number; invisible: boolean }): Delivery[] {
  const { other } = sent.side;
  const to = {
    tenantId: other.tenantId,
    memberId: other.memberId,
    profileId: other.profileId,
    language: other.language,
  };
  return [
    ...messageDeliveries(sent.message, from, to),
    ...(sent.charged ? [{ to: from, event: { type: 'credits' as const, credits: sent.credits } }] : []),
  ];
}
