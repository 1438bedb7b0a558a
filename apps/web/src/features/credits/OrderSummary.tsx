import type { Bundle, Discount } from '@amora/contracts';
import { Icon } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useFormatMoney } from './money';

const Box = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Coin = styled.span`
  flex: none;
  display: none;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: linear-gradient(
    145deg,
    ${({ theme }) => theme.colors.primary.muted},
    ${({ theme }) => theme.colors.secondary.muted}
  );
  color: ${({ theme }) => theme.colors.primary.text};

  ${({ theme }) => theme.media.sm} {
    display: inline-flex;
  }
`;

const What = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
`;

const Credits = styled.strong`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Discounted = styled.span`
  color: ${({ theme }) => theme.colors.success.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

const Money = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(0.5)};

  s {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Total = styled.strong`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

/** The bonuses by their name ("Time bonus: 25% off"); a typed code by its code. */
const BONUS_TITLES: Partial<Record<Discount['kind'], string>> = {
  time_bonus: 'credits.discount.time_bonus',
  welcome: 'credits.discount.welcome',
  retention: 'credits.discount.retention',
};

/** What the member is about to buy: credits, the price to pay (VAT included) and the discount in it. */
export function OrderSummary({ bundle, discount }: { bundle: Bundle; discount: Discount | null }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const discounted = bundle.discounted_amount < bundle.amount;
  return (
    <Box data-testid="order-summary" aria-label={intl.formatMessage({ id: 'credits.method.summary' })}>
      <Coin aria-hidden="true">
        <Icon name="coins" size={28} />
      </Coin>
      <What>
        <Credits data-testid="order-credits">
          <FormattedMessage id="credits.method.credits" values={{ credits: bundle.credits }} />
        </Credits>
        <Muted>
          <FormattedMessage
            id="credits.bundle.perMessage"
            values={{ price: money(bundle.message_price, bundle.currency) }}
          />
        </Muted>
        {discounted && discount && (
          <Discounted data-testid="order-discount">
            <FormattedMessage
              id={BONUS_TITLES[discount.kind] ?? 'credits.method.discount'}
              values={{ code: discount.code, percent: discount.value_percentage }}
            />
          </Discounted>
        )}
      </What>
      <Money>
        {discounted && <s>{money(bundle.amount, bundle.currency)}</s>}
        <Total data-testid="order-price">{money(bundle.discounted_amount, bundle.currency)}</Total>
        <Muted>
          <FormattedMessage id="credits.method.vat" />
        </Muted>
      </Money>
    </Box>
  );
}
