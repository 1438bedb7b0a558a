import type { ProfileCard } from '@amora/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { haversineKm } from '../geo/nearest.js';
import { profilesBlockedEitherWay } from '../profiles/blocks-sql.js';
import type { Profile } from '../profiles/profile.entity.js';
import { LAST_ACTIVE_SQL } from '../profiles/profile-activity.js';
import { type CardColumns, toProfileCard } from '../profiles/profile-card.js';
import { poolOf } from '../profiles/profile-pool.js';

/** A member acting through their own profile: whom they like, what they see. */
export interface Actor {
  tenant: Tenant;
  memberId: number;
  profileId: number;
  pool: string;
  gender: Profile['gender'];
  sexuality: Profile['sexuality'];
  latitude: number | null;
  longitude: number | null;
  /** The country of the member's profile (set at signup: theirs, or the tenant's first). */
  country: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** Others may see what this member does (profile active and not invisible, spec §6). */
  visible: boolean;
}

interface OwnRow {
  gender: Profile['gender'];
  sexuality: Profile['sexuality'];
  latitude: number | null;
  longitude: number | null;
  country: string;
  dateOfBirth: string;
  visible: boolean;
}

/** The member's own profile as the likes need it; a member without a profile has nothing to like with. */
export async function actorOf(
  db: DataSource | EntityManager,
  tenant: Tenant,
  member: Member,
): Promise<Actor> {
  if (member.profileId === null) throw new ApiError('profile_not_found');
  const [own]: OwnRow[] = await db.query(
    `SELECT gender, sexuality, latitude, longitude, country, to_char(date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth",
       (status = 'active' AND NOT invisible) AS visible
     FROM profile WHERE id = $1 AND tenant_id = $2`,
    [member.profileId, tenant.id],
  );
  if (!own) throw new ApiError('profile_not_found');
  return { tenant, memberId: member.id, profileId: member.profileId, pool: poolOf(tenant), ...own };
}

/** The actor as the liker of a like. */
export const likerOf = (actor: Actor) => ({ tenantId: actor.tenant.id, profileId: actor.profileId });

/** Who receives the actor's own live events. */
export const recipientOf = (actor: Actor) => ({ tenantId: actor.tenant.id, memberId: actor.memberId });

/**
 * Locks the actor's member row for the transaction: counts that limit what a member may do a day (and
 * the writes after them) then run one at a time per member, whatever the number of requests at once.
 */
export async function lockActor(db: EntityManager, actor: Actor): Promise<void> {
  await db.query('SELECT id FROM member WHERE id = $1 AND tenant_id = $2 FOR NO KEY UPDATE', [
    actor.memberId,
    actor.tenant.id,
  ]);
}

/** The actor's parameters of REACHABLE, in its order ($1 to $4). */
export const reachableParams = (actor: Actor) => [
  actor.pool,
  actor.tenant.id,
  actor.memberId,
  actor.profileId,
];

/**
 * Profile `p` is one the actor may see and act on (DESIGN.md issue 10 model): in the actor's pool,
 * active, visible, not their own, and no block either way. Blocks live in the blocker's tenant; both
 * directions are read from member_block's keys ($3 the actor's member, $4 the actor's profile).
 */
export const REACHABLE = `p.pool = $1 AND p.status = 'active' AND NOT p.invisible AND p.id <> $4
  AND p.id NOT IN (${profilesBlockedEitherWay({ tenant: '$2', member: '$3', ownProfile: '$4' })})`;

/** The columns of a card (CardColumns) plus the place, for the distance to the actor. */
export const CARD_COLUMNS = `p.id, p.name, to_char(p.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, p.city,
  p.region, p.country, p.main_image_filename, p.thumb_filename, p.match_filename, p.is_fictional,
  ${LAST_ACTIVE_SQL} AS last_active_at, p.latitude, p.longitude`;

export interface CardRow extends CardColumns {
  latitude: number | null;
  longitude: number | null;
}

type Place = Pick<Actor, 'latitude' | 'longitude'>;

function distanceKm(a: Place, b: Place): number | null {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) return null;
  return haversineKm(a.latitude, a.longitude, b.latitude, b.longitude);
}

/** A card as `viewer` sees it: with the distance when both places are known. */
export const cardFor = (row: CardRow, viewer: Place, now = new Date()): ProfileCard =>
  toProfileCard(row, distanceKm(viewer, row), now);

/** The genders the actor's profile seeks (spec §3 sexuality): both for bi. */
export function soughtGenders(actor: Pick<Actor, 'gender' | 'sexuality'>): Profile['gender'][] {
  if (actor.sexuality === 'bi') return ['female', 'male'];
  if (actor.sexuality === 'hetero') return [actor.gender === 'male' ? 'female' : 'male'];
  return [actor.gender];
}
