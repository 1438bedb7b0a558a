import { type AdminCode, DISCOUNT_KINDS, DISCOUNT_STATUSES } from '@amora/contracts';
import { Alert, Badge, Button, Select, Skeleton, TextField } from '@amora/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import styled from 'styled-components';
import { AREA_DESCRIPTIONS } from '../../app/areas';
import { useDocumentTitle } from '../../app/use-document-title';
import { AdminIcon } from '../../components/admin-icon';
import { Muted, Nowrap, Table, TableHead, TableScroll } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { TenantPicker, useTenantChoice } from '../../components/tenant-picker';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { formatMoney } from '../prices/money';
import { tenantCountries } from '../prices/prices.api';
import { CodeCreateDialog } from './code-create-dialog';
import { CodeUsesDialog } from './code-uses-dialog';
import { type CodeFilters, codesExportUrl, listCodes, updateCode } from './codes.api';

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const FilterActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

const ExportLink = styled.a`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary.text};
  white-space: nowrap;
`;

const CodeText = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 13px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary.text};
  cursor: pointer;
  text-align: left;
  word-break: break-all;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: 2px;
  }
`;

const Terms = styled.span`
  display: block;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const STATUS_TONES = { active: 'success', inactive: 'neutral', used: 'warning' } as const;

/** The terms of a code in one short line: validity, country, currency, minimum order, methods. */
function CodeTerms({ code }: { code: AdminCode }) {
  const intl = useIntl();
  const parts = [
    code.member_id !== null && intl.formatMessage({ id: 'codes.terms.personal' }, { member: code.member_id }),
    intl.formatMessage({ id: `codes.validity.${code.validity}` }),
    code.country,
    code.minimum_order_value !== null && code.currency
      ? intl.formatMessage(
          { id: 'codes.terms.minimum' },
          { amount: formatMoney(intl.locale, code.minimum_order_value, code.currency) },
        )
      : code.currency,
    code.payment_methods?.map((m) => intl.formatMessage({ id: `codes.method.${m}` })).join(', '),
  ].filter(Boolean);
  return <Terms>{parts.join(' · ')}</Terms>;
}

/** A tenant's discount codes: paged on the server, searched and filtered, created, switched, exported. */
export function CodesPage() {
  useDocumentTitle('nav.discount_codes');
  const intl = useIntl();
  const [tenantId, setTenantId] = useTenantChoice();
  const [draft, setDraft] = useState({ q: '', status: '', kind: '' });
  const [applied, setApplied] = useState({ q: '', status: '', kind: '' });
  const [creating, setCreating] = useState(false);
  const [usesOf, setUsesOf] = useState<AdminCode | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);
  const [actionError, setActionError] = useState<ApiError | null>(null);
  const [countries, setCountries] = useState<Map<number, string[]>>(new Map());

  const filters: CodeFilters = {
    tenant_id: tenantId ?? 0,
    q: applied.q.trim() || undefined,
    status: (applied.status || undefined) as CodeFilters['status'],
    kind: (applied.kind || undefined) as CodeFilters['kind'],
  };
  const pages = useCursorPages(JSON.stringify(filters), (cursor) => listCodes(filters, cursor));
  const [overrides, setOverrides] = useState<Map<number, AdminCode>>(new Map());
  const codes = pages.page?.codes.map((code) => overrides.get(code.id) ?? code);

  useEffect(() => {
    tenantCountries()
      .then(setCountries)
      .catch(() => setCountries(new Map()));
  }, []);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setApplied(draft);
  }

  async function toggle(code: AdminCode) {
    setSwitching(code.id);
    setActionError(null);
    try {
      const answer = await updateCode({
        id: code.id,
        status: code.status === 'active' ? 'inactive' : 'active',
      });
      setOverrides((map) => new Map(map).set(code.id, answer.code));
    } catch (failure) {
      setActionError(toApiError(failure));
    } finally {
      setSwitching(null);
    }
  }

  const label = (id: MessageId) => intl.formatMessage({ id });

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="nav.discount_codes" />}
        subtitle={<FormattedMessage id={AREA_DESCRIPTIONS.discount_codes} />}
        action={
          <Button onClick={() => setCreating(true)} disabled={tenantId === null} data-testid="code-add">
            <AdminIcon name="ticket" size={16} />
            <FormattedMessage id="codes.add" />
          </Button>
        }
      />
      <Filters onSubmit={apply} data-testid="code-filters">
        <TenantPicker
          value={tenantId}
          onChange={(id) => {
            setTenantId(id);
            setOverrides(new Map());
          }}
        />
        <TextField
          type="search"
          label={<FormattedMessage id="codes.filter.q" />}
          value={draft.q}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          data-testid="code-filter-q"
        />
        <Select
          label={<FormattedMessage id="codes.filter.status" />}
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value })}
          data-testid="code-filter-status"
        >
          <option value="">{label('codes.filter.any')}</option>
          {DISCOUNT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {label(`codes.status.${status}`)}
            </option>
          ))}
        </Select>
        <Select
          label={<FormattedMessage id="codes.filter.kind" />}
          value={draft.kind}
          onChange={(event) => setDraft({ ...draft, kind: event.target.value })}
          data-testid="code-filter-kind"
        >
          <option value="">{label('codes.filter.any')}</option>
          {DISCOUNT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {label(`codes.kind.${kind}`)}
            </option>
          ))}
        </Select>
        <FilterActions>
          <Button type="submit" variant="outline" data-testid="code-filter-apply">
            <FormattedMessage id="codes.filter.apply" />
          </Button>
          {tenantId !== null && (
            <ExportLink href={codesExportUrl(filters)} download data-testid="code-export">
              <FormattedMessage id="codes.export" />
            </ExportLink>
          )}
        </FilterActions>
      </Filters>
      {(pages.error ?? actionError) && (
        <Alert tone="danger" data-testid="codes-error">
          <FormattedMessage
            id={errorMessageId((pages.error ?? actionError)?.code ?? 'internal_error')}
            values={errorValues((pages.error ?? actionError) as ApiError)}
          />
        </Alert>
      )}
      <TableScroll>
        <Table $stackOnPhones data-testid="codes-table" aria-busy={pages.loading}>
          <TableHead
            columns={[
              'codes.column.code',
              'codes.column.discount',
              'codes.column.kind',
              'codes.column.expires',
              'codes.column.uses',
              'codes.column.status',
            ]}
          />
          <tbody>
            {!pages.page && pages.loading
              ? [0, 1, 2, 3].map((row) => (
                  <tr key={row}>
                    <td colSpan={6}>
                      <Skeleton $height="22px" />
                    </td>
                  </tr>
                ))
              : codes?.map((code) => (
                  <tr key={code.id} data-testid={`code-row-${code.id}`}>
                    <td>
                      <CodeText
                        type="button"
                        onClick={() => setUsesOf(code)}
                        aria-label={intl.formatMessage({ id: 'codes.uses.open' }, { code: code.code })}
                        data-testid={`code-open-${code.id}`}
                      >
                        {code.code}
                      </CodeText>
                      <CodeTerms code={code} />
                    </td>
                    <td data-label={label('codes.column.discount')}>
                      <FormattedNumber
                        value={code.value_percentage / 100}
                        style="percent"
                        maximumFractionDigits={2}
                      />
                    </td>
                    <td data-label={label('codes.column.kind')}>{label(`codes.kind.${code.kind}`)}</td>
                    <td data-label={label('codes.column.expires')}>
                      {code.expires ? (
                        <Nowrap>
                          <FormattedDate value={code.expires} dateStyle="medium" timeZone="UTC" />
                        </Nowrap>
                      ) : (
                        <Muted>—</Muted>
                      )}
                    </td>
                    <td data-label={label('codes.column.uses')}>
                      <FormattedMessage
                        id="codes.uses.count"
                        values={{ uses: code.uses, reserved: code.reserved }}
                      />
                    </td>
                    <td data-label={label('codes.column.status')}>
                      <Nowrap>
                        <Badge tone={STATUS_TONES[code.status]} data-testid={`code-status-${code.id}`}>
                          {label(`codes.status.${code.status}`)}
                        </Badge>{' '}
                        {code.status !== 'used' && (
                          <Button
                            size="sm"
                            variant="ghost"
                            loading={switching === code.id}
                            onClick={() => toggle(code)}
                            data-testid={`code-toggle-${code.id}`}
                          >
                            <FormattedMessage
                              id={code.status === 'active' ? 'codes.switch_off' : 'codes.switch_on'}
                            />
                          </Button>
                        )}
                      </Nowrap>
                    </td>
                  </tr>
                ))}
            {codes?.length === 0 && (
              <tr>
                <td colSpan={6}>
                  <Muted>
                    <FormattedMessage id="codes.none" />
                  </Muted>
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      </TableScroll>
      <Pager pages={pages} testPrefix="codes-pager" />
      {creating && tenantId !== null && (
        <CodeCreateDialog
          tenantId={tenantId}
          countries={countries.get(tenantId) ?? []}
          onClose={() => setCreating(false)}
          onCreated={pages.reload}
        />
      )}
      {usesOf && (
        <CodeUsesDialog
          code={usesOf}
          onClose={() => setUsesOf(null)}
          onChanged={(changed) => {
            setOverrides((map) => new Map(map).set(changed.id, changed));
            setUsesOf(changed);
          }}
        />
      )}
    </>
  );
}
