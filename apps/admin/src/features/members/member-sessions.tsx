import type { AdminMemberAnswer } from '@amora/contracts';
import { Alert, Button, Modal } from '@amora/ui';
import { useId, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { AdminIcon } from '../../components/admin-icon';
import { Muted, Nowrap, Table, TableScroll } from '../../components/data-table';
import { errorMessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { Empty, Mono, Section, SectionHead } from './member-styles';
import { endAllSessions } from './members.api';

const Agent = styled.span`
  display: block;
  max-width: 520px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

interface Props {
  memberId: number;
  name: string;
  sessions: AdminMemberAnswer['sessions'];
  /** After the sessions ended: the page loads the member again. */
  onEnded: () => void;
}

/** Where the member is signed in; support can sign them out everywhere at once. */
export function MemberSessions({ memberId, name, sessions, onEnded }: Props) {
  const titleId = useId();
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [ended, setEnded] = useState<number | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  async function endAll() {
    setBusy(true);
    setError(null);
    try {
      const answer = await endAllSessions(memberId);
      setEnded(answer.ended);
      setConfirming(false);
      onEnded();
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section aria-labelledby={titleId} data-testid="member-sessions">
      <SectionHead>
        <h2 id={titleId}>
          <FormattedMessage id="members.sessions.title" values={{ count: sessions.length }} />
        </h2>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setEnded(null);
            setConfirming(true);
          }}
          disabled={sessions.length === 0}
          data-testid="member-sessions-end"
        >
          <AdminIcon name="logout" size={16} />
          <FormattedMessage id="members.sessions.end_all" />
        </Button>
      </SectionHead>
      {ended !== null && (
        <Alert tone="success" data-testid="member-sessions-ended">
          <FormattedMessage id="members.sessions.ended" values={{ count: ended }} />
        </Alert>
      )}
      {sessions.length === 0 ? (
        <Empty>
          <FormattedMessage id="members.sessions.none" />
        </Empty>
      ) : (
        <TableScroll>
          <Table $stackOnPhones data-testid="member-sessions-table">
            <thead>
              <tr>
                <th>
                  <FormattedMessage id="members.sessions.column.started" />
                </th>
                <th>
                  <FormattedMessage id="members.sessions.column.device" />
                </th>
                <th>
                  <FormattedMessage id="members.sessions.column.expires" />
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id} data-testid={`member-session-${session.id}`}>
                  <td>
                    <Nowrap>
                      <FormattedDate value={session.created_at} dateStyle="medium" timeStyle="short" />
                    </Nowrap>
                  </td>
                  <td data-label={intl.formatMessage({ id: 'members.sessions.column.device' })}>
                    <span>
                      {session.ip ? <Mono>{session.ip}</Mono> : <Muted>—</Muted>}
                      {session.user_agent && <Agent>{session.user_agent}</Agent>}
                    </span>
                  </td>
                  <td data-label={intl.formatMessage({ id: 'members.sessions.column.expires' })}>
                    <Nowrap>
                      <FormattedDate value={session.expires_at} dateStyle="medium" timeStyle="short" />
                    </Nowrap>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      {confirming && (
        <Modal
          open
          onClose={() => !busy && setConfirming(false)}
          title={<FormattedMessage id="members.sessions.confirm.title" />}
          closeLabel={intl.formatMessage({ id: 'dialog.close' })}
          data-testid="member-sessions-confirm"
          footer={
            <>
              <Button variant="ghost" onClick={() => setConfirming(false)} disabled={busy}>
                <FormattedMessage id="members.cancel" />
              </Button>
              <Button onClick={endAll} loading={busy} data-testid="member-sessions-confirm-end">
                <FormattedMessage id="members.sessions.end_all" />
              </Button>
            </>
          }
        >
          <p>
            <FormattedMessage id="members.sessions.confirm.body" values={{ name, count: sessions.length }} />
          </p>
          {error && (
            <Alert tone="danger" data-testid="member-sessions-error">
              <FormattedMessage id={errorMessageId(error.code)} values={errorValues(error)} />
            </Alert>
          )}
        </Modal>
      )}
    </Section>
  );
}
