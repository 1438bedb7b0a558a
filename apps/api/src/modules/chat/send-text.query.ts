import type { DataSource } from 'typeorm';
import { preparedQuery } from '../../persistence/prepared-query.js';
import { type ChargeRefs, chargeEntrySql, chargeSql } from '../credits/credit-ledger.service.js';
import { profilesBlockedEitherWay } from '../profiles/blocks-sql.js';
import {
  type Delivery,
  lockMemberEventsSql,
  type StoredDeliveries,
} from '../realtime/member-events.service.js';

/** A text to a conversation the member is in, as SendMessageService.send takes it. */
export interface TextSend {
  tenantId: number;
  pool: string;
  memberId: number;
  profileId: number;
  invisible: boolean;
  conversationId: number;
  clientId: string;
  text: string;
  cost: number;
}

export interface TextSent {
  messageId: number;
  /** As the message's answer and its live events show it (ISO 8601, milliseconds). */
  createdAt: string;
  credits: number;
  events: StoredDeliveries;
}

interface Row {
  id: number;
  created: string;
  credits: number;
  /** Whether the receiver has a push subscription (else PushService need not look). */
  push: boolean;
  events: { id: string; tenant_id: number; member_id: number; data: Delivery['event'] }[];
}

const CHARGE: ChargeRefs = { tenant: '$1', member: '$2', cost: '$8', idempotencyKey: '$10' };

/**
 * The whole of a member's text to a conversation in one statement (the common send, 500 a second in
 * bench/chat): what SendMessageService's transaction does in six between BEGIN and COMMIT, each of
 * them planned again each time. It writes only when every check passes: a conversation of the
 * member's whose other side is a member's profile of the pool (active, visible, not fictional: those
 * go to the moderators' queue), no block either way, a client_id not used before, and credits enough.
 * The balance is debited as CreditLedgerService books (chargeSql); the message, the conversation's
 * latest message, both sides (as writeMessage) and the live events (as messageDeliveries, stored as
 * MemberEvents.store) go with it, and it tells whether the receiver has a push subscription at all.
 * Nothing written: SendMessageService's transaction runs instead and gives the refusal.
 *
 * The member's row, locked by the debit, orders the member's sends as lockMember does; what a
 * concurrent send committed meanwhile and this statement's snapshot missed (the same client_id) is
 * caught by the unique keys, and that send too goes the long way.
 *
 * Its commit does not wait for the WAL to reach the disk (synchronous_commit off for this statement's
 * own transaction only): at 500 sends a second every send otherwise queued behind each WAL flush, and
 * one slow flush of the disk held every send at once (bench/chat's pg_stat_activity: WALWrite and
 * WALSync were most of what the sends waited for). The trade: a crash of PostgreSQL itself (not of the
 * API) can lose the last moments of sends (at most 3 × wal_writer_delay, 600 ms by default), each
 * whole: the message with its debit, ledger entry and events, so no member pays for a lost message.
 * Payments, gifts and everything else keep committing synchronously.
 */
const SEND_TEXT_SQL = `
  WITH side AS (
    SELECT c.tenant_id AS conversation_tenant_id, other.profile_id AS other_profile_id,
           other.member_id AS other_member_id, other.tenant_id AS other_tenant_id
    FROM conversation_participant me
    JOIN conversation c ON c.id = me.conversation_id
    JOIN conversation_participant other
      ON other.conversation_id = me.conversation_id AND other.profile_id <> me.profile_id
    JOIN profile p ON p.id = other.profile_id
    WHERE me.tenant_id = $1 AND me.member_id = $2 AND me.conversation_id = $3
      AND p.pool = $6 AND p.status = 'active' AND NOT p.invisible AND NOT p.is_fictional
      AND other.member_id IS NOT NULL
      AND p.id NOT IN (${profilesBlockedEitherWay({ tenant: '$1', member: '$2', ownProfile: '$4' })})
      AND NOT EXISTS (SELECT 1 FROM chat_message WHERE sender_profile_id = $4 AND client_id = $5)
  ), ${chargeSql({ ...CHARGE, when: 'EXISTS (SELECT 1 FROM side)' })},
  message AS (
    INSERT INTO chat_message (tenant_id, conversation_id, sender_profile_id, kind, text, credits, client_id)
    SELECT side.conversation_tenant_id, $3, $4, 'text', $7, $8, $5 FROM side, debit
    RETURNING id, created_at, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created
  ), latest AS (
    UPDATE conversation SET last_message_id = message.id, last_message_at = message.created_at
    FROM message WHERE conversation.id = $3
    RETURNING 1
  ), sides AS (
    UPDATE conversation_participant
    SET hidden = false, unread_count = CASE WHEN profile_id = $4 THEN unread_count ELSE unread_count + 1 END
    FROM message WHERE conversation_id = $3
    RETURNING 1
  ), entry AS (${chargeEntrySql(CHARGE)} RETURNING 1),
  -- read here so that they are written before the events: the events' lock must come last
  written AS (SELECT (SELECT count(*) FROM latest) + (SELECT count(*) FROM sides) + (SELECT count(*) FROM entry) AS rows),
  events AS (
    INSERT INTO member_event (tenant_id, member_id, type, data)
    SELECT e.tenant_id, e.member_id, e.type, e.data
    FROM side, debit, message, written,
      LATERAL ${lockMemberEventsSql('CASE WHEN written.rows >= 0 THEN ARRAY[side.other_member_id, $2::int] END')} AS locked,
      LATERAL (VALUES
      (1, side.other_tenant_id, side.other_member_id, 'message', jsonb_build_object(
        'type', 'message', 'profile_id', $4::int, 'message', jsonb_build_object(
          'id', message.id, 'conversation_id', $3::int, 'from_me', false, 'kind', 'text', 'text', $7::text,
          'gift', null, 'created_at', message.created, 'seen', false))),
      (2, $1, $2, 'message', jsonb_build_object(
        'type', 'message', 'profile_id', side.other_profile_id, 'message', jsonb_build_object(
          'id', message.id, 'conversation_id', $3::int, 'from_me', true, 'kind', 'text', 'text', $7::text,
          'gift', null, 'created_at', message.created, 'seen', false))),
      (3, $1, $2, 'credits', jsonb_build_object('type', 'credits', 'credits', debit.credits))
    ) AS e(n, tenant_id, member_id, type, data)
    -- what an invisible member does reaches nobody; no charge, no credits event
    WHERE CASE e.n WHEN 1 THEN NOT $9 WHEN 3 THEN $8 > 0 ELSE true END
    ORDER BY e.n
    RETURNING id, tenant_id, member_id, data
  )
  SELECT message.id, message.created, debit.credits,
         set_config('synchronous_commit', 'off', true) AS commit_mode,
         EXISTS (SELECT 1 FROM push_subscription s, side
                 WHERE s.member_id = side.other_member_id AND s.tenant_id = side.other_tenant_id) AS push,
         (SELECT json_agg(json_build_object('id', events.id::text, 'tenant_id', events.tenant_id,
            'member_id', events.member_id, 'data', events.data) ORDER BY events.id) FROM events) AS events
  FROM message, debit`;

/** PostgreSQL's refusals that send the message the long way: a unique key (a replay), a deadlock. */
const RETRY_THE_LONG_WAY = new Set(['23505', '40P01']);

/**
 * Runs SEND_TEXT_SQL as a prepared statement (see preparedQuery). Null when nothing was written.
 */
export async function sendText(
  dataSource: DataSource,
  send: TextSend,
  { prepared }: { prepared: boolean },
): Promise<TextSent | null> {
  let rows: Row[];
  try {
    rows = await preparedQuery<Row>(
      dataSource,
      {
        name: 'chat_send_text',
        text: SEND_TEXT_SQL,
        values: [
          send.tenantId,
          send.memberId,
          send.conversationId,
          send.profileId,
          send.clientId,
          send.pool,
          send.text,
          send.cost,
          send.invisible,
          `message:${send.memberId}:${send.clientId}`,
        ],
      },
      { prepared },
    );
  } catch (error) {
    if (RETRY_THE_LONG_WAY.has((error as { code?: string }).code ?? '')) return null;
    throw error;
  }
  const [row] = rows;
  if (!row) return null;
  const deliveries = row.events.map((e) => ({
    to: { tenantId: e.tenant_id, memberId: e.member_id },
    event: e.data,
  }));
  // only the receiver's message is news for a push notification
  const pushable = row.push ? deliveries.filter((d) => d.to.memberId !== send.memberId) : [];
  return {
    messageId: row.id,
    createdAt: row.created,
    credits: row.credits,
    events: { deliveries, ids: row.events.map((e) => e.id), pushable },
  };
}
