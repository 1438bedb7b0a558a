import type { AdminMemberAnswer } from '@amora/contracts';
import { Alert, Button, Skeleton } from '@amora/ui';
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { AdminIcon } from '../../components/admin-icon';
import { PageHeader } from '../../components/page-header';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { RefundPaymentButton } from '../payment-refund/refund-payment-button';
import { useMe } from '../session/session-provider';
import { useLoad } from '../tenants/use-load';
import { MemberBadges } from './member-badges';
import { MemberCodes } from './member-codes';
import { MemberLedger } from './member-ledger';
import { memberHref } from './member-links';
import { MemberMails } from './member-mails';
import { MemberPayments, type PaymentRefundSlot } from './member-payments';
import { MemberProfile } from './member-profile';
import { MemberSessions } from './member-sessions';
import { getMember, resendActivation } from './members.api';

export const MEMBER_TABS = ['profile', 'sessions', 'ledger', 'payments', 'codes', 'mails'] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];

/** The refund action of a payment's row: through the payment's provider, then the member again. */
const PAYMENT_REFUND_ACTION: PaymentRefundSlot = (payment, onRefunded) => (
  <RefundPaymentButton payment={payment} onRefunded={onRefunded} />
);

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.primary.text};
`;

const Subtitle = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
`;

const Tabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: none;

  a {
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 2px solid transparent;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary.text};
    border-bottom-color: ${({ theme }) => theme.colors.primary.surface};
  }
`;

const Count = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  font-size: 12px;
  line-height: 20px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** One member for support: who they are, their state, and each list in a tab of its own. */
export function MemberPage({ id, tab }: { id: number; tab: MemberTab }) {
  const { data, error, reload } = useLoad(`member-${id}`, () => getMember(id));
  const { tenants } = useMe();
  const member = data?.member;
  const tenantName =
    member && (tenants.find((t) => t.id === member.tenant_id)?.name ?? `#${member.tenant_id}`);

  return (
    <>
      <Back to="/members" data-testid="member-back">
        ← <FormattedMessage id="members.back" />
      </Back>
      <PageHeader
        title={
          member ? (
            <span data-testid="member-name">{member.name ?? <FormattedMessage id="members.no_name" />}</span>
          ) : (
            <Skeleton $height="32px" $width="220px" />
          )
        }
        subtitle={
          member && (
            <Subtitle>
              <span data-testid="member-email">{member.email ?? '—'}</span>
              <span aria-hidden>·</span>
              <span data-testid="member-tenant">{tenantName}</span>
              <span aria-hidden>·</span>
              <span>#{member.id}</span>
              <span aria-hidden>·</span>
              <FormattedMessage
                id="members.joined"
                values={{ date: <FormattedDate value={member.created_at} dateStyle="medium" /> }}
              />
            </Subtitle>
          )
        }
        action={member && <MemberBadges member={member} />}
      />
      {error && (
        <Alert tone="danger" data-testid="member-error">
          <FormattedMessage id={errorMessageId(error.code)} />
        </Alert>
      )}
      {!data && !error && <Skeleton $height="320px" />}
      {data && (
        <>
          {data.member.status === 'not_confirmed' && (
            <ActivationNotice memberId={data.member.id} email={data.member.email} onSent={reload} />
          )}
          <MemberTabs id={id} tab={tab} data={data} />
          <div data-testid={`member-panel-${tab}`}>
            {tab === 'profile' && <MemberProfile detail={data} />}
            {tab === 'sessions' && (
              <MemberSessions
                memberId={id}
                name={data.member.name ?? data.member.email ?? `#${id}`}
                sessions={data.sessions}
                onEnded={reload}
              />
            )}
            {tab === 'ledger' && (
              <MemberLedger
                // the first page anew after a reload: older pages start over
                key={data.ledger[0]?.id ?? 0}
                memberId={id}
                first={data.ledger}
                firstCursor={data.ledger_next_cursor}
              />
            )}
            {tab === 'payments' && (
              <MemberPayments
                payments={data.payments}
                debtCredits={data.debt_credits}
                refundAction={PAYMENT_REFUND_ACTION}
                onChanged={reload}
              />
            )}
            {tab === 'codes' && <MemberCodes codes={data.codes} />}
            {tab === 'mails' && <MemberMails mails={data.mails} />}
          </div>
        </>
      )}
    </>
  );
}

function MemberTabs({ id, tab, data }: { id: number; tab: MemberTab; data: AdminMemberAnswer }) {
  const counts: Partial<Record<MemberTab, number>> = {
    sessions: data.sessions.length,
    payments: data.payments.length,
    codes: data.codes.length,
    mails: data.mails.length,
  };
  return (
    <Tabs aria-label={data.member.name ?? data.member.email ?? undefined}>
      {MEMBER_TABS.map((key) => (
        <Link
          key={key}
          to={memberHref(id, key)}
          aria-current={key === tab ? 'page' : undefined}
          data-testid={`member-tab-${key}`}
        >
          <FormattedMessage id={`members.tab.${key}` as MessageId} />
          {counts[key] !== undefined && <Count>{counts[key]}</Count>}
        </Link>
      ))}
    </Tabs>
  );
}

/** An unconfirmed member: support can send the activation mail again (the member's limit applies). */
function ActivationNotice({
  memberId,
  email,
  onSent,
}: {
  memberId: number;
  email: string | null;
  onSent: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  async function resend() {
    setBusy(true);
    setError(null);
    try {
      await resendActivation(memberId);
      setSent(true);
      onSent();
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Notice>
      <Alert tone={sent ? 'success' : 'warning'} data-testid="member-activation">
        <FormattedMessage
          id={sent ? 'members.activation.sent' : 'members.activation.pending'}
          values={{ email: email ?? '—' }}
        />{' '}
        {!sent && (
          <Button
            size="sm"
            variant="outline"
            onClick={resend}
            loading={busy}
            data-testid="member-activation-resend"
          >
            <AdminIcon name="refresh" size={16} />
            <FormattedMessage id="members.activation.resend" />
          </Button>
        )}
      </Alert>
      {error && (
        <Alert tone="danger" data-testid="member-activation-error">
          <FormattedMessage id={errorMessageId(error.code)} values={errorValues(error)} />
        </Alert>
      )}
    </Notice>
  );
}
