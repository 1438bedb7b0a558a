import type { EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { profilesBlockedEitherWay } from '../profiles/blocks-sql.js';
import type { Recipient } from '../realtime/member-events.service.js';
import { type Actor, CARD_COLUMNS, type CardRow } from './like-actor.js';

/** A profile the actor may like, with its member (none for a fictional profile) for the live events. */
export interface LikeTarget {
  card: CardRow;
  member: Recipient | null;
}

interface TargetRow extends CardRow {
  blocked: boolean;
  member_id: number | null;
  member_tenant_id: number | null;
}

/**
 * The profile `id` if the actor may like it: their own → cannot_like_self; not in the pool, inactive
 * or invisible → profile_not_found (an id of another pool reveals nothing); a block either way →
 * contact_blocked.
 */
export async function likeTarget(db: EntityManager, actor: Actor, id: number): Promise<LikeTarget> {
  if (id === actor.profileId) throw new ApiError('cannot_like_self');
  const [row]: TargetRow[] = await db.query(
    `SELECT ${CARD_COLUMNS},
       p.id IN (${profilesBlockedEitherWay({ tenant: '$2', member: '$3', ownProfile: '$4' })}) AS blocked,
       owner.id AS member_id, owner.tenant_id AS member_tenant_id
     FROM profile p
     LEFT JOIN LATERAL (
       SELECT m.id, m.tenant_id FROM member m
       WHERE NOT p.is_fictional AND m.tenant_id = p.tenant_id AND m.profile_id = p.id AND m.status <> 'deleted'
       LIMIT 1) owner ON true
     WHERE p.id = $5 AND p.pool = $1 AND p.status = 'active' AND NOT p.invisible`,
    [actor.pool, actor.tenant.id, actor.memberId, actor.profileId, id],
  );
  if (!row) throw new ApiError('profile_not_found');
  if (row.blocked) throw new ApiError('contact_blocked');
  const { blocked: _, member_id, member_tenant_id, ...card } = row;
  const member =
    member_id !== null && member_tenant_id !== null
      ? { tenantId: member_tenant_id, memberId: member_id }
      : null;
  return { card, member };
}

/** The member of a profile of the actor's pool in any state (to tell them of a withdrawn like), or null. */
export async function poolProfileMember(
  db: EntityManager,
  actor: Actor,
  id: number,
): Promise<{ member: Recipient | null }> {
  if (id === actor.profileId) throw new ApiError('cannot_like_self');
  const [row]: { member_id: number | null; member_tenant_id: number | null }[] = await db.query(
    `SELECT m.id AS member_id, m.tenant_id AS member_tenant_id
     FROM profile p LEFT JOIN member m ON m.tenant_id = p.tenant_id AND m.profile_id = p.id AND NOT p.is_fictional
     WHERE p.id = $1 AND p.pool = $2 LIMIT 1`,
    [id, actor.pool],
  );
  if (!row) throw new ApiError('profile_not_found');
  const { member_id, member_tenant_id } = row;
  return {
    member:
      member_id !== null && member_tenant_id !== null
        ? { tenantId: member_tenant_id, memberId: member_id }
        : null,
  };
}
