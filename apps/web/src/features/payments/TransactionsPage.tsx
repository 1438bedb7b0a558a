import type { Payment, PaymentStatus } from '@amora/contracts';
import { Badge, type BadgeTone, Icon, Skeleton, Spinner } from '@amora/ui';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { useUser } from '../../app/providers/SessionContext';
import { ButtonLink } from '../../lib/routes/button-link';
import { pathTo } from '../../lib/routes/paths';
import { useMembersOnly } from '../account-settings/use-members-only';
import { BackLink, Header, Intro, NarrowPage, Title } from '../credits/credits-styles';
import { MethodName } from '../credits/MethodName';
import { useFormatMoney } from '../credits/money';
import { isConversationPath, rememberedReturn, withReturn } from '../credits/return-path';
import { ErrorAlert } from '../error/ErrorAlert';
import { EmptyState } from '../likes/EmptyState';
import { usePayment, usePayments } from './payments-api';
import { Receipt } from './Receipt';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Status = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Mark = styled.span<{ $tone: 'success' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success.surface : `${theme.colors.danger}1a`)};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success.onSurface : theme.colors.danger)};
`;

const Big = styled.p`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 800;
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Row = styled(Link)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  align-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary.main};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Amount = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

const TONES: Record<PaymentStatus, BadgeTone> = {
  open: 'neutral',
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  canceled: 'danger',
  expired: 'danger',
};

/** /transactions/{id?}: one payment's state (spec §4) or, without an id, the list of one's payments. */
export function TransactionsPage() {
  const { redirect } = useMembersOnly();
  const { id } = useParams();
  if (redirect) return redirect;
  const paymentId = Number(id);
  return (
    <NarrowPage data-testid="transactions-page">
      {id && Number.isInteger(paymentId) && paymentId > 0 ? <PaymentView id={paymentId} /> : <PaymentList />}
    </NarrowPage>
  );
}

function PaymentView({ id }: { id: number }) {
  return (
    <>
      <BackLink>
        <Link to={pathTo('transactions-id')} data-testid="transaction-back">
          <Icon name="chevronLeft" size={18} />
          <FormattedMessage id="transactions.backToList" />
        </Link>
      </BackLink>
      <PaymentState id={id} />
    </>
  );
}

function PaymentState({ id }: { id: number }) {
  const { payment, error } = usePayment(id);
  if (!payment) {
    if (error) return <ErrorAlert error={error} data-testid="transaction-error" />;
    return (
      <Status aria-busy="true" data-testid="transaction-loading">
        <Skeleton $height="28px" $width="60%" />
        <Skeleton $height="20px" $width="40%" />
      </Status>
    );
  }
  if (payment.status === 'paid') return <Completed payment={payment} />;
  if (payment.status === 'open' || payment.status === 'pending') return <Processing payment={payment} />;
  return <Failed payment={payment} />;
}

/** What the payment was for: "250 credits · € 44,99 · iDEAL". */
function OrderLine({ payment }: { payment: Payment }) {
  const money = useFormatMoney();
  return (
    <Muted data-testid="transaction-order">
      <FormattedMessage id="transactions.list.credits" values={{ credits: payment.credits }} />
      {` · ${money(payment.amount, payment.currency)}`}
      {payment.method && (
        <>
          {' · '}
          <MethodName method={payment.method} />
        </>
      )}
    </Muted>
  );
}

function Processing({ payment }: { payment: Payment }) {
  return (
    <Status data-testid="transaction-pending" aria-live="polite">
      <Spinner size="lg" />
      <Big>
        <FormattedMessage id="transactions.pending.title" />
      </Big>
      <Muted>
        <FormattedMessage id="transactions.pending.text" />
      </Muted>
      <OrderLine payment={payment} />
      {/* open: back from the checkout without paying (pending is the bank at work: no second payment then) */}
      {payment.status === 'open' && (
        <ButtonLink to={retryPath(payment)} $variant="outline" data-testid="transaction-retry">
          <FormattedMessage id="transactions.failed.retry" />
        </ButtonLink>
      )}
    </Status>
  );
}

/** After paying: back where the member came from to buy (the conversation whose message waits) first. */
function CompletedActions({ payment }: { payment: Payment }) {
  const back = rememberedReturn(payment.id);
  if (!back) {
    return (
      <Actions>
        <ButtonLink to={pathTo('chats')}>
          <FormattedMessage id="transactions.completed.toChats" />
        </ButtonLink>
        <ButtonLink to={pathTo('members')} $variant="secondary">
          <FormattedMessage id="transactions.completed.toMembers" />
        </ButtonLink>
      </Actions>
    );
  }
  const toConversation = isConversationPath(back);
  return (
    <Actions>
      <ButtonLink to={back} data-testid="transaction-return">
        <FormattedMessage
          id={toConversation ? 'transactions.completed.toConversation' : 'transactions.completed.back'}
        />
      </ButtonLink>
      <ButtonLink to={pathTo(toConversation ? 'members' : 'chats')} $variant="outline">
        <FormattedMessage
          id={toConversation ? 'transactions.completed.toMembers' : 'transactions.completed.toChats'}
        />
      </ButtonLink>
    </Actions>
  );
}

function Completed({ payment }: { payment: Payment }) {
  const user = useUser();
  return (
    <>
      <Status data-testid="transaction-completed" aria-live="polite">
        <Mark $tone="success" aria-hidden="true">
          <Icon name="check" size={34} />
        </Mark>
        <Big>
          <FormattedMessage id="transactions.completed.title" values={{ credits: payment.credits }} />
        </Big>
        <p>
          <FormattedMessage id="transactions.completed.premium" />
        </p>
        {user && (
          <Muted data-testid="transaction-balance">
            <FormattedMessage id="transactions.completed.balance" values={{ credits: user.credits }} />
          </Muted>
        )}
        <CompletedActions payment={payment} />
      </Status>
      <Receipt payment={payment} />
    </>
  );
}

/** Another method for the same bundle (still with the way back after paying). */
const retryPath = (payment: Payment) =>
  withReturn(
    pathTo('credits-id-paymentmethod', { id: String(payment.bundle_id) }),
    rememberedReturn(payment.id),
  );

function Failed({ payment }: { payment: Payment }) {
  return (
    <Status data-testid="transaction-failed" aria-live="polite">
      <Mark $tone="danger" aria-hidden="true">
        <Icon name="alert" size={34} />
      </Mark>
      <Big>
        <FormattedMessage id="error.payment_failed" />
      </Big>
      <OrderLine payment={payment} />
      <ButtonLink to={retryPath(payment)} data-testid="transaction-retry">
        <FormattedMessage id="transactions.failed.retry" />
      </ButtonLink>
    </Status>
  );
}

function PaymentList() {
  const { data, error } = usePayments();
  return (
    <>
      <Header>
        <Title>
          <FormattedMessage id="transactions.list.title" />
        </Title>
        <Intro>
          <FormattedMessage id="transactions.list.intro" />
        </Intro>
      </Header>
      {error ? (
        <ErrorAlert error={error} data-testid="transactions-error" />
      ) : !data ? (
        <List aria-busy="true" data-testid="transactions-loading">
          <Skeleton $height="72px" $radius="md" />
          <Skeleton $height="72px" $radius="md" />
        </List>
      ) : data.payments.length === 0 ? (
        <EmptyState
          icon="coins"
          title={<FormattedMessage id="transactions.list.emptyTitle" />}
          text={<FormattedMessage id="transactions.list.emptyText" />}
          data-testid="transactions-empty"
        >
          <ButtonLink to={pathTo('credits')}>
            <FormattedMessage id="transactions.list.toCredits" />
          </ButtonLink>
        </EmptyState>
      ) : (
        <List data-testid="transactions-list">
          {data.payments.map((payment) => (
            <li key={payment.id}>
              <PaymentRow payment={payment} />
            </li>
          ))}
        </List>
      )}
    </>
  );
}

function PaymentRow({ payment }: { payment: Payment }) {
  const money = useFormatMoney();
  return (
    <Row to={pathTo('transactions-id', { id: String(payment.id) })} data-testid="transactions-row">
      <strong>
        <FormattedMessage id="transactions.list.credits" values={{ credits: payment.credits }} />
      </strong>
      <Amount data-testid="transactions-amount">{money(payment.amount, payment.currency)}</Amount>
      <Muted>
        <FormattedDate value={payment.created_at} dateStyle="medium" timeStyle="short" />
        {payment.method && (
          <>
            {' · '}
            <MethodName method={payment.method} />
          </>
        )}
      </Muted>
      <span>
        <Badge tone={TONES[payment.status]} data-testid="transactions-status">
          <FormattedMessage id={`transactions.status.${payment.status}`} />
        </Badge>
      </span>
    </Row>
  );
}
