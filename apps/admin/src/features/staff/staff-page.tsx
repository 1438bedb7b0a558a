import type { Staff } from '@amora/contracts';
import { Alert, Badge, Button, Select, Skeleton, TextField, VisuallyHidden } from '@amora/ui';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { AREA_DESCRIPTIONS } from '../../app/areas';
import { useDocumentTitle } from '../../app/use-document-title';
import { AdminIcon } from '../../components/admin-icon';
import { Muted, Table, TableScroll } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { useMe } from '../session/session-provider';
import { GrantList } from './grant-list';
import { listStaff, type StaffFilters } from './staff.api';
import { StaffCreateDialog } from './staff-create-dialog';
import { StaffEditDialog } from './staff-edit-dialog';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  & > :first-child {
    flex: 1 1 240px;
  }
  & > :nth-child(2) {
    flex: 0 1 180px;
  }
`;

const Person = styled.div`
  display: grid;
  gap: 2px;
  min-width: 160px;

  strong {
    font-weight: 600;
  }
`;

const Flags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const RolesCell = styled.td`
  min-width: 200px;
`;

const LastLoginCell = styled.td`
  min-width: 150px;
`;

const EditCell = styled.td`
  width: 1%;
  white-space: nowrap;

  svg {
    flex: none;
  }
`;

function StaffRow({ member, onEdit }: { member: Staff; onEdit: () => void }) {
  const intl = useIntl();
  const { tenants } = useMe();
  const label = (id: MessageId) => intl.formatMessage({ id });
  return (
    <tr data-testid={`staff-row-${member.id}`}>
      <td>
        <Person>
          <strong>{member.name}</strong>
          <Muted>{member.email}</Muted>
        </Person>
      </td>
      <RolesCell data-label={label('staff.field.roles')}>
        <GrantList grants={member.roles} tenants={tenants} />
      </RolesCell>
      <td data-label={label('staff.field.status')}>
        <Flags>
          <Badge tone={member.status === 'active' ? 'success' : 'neutral'}>
            <FormattedMessage
              id={member.status === 'active' ? 'staff.status.active' : 'staff.status.disabled'}
            />
          </Badge>
          {member.password_change_required && (
            <Badge tone="warning">
              <FormattedMessage id="staff.flag.password_pending" />
            </Badge>
          )}
        </Flags>
      </td>
      <td data-label={label('account.totp.title')}>
        <Flags>
          <Badge tone={member.totp_enabled ? 'success' : 'neutral'}>
            <FormattedMessage id={member.totp_enabled ? 'account.totp.on' : 'account.totp.off'} />
          </Badge>
          {member.totp_required && (
            <Badge tone="primary">
              <FormattedMessage id="staff.flag.totp_required" />
            </Badge>
          )}
        </Flags>
      </td>
      <LastLoginCell data-label={label('staff.column.last_login')}>
        {member.last_login_at ? (
          <FormattedDate value={member.last_login_at} dateStyle="medium" timeStyle="short" />
        ) : (
          <Muted>
            <FormattedMessage id="staff.never" />
          </Muted>
        )}
      </LastLoginCell>
      <EditCell>
        <Button
          variant="outline"
          size="sm"
          onClick={onEdit}
          title={intl.formatMessage({ id: 'staff.edit.title' }, { name: member.name })}
          data-testid={`staff-edit-${member.id}`}
        >
          <AdminIcon name="pencil" size={14} />
          <FormattedMessage id="staff.edit" />
        </Button>
      </EditCell>
    </tr>
  );
}

/** The owners' list of staff, with a way to add one and to change each. */
export function StaffPage() {
  useDocumentTitle('nav.staff');
  const intl = useIntl();
  const [filters, setFilters] = useState<StaffFilters>({ q: '', status: '' });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Staff | null>(null);
  const pages = useCursorPages(JSON.stringify(filters), (cursor) => listStaff(filters, cursor));

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="nav.staff" />}
        subtitle={<FormattedMessage id={AREA_DESCRIPTIONS.staff} />}
        action={
          <Button onClick={() => setCreating(true)} data-testid="staff-add">
            <AdminIcon name="plus" size={16} />
            <FormattedMessage id="staff.add" />
          </Button>
        }
      />
      <Toolbar role="search">
        <TextField
          type="search"
          label={<FormattedMessage id="staff.search" />}
          value={filters.q}
          onChange={(event) => setFilters({ ...filters, q: event.target.value })}
          data-testid="staff-search"
        />
        <Select
          label={<FormattedMessage id="staff.field.status" />}
          value={filters.status}
          onChange={(event) =>
            setFilters({ ...filters, status: event.target.value as StaffFilters['status'] })
          }
          data-testid="staff-status-filter"
        >
          <option value="">{intl.formatMessage({ id: 'staff.status.any' })}</option>
          <option value="active">{intl.formatMessage({ id: 'staff.status.active' })}</option>
          <option value="disabled">{intl.formatMessage({ id: 'staff.status.disabled' })}</option>
        </Select>
      </Toolbar>
      {pages.error ? (
        <Alert tone="danger" data-testid="staff-list-error">
          <FormattedMessage id={errorMessageId(pages.error.code)} />
        </Alert>
      ) : (
        <TableScroll>
          <Table $stackOnPhones data-testid="staff-table" aria-busy={pages.loading}>
            <thead>
              <tr>
                <th>
                  <FormattedMessage id="staff.column.person" />
                </th>
                <th>
                  <FormattedMessage id="staff.field.roles" />
                </th>
                <th>
                  <FormattedMessage id="staff.field.status" />
                </th>
                <th>
                  <FormattedMessage id="account.totp.title" />
                </th>
                <th>
                  <FormattedMessage id="staff.column.last_login" />
                </th>
                <th>
                  <VisuallyHidden>
                    <FormattedMessage id="staff.edit" />
                  </VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {!pages.page && pages.loading
                ? [0, 1, 2].map((row) => (
                    <tr key={row}>
                      <td colSpan={6}>
                        <Skeleton $height="28px" />
                      </td>
                    </tr>
                  ))
                : pages.page?.staff.map((member) => (
                    <StaffRow key={member.id} member={member} onEdit={() => setEditing(member)} />
                  ))}
              {pages.page?.staff.length === 0 && (
                <tr>
                  <td colSpan={6}>
                    <Muted>
                      <FormattedMessage id="staff.none" />
                    </Muted>
                  </td>
                </tr>
              )}
            </tbody>
          </Table>
        </TableScroll>
      )}
      <Pager pages={pages} testPrefix="staff-pager" />
      <StaffCreateDialog open={creating} onClose={() => setCreating(false)} onCreated={pages.reload} />
      {editing && (
        <StaffEditDialog
          key={editing.id}
          staff={editing}
          onClose={() => setEditing(null)}
          onSaved={(changed) => {
            setEditing(changed);
            pages.reload();
          }}
        />
      )}
    </>
  );
}
