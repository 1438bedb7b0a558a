import type { EntityManager } from 'typeorm';

export interface InboxRow {
  conversation_id: number;
  tenant_id: number;
  member_id: number;
  member_profile_id: number;
  fictional_profile_id: number;
  waiting_since: Date;
  /** waiting_since in microseconds since 1970, exact: the keyset cursor. */
  since_micros: string;
  claimed_by: number | null;
  claimed_until: Date | null;
  claimed_by_name: string | null;
  last_kind: string | null;
  last_text: string | null;
  last_at: Date | null;
}

/**
 * Waiting conversations of these tenants (null: all), oldest first, after the cursor; a claim counts
 * only while it lasts. The indexes moderator_queue_waiting_idx (one tenant) and _oldest_idx (all).
 */
export function inboxPage(
  db: EntityManager,
  tenantIds: number[] | null,
  after: { micros: string; conversationId: number } | null,
  limit: number,
): Promise<InboxRow[]> {
  return db.query(
    `SELECT q.conversation_id, q.tenant_id, q.member_id, mp.profile_id AS member_profile_id,
            q.fictional_profile_id, q.waiting_since,
            (extract(epoch FROM q.waiting_since) * 1000000)::bigint::text AS since_micros,
            CASE WHEN q.claimed_until > now() THEN q.claimed_by END AS claimed_by,
            CASE WHEN q.claimed_until > now() THEN q.claimed_until END AS claimed_until,
            s.name AS claimed_by_name,
            last.kind AS last_kind, last.text AS last_text, last.created_at AS last_at
     -- the page first, then its context: joined before the LIMIT, the planner took every waiting row along
     FROM (SELECT * FROM moderator_queue
           WHERE ($1::int[] IS NULL OR tenant_id = ANY($1))
             AND ($2::bigint IS NULL
                  OR (waiting_since, conversation_id) > ('epoch'::timestamptz + $2::bigint * interval '1 microsecond', $3::int))
           ORDER BY waiting_since, conversation_id
           LIMIT $4) q
     JOIN conversation_participant mp ON mp.conversation_id = q.conversation_id AND mp.member_id = q.member_id
     JOIN conversation c ON c.id = q.conversation_id
     LEFT JOIN chat_message last ON last.id = c.last_message_id
     LEFT JOIN staff s ON s.id = q.claimed_by AND q.claimed_until > now()
     ORDER BY q.waiting_since, q.conversation_id`,
    [tenantIds, after?.micros ?? null, after?.conversationId ?? null, limit],
  );
}

export interface ConversationSides {
  conversation_id: number;
  member_id: number;
  member_tenant_id: number;
  member_profile_id: number;
  fictional_profile_id: number;
}

/** A conversation between a member and a fictional profile, with its two sides; undefined otherwise. */
export async function conversationSides(
  db: EntityManager,
  conversationId: number,
): Promise<ConversationSides | undefined> {
  const [row]: ConversationSides[] = await db.query(
    `SELECT mp.conversation_id, m.id AS member_id, m.tenant_id AS member_tenant_id,
            mp.profile_id AS member_profile_id, fp.profile_id AS fictional_profile_id
     FROM conversation_participant mp
     JOIN member m ON m.id = mp.member_id
     JOIN conversation_participant fp ON fp.conversation_id = mp.conversation_id AND fp.member_id IS NULL
     JOIN profile f ON f.id = fp.profile_id AND f.is_fictional
     WHERE mp.conversation_id = $1 AND mp.member_id IS NOT NULL`,
    [conversationId],
  );
  return row;
}

/** The queue entry's tenant (the member's site), if the conversation waits. */
export async function waitingTenantOf(
  db: EntityManager,
  conversationId: number,
): Promise<number | undefined> {
  const [row]: { tenant_id: number }[] = await db.query(
    'SELECT tenant_id FROM moderator_queue WHERE conversation_id = $1',
    [conversationId],
  );
  return row?.tenant_id;
}

export async function staffNameOf(db: EntityManager, staffId: number): Promise<string> {
  const [row]: { name: string }[] = await db.query('SELECT name FROM staff WHERE id = $1', [staffId]);
  return row?.name ?? '';
}
