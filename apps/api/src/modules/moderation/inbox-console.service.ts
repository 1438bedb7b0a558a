import {
  CONTEXT_MESSAGES,
  INBOX_PAGE_SIZE,
  type InboxEntry,
  type inboxConversationAnswerSchema,
  type StaffMessage,
} from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error.js';
import { cardsByIds } from '../chat/profile-cards.js';
import { requireTenantAccess, type SignedInStaff } from '../staff/staff-access.js';
import { INBOX_ROLES, listScope, tenantFor } from './console-access.js';
import {
  conversationSides,
  type InboxRow,
  inboxPage,
  staffNameOf,
  waitingTenantOf,
} from './inbox-console.queries.js';
import { ModeratorQueueService } from './moderator-queue.service.js';
import { STAFF_MESSAGE_COLUMNS, type StaffMessageRow, staffMessageView } from './staff-message-view.js';

type ConversationContext = z.infer<typeof inboxConversationAnswerSchema>;

const claimOf = (by: number | null, name: string | null, until: Date | null) =>
  by === null || until === null
    ? null
    : { by: { id: by, name: name ?? '' }, until: new Date(until).toISOString() };

/**
 * The moderators' inbox in the console: waiting conversations of the tenants a moderator may work on,
 * oldest first, a claim that keeps others off for CLAIM_MS, the context beside a conversation, and the
 * reply for the fictional profile (through ModeratorQueueService, the chat's message writer).
 */
@Injectable()
export class InboxConsoleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: ModeratorQueueService,
  ) {}

  async list(staff: SignedInStaff, query: { tenant_id?: number; cursor?: string }) {
    const scope = listScope(staff, query.tenant_id, INBOX_ROLES);
    const db = this.dataSource.manager;
    const rows = await inboxPage(db, scope, parseCursor(query.cursor), INBOX_PAGE_SIZE + 1);
    const page = rows.slice(0, INBOX_PAGE_SIZE);
    const cards = await cardsByIds(
      db,
      page.flatMap((row) => [row.member_profile_id, row.fictional_profile_id]),
    );
    const last = page[page.length - 1];
    return {
      conversations: page.flatMap((row) => {
        const member = cards.get(row.member_profile_id);
        const fictional = cards.get(row.fictional_profile_id);
        return member && fictional ? [entryView(row, member, fictional)] : [];
      }),
      next_cursor: rows.length > INBOX_PAGE_SIZE ? `${last.since_micros}-${last.conversation_id}` : null,
    };
  }

  async claim(staff: SignedInStaff, conversationId: number) {
    const tenant = await this.waitingTenant(staff, conversationId);
    const result = await this.queue.claim(tenant, conversationId, staff.member.id);
    if (!result.claimed) {
      const name = await staffNameOf(this.dataSource.manager, result.by);
      throw new ApiError('conversation_claimed', claimOf(result.by, name, result.until) ?? undefined);
    }
    return { claim: claimOf(staff.member.id, staff.member.name, result.until) };
  }

  async release(staff: SignedInStaff, conversationId: number) {
    const tenant = await this.waitingTenant(staff, conversationId);
    await this.queue.release(tenant, conversationId, staff.member.id);
    return { ok: true as const };
  }

  async reply(
    staff: SignedInStaff,
    conversationId: number,
    text: string,
  ): Promise<{ message: StaffMessage }> {
    const tenant = await this.waitingTenant(staff, conversationId);
    const result = await this.queue.reply(tenant, conversationId, staff.member.id, text, {
      requireClaim: true,
    });
    if (!result.sent) {
      const [held]: { claimed_until: Date }[] = await this.dataSource.query(
        'SELECT claimed_until FROM moderator_queue WHERE conversation_id = $1',
        [conversationId],
      );
      const name = await staffNameOf(this.dataSource.manager, result.claimedBy);
      throw new ApiError(
        'conversation_claimed',
        claimOf(result.claimedBy, name, held?.claimed_until ?? new Date()) ?? undefined,
      );
    }
    const [row]: StaffMessageRow[] = await this.dataSource.query(
      `SELECT ${STAFF_MESSAGE_COLUMNS} FROM chat_message m LEFT JOIN staff s ON s.id = m.staff_id WHERE m.id = $1`,
      [result.messageId],
    );
    return { message: staffMessageView(row, tenant.id, -1) };
  }

  /** Everything a moderator reads beside a conversation with a fictional profile. */
  async context(staff: SignedInStaff, conversationId: number): Promise<ConversationContext> {
    const db = this.dataSource.manager;
    const sides = await conversationSides(db, conversationId);
    if (!sides) throw new ApiError('conversation_not_found');
    requireTenantAccess(staff, sides.member_tenant_id, INBOX_ROLES);
    const [[member], [fictional], [entry], messages, cards] = await Promise.all([
      db.query(
        `SELECT m.email, m.credits, m.paid_user, m.language, m.created_at, p.about, p.gender, p.sexuality,
                coalesce(n.notes, '') AS notes
         FROM member m JOIN profile p ON p.id = $2 LEFT JOIN member_note n ON n.member_id = m.id
         WHERE m.id = $1`,
        [sides.member_id, sides.member_profile_id],
      ),
      db.query(
        `SELECT p.about, coalesce(n.notes, '') AS notes FROM profile p
         LEFT JOIN profile_note n ON n.profile_id = p.id WHERE p.id = $1`,
        [sides.fictional_profile_id],
      ),
      db.query(
        `SELECT q.claimed_by, q.claimed_until, s.name FROM moderator_queue q
         LEFT JOIN staff s ON s.id = q.claimed_by
         WHERE q.conversation_id = $1`,
        [conversationId],
      ) as Promise<{ claimed_by: number | null; claimed_until: Date | null; name: string | null }[]>,
      db.query(
        `SELECT * FROM (
           SELECT ${STAFF_MESSAGE_COLUMNS} FROM chat_message m LEFT JOIN staff s ON s.id = m.staff_id
           WHERE m.conversation_id = $1 ORDER BY m.id DESC LIMIT $2
         ) recent ORDER BY id`,
        [conversationId, CONTEXT_MESSAGES],
      ) as Promise<StaffMessageRow[]>,
      cardsByIds(db, [sides.member_profile_id, sides.fictional_profile_id]),
    ]);
    const memberCard = cards.get(sides.member_profile_id);
    const fictionalCard = cards.get(sides.fictional_profile_id);
    if (!member || !memberCard || !fictionalCard) throw new ApiError('conversation_not_found');
    const live = entry?.claimed_until && new Date(entry.claimed_until) > new Date();
    return {
      conversation_id: conversationId,
      tenant_id: sides.member_tenant_id,
      waiting: entry !== undefined,
      claim: live ? claimOf(entry.claimed_by, entry.name, entry.claimed_until) : null,
      member: {
        id: sides.member_id,
        email: member.email,
        credits: member.credits,
        paid_user: member.paid_user,
        language: member.language,
        created_at: new Date(member.created_at).toISOString(),
        profile: { ...memberCard, about: member.about, gender: member.gender, sexuality: member.sexuality },
        notes: member.notes,
      },
      fictional_profile: { ...fictionalCard, about: fictional?.about ?? '', notes: fictional?.notes ?? '' },
      messages: messages.map((row) => staffMessageView(row, sides.member_tenant_id, sides.member_profile_id)),
    };
  }

  /** The tenant of a waiting conversation, once the staff member may answer there. */
  private async waitingTenant(staff: SignedInStaff, conversationId: number) {
    const db = this.dataSource.manager;
    const tenantId = await waitingTenantOf(db, conversationId);
    if (tenantId === undefined) throw new ApiError('conversation_not_found');
    return tenantFor(db, staff, tenantId, INBOX_ROLES);
  }
}

function entryView(
  row: InboxRow,
  member: InboxEntry['fictional_profile'],
  fictional: InboxEntry['fictional_profile'],
): InboxEntry {
  return {
    conversation_id: row.conversation_id,
    tenant_id: row.tenant_id,
    waiting_since: new Date(row.waiting_since).toISOString(),
    claim: claimOf(row.claimed_by, row.claimed_by_name, row.claimed_until),
    member: { id: row.member_id, profile: member },
    fictional_profile: fictional,
    last_message:
      row.last_at === null
        ? null
        : {
            kind: row.last_kind ?? 'text',
            text: row.last_text,
            created_at: new Date(row.last_at).toISOString(),
          },
  };
}

function parseCursor(cursor: string | undefined) {
  if (!cursor) return null;
  const [micros, id] = cursor.split('-');
  if (id === undefined) throw new ApiError('cursor_invalid');
  return { micros, conversationId: Math.min(Number(id), 2_147_483_647) };
}
