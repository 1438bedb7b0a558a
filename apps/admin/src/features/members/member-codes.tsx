import type { SupportCodeUse } from '@amora/contracts';
import { Badge } from '@amora/ui';
import { useId } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Muted, Nowrap, Table, TableHead, TableScroll } from '../../components/data-table';
import type { MessageId } from '../../i18n/messages';
import { Empty, Inline, Mono, Section, SectionHead } from './member-styles';

const USE_TONES = { used: 'success', reserved: 'warning', released: 'neutral' } as const;

/** The discount codes the member used, or holds on a payment not yet made. */
export function MemberCodes({ codes }: { codes: SupportCodeUse[] }) {
  const titleId = useId();
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Section aria-labelledby={titleId} data-testid="member-codes">
      <SectionHead>
        <h2 id={titleId}>
          <FormattedMessage id="members.codes.title" />
        </h2>
      </SectionHead>
      {codes.length === 0 ? (
        <Empty>
          <FormattedMessage id="members.codes.none" />
        </Empty>
      ) : (
        <TableScroll>
          <Table $stackOnPhones data-testid="member-codes-table">
            <TableHead
              columns={[
                'members.codes.column.code',
                'members.codes.column.discount',
                'members.codes.column.status',
                'members.codes.column.payment',
                'members.codes.column.at',
              ]}
            />
            <tbody>
              {codes.map((use) => (
                <tr key={`${use.code}-${use.payment_id}`} data-testid={`member-code-${use.code}`}>
                  <td>
                    <Inline>
                      <Mono>{use.code}</Mono>
                      <Muted>{label(`codes.kind.${use.kind}`)}</Muted>
                    </Inline>
                  </td>
                  <td data-label={label('members.codes.column.discount')}>
                    <FormattedNumber
                      value={use.value_percentage / 100}
                      style="percent"
                      maximumFractionDigits={2}
                    />
                  </td>
                  <td data-label={label('members.codes.column.status')}>
                    <span>
                      <Badge tone={USE_TONES[use.status]}>
                        {label(`members.codes.status.${use.status}`)}
                      </Badge>
                    </span>
                  </td>
                  <td data-label={label('members.codes.column.payment')}>#{use.payment_id}</td>
                  <td data-label={label('members.codes.column.at')}>
                    <Nowrap>
                      <FormattedDate value={use.created_at} dateStyle="medium" timeStyle="short" />
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
