import type { auditEntrySchema } from '@amora/contracts';
import { Modal } from '@amora/ui';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { z } from 'zod';
import { Muted, Table, TableScroll } from '../../components/data-table';
import { auditDiff } from './audit-diff';

export type AuditEntry = z.infer<typeof auditEntrySchema>;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(1.5)} ${theme.space(4)}`};
  margin-bottom: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.font.size.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Value = styled.code<{ $tone: 'before' | 'after' | 'same' }>`
  justify-self: start;
  display: inline-block;
  padding: 1px 6px;
  border-radius: 6px;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 13px;
  word-break: break-word;
  background: ${({ $tone }) => ($tone === 'before' ? '#fdecec' : $tone === 'after' ? '#e7f6ec' : 'transparent')};
  color: ${({ $tone, theme }) => ($tone === 'before' ? '#8a1c1c' : $tone === 'after' ? '#17602f' : theme.colors.textMuted)};
  text-decoration: ${({ $tone }) => ($tone === 'before' ? 'line-through' : 'none')};
`;

const Path = styled.td`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 13px;
  font-weight: 600;
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.md} {
    font-weight: 400;
    white-space: nowrap;
  }
`;

function Cell({ value, tone }: { value: string | undefined; tone: 'before' | 'after' | 'same' }) {
  if (value === undefined) return <Muted>—</Muted>;
  return <Value $tone={tone}>{value}</Value>;
}

interface Props {
  entry: AuditEntry;
  tenantName: (id: number) => string;
  onClose: () => void;
}

/** One audit entry: who, when, what, and its before and after side by side, changes first. */
export function AuditEntryDialog({ entry, tenantName, onClose }: Props) {
  const intl = useIntl();
  const rows = auditDiff(entry.before, entry.after);
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={<code>{entry.action}</code>}
      closeLabel={intl.formatMessage({ id: 'dialog.close' })}
      data-testid="audit-entry"
    >
      <Facts>
        <dt>
          <FormattedMessage id="audit.column.at" />
        </dt>
        <dd>
          <FormattedDate value={entry.at} dateStyle="full" timeStyle="medium" />
        </dd>
        <dt>
          <FormattedMessage id="audit.column.staff" />
        </dt>
        <dd>
          {entry.staff ? (
            `${entry.staff.name} <${entry.staff.email}>`
          ) : (
            <FormattedMessage id="audit.system" />
          )}
        </dd>
        <dt>
          <FormattedMessage id="audit.column.entity" />
        </dt>
        <dd>
          {entry.entity}
          {entry.entity_id && ` #${entry.entity_id}`}
        </dd>
        {entry.tenant_id !== null && (
          <>
            <dt>
              <FormattedMessage id="audit.column.tenant" />
            </dt>
            <dd>{tenantName(entry.tenant_id)}</dd>
          </>
        )}
        {entry.ip && (
          <>
            <dt>
              <FormattedMessage id="audit.column.ip" />
            </dt>
            <dd>{entry.ip}</dd>
          </>
        )}
      </Facts>
      {rows.length === 0 ? (
        <Muted>
          <FormattedMessage id="audit.no_details" />
        </Muted>
      ) : (
        <TableScroll>
          <Table $stackOnPhones data-testid="audit-diff">
            <thead>
              <tr>
                <th>
                  <FormattedMessage id="audit.diff.field" />
                </th>
                <th>
                  <FormattedMessage id="audit.diff.before" />
                </th>
                <th>
                  <FormattedMessage id="audit.diff.after" />
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.path} data-changed={row.changed}>
                  <Path>{row.path}</Path>
                  <td data-label={intl.formatMessage({ id: 'audit.diff.before' })}>
                    <Cell value={row.before} tone={row.changed ? 'before' : 'same'} />
                  </td>
                  <td data-label={intl.formatMessage({ id: 'audit.diff.after' })}>
                    <Cell value={row.after} tone={row.changed ? 'after' : 'same'} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Modal>
  );
}
