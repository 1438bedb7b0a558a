import type { SupportMemberFound } from '@amora/contracts';
import { Badge, type BadgeTone } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { MessageId } from '../../i18n/messages';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

type Flag = { key: string; tone: BadgeTone; label: MessageId };

/** What support must see first about an account: disabled, unconfirmed, leaving, locked, premium. */
export function memberFlags(
  member: SupportMemberFound & { deletion_requested_at?: string | null },
  now = Date.now(),
): Flag[] {
  const flags: Flag[] = [];
  if (member.disabled_at) flags.push({ key: 'disabled', tone: 'danger', label: 'members.badge.disabled' });
  if (member.status === 'deleted')
    flags.push({ key: 'deleted', tone: 'neutral', label: 'members.badge.deleted' });
  if (member.status === 'not_confirmed')
    flags.push({ key: 'unconfirmed', tone: 'warning', label: 'members.badge.unconfirmed' });
  if (member.status === 'pending_deletion' || (member.deletion_requested_at && member.status !== 'deleted'))
    flags.push({ key: 'deletion', tone: 'warning', label: 'members.badge.deletion_requested' });
  if (member.locked_until && new Date(member.locked_until).getTime() > now)
    flags.push({ key: 'locked', tone: 'warning', label: 'members.badge.locked' });
  if (flags.length === 0) flags.push({ key: 'active', tone: 'success', label: 'members.badge.active' });
  if (member.paid_user) flags.push({ key: 'premium', tone: 'primary', label: 'members.badge.premium' });
  return flags;
}

/** The account's state as badges; without premium where that is a column of its own (the search). */
export function MemberBadges({
  member,
  withPremium = true,
}: {
  member: Parameters<typeof memberFlags>[0];
  withPremium?: boolean;
}) {
  const flags = memberFlags(member).filter((flag) => withPremium || flag.key !== 'premium');
  return (
    <Row data-testid={`member-badges-${member.id}`}>
      {flags.map((flag) => (
        <Badge key={flag.key} tone={flag.tone} data-testid={`member-badge-${flag.key}`}>
          <FormattedMessage id={flag.label} />
        </Badge>
      ))}
    </Row>
  );
}
