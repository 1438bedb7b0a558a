import { Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useSession } from '../../app/providers/SessionContext';
import { useRouteName } from '../../app/router/route-handle';
import { pathTo } from '../../lib/routes/paths';
import { formatCountdown, MEMBERS_AREA_ROUTES, useTimeBonus } from './time-bonus-store';

const Bar = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  background: ${({ theme }) => theme.colors.secondary.surface};
  color: ${({ theme }) => theme.colors.secondary.onSurface};
  font-weight: 700;
  /* one line on a 375 px phone */
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
  text-decoration: none;

  ${({ theme }) => theme.media.sm} {
    padding-left: ${({ theme }) => theme.space(4)};
    padding-right: ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  &:hover {
    text-decoration: underline;
  }
`;

const Clock = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Spec §6: the time bonus across the top of the members area while it is visible, linking to /credits. */
export function TimeBonusBanner() {
  const session = useSession();
  const route = useRouteName();
  if (session.status !== 'logged-in' || !route || !MEMBERS_AREA_ROUTES.has(route)) return null;
  return <VisibleBanner />;
}

function VisibleBanner() {
  const bonus = useTimeBonus();
  if (!bonus) return null;
  return (
    <Bar to={pathTo('credits')} data-testid="time-bonus-banner">
      <Icon name="gift" size={18} aria-hidden />
      <FormattedMessage
        id="timeBonus.banner"
        values={{
          percentage: bonus.percentage,
          clock: <Clock data-testid="time-bonus-clock">{formatCountdown(bonus.secondsLeft)}</Clock>,
        }}
      />
      <Icon name="chevronRight" size={16} aria-hidden />
    </Bar>
  );
}
