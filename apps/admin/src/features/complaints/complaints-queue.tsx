import { COMPLAINT_REASONS, COMPLAINT_STATUSES, type ComplaintListItem } from '@amora/contracts';
import { Alert, Badge, Select, Skeleton } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { AREA_DESCRIPTIONS } from '../../app/areas';
import { Muted, Nowrap, Table, TableHead, TableScroll } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { TenantPicker, useTenantChoice } from '../../components/tenant-picker';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { errorValues } from '../../lib/api-client';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { useMe } from '../session/session-provider';
import { Age, ComplainantName, reasonLabel, StatusBadge, statusLabel } from './complaint-labels';
import { type ComplaintFilters, listComplaints } from './complaints.api';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Excerpt = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  max-width: 42ch;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const IdLink = styled(Link)`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary.text};
  white-space: nowrap;
`;

const Stacked = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
  overflow-wrap: break-word;
`;

const ASSIGNED = ['me', 'none'] as const;
const COLUMNS = 8;

/** The filters live in the address, so the way back from a complaint finds the queue as it was. */
function useQueueFilters() {
  const [params, setParams] = useSearchParams();
  const pick = <T extends string>(name: string, allowed: readonly T[]) => {
    const value = params.get(name);
    return allowed.includes(value as T) ? (value as T) : undefined;
  };
  const filters = {
    status: pick('status', COMPLAINT_STATUSES),
    reason: pick('reason', COMPLAINT_REASONS),
    assigned: pick('assigned', ASSIGNED),
  };
  const set = (name: keyof typeof filters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [filters, set] as const;
}

/** Complaints of the staff member's sites, newest first, paged on the server; a row opens the complaint. */
export function ComplaintsQueue() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { tenants } = useMe();
  const [tenantId, setTenantId] = useTenantChoice(true);
  const [filters, setFilter] = useQueueFilters();
  const query: ComplaintFilters = { tenant_id: tenantId ?? undefined, ...filters };
  const pages = useCursorPages(JSON.stringify(query), (cursor) => listComplaints(query, cursor));
  const complaints = pages.page?.complaints;
  const label = (id: MessageId) => intl.formatMessage({ id });
  const tenantName = (id: number) => tenants.find((tenant) => tenant.id === id)?.name ?? `#${id}`;
  const filtered = Object.values(filters).some(Boolean);

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="nav.complaints" />}
        subtitle={<FormattedMessage id={AREA_DESCRIPTIONS.complaints} />}
      />
      <Filters data-testid="complaint-filters">
        <TenantPicker value={tenantId} onChange={setTenantId} allowAll />
        <Select
          label={<FormattedMessage id="complaints.filter.status" />}
          value={filters.status ?? ''}
          onChange={(event) => setFilter('status', event.target.value)}
          data-testid="complaint-filter-status"
        >
          <option value="">{label('complaints.filter.any_status')}</option>
          {COMPLAINT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {label(statusLabel(status))}
            </option>
          ))}
        </Select>
        <Select
          label={<FormattedMessage id="complaints.filter.reason" />}
          value={filters.reason ?? ''}
          onChange={(event) => setFilter('reason', event.target.value)}
          data-testid="complaint-filter-reason"
        >
          <option value="">{label('complaints.filter.any_reason')}</option>
          {COMPLAINT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {label(reasonLabel(reason))}
            </option>
          ))}
        </Select>
        <Select
          label={<FormattedMessage id="complaints.filter.assigned" />}
          value={filters.assigned ?? ''}
          onChange={(event) => setFilter('assigned', event.target.value)}
          data-testid="complaint-filter-assigned"
        >
          <option value="">{label('complaints.filter.anyone')}</option>
          <option value="me">{label('complaints.filter.assigned_me')}</option>
          <option value="none">{label('complaints.filter.unassigned')}</option>
        </Select>
      </Filters>
      {pages.error && (
        <Alert tone="danger" data-testid="complaints-error">
          <FormattedMessage id={errorMessageId(pages.error.code)} values={errorValues(pages.error)} />
        </Alert>
      )}
      {complaints?.length === 0 ? (
        <TableScroll data-testid="complaints-empty">
          <EmptyState
            icon="flag"
            title={<FormattedMessage id={filtered ? 'complaints.none_filtered' : 'complaints.none'} />}
            body={<FormattedMessage id="complaints.none_body" />}
          />
        </TableScroll>
      ) : (
        <TableScroll>
          <Table $stackOnPhones data-testid="complaints-table" aria-busy={pages.loading}>
            <TableHead
              columns={[
                'complaints.column.complaint',
                'complaints.column.status',
                'complaints.column.site',
                'complaints.column.complainant',
                'complaints.column.reported',
                'complaints.column.reason',
                'complaints.column.assignee',
                'complaints.column.age',
              ]}
            />
            <tbody>
              {!complaints
                ? [0, 1, 2, 3].map((row) => (
                    <tr key={row}>
                      <td colSpan={COLUMNS}>
                        <Skeleton $height="22px" />
                      </td>
                    </tr>
                  ))
                : complaints.map((complaint) => (
                    <QueueRow
                      key={complaint.id}
                      complaint={complaint}
                      tenantName={tenantName(complaint.tenant_id)}
                      onOpen={() => navigate(`/complaints/${complaint.id}`, { state: { queue: search } })}
                      queueSearch={search}
                    />
                  ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      <Pager pages={pages} testPrefix="complaints-pager" />
    </>
  );
}

function QueueRow({
  complaint,
  tenantName,
  onOpen,
  queueSearch,
}: {
  complaint: ComplaintListItem;
  tenantName: string;
  onOpen: () => void;
  /** The queue's filters, for the way back from the complaint. */
  queueSearch: string;
}) {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  return (
    <tr data-clickable="true" onClick={onOpen} data-testid={`complaint-row-${complaint.id}`}>
      <td>
        <IdLink
          to={`/complaints/${complaint.id}`}
          state={{ queue: queueSearch }}
          onClick={(event) => event.stopPropagation()}
          data-testid={`complaint-open-${complaint.id}`}
        >
          <FormattedMessage id="complaints.number" values={{ id: complaint.id }} />
        </IdLink>
      </td>
      <td data-label={label('complaints.column.status')}>
        <span>
          <StatusBadge status={complaint.status} testid={`complaint-status-${complaint.id}`} />
        </span>
      </td>
      <td data-label={label('complaints.column.site')}>{tenantName}</td>
      <td data-label={label('complaints.column.complainant')}>
        <Stacked>
          <ComplainantName complainant={complaint.complainant} />
          {complaint.complainant?.email && complaint.complainant.name && (
            <Muted>{complaint.complainant.email}</Muted>
          )}
        </Stacked>
      </td>
      <td data-label={label('complaints.column.reported')}>
        {complaint.profile ? (
          <Stacked>
            <span>{complaint.profile.name}</span>
            {complaint.profile.is_fictional && (
              <span>
                <Badge tone="primary">
                  <FormattedMessage id="complaints.fictional" />
                </Badge>
              </span>
            )}
          </Stacked>
        ) : (
          <Muted>
            <FormattedMessage id="complaints.no_profile" />
          </Muted>
        )}
      </td>
      <td data-label={label('complaints.column.reason')}>
        <Stacked>
          <strong>{label(reasonLabel(complaint.reason))}</strong>
          {complaint.subject && <span>{complaint.subject}</span>}
          {complaint.text && <Excerpt>{complaint.text}</Excerpt>}
        </Stacked>
      </td>
      <td data-label={label('complaints.column.assignee')}>
        {complaint.assigned ? (
          complaint.assigned.name
        ) : (
          <Muted>
            <FormattedMessage id="complaints.unassigned" />
          </Muted>
        )}
      </td>
      <td data-label={label('complaints.column.age')}>
        <Nowrap>
          <Age since={complaint.created_at} />
        </Nowrap>
      </td>
    </tr>
  );
}
