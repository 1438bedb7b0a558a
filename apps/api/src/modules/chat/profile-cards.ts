import type { ProfileCard } from '@amora/contracts';
import type { EntityManager } from 'typeorm';
import { LAST_ACTIVE_SQL } from '../profiles/profile-activity.js';
import { type CardColumns, toProfileCard } from '../profiles/profile-card.js';

/** The columns toProfileCard reads, of a profile aliased `p`. */
export const CARD_COLUMNS = `p.id, p.name, p.date_of_birth::text AS date_of_birth, p.city, p.region, p.country,
  p.main_image_filename, p.thumb_filename, p.match_filename, p.is_fictional, ${LAST_ACTIVE_SQL} AS last_active_at`;

/**
 * Cards of profiles whose ids the caller reached through a conversation it may see (so no pool
 * filter here: the conversation is the authorization).
 */
export async function cardsByIds(db: EntityManager, ids: number[]): Promise<Map<number, ProfileCard>> {
  if (ids.length === 0) return new Map();
  const rows: CardColumns[] = await db.query(
    `SELECT ${CARD_COLUMNS} FROM profile p WHERE p.id = ANY($1::int[])`,
    [ids],
  );
  const now = new Date();
  return new Map(rows.map((row) => [row.id, toProfileCard(row, null, now)]));
}
