import { ALERT_STORAGE_KEYS, TIME_BONUS } from '@amora/contracts';
import { Icon, Modal } from '@amora/ui';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useUser } from '../../app/providers/SessionContext';
import { useRouteName } from '../../app/router/route-handle';
import { ButtonLink } from '../../lib/routes/button-link';
import { pathTo } from '../../lib/routes/paths';
import { formatCountdown, MEMBERS_AREA_ROUTES, useTimeBonus } from './time-bonus-store';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;
`;

const Percentage = styled.p`
  /* one line on a phone: "25 % de réduction" is long in some languages */
  font-size: clamp(2rem, 9vw, 3rem);
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.colors.secondary.text};
`;

const Clock = styled.p`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
`;

const isDismissed = () => {
  try {
    return Boolean(localStorage.getItem(ALERT_STORAGE_KEYS.timeBonus));
  } catch {
    return false;
  }
};

function storeDismissal() {
  try {
    localStorage.setItem(ALERT_STORAGE_KEYS.timeBonus, String(Math.floor(Date.now() / 1000)));
  } catch {
    // private mode: the modal may come back on the next visit
  }
}

/** True once `delayMs` passed since this component mounted (entering the members area). */
function useElapsed(delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return elapsed;
}

/**
 * Spec §4: the time bonus modal, 40 s after entering the members area, for members with zero credits
 * while the bonus is visible and the member has not closed it before.
 */
export function TimeBonusModal() {
  const route = useRouteName();
  // mounted on entering the members area, so leaving it starts the 40 s again; asks for the bonus only there
  if (!route || !MEMBERS_AREA_ROUTES.has(route)) return null;
  return <InMembersArea />;
}

function InMembersArea() {
  const user = useUser();
  const bonus = useTimeBonus();
  const due = useElapsed(TIME_BONUS.modalDelayMs);
  const [closed, setClosed] = useState(isDismissed);
  const intl = useIntl();
  const open = Boolean(user && user.credits === 0 && bonus && due && !closed);

  const close = () => {
    storeDismissal();
    setClosed(true);
  };

  return (
    <Modal
      open={open}
      onClose={close}
      closeLabel={intl.formatMessage({ id: 'timeBonus.modal.close' })}
      title={<FormattedMessage id="timeBonus.modal.title" />}
      data-testid="time-bonus-modal"
    >
      {bonus && (
        <Body>
          <Icon name="gift" size={40} aria-hidden />
          <Percentage data-testid="time-bonus-modal-percentage">
            <FormattedMessage id="timeBonus.modal.percentage" values={{ percentage: bonus.percentage }} />
          </Percentage>
          <p>
            <FormattedMessage id="timeBonus.modal.text" />
          </p>
          <Clock data-testid="time-bonus-modal-clock">
            <FormattedMessage
              id="timeBonus.modal.endsIn"
              values={{ clock: formatCountdown(bonus.secondsLeft) }}
            />
          </Clock>
          <ButtonLink
            to={pathTo('credits')}
            onClick={() => setClosed(true)}
            data-testid="time-bonus-modal-credits"
          >
            <FormattedMessage id="timeBonus.modal.toCredits" />
          </ButtonLink>
        </Body>
      )}
    </Modal>
  );
}
