import type { EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { profilesBlockedEitherWay } from '../profiles/blocks-sql.js';
import { poolOf } from '../profiles/profile-pool.js';

/** A profile of the member's pool that the member may write to. */
export interface ChatTarget {
  profileId: number;
  /** The profile's site, which is also its member's. */
  tenantId: number;
  /** null for a fictional profile (moderators answer for it). */
  memberId: number | null;
  fictional: boolean;
}

interface TargetRow {
  id: number;
  tenant_id: number;
  member_id: number | null;
  is_fictional: boolean;
  reachable: boolean;
  blocked: boolean;
}

/** Read by `pool` (a shared pool's profiles belong to other tenants). */
const TARGET_SQL = `
  SELECT p.id, p.tenant_id, m.id AS member_id, p.is_fictional,
         p.status = 'active' AND NOT p.invisible AS reachable,
         p.id IN (${profilesBlockedEitherWay({ tenant: '$3', member: '$4', ownProfile: '$5' })}) AS blocked
  FROM profile p
  LEFT JOIN member m ON m.profile_id = p.id AND m.tenant_id = p.tenant_id AND m.status <> 'deleted'
  WHERE p.id = $1 AND p.pool = $2`;

/**
 * The profile `profileId` as a chat partner of `member` (issue 10 design): not in the pool, inactive
 * or invisible is `profile_not_found`; the own one `cannot_message_self`; a block either way
 * `contact_blocked` unless `allowBlocked` (reading old messages).
 */
export async function chatTarget(
  db: EntityManager,
  tenant: Tenant,
  member: Pick<Member, 'id' | 'profileId'>,
  profileId: number,
  { allowBlocked = false } = {},
): Promise<ChatTarget> {
  if (profileId === member.profileId) throw new ApiError('cannot_message_self');
  const [row]: TargetRow[] = await db.query(TARGET_SQL, [
    profileId,
    poolOf(tenant),
    tenant.id,
    member.id,
    member.profileId,
  ]);
  if (!row?.reachable) throw new ApiError('profile_not_found');
  if (row.blocked && !allowBlocked) throw new ApiError('contact_blocked');
  return { profileId: row.id, tenantId: row.tenant_id, memberId: row.member_id, fictional: row.is_fictional };
}
