/** Placeholders (or SQL expressions) naming a member, the member's site and the member's own profile. */
export interface BlockRefs {
  tenant: string;
  member: string;
  ownProfile: string;
}

/**
 * SQL: the ids of the profiles a member and they keep apart by blocks either way: the profiles the member
 * blocked, and the profiles whose member blocked the member's own. A block lives in the blocker's tenant.
 */
export const profilesBlockedEitherWay = ({ tenant, member, ownProfile }: BlockRefs) => `
  SELECT b.profile_id FROM member_block b WHERE b.member_id = ${member} AND b.tenant_id = ${tenant}
  UNION ALL
  SELECT m.profile_id FROM member_block b JOIN member m ON m.id = b.member_id AND m.tenant_id = b.tenant_id
  WHERE b.profile_id = ${ownProfile} AND m.profile_id IS NOT NULL`;
