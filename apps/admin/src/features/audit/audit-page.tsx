import type { AuditQuery, Staff } from '@amora/contracts';
import { Alert, Skeleton } from '@amora/ui';
import { useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { AREA_DESCRIPTIONS } from '../../app/areas';
import { useDocumentTitle } from '../../app/use-document-title';
import { Muted, Nowrap, Table, TableScroll } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { errorMessageId } from '../../i18n/messages';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { useMe } from '../session/session-provider';
import { listStaff } from '../staff/staff.api';
import { browseAudit } from './audit.api';
import { type AuditEntry, AuditEntryDialog } from './audit-entry-dialog';
import { AuditFilterForm } from './audit-filter-form';

const Action = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 13px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary.text};
`;

const OpenButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: 2px;
  }
`;

/** The owners' audit log: newest first, filtered on the server, a page at a time by cursor. */
export function AuditPage() {
  useDocumentTitle('nav.audit');
  const intl = useIntl();
  const { tenants } = useMe();
  const [query, setQuery] = useState<AuditQuery>({});
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const [staff, setStaff] = useState<Staff[]>([]);
  const pages = useCursorPages(JSON.stringify(query), (cursor) => browseAudit(query, cursor));

  useEffect(() => {
    // the staff filter's choices; the log itself does not wait for them
    listStaff({ q: '', status: '' })
      .then((answer) => setStaff(answer.staff))
      .catch(() => setStaff([]));
  }, []);

  const tenantName = (id: number) => tenants.find((tenant) => tenant.id === id)?.name ?? `#${id}`;

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="nav.audit" />}
        subtitle={<FormattedMessage id={AREA_DESCRIPTIONS.audit} />}
      />
      <AuditFilterForm staff={staff} onApply={setQuery} />
      {pages.error ? (
        <Alert tone="danger" data-testid="audit-error">
          <FormattedMessage id={errorMessageId(pages.error.code)} />
        </Alert>
      ) : (
        <TableScroll>
          <Table $stackOnPhones data-testid="audit-table" aria-busy={pages.loading}>
            <thead>
              <tr>
                <th>
                  <FormattedMessage id="audit.column.at" />
                </th>
                <th>
                  <FormattedMessage id="audit.column.staff" />
                </th>
                <th>
                  <FormattedMessage id="audit.column.action" />
                </th>
                <th>
                  <FormattedMessage id="audit.column.entity" />
                </th>
                <th>
                  <FormattedMessage id="audit.column.tenant" />
                </th>
              </tr>
            </thead>
            <tbody>
              {!pages.page && pages.loading
                ? [0, 1, 2, 3].map((row) => (
                    <tr key={row}>
                      <td colSpan={5}>
                        <Skeleton $height="22px" />
                      </td>
                    </tr>
                  ))
                : pages.page?.entries.map((entry) => (
                    <tr
                      key={entry.id}
                      data-clickable="true"
                      onClick={() => setOpen(entry)}
                      data-testid={`audit-row-${entry.id}`}
                    >
                      <td>
                        <OpenButton
                          type="button"
                          aria-label={intl.formatMessage({ id: 'audit.open' }, { action: entry.action })}
                          onClick={(event) => {
                            event.stopPropagation();
                            setOpen(entry);
                          }}
                        >
                          <Nowrap>
                            <FormattedDate value={entry.at} dateStyle="medium" timeStyle="medium" />
                          </Nowrap>
                        </OpenButton>
                      </td>
                      <td data-label={intl.formatMessage({ id: 'audit.column.staff' })}>
                        {entry.staff ? (
                          entry.staff.name
                        ) : (
                          <Muted>
                            <FormattedMessage id="audit.system" />
                          </Muted>
                        )}
                      </td>
                      <td data-label={intl.formatMessage({ id: 'audit.column.action' })}>
                        <Action>{entry.action}</Action>
                      </td>
                      <td data-label={intl.formatMessage({ id: 'audit.column.entity' })}>
                        <Nowrap>
                          {entry.entity}
                          {entry.entity_id && <Muted> #{entry.entity_id}</Muted>}
                        </Nowrap>
                      </td>
                      <td data-label={intl.formatMessage({ id: 'audit.column.tenant' })}>
                        {entry.tenant_id === null ? <Muted>—</Muted> : tenantName(entry.tenant_id)}
                      </td>
                    </tr>
                  ))}
              {pages.page?.entries.length === 0 && (
                <tr>
                  <td colSpan={5}>
                    <Muted>
                      <FormattedMessage id="audit.none" />
                    </Muted>
                  </td>
                </tr>
              )}
            </tbody>
          </Table>
        </TableScroll>
      )}
      <Pager pages={pages} testPrefix="audit-pager" />
      {open && <AuditEntryDialog entry={open} tenantName={tenantName} onClose={() => setOpen(null)} />}
    </>
  );
}
