import { Button, Icon, type IconName } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { errorCodeOf } from '../../../lib/api';
import { ButtonLink } from '../../../lib/routes/button-link';
import { pathTo } from '../../../lib/routes/paths';
import { ErrorMessage } from '../../error/ErrorMessage';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(16)} ${theme.space(5)}`};
  text-align: center;
`;

const Badge = styled.span<{ $danger?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  margin-bottom: ${({ theme }) => theme.space(2)};
  border-radius: 20px;
  background: ${({ theme, $danger }) => ($danger ? '#fdecec' : theme.colors.primary.muted)};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.primary.text)};
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 800;
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const STATES: Record<string, { icon: IconName; title: string; danger?: boolean }> = {
  profile_not_found: { icon: 'search', title: 'members.notFound.title' },
  not_found: { icon: 'search', title: 'members.notFound.title' },
  profile_blocked: { icon: 'block', title: 'members.refused.title', danger: true },
};

/** Why a profile cannot be shown (unknown, refused because its member blocked the viewer, or a failure). */
export function ProfileError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const code = errorCodeOf(error);
  const state = STATES[code] ?? { icon: 'wifiOff', title: 'members.loadFailed.title' };
  const known = code in STATES;
  return (
    <Box data-testid={`profile-error-${known ? code : 'other'}`}>
      <Badge $danger={state.danger}>
        <Icon name={state.icon} size={28} />
      </Badge>
      <Heading>
        <FormattedMessage id={state.title} />
      </Heading>
      <Text>
        <ErrorMessage error={error} />
      </Text>
      {!known && (
        <Button onClick={onRetry}>
          <FormattedMessage id="members.retry" />
        </Button>
      )}
      <ButtonLink
        to={pathTo('members')}
        $variant={known ? 'primary' : 'ghost'}
        data-testid="profile-error-search"
      >
        <Icon name="search" size={18} />
        <FormattedMessage id="members.backToSearch" />
      </ButtonLink>
    </Box>
  );
}
