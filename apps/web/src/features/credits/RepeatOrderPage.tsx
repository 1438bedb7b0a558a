import type { RepeatOrderAnswer } from '@amora/contracts';
import { Alert, Button, Icon, ProgressBar, Skeleton } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { isApiError } from '../../lib/api';
import { ButtonLink } from '../../lib/routes/button-link';
import { pathTo } from '../../lib/routes/paths';
import { useMembersOnly } from '../account-settings/use-members-only';
import { ErrorAlert } from '../error/ErrorAlert';
import { EmptyState } from '../likes/EmptyState';
import { PremiumPage } from '../premium/PremiumPage';
import { startRepeatOrder, useRepeatOrder } from './credits-api';
import { Header, Intro, NarrowPage, Title, WideButton, WideButtonLink } from './credits-styles';
import { MethodName } from './MethodName';
import { useFormatMoney } from './money';
import { OrderSummary } from './OrderSummary';
import { rememberReturn, useReturnPath } from './return-path';
import { methodPagePath } from './use-choose-bundle';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Hint = styled.p`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

const AlertActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

type Outcome = 'idle' | 'failed' | 'unavailable';

/** /credits/repeat-order: premium members buy their last bundle again; free members see what premium gives. */
export function RepeatOrderPage() {
  const { user, redirect } = useMembersOnly();
  if (redirect) return redirect;
  if (user && !user.paid_user) return <PremiumPage />;
  return <RepeatOrder />;
}

function RepeatOrder() {
  const { data, error, isLoading } = useRepeatOrder();
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [failure, setFailure] = useState<unknown>(null);

  async function buy() {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await startRepeatOrder();
      if (answer.status === 'failed') {
        setOutcome('failed');
        setBusy(false);
      } else {
        rememberReturn(answer.payment_id, returnTo);
        navigate(pathTo('transactions-id', { id: String(answer.payment_id) }));
      }
    } catch (cause) {
      const code = isApiError(cause) ? cause.code : null;
      if (code === 'recurring_card_failed') setOutcome('failed');
      else if (code === 'repeat_order_unavailable') setOutcome('unavailable');
      else setFailure(cause);
      setBusy(false);
    }
  }

  const unavailable =
    outcome === 'unavailable' ||
    (data && !data.bundle) ||
    (isApiError(error) && error.code === 'repeat_order_unavailable');

  return (
    <NarrowPage data-testid="repeat-order-page">
      <ProgressBar active={isLoading} />
      <Header>
        <Title>
          <FormattedMessage id="credits.repeat.title" />
        </Title>
        <Intro>
          <FormattedMessage id="credits.repeat.intro" />
        </Intro>
      </Header>
      {unavailable ? (
        <NothingToRepeat />
      ) : data?.bundle ? (
        <Order answer={data} busy={busy} outcome={outcome} failure={failure} onBuy={buy} />
      ) : error ? (
        <ErrorAlert error={error} data-testid="repeat-order-error" />
      ) : (
        <Actions aria-busy="true" data-testid="repeat-order-loading">
          <Skeleton $height="96px" $radius="lg" />
          <Skeleton $height="52px" $radius="md" />
        </Actions>
      )}
    </NarrowPage>
  );
}

interface OrderProps {
  answer: RepeatOrderAnswer;
  busy: boolean;
  outcome: Outcome;
  failure: unknown;
  onBuy: () => void;
}

function Order({ answer, busy, outcome, failure, onBuy }: OrderProps) {
  const money = useFormatMoney();
  const bundle = answer.bundle;
  if (!bundle) return null;
  const label = (
    <FormattedMessage
      id="credits.repeat.buyAgain"
      values={{ credits: bundle.credits, price: money(bundle.discounted_amount, bundle.currency) }}
    />
  );
  return (
    <>
      <OrderSummary bundle={bundle} discount={null} />
      <ErrorAlert error={failure} data-testid="repeat-order-failure" />
      {outcome === 'failed' && (
        <Alert tone="danger" data-testid="repeat-order-failed">
          <FormattedMessage id="error.recurring_card_failed" />
          <AlertActions>
            <Button size="sm" onClick={onBuy} loading={busy} data-testid="repeat-order-retry">
              <Icon name="retry" size={16} />
              <FormattedMessage id="credits.repeat.retry" />
            </Button>
            <ButtonLink
              to={methodPagePath(bundle.id, null, 'paypal')}
              $variant="outline"
              $size="sm"
              data-testid="repeat-order-paypal"
            >
              <FormattedMessage id="credits.repeat.usePaypal" />
            </ButtonLink>
          </AlertActions>
        </Alert>
      )}
      <Actions>
        {answer.one_click ? (
          outcome !== 'failed' && (
            <>
              <WideButton size="lg" fullWidth loading={busy} onClick={onBuy} data-testid="repeat-order-buy">
                {label}
              </WideButton>
              {answer.method && (
                <Hint data-testid="repeat-order-method">
                  <Icon name="lock" size={14} />
                  <FormattedMessage
                    id="credits.repeat.oneClickHint"
                    values={{ method: <MethodName method={answer.method} /> }}
                  />
                </Hint>
              )}
            </>
          )
        ) : (
          <>
            <WideButtonLink
              to={methodPagePath(bundle.id, null)}
              $size="lg"
              $fullWidth
              data-testid="repeat-order-checkout"
            >
              {label}
            </WideButtonLink>
            <Hint>
              <FormattedMessage id="credits.repeat.checkoutHint" />
            </Hint>
          </>
        )}
        <ButtonLink to={pathTo('credits')} $variant="ghost" data-testid="repeat-order-other">
          <FormattedMessage id="credits.repeat.otherBundle" />
        </ButtonLink>
      </Actions>
    </>
  );
}

function NothingToRepeat() {
  return (
    <EmptyState
      icon="retry"
      title={<FormattedMessage id="credits.repeat.emptyTitle" />}
      text={<FormattedMessage id="error.repeat_order_unavailable" />}
      data-testid="repeat-order-unavailable"
    >
      <ButtonLink to={pathTo('credits')} data-testid="repeat-order-to-credits">
        <Icon name="coins" size={20} />
        <FormattedMessage id="credits.repeat.toCredits" />
      </ButtonLink>
    </EmptyState>
  );
}
