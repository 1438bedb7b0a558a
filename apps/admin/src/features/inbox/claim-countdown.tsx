import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';

function secondsLeft(until: string): number {
  return Math.max(0, Math.round((Date.parse(until) - Date.now()) / 1000));
}

/** "Yours for 4:12": the claim's time left, ticking each second. */
export function ClaimCountdown({ until }: { until: string }) {
  const [left, setLeft] = useState(() => secondsLeft(until));
  useEffect(() => {
    setLeft(secondsLeft(until));
    const timer = setInterval(() => setLeft(secondsLeft(until)), 1000);
    return () => clearInterval(timer);
  }, [until]);
  const time = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <span data-testid="inbox-countdown">
      {left > 0 ? (
        <FormattedMessage id="inbox.claim_left" values={{ time }} />
      ) : (
        <FormattedMessage id="inbox.claim_expired" />
      )}
    </span>
  );
}
