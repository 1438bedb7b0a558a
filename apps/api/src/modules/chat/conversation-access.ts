import type { Locale } from '@amora/contracts';
import type { EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import type { TenantRef } from '../../persistence/tenant-scoped.js';
import { profilesBlockedEitherWay } from '../profiles/blocks-sql.js';

/** A conversation as one of its members reaches it: their own side and what they may know of the other. */
export interface OwnSide {
  conversationId: number;
  /** The conversation's site (the starter's): its messages carry it. */
  conversationTenantId: number;
  lastMessageId: number | null;
  ownProfileId: number;
  unreadCount: number;
  lastReadMessageId: number;
  clearedMessageId: number;
  other: {
    profileId: number;
    /** null for a fictional profile. */
    memberId: number | null;
    tenantId: number;
    language: Locale | null;
    fictional: boolean;
    /** Up to here the other side has read: the member's own messages up to it are "seen". */
    lastReadMessageId: number;
    /** Active and not invisible: else the conversation is hidden from the member. */
    visible: boolean;
    /** A block either way: nothing the member does reaches them any more (no typing, no "seen"). */
    blocked: boolean;
  };
}

export interface SideRow {
  conversation_id: number;
  conversation_tenant_id: number;
  last_message_id: number | null;
  own_profile_id: number;
  unread_count: number;
  last_read_message_id: number;
  cleared_message_id: number;
  other_profile_id: number;
  other_member_id: number | null;
  other_tenant_id: number;
  other_language: Locale | null;
  other_fictional: boolean;
  other_last_read_message_id: number;
  other_visible: boolean;
  other_blocked: boolean;
}

/**
 * Every access to a conversation goes through the participant row of (tenant, member): someone
 * else's conversation is simply not found (never a 403 that would tell it exists).
 */
export const sideSql = (tenant: string, member: string, conversation: string) => `
  SELECT c.id AS conversation_id, c.tenant_id AS conversation_tenant_id, c.last_message_id,
         me.profile_id AS own_profile_id, me.unread_count, me.last_read_message_id, me.cleared_message_id,
         other.profile_id AS other_profile_id, other.member_id AS other_member_id,
         other.tenant_id AS other_tenant_id, om.language AS other_language, p.is_fictional AS other_fictional,
         other.last_read_message_id AS other_last_read_message_id,
         p.status = 'active' AND NOT p.invisible AS other_visible,
         other.profile_id IN (${profilesBlockedEitherWay({ tenant, member, ownProfile: 'me.profile_id' })}) AS other_blocked
  FROM conversation_participant me
  JOIN conversation c ON c.id = me.conversation_id
  JOIN conversation_participant other ON other.conversation_id = me.conversation_id AND other.profile_id <> me.profile_id
  JOIN profile p ON p.id = other.profile_id
  LEFT JOIN member om ON om.id = other.member_id
  WHERE me.tenant_id = ${tenant} AND me.member_id = ${member} AND me.conversation_id = ${conversation}`;

const SIDE_SQL = sideSql('$1', '$2', '$3');

export async function ownSide(
  db: EntityManager,
  tenant: TenantRef,
  memberId: number,
  conversationId: number,
): Promise<OwnSide> {
  const [row]: SideRow[] = await db.query(SIDE_SQL, [tenant.id, memberId, conversationId]);
  if (!row) throw new ApiError('conversation_not_found');
  return sideOf(row);
}

/** A row of sideSql as the member's side. */
export function sideOf(row: SideRow): OwnSide {
  return {
    conversationId: row.conversation_id,
    conversationTenantId: row.conversation_tenant_id,
    lastMessageId: row.last_message_id,
    ownProfileId: row.own_profile_id,
    unreadCount: row.unread_count,
    lastReadMessageId: row.last_read_message_id,
    clearedMessageId: row.cleared_message_id,
    other: {
      profileId: row.other_profile_id,
      memberId: row.other_member_id,
      tenantId: row.other_tenant_id,
      language: row.other_language,
      fictional: row.other_fictional,
      lastReadMessageId: row.other_last_read_message_id,
      visible: row.other_visible,
      blocked: row.other_blocked,
    },
  };
}

/** Like ownSide, and the other profile must still be one the member may see. */
export async function visibleOwnSide(
  db: EntityManager,
  tenant: TenantRef,
  memberId: number,
  conversationId: number,
): Promise<OwnSide> {
  const side = await ownSide(db, tenant, memberId, conversationId);
  if (!side.other.visible) throw new ApiError('conversation_not_found');
  return side;
}

/** The conversation of two profiles, if they have written. */
export async function conversationIdOf(db: EntityManager, a: number, b: number): Promise<number | null> {
  const [row]: { id: number }[] = await db.query(
    'SELECT id FROM conversation WHERE profile_low_id = $1 AND profile_high_id = $2',
    [Math.min(a, b), Math.max(a, b)],
  );
  return row?.id ?? null;
}
