import type { Bundle } from '@amora/contracts';
import { Button, VisuallyHidden } from '@amora/ui';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { useFormatMoney } from './money';

const Box = styled.article<{ $best: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'credits price'
    'action action';
  align-items: center;
  gap: ${({ theme }) => `${theme.space(4)} ${theme.space(3)}`};
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(4)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme, $best }) =>
    $best &&
    css`
      border: 2px solid ${theme.colors.secondary.main};
      box-shadow: ${theme.shadows.md};
      background: linear-gradient(180deg, ${theme.colors.secondary.muted}, ${theme.colors.surface} 45%);
    `}

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr;
    grid-template-areas: 'credits' 'price' 'action';
    /* side by side, the prices line up above the buttons whether a list price is struck or not */
    grid-template-rows: auto 1fr auto;
    align-items: end;
    justify-items: center;
    text-align: center;
    padding: ${({ theme }) => `${theme.space(8)} ${theme.space(5)} ${theme.space(5)}`};
  }
`;

const Ribbon = styled.span`
  position: absolute;
  top: 0;
  left: ${({ theme }) => theme.space(4)};
  transform: translateY(-50%);
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.secondary.surface};
  color: ${({ theme }) => theme.colors.secondary.onSurface};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;

  ${({ theme }) => theme.media.sm} {
    left: 50%;
    transform: translate(-50%, -50%);
  }
`;

const Credits = styled.div`
  grid-area: credits;
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;

  ${({ theme }) => theme.media.sm} {
    align-self: start;
    flex-direction: column;
    align-items: center;
    gap: 0;
  }
`;

const CreditCount = styled.span`
  font-size: 32px;
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary.text};
  font-variant-numeric: tabular-nums;

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const CreditUnit = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const PriceBlock = styled.div`
  grid-area: price;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(0.5)};

  ${({ theme }) => theme.media.sm} {
    align-items: center;
  }
`;

const Was = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  s {
    text-decoration-thickness: 1.5px;
  }

  ${({ theme }) => theme.media.sm} {
    justify-content: center;
  }
`;

const Off = styled.span`
  padding: 1px ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.success.surface};
  color: ${({ theme }) => theme.colors.success.onSurface};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  white-space: nowrap;
`;

const Price = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;
  font-variant-numeric: tabular-nums;

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const PerMessage = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Action = styled.div`
  grid-area: action;
  width: 100%;
`;

export interface BundleCardProps {
  bundle: Bundle;
  /** The discount's percentage when `discounted_amount` is below `amount`. */
  percentOff: number | null;
  onChoose: (bundle: Bundle) => void;
}

/** One bundle: its credits, its price (the list price struck when a discount applies), the price of a message. */
export function BundleCard({ bundle, percentOff, onChoose }: BundleCardProps) {
  const intl = useIntl();
  const id = useId();
  const money = useFormatMoney();
  const price = money(bundle.discounted_amount, bundle.currency);
  const discounted = bundle.discounted_amount < bundle.amount;
  return (
    <Box $best={bundle.best_value} data-testid="bundle-card" data-bundle-id={bundle.id}>
      {bundle.best_value && (
        <Ribbon data-testid="bundle-best-value">
          <FormattedMessage id="credits.bundle.bestValue" />
        </Ribbon>
      )}
      <Credits id={`${id}-credits`}>
        <CreditCount data-testid="bundle-credits">{intl.formatNumber(bundle.credits)}</CreditCount>
        <CreditUnit>
          <FormattedMessage id="credits.bundle.unit" values={{ count: bundle.credits }} />
        </CreditUnit>
      </Credits>
      <PriceBlock>
        {discounted && (
          <Was data-testid="bundle-list-price">
            <VisuallyHidden>
              <FormattedMessage id="credits.bundle.listPrice" />
            </VisuallyHidden>
            <s>{money(bundle.amount, bundle.currency)}</s>
            {percentOff !== null && (
              <Off>
                <FormattedMessage id="credits.bundle.percentOff" values={{ percent: percentOff }} />
              </Off>
            )}
          </Was>
        )}
        <Price id={`${id}-price`} data-testid="bundle-price">
          {price}
        </Price>
        <PerMessage data-testid="bundle-message-price">
          <FormattedMessage
            id="credits.bundle.perMessage"
            values={{ price: money(bundle.message_price, bundle.currency) }}
          />
        </PerMessage>
      </PriceBlock>
      <Action>
        <Button
          fullWidth
          variant={bundle.best_value ? 'secondary' : 'primary'}
          onClick={() => onChoose(bundle)}
          aria-describedby={`${id}-credits ${id}-price`}
          data-testid="bundle-choose"
        >
          <FormattedMessage id="credits.bundle.choose" />
        </Button>
      </Action>
    </Box>
  );
}
