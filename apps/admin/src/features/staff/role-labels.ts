import type { StaffGrant, StaffRole } from '@amora/contracts';
import type { MessageId } from '../../i18n/messages';

export const ROLE_LABELS: Record<StaffRole, MessageId> = {
  owner: 'role.owner',
  operator: 'role.operator',
  support: 'role.support',
  moderator: 'role.moderator',
};

/** A staff member's roles, each once, in the contract's order. */
export function distinctRoles(grants: readonly StaffGrant[]): StaffRole[] {
  const order: StaffRole[] = ['owner', 'operator', 'support', 'moderator'];
  return order.filter((role) => grants.some((grant) => grant.role === role));
}
