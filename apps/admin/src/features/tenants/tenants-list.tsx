import type { AdminTenantSummary } from '@amora/contracts';
import { Alert, Badge, Button, Skeleton, TextField } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { AREA_DESCRIPTIONS } from '../../app/areas';
import { AdminIcon } from '../../components/admin-icon';
import { Muted, Table, TableScroll } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { useMe } from '../session/session-provider';
import { TenantCreateDialog } from './tenant-create-dialog';
import { tenantHref } from './tenant-links';
import { listTenants } from './tenants.api';
import { useLoad } from './use-load';

const Search = styled.div`
  max-width: 420px;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Name = styled(Link)`
  display: grid;
  gap: 2px;
  min-width: 160px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  strong {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary.text};
  }
  &:hover strong {
    text-decoration: underline;
  }
`;

/** Searches name, slug, domain and company, as typed, ignoring case. */
export function matches(tenant: AdminTenantSummary, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [tenant.name, tenant.slug, tenant.primary_host ?? '', tenant.company_name].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

export const isOwner = (me: ReturnType<typeof useMe>) =>
  me.staff.roles.some((grant) => grant.role === 'owner');

/** The tenants the staff member may edit, searched here (a platform has tens, not thousands). */
export function TenantsList() {
  const intl = useIntl();
  const me = useMe();
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const { data, error, loading, reload } = useLoad('tenants', listTenants);
  const shown = data?.tenants.filter((tenant) => matches(tenant, query));
  const label = (id: MessageId) => intl.formatMessage({ id });

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="nav.tenants" />}
        subtitle={<FormattedMessage id={AREA_DESCRIPTIONS.tenants} />}
        action={
          isOwner(me) && (
            <Button onClick={() => setCreating(true)} data-testid="tenants-add">
              <AdminIcon name="plus" size={16} />
              <FormattedMessage id="tenants.add" />
            </Button>
          )
        }
      />
      <Search role="search">
        <TextField
          type="search"
          label={<FormattedMessage id="tenants.search" />}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="tenants-search"
        />
      </Search>
      {error ? (
        <Alert tone="danger" data-testid="tenants-error">
          <FormattedMessage id={errorMessageId(error.code)} />
        </Alert>
      ) : (
        <TableScroll>
          <Table $stackOnPhones data-testid="tenants-table" aria-busy={loading}>
            <thead>
              <tr>
                <th>
                  <FormattedMessage id="tenants.column.name" />
                </th>
                <th>
                  <FormattedMessage id="tenants.column.domain" />
                </th>
                <th>
                  <FormattedMessage id="tenants.column.countries" />
                </th>
                <th>
                  <FormattedMessage id="tenants.column.company" />
                </th>
                <th>
                  <FormattedMessage id="tenants.payments.provider" />
                </th>
              </tr>
            </thead>
            <tbody>
              {!data && loading
                ? [0, 1, 2].map((row) => (
                    <tr key={row}>
                      <td colSpan={5}>
                        <Skeleton $height="28px" />
                      </td>
                    </tr>
                  ))
                : shown?.map((tenant) => (
                    <tr key={tenant.id} data-testid={`tenant-row-${tenant.slug}`}>
                      <td>
                        <Name to={tenantHref(tenant.id)} data-testid={`tenant-open-${tenant.slug}`}>
                          <strong>{tenant.name}</strong>
                          <Muted>{tenant.slug}</Muted>
                        </Name>
                      </td>
                      <td data-label={label('tenants.column.domain')}>
                        <span>
                          {tenant.primary_host ?? '—'}
                          {tenant.domain_count > 1 && (
                            <Muted>
                              {' '}
                              <FormattedMessage
                                id="tenants.more_domains"
                                values={{ count: tenant.domain_count - 1 }}
                              />
                            </Muted>
                          )}
                        </span>
                      </td>
                      <td data-label={label('tenants.column.countries')}>
                        <span>
                          {tenant.countries.join(', ')}
                          <Muted> · {tenant.languages.join(', ')}</Muted>
                        </span>
                      </td>
                      <td data-label={label('tenants.column.company')}>{tenant.company_name}</td>
                      <td data-label={label('tenants.payments.provider')}>
                        <Badge tone={tenant.payment_provider === 'mollie' ? 'success' : 'neutral'}>
                          <FormattedMessage id={`tenants.payments.provider.${tenant.payment_provider}`} />
                        </Badge>
                      </td>
                    </tr>
                  ))}
              {shown?.length === 0 && (
                <tr>
                  <td colSpan={5}>
                    <Muted>
                      <FormattedMessage id="tenants.none" />
                    </Muted>
                  </td>
                </tr>
              )}
            </tbody>
          </Table>
        </TableScroll>
      )}
      {creating && (
        <TenantCreateDialog
          companies={uniqueCompanies(data?.tenants ?? [])}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            reload();
          }}
        />
      )}
    </>
  );
}

function uniqueCompanies(tenants: AdminTenantSummary[]) {
  const byId = new Map(tenants.map((tenant) => [tenant.company_id, tenant.company_name]));
  return [...byId].map(([id, name]) => ({ id, name }));
}
