import type { Discount } from '@amora/contracts';
import { Icon } from '@amora/ui';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatClock, useSecondsLeft } from './use-seconds-left';

const Banner = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.primary.surface},
    ${({ theme }) => theme.colors.secondary.surface}
  );
  color: ${({ theme }) => theme.colors.primary.onSurface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Percent = styled.span`
  flex: none;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.18);
  border: 2px solid rgba(255, 255, 255, 0.55);
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;
  line-height: 1;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 800;

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Text = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  opacity: 0.92;
`;

const Clock = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/** A countdown reads well for the last day (the time bonus's 4 hours); longer offers show their date. */
const CLOCK_FROM_SECONDS = 24 * 3600;

const TITLE_IDS = {
  time_bonus: 'credits.discount.time_bonus',
  welcome: 'credits.discount.welcome',
  retention: 'credits.discount.retention',
  promotion: 'credits.discount.promotion',
} as const;

/** The discount the prices below carry: "Time bonus: 25% off", and the time left while it runs. */
export function DiscountBanner({ discount, onExpired }: { discount: Discount; onExpired?: () => void }) {
  const secondsLeft = useSecondsLeft(discount.seconds_left);
  const over = secondsLeft === 0;
  // at zero the prices without the discount are asked for again (spec §4: cleared at zero)
  useEffect(() => {
    if (over) onExpired?.();
  }, [over, onExpired]);
  const intl = useIntl();
  const percent = discount.value_percentage;
  return (
    <Banner data-testid="discount-banner" data-kind={discount.kind}>
      <Percent aria-hidden="true">{`${percent}%`}</Percent>
      <Body>
        <Heading data-testid="discount-banner-title">
          <FormattedMessage id={TITLE_IDS[discount.kind]} values={{ percent, code: discount.code }} />
        </Heading>
        <Text>
          <FormattedMessage id="credits.discount.applied" />
        </Text>
        {secondsLeft !== null && secondsLeft > 0 && secondsLeft <= CLOCK_FROM_SECONDS && (
          <Clock data-testid="discount-banner-clock">
            <Icon name="clock" size={16} />
            <FormattedMessage id="credits.discount.endsIn" values={{ time: formatClock(secondsLeft) }} />
          </Clock>
        )}
        {discount.expires && (secondsLeft ?? 0) > CLOCK_FROM_SECONDS && (
          <Clock>
            <Icon name="clock" size={16} />
            <FormattedMessage
              id="credits.discount.until"
              values={{ date: intl.formatDate(discount.expires, { dateStyle: 'medium' }) }}
            />
          </Clock>
        )}
      </Body>
    </Banner>
  );
}
