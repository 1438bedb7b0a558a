import type { EntityManager } from 'typeorm';
import type { TenantRef } from '../../persistence/tenant-scoped.js';
import type { Member } from '../accounts/entities/member.entity.js';

/** A block between a member and a profile: the member's own (they may lift it), or the other's. */
export type BlockState = 'by_me' | 'by_them' | null;

/** A block lives in the blocker's tenant (as profilesBlockedEitherWay reads it). */
const BLOCK_STATE_SQL = `
  SELECT EXISTS (
           SELECT 1 FROM member_block b WHERE b.member_id = $2 AND b.tenant_id = $1 AND b.profile_id = $4
         ) AS by_me,
         EXISTS (
           SELECT 1 FROM member_block b JOIN member m ON m.id = b.member_id AND m.tenant_id = b.tenant_id
           WHERE b.profile_id = $3 AND m.profile_id = $4
         ) AS by_them`;

export async function blockState(
  db: EntityManager,
  tenant: TenantRef,
  member: Pick<Member, 'id' | 'profileId'>,
  profileId: number,
): Promise<BlockState> {
  if (member.profileId === null) return null;
  const [row]: { by_me: boolean; by_them: boolean }[] = await db.query(BLOCK_STATE_SQL, [
    tenant.id,
    member.id,
    member.profileId,
    profileId,
  ]);
  return row.by_me ? 'by_me' : row.by_them ? 'by_them' : null;
}
