import type { AdminMemberAnswer } from '@amora/contracts';
import { Badge, type BadgeTone } from '@amora/ui';
import { useId } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Nowrap, Table, TableHead, TableScroll } from '../../components/data-table';
import type { MessageId } from '../../i18n/messages';
import { Empty, Mono, Section, SectionHead } from './member-styles';

const MAIL_STATUSES = { sent: 'success', outbox: 'warning', failed: 'danger' } as const satisfies Record<
  string,
  BadgeTone
>;
type MailStatus = keyof typeof MAIL_STATUSES;
const isKnown = (status: string): status is MailStatus => status in MAIL_STATUSES;

/** The mails the platform sent the member (the outbox), newest first. */
export function MemberMails({ mails }: { mails: AdminMemberAnswer['mails'] }) {
  const titleId = useId();
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Section aria-labelledby={titleId} data-testid="member-mails">
      <SectionHead>
        <h2 id={titleId}>
          <FormattedMessage id="members.mails.title" />
        </h2>
      </SectionHead>
      {mails.length === 0 ? (
        <Empty>
          <FormattedMessage id="members.mails.none" />
        </Empty>
      ) : (
        <TableScroll>
          <Table $stackOnPhones data-testid="member-mails-table">
            <TableHead
              columns={[
                'members.mails.column.subject',
                'members.mails.column.kind',
                'members.mails.column.to',
                'members.mails.column.status',
                'members.mails.column.at',
              ]}
            />
            <tbody>
              {mails.map((mail) => (
                <tr key={mail.id} data-testid={`member-mail-${mail.id}`}>
                  <td>{mail.subject}</td>
                  <td data-label={label('members.mails.column.kind')}>
                    <Mono>{mail.kind}</Mono>
                  </td>
                  <td data-label={label('members.mails.column.to')}>{mail.to_address}</td>
                  <td data-label={label('members.mails.column.status')}>
                    <span>
                      {isKnown(mail.status) ? (
                        <Badge tone={MAIL_STATUSES[mail.status]}>
                          {label(`members.mails.status.${mail.status}`)}
                        </Badge>
                      ) : (
                        <Badge tone="neutral">{mail.status}</Badge>
                      )}
                    </span>
                  </td>
                  <td data-label={label('members.mails.column.at')}>
                    <Nowrap>
                      <FormattedDate value={mail.created_at} dateStyle="medium" timeStyle="short" />
                    </Nowrap>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Section>
  );
}
