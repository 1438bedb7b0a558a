import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Countdown } from './inbox-styles';

/** The last minute of a claim is shown as urgent. */
const URGENT_SECONDS = 60;

function secondsLeft(until: string): number {
  return Math.max(0, Math.round((Date.parse(until) - Date.now()) / 1000));
}

/**
 * "Yours for 4:12": the claim's time left, ticking each second. At zero the lock has lapsed on the
 * server too, so `onExpire` lets the pane take the claim away.
 */
export function ClaimCountdown({ until, onExpire }: { until: string; onExpire: () => void }) {
  const [left, setLeft] = useState(() => secondsLeft(until));
  const expireRef = useRef(onExpire);
  expireRef.current = onExpire;
  useEffect(() => {
    const tick = () => {
      const seconds = secondsLeft(until);
      setLeft(seconds);
      if (seconds === 0) {
        clearInterval(timer);
        expireRef.current();
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [until]);
  const time = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <Countdown $urgent={left <= URGENT_SECONDS} role="timer" data-testid="inbox-countdown">
      <FormattedMessage id="inbox.claim_left" values={{ time }} />
    </Countdown>
  );
}
