import { adminMembersQuerySchema, type SupportMemberFound } from '@amora/contracts';
import { Alert, Badge, Button, Skeleton, TextField } from '@amora/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { AREA_DESCRIPTIONS } from '../../app/areas';
import { AdminIcon } from '../../components/admin-icon';
import { Muted, Nowrap, Table, TableHead, TableScroll } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { TenantPicker, useTenantChoice } from '../../components/tenant-picker';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { schemaErrors } from '../../lib/form-errors';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { useMe } from '../session/session-provider';
import { MemberBadges } from './member-badges';
import { memberHref } from './member-links';
import { type MemberSearch, searchMembers } from './members.api';

const SearchForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(160px, 1fr) auto;
  }
  ${({ theme }) => theme.media.md} {
    & > button {
      /* level with the inputs, below their labels */
      margin-top: 22px;
    }
  }
`;

const NameLink = styled(Link)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary.text};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Email = styled.span`
  overflow-wrap: anywhere;
`;

/** An address that, where it must wrap, wraps after the @. */
function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <Email>{email}</Email>;
  return (
    <Email>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </Email>
  );
}

const Who = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const NO_RESULTS = { members: [] as SupportMemberFound[], next_cursor: null };

/**
 * The query as the address holds it (/members?q=42 is a link anyone can send); the tenant is the
 * console's choice (the top bar's), which a link's `tenant=` sets.
 */
function useSearch(): [MemberSearch, (q: string) => void, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const { tenants } = useMe();
  const [tenantId, setTenantId] = useTenantChoice(true);
  const linked = Number(params.get('tenant'));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a link's tenant applies once, on arrival
  useEffect(() => {
    if (tenants.some((tenant) => tenant.id === linked)) setTenantId(linked);
  }, []);
  const search = { q: params.get('q') ?? '', tenant_id: tenantId ?? undefined };
  const setQuery = (q: string) => setParams(q ? { q } : {});
  return [search, setQuery, setTenantId];
}

/** Support finds a member by id, the start of the e-mail address or of the name, over their tenants. */
export function MembersSearch() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { tenants } = useMe();
  const [search, setQuery, setTenantId] = useSearch();
  const [draft, setDraft] = useState(search.q);
  const [error, setError] = useState<MessageId | undefined>();
  // a link to /members?q=… while the page is open puts its query into the field
  useEffect(() => setDraft(search.q), [search.q]);
  const searching = search.q.trim() !== '';
  const pages = useCursorPages(JSON.stringify(search), (cursor) =>
    searching ? searchMembers(search, cursor) : Promise.resolve(NO_RESULTS),
  );
  const members = pages.page?.members;
  const label = (id: MessageId) => intl.formatMessage({ id });
  const tenantName = (id: number) => tenants.find((tenant) => tenant.id === id)?.name ?? `#${id}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fieldErrors = schemaErrors(adminMembersQuerySchema, { q: draft }, { q: 'members.search.invalid' });
    setError(fieldErrors.q);
    if (!fieldErrors.q) setQuery(draft.trim());
  }

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="nav.members" />}
        subtitle={<FormattedMessage id={AREA_DESCRIPTIONS.members} />}
      />
      <SearchForm onSubmit={submit} role="search" noValidate data-testid="members-search">
        <TextField
          type="search"
          label={<FormattedMessage id="members.search.label" />}
          hint={<FormattedMessage id="members.search.hint" />}
          error={error && <FormattedMessage id={error} />}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
          data-testid="members-search-q"
        />
        <TenantPicker
          allowAll
          value={search.tenant_id ?? null}
          onChange={setTenantId}
          data-testid="members-tenant"
        />
        <Button type="submit" data-testid="members-search-submit">
          <AdminIcon name="users" size={16} />
          <FormattedMessage id="members.search.submit" />
        </Button>
      </SearchForm>
      {pages.error && (
        <Alert tone="danger" data-testid="members-error">
          <FormattedMessage id={errorMessageId(pages.error.code)} />
        </Alert>
      )}
      {!searching && (
        <EmptyState
          icon="users"
          title={<FormattedMessage id="members.start.title" />}
          body={<FormattedMessage id="members.start.body" />}
        />
      )}
      {searching && members?.length === 0 && !pages.loading && (
        <EmptyState
          icon="compass"
          title={<FormattedMessage id="members.none.title" values={{ q: search.q }} />}
          body={<FormattedMessage id="members.none.body" />}
          action={
            search.tenant_id !== undefined && (
              <Button variant="outline" onClick={() => setTenantId(null)} data-testid="members-all-tenants">
                <FormattedMessage id="members.none.all_tenants" />
              </Button>
            )
          }
        />
      )}
      {searching && (pages.loading || (members?.length ?? 0) > 0) && (
        <>
          <TableScroll>
            <Table $stackOnPhones data-testid="members-table" aria-busy={pages.loading}>
              <TableHead
                columns={[
                  'members.column.name',
                  'members.column.email',
                  'members.column.tenant',
                  'members.column.status',
                  'members.column.premium',
                  'members.column.credits',
                  'members.column.created',
                ]}
              />
              <tbody>
                {!members || pages.loading
                  ? [0, 1, 2].map((row) => (
                      <tr key={row}>
                        <td colSpan={7}>
                          <Skeleton $height="22px" />
                        </td>
                      </tr>
                    ))
                  : members.map((member) => (
                      <tr
                        key={member.id}
                        data-clickable="true"
                        onClick={() => navigate(memberHref(member.id))}
                        data-testid={`member-row-${member.id}`}
                      >
                        <td>
                          <Who>
                            <NameLink to={memberHref(member.id)} onClick={(event) => event.stopPropagation()}>
                              {member.name ?? label('members.no_name')}
                            </NameLink>
                            <Muted>#{member.id}</Muted>
                          </Who>
                        </td>
                        <td data-label={label('members.column.email')}>
                          {member.email ? <EmailAddress email={member.email} /> : <Muted>—</Muted>}
                        </td>
                        <td data-label={label('members.column.tenant')}>{tenantName(member.tenant_id)}</td>
                        <td data-label={label('members.column.status')}>
                          <MemberBadges member={member} withPremium={false} />
                        </td>
                        <td data-label={label('members.column.premium')}>
                          {member.paid_user ? (
                            <span>
                              <Badge tone="primary">{label('members.badge.premium')}</Badge>
                            </span>
                          ) : (
                            <Muted>—</Muted>
                          )}
                        </td>
                        <td data-label={label('members.column.credits')}>
                          <FormattedNumber value={member.credits} />
                        </td>
                        <td data-label={label('members.column.created')}>
                          <Nowrap>
                            <FormattedDate value={member.created_at} dateStyle="medium" />
                          </Nowrap>
                        </td>
                      </tr>
                    ))}
              </tbody>
            </Table>
          </TableScroll>
          <Pager pages={pages} testPrefix="members-pager" />
        </>
      )}
    </>
  );
}
