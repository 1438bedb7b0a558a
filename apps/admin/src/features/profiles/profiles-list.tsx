import type { AdminTenant, FictionalProfile } from '@amora/contracts';
import { Alert, Badge, Button, Skeleton, TextField } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { AREA_DESCRIPTIONS } from '../../app/areas';
import { AdminIcon } from '../../components/admin-icon';
import { Muted, Nowrap, Table, TableHead, TableScroll } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { TenantPicker, useTenantChoice } from '../../components/tenant-picker';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { errorValues } from '../../lib/api-client';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { useMe } from '../session/session-provider';
import { getTenant } from '../tenants/tenants.api';
import { useLoad } from '../tenants/use-load';
import { poolLabel, poolOfTenant } from './pool';
import { ProfileCreateDialog } from './profile-create-dialog';
import { ageOf } from './profile-form';
import { ProfileThumb } from './profile-thumb';
import { listProfiles } from './profiles.api';
import { ProfilesTabs } from './profiles-tabs';

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  button {
    justify-self: start;
  }
`;

const PoolLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NameCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;

  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary.text};
    text-decoration: underline;
  }
`;

/** Rows with a photo: every cell centred on it. */
const ProfileTable = styled(Table)`
  @media (min-width: 768px) {
    td {
      vertical-align: middle;
    }
  }
`;

/** On phones each cell is a grid: the badge keeps its own width there. */
const StatusCell = styled.td`
  .status {
    justify-self: start;
  }
`;

/** The fictional profiles of the chosen tenant's pool: searched by name, paged on the server. */
export function ProfilesList() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { tenants } = useMe();
  const [tenantId, setTenantId] = useTenantChoice();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const tenant = useLoad(`tenant-${tenantId}`, () =>
    tenantId === null ? Promise.resolve(null) : getTenant(tenantId).then((answer) => answer.tenant),
  );
  const pages = useCursorPages(JSON.stringify([tenantId, query]), (cursor) =>
    tenantId === null
      ? Promise.resolve({ profiles: [], next_cursor: null })
      : listProfiles(tenantId, query.trim() || undefined, cursor),
  );
  const label = (id: MessageId) => intl.formatMessage({ id });
  const tenantName = (id: number) => tenants.find((t) => t.id === id)?.name ?? `#${id}`;

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery(draft);
  }

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="nav.profiles" />}
        subtitle={<FormattedMessage id={AREA_DESCRIPTIONS.profiles} />}
        action={
          <Button onClick={() => setCreating(true)} disabled={!tenant.data} data-testid="profile-add">
            <AdminIcon name="idCard" size={16} />
            <FormattedMessage id="profiles.add" />
          </Button>
        }
      />
      <ProfilesTabs />
      <Filters onSubmit={search} role="search" data-testid="profile-filters">
        <TenantPicker value={tenantId} onChange={setTenantId} />
        <TextField
          type="search"
          label={label('profiles.search')}
          placeholder={label('profiles.search_hint')}
          value={draft}
          maxLength={40}
          onChange={(event) => setDraft(event.target.value)}
          data-testid="profile-search"
        />
        <Button type="submit" variant="outline" data-testid="profile-search-apply">
          <FormattedMessage id="profiles.search_apply" />
        </Button>
      </Filters>
      {tenant.data && (
        <PoolLine data-testid="profile-pool">
          <Badge tone={tenant.data.share_profile_pool ? 'primary' : 'neutral'}>
            {poolLabel(intl, poolOfTenant(tenant.data), tenantName)}
          </Badge>
          <FormattedMessage
            id={tenant.data.share_profile_pool ? 'profiles.pool.shared_hint' : 'profiles.pool.own_hint'}
            values={{ tenant: tenant.data.name, niche: tenant.data.niche }}
          />
        </PoolLine>
      )}
      {(pages.error ?? tenant.error) && (
        <Alert tone="danger" data-testid="profiles-error">
          <FormattedMessage
            id={errorMessageId((pages.error ?? tenant.error)?.code ?? 'internal_error')}
            values={pages.error ? errorValues(pages.error) : {}}
          />
        </Alert>
      )}
      <ProfilesTable
        profiles={pages.page?.profiles}
        loading={pages.loading}
        tenant={tenant.data ?? null}
        tenantName={tenantName}
      />
      <Pager pages={pages} testPrefix="profiles-pager" />
      {creating && tenant.data && (
        <ProfileCreateDialog
          tenant={tenant.data}
          onClose={() => setCreating(false)}
          onCreated={(profile) => navigate(`/profiles/${profile.id}`)}
        />
      )}
    </>
  );
}

function ProfilesTable({
  profiles,
  loading,
  tenant,
  tenantName,
}: {
  profiles: FictionalProfile[] | undefined;
  loading: boolean;
  tenant: AdminTenant | null;
  tenantName: (id: number) => string;
}) {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  return (
    <TableScroll>
      <ProfileTable $stackOnPhones data-testid="profiles-table" aria-busy={loading}>
        <TableHead
          columns={[
            'profiles.column.name',
            'profiles.column.age',
            'profiles.column.city',
            'profiles.column.tenant',
            'profiles.column.status',
            'profiles.column.photos',
          ]}
        />
        <tbody>
          {!profiles && loading
            ? [0, 1, 2, 3].map((row) => (
                <tr key={row}>
                  <td colSpan={6}>
                    <Skeleton $height="40px" />
                  </td>
                </tr>
              ))
            : profiles?.map((profile) => (
                <tr key={profile.id} data-testid={`profile-row-${profile.id}`}>
                  <td>
                    <NameCell>
                      <ProfileThumb profile={profile} cdnPrefix={tenant?.cdn_prefix ?? '/media/'} />
                      <Link to={`/profiles/${profile.id}`} data-testid={`profile-open-${profile.id}`}>
                        {profile.name}
                      </Link>
                    </NameCell>
                  </td>
                  <td data-label={label('profiles.column.age')}>{ageOf(profile.date_of_birth)}</td>
                  <td data-label={label('profiles.column.city')}>
                    <span>
                      {profile.city} <Muted>{profile.country}</Muted>
                    </span>
                  </td>
                  <td data-label={label('profiles.column.tenant')}>
                    <Nowrap>{tenantName(profile.tenant_id)}</Nowrap>
                  </td>
                  <StatusCell data-label={label('profiles.column.status')}>
                    <Badge
                      className="status"
                      tone={profile.status === 'active' ? 'success' : 'neutral'}
                      data-testid={`profile-status-${profile.id}`}
                    >
                      {label(
                        profile.status === 'active' ? 'profiles.status.active' : 'profiles.status.disabled',
                      )}
                    </Badge>
                  </StatusCell>
                  <td data-label={label('profiles.column.photos')}>{profile.photo_count}</td>
                </tr>
              ))}
          {profiles?.length === 0 && (
            <tr>
              <td colSpan={6}>
                <Muted>
                  <FormattedMessage id="profiles.none" />
                </Muted>
              </td>
            </tr>
          )}
        </tbody>
      </ProfileTable>
    </TableScroll>
  );
}
