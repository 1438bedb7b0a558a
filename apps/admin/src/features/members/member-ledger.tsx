import type { SupportLedgerEntry } from '@amora/contracts';
import { Alert, Button } from '@amora/ui';
import { useId, useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Muted, Nowrap, Table, TableScroll } from '../../components/data-table';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { type ApiError, toApiError } from '../../lib/api-client';
import { Delta, Empty, Inline, Mono, Numeric, Section, SectionHead } from './member-styles';
import { olderLedger } from './members.api';

interface Props {
  memberId: number;
  first: SupportLedgerEntry[];
  firstCursor: string | null;
}

/** Every credit that came and went, newest first; older pages are added below on request. */
export function MemberLedger({ memberId, first, firstCursor }: Props) {
  const titleId = useId();
  const intl = useIntl();
  const [older, setOlder] = useState<SupportLedgerEntry[]>([]);
  const [cursor, setCursor] = useState(firstCursor);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const entries = [...first, ...older];

  async function loadOlder() {
    if (!cursor) return;
    setLoading(true);
    setError(null);
    try {
      const page = await olderLedger(memberId, cursor);
      setOlder((before) => [...before, ...page.ledger]);
      setCursor(page.next_cursor);
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setLoading(false);
    }
  }

  const label = (id: MessageId) => intl.formatMessage({ id });

  return (
    <Section aria-labelledby={titleId} data-testid="member-ledger">
      <SectionHead>
        <h2 id={titleId}>
          <FormattedMessage id="members.ledger.title" />
        </h2>
      </SectionHead>
      {entries.length === 0 ? (
        <Empty>
          <FormattedMessage id="members.ledger.none" />
        </Empty>
      ) : (
        <TableScroll>
          <Table $stackOnPhones data-testid="member-ledger-table">
            <thead>
              <tr>
                <th>
                  <FormattedMessage id="members.ledger.column.at" />
                </th>
                <th>{label('members.ledger.column.change')}</th>
                <th>{label('members.ledger.column.balance')}</th>
                <th>{label('members.ledger.column.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-testid={`member-ledger-${entry.id}`}>
                  <td>
                    <Nowrap>
                      <FormattedDate value={entry.created_at} dateStyle="medium" timeStyle="short" />
                    </Nowrap>
                  </td>
                  <td data-label={label('members.ledger.column.change')}>
                    <Delta $positive={entry.delta > 0}>
                      <FormattedNumber value={entry.delta} signDisplay="exceptZero" />
                    </Delta>
                  </td>
                  <td data-label={label('members.ledger.column.balance')}>
                    <Numeric>
                      <FormattedNumber value={entry.balance_after} />
                    </Numeric>
                  </td>
                  <td data-label={label('members.ledger.column.reason')}>
                    <Inline>
                      <LedgerReason reason={entry.reason} />
                      {entry.reference && (
                        <Muted>
                          <Mono>{entry.reference}</Mono>
                        </Muted>
                      )}
                    </Inline>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      {error && (
        <Alert tone="danger" data-testid="member-ledger-error">
          <FormattedMessage id={errorMessageId(error.code)} />
        </Alert>
      )}
      {cursor && (
        <Button
          variant="outline"
          size="sm"
          onClick={loadOlder}
          loading={loading}
          data-testid="member-ledger-older"
        >
          <FormattedMessage id="members.ledger.older" />
        </Button>
      )}
    </Section>
  );
}

const KNOWN_REASONS = [
  'signup',
  'purchase',
  'message',
  'photo',
  'gift',
  'support_refund',
  'refund',
  'chargeback',
  'bonus',
] as const;

/** A reason the console knows by name; any other reads as its code. */
function LedgerReason({ reason }: { reason: string }) {
  const known = (KNOWN_REASONS as readonly string[]).includes(reason);
  if (!known) return <Mono>{reason}</Mono>;
  return <FormattedMessage id={`members.ledger.reason.${reason as (typeof KNOWN_REASONS)[number]}`} />;
}
