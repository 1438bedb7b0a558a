import type { InboxEvent, Locale, ProfileCard } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { EventBus } from '../../common/events/event-bus.js';
import type { TenantRef } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { MessageKind } from '../chat/chat-message.entity.js';
import type { MessageRecord } from '../chat/message-answer.js';
import { deliverAfterCommit, messageDeliveries } from '../chat/message-events.js';
import { messageText } from '../chat/message-text.js';
import { writeMessage } from '../chat/message-writer.js';
import { cardsByIds } from '../chat/profile-cards.js';
import { MemberEvents } from '../realtime/member-events.service.js';
import { queueEvent } from './inbox-events.js';
import { recentMessages, waitingEntries } from './moderator-queue.queries.js';

/** How long a claim keeps other moderators off a conversation. */
export const CLAIM_MS = 5 * 60_000;
/** Messages of history shown with each waiting conversation. */
export const HISTORY_MESSAGES = 20;

export interface QueueMessage {
  id: number;
  /** Written by the member (else for the fictional profile). */
  fromMember: boolean;
  kind: MessageKind;
  text: string | null;
  giftId: number | null;
  staffId: number | null;
  createdAt: Date;
}

export interface WaitingConversation {
  conversationId: number;
  waitingSince: Date;
  claimedBy: number | null;
  claimedUntil: Date | null;
  member: { id: number; profile: ProfileCard };
  fictionalProfile: ProfileCard;
  /** The latest HISTORY_MESSAGES, oldest first. */
  messages: QueueMessage[];
}

export type ClaimResult = { claimed: true; until: Date } | { claimed: false; by: number; until: Date };
export type ReplyResult = { sent: true; messageId: number } | { sent: false; claimedBy: number };

interface LockedEntry {
  member_id: number;
  fictional_profile_id: number;
  claimed_by: number | null;
  claim_live: boolean;
  conversation_tenant_id: number;
  member_language: Locale | null;
}

/**
 * The moderators' queue (issue 10): conversations in which a member wrote to a fictional profile and
 * waits for an answer, per tenant (the member's site). The console that uses it comes with the admin
 * issue; staff ids are plain numbers until staff accounts exist.
 */
@Injectable()
export class ModeratorQueueService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: MemberEvents,
    private readonly bus: EventBus,
  ) {}

  /** The tenant's waiting conversations, oldest first, each with both cards and the recent history. */
  async waiting(tenant: TenantRef, { limit = 20 }: { limit?: number } = {}): Promise<WaitingConversation[]> {
    const db = this.dataSource.manager;
    const entries = await waitingEntries(db, tenant.id, limit);
    const ids = entries.map((entry) => entry.conversation_id);
    const [cards, history] = await Promise.all([
      cardsByIds(
        db,
        entries.flatMap((entry) => [entry.member_profile_id, entry.fictional_profile_id]),
      ),
      recentMessages(db, ids, HISTORY_MESSAGES),
    ]);
    return entries.flatMap((entry) => {
      const memberCard = cards.get(entry.member_profile_id);
      const fictionalCard = cards.get(entry.fictional_profile_id);
      if (!memberCard || !fictionalCard) return [];
      return [
        {
          conversationId: entry.conversation_id,
          waitingSince: entry.waiting_since,
          claimedBy: entry.claimed_by,
          claimedUntil: entry.claimed_until,
          member: { id: entry.member_id, profile: memberCard },
          fictionalProfile: fictionalCard,
          messages: history
            .filter((row) => row.conversation_id === entry.conversation_id)
            .map((row) => ({
              id: row.id,
              fromMember: row.sender_profile_id === entry.member_profile_id,
              kind: row.kind,
              text: row.text,
              giftId: row.gift_id,
              staffId: row.staff_id,
              createdAt: row.created_at,
            })),
        },
      ];
    });
  }

  /**
   * Takes a waiting conversation for CLAIM_MS. One conditional UPDATE: of two moderators claiming at
   * once, exactly one gets it; the other learns who has it. Renewing one's own claim is allowed.
   */
  async claim(tenant: TenantRef, conversationId: number, staffId: number): Promise<ClaimResult> {
    const [rows]: [{ claimed_until: Date }[], number] = await this.dataSource.query(
      `UPDATE moderator_queue SET claimed_by = $3, claimed_until = now() + make_interval(secs => $4)
       WHERE tenant_id = $1 AND conversation_id = $2
         AND (claimed_by IS NULL OR claimed_by = $3 OR claimed_until <= now())
       RETURNING claimed_until`,
      [tenant.id, conversationId, staffId, CLAIM_MS / 1000],
    );
    if (rows[0]) {
      const until = rows[0].claimed_until;
      await this.announceQueue(
        queueEvent('claimed', {
          tenantId: tenant.id,
          conversationId,
          claimedBy: staffId,
          claimedUntil: until,
        }),
      );
      return { claimed: true, until };
    }
    const [held]: { claimed_by: number; claimed_until: Date }[] = await this.dataSource.query(
      'SELECT claimed_by, claimed_until FROM moderator_queue WHERE tenant_id = $1 AND conversation_id = $2',
      [tenant.id, conversationId],
    );
    if (!held) throw new ApiError('conversation_not_found');
    return { claimed: false, by: held.claimed_by, until: held.claimed_until };
  }

  /** Gives up one's own claim (an expired or someone else's claim stays as it is); answers whether one was held. */
  async release(tenant: TenantRef, conversationId: number, staffId: number): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.dataSource.query(
      `UPDATE moderator_queue SET claimed_by = NULL, claimed_until = NULL
       WHERE tenant_id = $1 AND conversation_id = $2 AND claimed_by = $3 RETURNING conversation_id`,
      [tenant.id, conversationId, staffId],
    );
    if (rows.length === 0) return false;
    await this.announceQueue(queueEvent('released', { tenantId: tenant.id, conversationId }));
    return true;
  }

  /**
   * The moderator answers for the fictional profile: a message marked with the staff id (free for the
   * member's side), which takes the conversation out of the queue and reaches the member live. Refused
   * while another moderator holds the claim; with `requireClaim` (the console), unless this moderator
   * holds a live claim. Every reply is kept in the staff message trail.
   */
  async reply(
    tenant: Tenant,
    conversationId: number,
    staffId: number,
    rawText: string,
    { requireClaim = false }: { requireClaim?: boolean } = {},
  ): Promise<ReplyResult> {
    const text = messageText(rawText, tenant.messageLength);
    const outcome = await this.dataSource.transaction(async (db) => {
      const entry = await this.lockEntry(db, tenant, conversationId);
      if (entry.claim_live && entry.claimed_by !== null && entry.claimed_by !== staffId) {
        return { sent: false as const, claimedBy: entry.claimed_by };
      }
      if (requireClaim && !(entry.claim_live && entry.claimed_by === staffId)) {
        throw new ApiError('conversation_not_claimed');
      }
      const message = await writeMessage(db, {
        conversationId,
        conversationTenantId: entry.conversation_tenant_id,
        senderProfileId: entry.fictional_profile_id,
        kind: 'text',
        text,
        gift: null,
        credits: 0,
        staffId,
        clientId: null,
      });
      await db.query('DELETE FROM moderator_queue WHERE tenant_id = $1 AND conversation_id = $2', [
        tenant.id,
        conversationId,
      ]);
      await db.query(
        `INSERT INTO staff_message (message_id, staff_id, member_tenant_id, fictional_profile_id, member_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [message.id, staffId, tenant.id, entry.fictional_profile_id, entry.member_id, message.createdAt],
      );
      return { sent: true as const, message, entry };
    });
    if (!outcome.sent) return outcome;
    await this.announce(tenant, outcome.message, outcome.entry);
    await this.announceQueue(queueEvent('answered', { tenantId: tenant.id, conversationId }));
    return { sent: true, messageId: outcome.message.id };
  }

  /** Tells staff watching the inbox; a failure must not fail the change, which is stored. */
  private async announceQueue(event: InboxEvent): Promise<void> {
    await this.bus.publish('moderation.queue', event).catch(() => undefined);
  }

  /**
   * The member's row first, as the member's send does (lockMember): a reply and the member's send then
   * run one after the other. Locking the conversation first is not enough: the send's message-writer
   * updates the conversation and its sides in one statement, in an order PostgreSQL does not promise,
   * and a reply holding the conversation could wait for a side the send holds (a deadlock). Then the
   * conversation row and the queue entry, in the send's order too.
   */
  private async lockEntry(
    db: EntityManager,
    tenant: TenantRef,
    conversationId: number,
  ): Promise<LockedEntry> {
    await db.query(
      `SELECT 1 FROM conversation_participant p JOIN member m ON m.id = p.member_id
       WHERE p.conversation_id = $1 FOR NO KEY UPDATE OF m`,
      [conversationId],
    );
    await db.query('SELECT 1 FROM conversation WHERE id = $1 FOR UPDATE', [conversationId]);
    const [entry]: LockedEntry[] = await db.query(
      `SELECT q.member_id, q.fictional_profile_id, q.claimed_by, q.claimed_until > now() AS claim_live,
              c.tenant_id AS conversation_tenant_id, m.language AS member_language
       FROM moderator_queue q
       JOIN conversation c ON c.id = q.conversation_id
       JOIN member m ON m.id = q.member_id
       WHERE q.tenant_id = $1 AND q.conversation_id = $2
       FOR UPDATE OF q`,
      [tenant.id, conversationId],
    );
    if (!entry) throw new ApiError('conversation_not_found');
    const [blocked] = await db.query(
      'SELECT 1 FROM member_block WHERE tenant_id = $1 AND member_id = $2 AND profile_id = $3',
      [tenant.id, entry.member_id, entry.fictional_profile_id],
    );
    if (blocked) throw new ApiError('contact_blocked');
    return entry;
  }

  private async announce(tenant: TenantRef, message: MessageRecord, entry: LockedEntry): Promise<void> {
    const [member]: { profile_id: number }[] = await this.dataSource.query(
      'SELECT profile_id FROM conversation_participant WHERE conversation_id = $1 AND member_id = $2',
      [message.conversationId, entry.member_id],
    );
    if (!member) return;
    await deliverAfterCommit(
      this.events,
      messageDeliveries(
        message,
        {
          tenantId: tenant.id,
          memberId: null,
          profileId: entry.fictional_profile_id,
          language: null,
          invisible: false,
        },
        {
          tenantId: tenant.id,
          memberId: entry.member_id,
          profileId: member.profile_id,
          language: entry.member_language,
        },
      ),
    );
  }
}
