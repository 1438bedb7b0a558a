import type { PaymentMethodInfo, PaymentMethodsAnswer } from '@amora/contracts';
import { Icon, ProgressBar, Skeleton } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ApiError, isApiError } from '../../lib/api';
import { ButtonLink } from '../../lib/routes/button-link';
import { pathTo } from '../../lib/routes/paths';
import { useMembersOnly } from '../account-settings/use-members-only';
import { ErrorAlert } from '../error/ErrorAlert';
import { NotFoundPage } from '../error/NotFoundPage';
import { EmptyState } from '../likes/EmptyState';
import { normaliseCode, startPayment, usePaymentMethods } from './credits-api';
import { BackLink, Header, NarrowPage, SectionTitle, Title, WideButton } from './credits-styles';
import { MethodList } from './MethodList';
import { MethodName } from './MethodName';
import { useFormatMoney } from './money';
import { OrderSummary } from './OrderSummary';
import { rememberReturn, useReturnPath, withReturn } from './return-path';
import { TrustPoints } from './TrustPoints';
import { methodPagePath } from './use-choose-bundle';

const Preferred = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A method in the URL that the provider does not offer for this bundle and country. */
const METHOD_UNAVAILABLE = new ApiError('payment_method_unavailable', 400);

/** The browser leaves for the provider's checkout; a function so tests can watch it. */
export const checkout = {
  go: (url: string) => window.location.assign(url),
};

const withCode = (path: string, code: string | null, key = 'code') =>
  code ? `${path}${path.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(code)}` : path;

/** /credits/{id}/{paymentmethod?}: the bundle's price and the provider's methods; a pick starts the payment. */
export function PaymentMethodPage() {
  const { id = '', paymentmethod } = useParams();
  const { redirect } = useMembersOnly();
  const bundleId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  if (bundleId === null) return <NotFoundPage />;
  return redirect ?? <MethodChoice bundleId={bundleId} preferred={paymentmethod ?? null} />;
}

function MethodChoice({ bundleId, preferred }: { bundleId: number; preferred: string | null }) {
  const [params] = useSearchParams();
  const code = normaliseCode(params.get('code'));
  const returnTo = useReturnPath();
  const { data, error, isLoading } = usePaymentMethods(bundleId, code);
  const navigate = useNavigate();
  const [starting, setStarting] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  async function pick(method: PaymentMethodInfo) {
    if (starting) return;
    setFailure(null);
    if (method.id === 'directdebit') {
      navigate(withReturn(withCode(`${pathTo('directdebit')}?bundle=${bundleId}`, code), returnTo));
      return;
    }
    setStarting(method.id);
    try {
      const answer = await startPayment(bundleId, method.id, code);
      // the provider brings the member back to the payment's page: it offers the way back from there
      rememberReturn(answer.payment_id, returnTo);
      // the tile keeps its spinner while the browser leaves for the checkout
      if (answer.checkout_url) checkout.go(answer.checkout_url);
      else navigate(pathTo('transactions-id', { id: String(answer.payment_id) }));
    } catch (cause) {
      setFailure(cause);
      setStarting(null);
    }
  }

  return (
    <NarrowPage data-testid="payment-method-page">
      <ProgressBar active={isLoading} />
      <BackLink>
        <Link to={withReturn(withCode(pathTo('credits'), code), returnTo)} data-testid="payment-method-back">
          <Icon name="chevronLeft" size={18} />
          <FormattedMessage id="credits.method.back" />
        </Link>
      </BackLink>
      <Header>
        <Title>
          <FormattedMessage id="credits.method.title" />
        </Title>
      </Header>
      {data ? (
        <Choice
          answer={data}
          code={code}
          preferred={preferred}
          starting={starting}
          failure={failure}
          onPick={pick}
        />
      ) : error ? (
        <LoadFailure error={error} bundleId={bundleId} code={code} />
      ) : (
        <ChoiceSkeleton />
      )}
    </NarrowPage>
  );
}

interface ChoiceProps {
  answer: PaymentMethodsAnswer;
  code: string | null;
  preferred: string | null;
  starting: string | null;
  failure: unknown;
  onPick: (method: PaymentMethodInfo) => void;
}

function Choice({ answer, code, preferred, starting, failure, onPick }: ChoiceProps) {
  const money = useFormatMoney();
  const { bundle, methods } = answer;
  const chosen = preferred ? methods.find((method) => method.id === preferred) : undefined;
  const price = money(bundle.discounted_amount, bundle.currency);
  return (
    <>
      <OrderSummary bundle={bundle} discount={answer.discount} />
      <ErrorAlert error={failure} data-testid="payment-method-error" />
      {preferred && !chosen && (
        <ErrorAlert error={METHOD_UNAVAILABLE} data-testid="payment-method-unavailable" />
      )}
      {methods.length === 0 ? (
        <EmptyState
          icon="alert"
          title={<FormattedMessage id="credits.method.noneTitle" />}
          text={<FormattedMessage id="error.payment_method_unavailable" />}
          data-testid="payment-methods-empty"
        >
          <ButtonLink to={withCode(pathTo('credits'), code)} $variant="outline">
            <FormattedMessage id="credits.method.otherBundle" />
          </ButtonLink>
        </EmptyState>
      ) : (
        <Section>
          {chosen && (
            <Preferred>
              <WideButton
                size="lg"
                fullWidth
                loading={starting === chosen.id}
                disabled={starting !== null}
                onClick={() => onPick(chosen)}
                data-testid="payment-method-preferred"
              >
                <FormattedMessage
                  id="credits.method.payWith"
                  values={{ price, method: <MethodName method={chosen.id} /> }}
                />
              </WideButton>
            </Preferred>
          )}
          <SectionTitle>
            <FormattedMessage id={chosen ? 'credits.method.other' : 'credits.method.pick'} />
          </SectionTitle>
          <MethodList methods={methods} preferred={chosen?.id ?? null} starting={starting} onPick={onPick} />
        </Section>
      )}
      <TrustPoints />
    </>
  );
}

/** The bundle is gone (another country, another tenant), the code no longer holds, or the call failed. */
function LoadFailure({ error, bundleId, code }: { error: unknown; bundleId: number; code: string | null }) {
  const errorCode = isApiError(error) ? error.code : null;
  if (errorCode === 'bundle_not_found') {
    return (
      <EmptyState
        icon="coins"
        title={<FormattedMessage id="error.bundle_not_found" />}
        text={<FormattedMessage id="credits.method.bundleGone" />}
        data-testid="payment-method-bundle-gone"
      >
        <ButtonLink to={pathTo('credits')}>
          <FormattedMessage id="credits.method.otherBundle" />
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <>
      <ErrorAlert error={error} data-testid="payment-method-load-error" />
      {code && errorCode?.startsWith('code_') && (
        <ButtonLink
          to={methodPagePath(bundleId, null)}
          $variant="outline"
          data-testid="payment-method-without-code"
        >
          <FormattedMessage id="credits.method.withoutCode" />
        </ButtonLink>
      )}
    </>
  );
}

function ChoiceSkeleton() {
  return (
    <Section data-testid="payment-method-loading" aria-busy="true">
      <Skeleton $height="96px" $radius="lg" />
      <Skeleton $width="50%" $height="24px" />
      <Skeleton $height="64px" $radius="md" />
      <Skeleton $height="64px" $radius="md" />
    </Section>
  );
}
