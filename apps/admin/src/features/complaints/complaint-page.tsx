import { Alert, Skeleton } from '@amora/ui';
import { useCallback, useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../../components/page-header';
import { errorMessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { useMe } from '../session/session-provider';
import { ComplaintActions } from './complaint-actions';
import { TitledCard } from './complaint-card';
import { ComplaintHandling } from './complaint-handling';
import { ComplaintHistory } from './complaint-history';
import { reasonLabel, StatusBadge } from './complaint-labels';
import { ComplaintMessages } from './complaint-messages';
import { ComplaintNotes } from './complaint-notes';
import { ComplaintPayments } from './complaint-payments';
import { ComplaintPeople } from './complaint-people';
import { ComplaintReply } from './complaint-reply';
import { Column, Layout, Muted, Quote } from './complaint-styles';
import { type ComplaintDetail, getComplaint } from './complaints.api';

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary.text};
`;

const Title = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** One complaint: what the member wrote, who is involved, their messages, and what support does about it. */
export function ComplaintPage({ id }: { id: number }) {
  const queue = (useLocation().state as { queue?: string } | null)?.queue ?? '';
  const [detail, setDetail] = useState<ComplaintDetail | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  const reload = useCallback(
    () =>
      getComplaint(id)
        .then((answer) => {
          setDetail(answer);
          setError(null);
        })
        .catch((failure) => setError(toApiError(failure))),
    [id],
  );
  useEffect(() => {
    reload();
  }, [reload]);

  return (
    <>
      <Back to={`/complaints${queue}`} data-testid="complaint-back">
        ← <FormattedMessage id="complaints.back" />
      </Back>
      <PageHeader
        title={
          <Title>
            <FormattedMessage id="complaints.title" values={{ id }} />
            {detail && <StatusBadge status={detail.complaint.status} testid="complaint-status" />}
          </Title>
        }
        subtitle={detail && <Subtitle detail={detail} />}
      />
      {error && (
        <Alert tone="danger" data-testid="complaint-error">
          <FormattedMessage id={errorMessageId(error.code)} values={errorValues(error)} />
        </Alert>
      )}
      {!detail && !error && <Skeleton $height="360px" />}
      {detail && (
        <ComplaintBody
          detail={detail}
          onChanged={(change) => {
            if (change) setDetail((current) => current && change(current));
            reload();
          }}
        />
      )}
    </>
  );
}

function Subtitle({ detail }: { detail: ComplaintDetail }) {
  const { tenants } = useMe();
  const { complaint } = detail;
  const site = tenants.find((tenant) => tenant.id === complaint.tenant_id)?.name ?? `#${complaint.tenant_id}`;
  return (
    <FormattedMessage
      id="complaints.subtitle"
      values={{
        site,
        date: <FormattedDate value={complaint.created_at} dateStyle="medium" timeStyle="short" />,
      }}
    />
  );
}

/** Takes what a call answered at once (`change`), then reads the complaint again for its history. */
type OnChanged = (change?: (detail: ComplaintDetail) => ComplaintDetail) => void;

function ComplaintBody({ detail, onChanged }: { detail: ComplaintDetail; onChanged: OnChanged }) {
  const intl = useIntl();
  const { complaint } = detail;
  return (
    <Layout>
      <TitledCard
        title={complaint.subject ?? intl.formatMessage({ id: reasonLabel(complaint.reason) })}
        aside={
          complaint.subject && <Muted>{intl.formatMessage({ id: reasonLabel(complaint.reason) })}</Muted>
        }
        testid="complaint-text"
      >
        {complaint.text ? (
          <Quote>{complaint.text}</Quote>
        ) : (
          <Muted>
            <FormattedMessage id="complaints.no_text" />
          </Muted>
        )}
      </TitledCard>
      <Column className="aside">
        <ComplaintHandling
          complaint={complaint}
          onChanged={(changed) => onChanged((current) => ({ ...current, complaint: changed }))}
        />
        <ComplaintPeople detail={detail} />
        <ComplaintActions detail={detail} onDone={() => onChanged()} />
        <ComplaintPayments detail={detail} onRefunded={() => onChanged()} />
      </Column>
      <Column>
        <ComplaintMessages detail={detail} />
        <ComplaintNotes
          complaintId={complaint.id}
          notes={detail.notes}
          onAdded={(note) => onChanged((current) => ({ ...current, notes: [...current.notes, note] }))}
        />
        <ComplaintReply detail={detail} onSent={() => onChanged()} />
        <ComplaintHistory history={detail.history} />
      </Column>
    </Layout>
  );
}
