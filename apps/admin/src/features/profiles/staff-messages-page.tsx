import { Alert, Button, Select, Skeleton, TextField } from '@amora/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { AREA_DESCRIPTIONS } from '../../app/areas';
import { Muted, Nowrap, Table, TableHead, TableScroll } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { TenantPicker, useTenantChoice } from '../../components/tenant-picker';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { errorValues } from '../../lib/api-client';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { Note } from '../tenants/form-parts';
import { listStaffMessages, listStaffWriters, type TrailFilters, type TrailMessage } from './profiles.api';
import { ProfilesTabs } from './profiles-tabs';
import {
  filtersFromSearch,
  parseDraft,
  searchOf,
  TRAIL_FILTER_KEYS,
  type TrailFilterKey,
} from './trail-filters';

const Filters = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr)) auto;
  }
`;

const FilterActions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space(2)};

  & + p {
    grid-column: 1 / -1;
  }
`;

const ProfileLink = styled(Link)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary.text};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const FilterLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary.text};
  cursor: pointer;
  text-align: left;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: 2px;
  }
`;

const Excerpt = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  max-width: 52ch;
  overflow-wrap: anywhere;
`;

const FILTER_LABELS: Record<TrailFilterKey, MessageId> = {
  staff_id: 'profiles.trail.filter.staff',
  profile_id: 'profiles.trail.filter.profile',
  member_id: 'profiles.trail.filter.member',
};

const draftOf = (filters: TrailFilters): Record<TrailFilterKey, string> => ({
  staff_id: filters.staff_id ? String(filters.staff_id) : '',
  profile_id: filters.profile_id ? String(filters.profile_id) : '',
  member_id: filters.member_id ? String(filters.member_id) : '',
});

/**
 * Every message staff wrote as a fictional profile, newest first: by staff member, profile or member
 * (the filters live in the address, so a member's page can link to /profiles/messages?member_id=..).
 */
export function StaffMessagesPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  // the console's tenant (the top bar's switcher): the trail of that site, or of all of the operator's
  const [tenantId, setTenantId] = useTenantChoice(true);
  const filters = filtersFromSearch(params);
  const key = searchOf(filters);
  const writers = useWriters(tenantId);
  const [draft, setDraft] = useState(() => ({ key, values: draftOf(filters) }));
  const [invalid, setInvalid] = useState<TrailFilterKey[]>([]);
  // a new address (a link, back and forward) shows its own filters in the form
  const values = draft.key === key ? draft.values : draftOf(filters);
  const pages = useCursorPages(`${tenantId ?? 'all'}?${key}`, (cursor) =>
    listStaffMessages(tenantId, filters, cursor),
  );
  const label = (id: MessageId) => intl.formatMessage({ id });

  const apply = (next: TrailFilters) => {
    setInvalid([]);
    const search = searchOf(next);
    setDraft({ key: search, values: draftOf(next) });
    setParams(new URLSearchParams(search));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseDraft(values);
    if (parsed.invalid.length > 0) {
      setInvalid(parsed.invalid);
      return;
    }
    apply(parsed.filters);
  }

  const narrow = (patch: TrailFilters) => apply({ ...filters, ...patch });
  const messages = pages.page?.messages;
  const filtered = TRAIL_FILTER_KEYS.some((k) => filters[k] !== undefined);

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="nav.profiles" />}
        subtitle={<FormattedMessage id={AREA_DESCRIPTIONS.profiles} />}
      />
      <ProfilesTabs />
      <Filters onSubmit={submit} role="search" noValidate data-testid="trail-filters">
        <TenantPicker allowAll value={tenantId} onChange={setTenantId} data-testid="trail-tenant" />
        <Select
          label={label(FILTER_LABELS.staff_id)}
          value={values.staff_id}
          onChange={(event) => {
            setInvalid([]);
            setDraft({ key, values: { ...values, staff_id: event.target.value } });
          }}
          data-testid="trail-filter-staff_id"
        >
          <option value="">{label('profiles.trail.anyone')}</option>
          {writersWith(writers, filters.staff_id).map((writer) => (
            <option key={writer.id} value={String(writer.id)}>
              {writer.name}
            </option>
          ))}
        </Select>
        {ID_FILTERS.map((filter) => (
          <TextField
            key={filter}
            label={label(FILTER_LABELS[filter])}
            inputMode="numeric"
            placeholder={label('profiles.trail.any')}
            value={values[filter]}
            onChange={(event) => {
              setInvalid([]);
              setDraft({ key, values: { ...values, [filter]: event.target.value } });
            }}
            error={invalid.includes(filter) ? label('profiles.trail.id_invalid') : undefined}
            data-testid={`trail-filter-${filter}`}
          />
        ))}
        <FilterActions>
          <Button type="submit" variant="outline" data-testid="trail-apply">
            <FormattedMessage id="profiles.trail.apply" />
          </Button>
          {filtered && (
            <Button variant="ghost" onClick={() => apply({})} data-testid="trail-clear">
              <FormattedMessage id="profiles.trail.clear" />
            </Button>
          )}
        </FilterActions>
        <Note>{label('profiles.trail.id_hint')}</Note>
      </Filters>
      {pages.error && (
        <Alert tone="danger" data-testid="trail-error">
          <FormattedMessage id={errorMessageId(pages.error.code)} values={errorValues(pages.error)} />
        </Alert>
      )}
      <TableScroll>
        <Table $stackOnPhones data-testid="trail-table" aria-busy={pages.loading}>
          <TableHead
            columns={[
              'profiles.trail.column.time',
              'profiles.trail.column.staff',
              'profiles.trail.column.profile',
              'profiles.trail.column.member',
              'profiles.trail.column.text',
            ]}
          />
          <tbody>
            {!messages && pages.loading
              ? [0, 1, 2].map((row) => (
                  <tr key={row}>
                    <td colSpan={5}>
                      <Skeleton $height="22px" />
                    </td>
                  </tr>
                ))
              : messages?.map((message) => <TrailRow key={message.id} message={message} narrow={narrow} />)}
            {messages?.length === 0 && (
              <tr>
                <td colSpan={5}>
                  <Muted data-testid="trail-empty">
                    <FormattedMessage
                      id={filtered ? 'profiles.trail.none_filtered' : 'profiles.trail.none'}
                    />
                  </Muted>
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      </TableScroll>
      <Pager pages={pages} testPrefix="trail-pager" />
    </>
  );
}

/** The id filters typed in; the staff member is picked from a list. */
const ID_FILTERS = TRAIL_FILTER_KEYS.filter((filter) => filter !== 'staff_id');

type Writer = { id: number; name: string };

/** The staff who may have written in the tenant, for the staff filter (none while unknown). */
function useWriters(tenantId: number | null): Writer[] {
  const [writers, setWriters] = useState<{ tenant: number | null; staff: Writer[] } | null>(null);
  useEffect(() => {
    let current = true;
    listStaffWriters(tenantId)
      .then((answer) => current && setWriters({ tenant: tenantId, staff: answer.staff }))
      .catch(() => current && setWriters({ tenant: tenantId, staff: [] }));
    return () => {
      current = false;
    };
  }, [tenantId]);
  return writers?.tenant === tenantId ? writers.staff : [];
}

/** The list, with the staff member the address names even when the list does not (an old link). */
function writersWith(writers: Writer[], staffId: number | undefined): Writer[] {
  if (staffId === undefined || writers.some((writer) => writer.id === staffId)) return writers;
  return [...writers, { id: staffId, name: `#${staffId}` }];
}

function TrailRow({ message, narrow }: { message: TrailMessage; narrow: (patch: TrailFilters) => void }) {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  return (
    <tr data-testid={`trail-row-${message.id}`}>
      <td data-label={label('profiles.trail.column.time')}>
        <Nowrap>
          <FormattedDate value={message.created_at} dateStyle="medium" timeStyle="short" />
        </Nowrap>
      </td>
      <td data-label={label('profiles.trail.column.staff')}>
        {message.staff ? (
          <FilterLink
            type="button"
            onClick={() => narrow({ staff_id: message.staff?.id })}
            title={label('profiles.trail.only_staff')}
            data-testid={`trail-staff-${message.id}`}
          >
            {message.staff.name}
          </FilterLink>
        ) : (
          <Muted>—</Muted>
        )}
      </td>
      <td data-label={label('profiles.trail.column.profile')}>
        <span>
          <ProfileLink
            to={`/profiles/${message.fictional_profile_id}`}
            data-testid={`trail-profile-${message.id}`}
          >
            {message.fictional_profile_name}
          </ProfileLink>{' '}
          <Muted>#{message.fictional_profile_id}</Muted>
        </span>
      </td>
      <td data-label={label('profiles.trail.column.member')}>
        <FilterLink
          type="button"
          onClick={() => narrow({ member_id: message.member_id })}
          title={label('profiles.trail.only_member')}
          data-testid={`trail-member-${message.id}`}
        >
          #{message.member_id}
        </FilterLink>
      </td>
      <td data-label={label('profiles.trail.column.text')}>
        {message.text === null ? (
          <Muted>{label('profiles.trail.no_text')}</Muted>
        ) : (
          <Excerpt title={message.text}>{message.text}</Excerpt>
        )}
      </td>
    </tr>
  );
}
