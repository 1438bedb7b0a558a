import type { MessagesAnswer, ProfileCard } from '@amora/contracts';
import { Button, Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ErrorAlert } from '../../error/ErrorAlert';
import { reloadChats } from '../../live/live-data';
import { useUnblock } from '../../members/profile/BlockControls';

const Bar = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  padding-bottom: calc(${({ theme }) => theme.space(4)} + env(safe-area-inset-bottom));
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;

  strong {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.text};
  }
`;

interface BlockedBarProps {
  profile: ProfileCard;
  blocked: NonNullable<MessagesAnswer['blocked']>;
  onUnblocked: () => void;
}

/**
 * In the composer's place when a block stands between the two: the member's own, with Unblock
 * (DELETE /api/blocks.php); the other's, said as a refused send says it.
 */
export function BlockedBar({ profile, blocked, onUnblocked }: BlockedBarProps) {
  const { busy, error, unblock } = useUnblock(profile.id, () => {
    void reloadChats();
    onUnblocked();
  });
  return (
    <Bar role="status" data-testid="conversation-blocked" data-blocked={blocked}>
      <strong>
        <Icon name="block" size={18} />
        {blocked === 'by_me' ? (
          <FormattedMessage id="members.blocked.title" values={{ name: profile.name }} />
        ) : (
          <FormattedMessage id="error.contact_blocked" />
        )}
      </strong>
      {blocked === 'by_me' && (
        <Button
          variant="outline"
          size="sm"
          onClick={unblock}
          loading={busy}
          data-testid="conversation-unblock"
        >
          <FormattedMessage id="members.blocked.unblock" />
        </Button>
      )}
      <ErrorAlert error={error} data-testid="conversation-unblock-error" />
    </Bar>
  );
}
