import { COMPLAINT_STATUSES, type ComplaintStatusName } from '@amora/contracts';
import { FormattedDate, FormattedMessage, FormattedTime, type IntlShape, useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoney } from '../prices/money';
import { TitledCard } from './complaint-card';
import { statusLabel } from './complaint-labels';
import { Muted } from './complaint-styles';
import type { ComplaintHistoryEntry } from './complaints.api';

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;

  li {
    display: grid;
    gap: 2px;
    padding: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(2)} ${theme.space(4)}`};
    border-left: 2px solid ${({ theme }) => theme.colors.border};
    position: relative;
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }
  li::before {
    content: '';
    position: absolute;
    left: -6px;
    top: 13px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary.main};
  }
`;

const ACTIONS = [
  'update',
  'note',
  'warn',
  'disable',
  'enable',
  'delete',
  'refund',
  'payment_refund',
  'reply',
] as const;
type HistoryAction = (typeof ACTIONS)[number];

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** What an entry did, in words: a status change, an assignment, a refund of N credits, … */
function describe(entry: ComplaintHistoryEntry, intl: IntlShape): string {
  const action = entry.action.replace(/^complaint\./, '') as HistoryAction;
  if (!ACTIONS.includes(action))
    return intl.formatMessage({ id: 'complaints.history.other' }, { action: entry.action });
  const before = record(entry.before);
  const after = record(entry.after);
  if (action === 'update') {
    const status = after.status as ComplaintStatusName;
    if (before.status !== status && COMPLAINT_STATUSES.includes(status)) {
      const name = intl.formatMessage({ id: statusLabel(status) });
      return intl.formatMessage({ id: 'complaints.history.status' }, { status: name });
    }
    return intl.formatMessage({
      id: after.assigned_staff_id === null ? 'complaints.history.unassigned' : 'complaints.history.assigned',
    });
  }
  if (action === 'refund') {
    return intl.formatMessage({ id: 'complaints.history.refund' }, { credits: Number(after.refunded ?? 0) });
  }
  if (action === 'payment_refund') {
    const amount = formatMoney(intl.locale, Number(after.amount ?? 0), String(after.currency ?? 'EUR'));
    return intl.formatMessage(
      { id: 'complaints.history.payment_refund' },
      { amount, payment: Number(after.payment_id), credits: Number(after.credits_taken ?? 0) },
    );
  }
  return intl.formatMessage({ id: `complaints.history.${action}` });
}

/** What support did about the complaint, newest first (from the audit log). */
export function ComplaintHistory({ history }: { history: ComplaintHistoryEntry[] }) {
  const intl = useIntl();
  return (
    <TitledCard title={<FormattedMessage id="complaints.history" />} testid="complaint-history">
      {history.length === 0 ? (
        <Muted>
          <FormattedMessage id="complaints.history_none" />
        </Muted>
      ) : (
        <Timeline>
          {history.map((entry, index) => {
            const reason = record(entry.after).reason;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries carry no id; the list is replaced as a whole
              <li key={index} data-testid="complaint-history-entry">
                <strong>{describe(entry, intl)}</strong>
                {typeof reason === 'string' && reason && <span>“{reason}”</span>}
                <Muted>
                  {entry.staff?.name ?? intl.formatMessage({ id: 'complaints.someone' })} ·{' '}
                  <FormattedDate value={entry.at} dateStyle="medium" /> <FormattedTime value={entry.at} />
                </Muted>
              </li>
            );
          })}
        </Timeline>
      )}
    </TitledCard>
  );
}
