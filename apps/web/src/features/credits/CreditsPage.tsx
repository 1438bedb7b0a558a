import type { BundlesAnswer } from '@amora/contracts';
import { Icon, ProgressBar } from '@amora/ui';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useUser } from '../../app/providers/SessionContext';
import { isApiError } from '../../lib/api';
import { pathTo } from '../../lib/routes/paths';
import { ErrorAlert } from '../error/ErrorAlert';
import { EmptyState } from '../likes/EmptyState';
import { BundleGrid, BundleGridSkeleton, percentOffOf } from './BundleGrid';
import { normaliseCode, useBundles } from './credits-api';
import { Header, Intro, Page, Title } from './credits-styles';
import { DiscountBanner } from './DiscountBanner';
import { DiscountCodeForm } from './DiscountCodeForm';
import { useFormatMoney } from './money';
import { useReturnPath, withReturn } from './return-path';
import { TrustPoints } from './TrustPoints';
import { useChooseBundle } from './use-choose-bundle';

const HeadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Balance = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary.muted};
  color: ${({ theme }) => theme.colors.primary.text};
  font-weight: 700;
`;

const Note = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  a {
    color: ${({ theme }) => theme.colors.primary.text};
    font-weight: 600;
  }
`;

/** The applied code's minimum order ("€49.99"), so that the member sees why smaller bundles keep their price. */
function minimumOrderOf(answer: BundlesAnswer, money: (amount: number, currency: string) => string) {
  const minimum = answer.discount?.minimum_order_value;
  if (!minimum) return null;
  return money(minimum, answer.discount?.currency ?? answer.currency);
}

const isCodeError = (error: unknown) => isApiError(error) && error.code.startsWith('code_');

/** /credits: the bundles of the buyer's country with the discount applied, and the discount code field. */
export function CreditsPage() {
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const code = normaliseCode(params.get('code'));
  const { data, error, isLoading, mutate } = useBundles(code);
  const reload = useCallback(() => void mutate(), [mutate]);
  const [refusal, setRefusal] = useState<unknown>(null);
  const returnTo = useReturnPath();
  const choose = useChooseBundle(code, returnTo);
  const money = useFormatMoney();

  const setCode = (next: string | null) => {
    const query = new URLSearchParams(params);
    if (next) query.set('code', next);
    else query.delete('code');
    setParams(query, { replace: true });
  };

  // A code in the URL that the prices refuse (used meanwhile, expired): say why, show the prices without it.
  useEffect(() => {
    if (code && isCodeError(error)) {
      setRefusal(error);
      const query = new URLSearchParams(params);
      query.delete('code');
      setParams(query, { replace: true });
    }
  }, [code, error, params, setParams]);

  return (
    <Page data-testid="credits-page">
      <ProgressBar active={isLoading} />
      <HeadRow>
        <Header>
          <Title>
            <FormattedMessage id="page.credits.title" />
          </Title>
          <Intro>
            <FormattedMessage id="page.credits.intro" />
          </Intro>
        </Header>
        {user && (
          <Balance data-testid="credits-balance">
            <Icon name="coins" size={20} />
            <FormattedMessage id="credits.balance" values={{ credits: user.credits }} />
          </Balance>
        )}
      </HeadRow>
      {data?.discount && data.discount.code !== code && (
        <DiscountBanner discount={data.discount} onExpired={reload} />
      )}
      {data ? (
        <Bundles answer={data} onChoose={choose} />
      ) : error && !isCodeError(error) ? (
        <ErrorAlert error={error} data-testid="credits-error" />
      ) : (
        <BundleGridSkeleton />
      )}
      {user && (
        <DiscountCodeForm
          applied={code}
          appliedPercent={data && code ? percentOffOf(data) : null}
          appliedMinimum={data && code ? minimumOrderOf(data, money) : null}
          refusal={refusal}
          onApply={(next) => {
            setRefusal(null);
            setCode(next);
          }}
          onRemove={() => setCode(null)}
        />
      )}
      <TrustPoints instant />
      {user?.paid_user && (
        <Note>
          <Link to={withReturn(pathTo('credits-repeat-order'), returnTo)} data-testid="credits-repeat-link">
            <FormattedMessage id="credits.repeatLink" />
          </Link>
        </Note>
      )}
    </Page>
  );
}

function Bundles({
  answer,
  onChoose,
}: {
  answer: BundlesAnswer;
  onChoose: Parameters<typeof BundleGrid>[0]['onChoose'];
}) {
  if (answer.bundles.length === 0) {
    return (
      <EmptyState
        icon="coins"
        title={<FormattedMessage id="credits.empty.title" />}
        text={<FormattedMessage id="credits.empty.text" />}
        data-testid="credits-empty"
      />
    );
  }
  return (
    <>
      <BundleGrid answer={answer} onChoose={onChoose} />
      <Note data-testid="credits-message-cost">
        <FormattedMessage id="credits.messageCost" values={{ credits: answer.message_credits }} />
      </Note>
    </>
  );
}
