import type { AdminBundle } from '@amora/contracts';
import { Alert, Badge, Button, Skeleton } from '@amora/ui';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import styled from 'styled-components';
import { AREA_DESCRIPTIONS } from '../../app/areas';
import { useDocumentTitle } from '../../app/use-document-title';
import { AdminIcon } from '../../components/admin-icon';
import { Muted, Table, TableScroll } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { TenantPicker, useTenantChoice } from '../../components/tenant-picker';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { BundleDialog } from './bundle-dialog';
import { type BundleFormValues, bundleFormValues, currencyHints } from './bundle-form';
import { formatMoney } from './money';
import { listBundles, tenantCountries, updateBundle } from './prices.api';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  > :first-child {
    min-width: 200px;
  }
`;

const PriceList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    padding: 2px 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  b {
    margin-right: 4px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Credits = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 700;
`;

type Editing = { bundle: AdminBundle | null; initial: BundleFormValues };

/** A tenant's credit bundles with their prices per country: add, edit, retire and bring back. */
export function PricesPage() {
  useDocumentTitle('nav.prices');
  const intl = useIntl();
  const [tenantId, setTenantId] = useTenantChoice();
  const [bundles, setBundles] = useState<AdminBundle[] | null>(null);
  const [countries, setCountries] = useState<Map<number, string[]>>(new Map());
  const [error, setError] = useState<ApiError | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);

  const load = useCallback(async (id: number) => {
    setError(null);
    try {
      setBundles((await listBundles(id)).bundles);
    } catch (failure) {
      setError(toApiError(failure));
    }
  }, []);

  useEffect(() => {
    setBundles(null);
    if (tenantId !== null) void load(tenantId);
  }, [tenantId, load]);

  useEffect(() => {
    tenantCountries()
      .then(setCountries)
      .catch(() => setCountries(new Map()));
  }, []);

  const open = (bundle: AdminBundle | null) => {
    const list = countries.get(tenantId ?? 0) ?? [];
    setEditing({
      bundle,
      initial: bundleFormValues(list, bundle ?? undefined, currencyHints(bundles ?? [])),
    });
  };

  async function toggleActive(bundle: AdminBundle) {
    setSwitching(bundle.id);
    try {
      const answer = await updateBundle({ id: bundle.id, active: !bundle.active });
      setBundles((list) => list?.map((b) => (b.id === bundle.id ? answer.bundle : b)) ?? null);
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setSwitching(null);
    }
  }

  const column = (id: MessageId) => intl.formatMessage({ id });

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="nav.prices" />}
        subtitle={<FormattedMessage id={AREA_DESCRIPTIONS.prices} />}
        action={
          <Button
            onClick={() => open(null)}
            disabled={tenantId === null || !bundles}
            data-testid="bundle-add"
          >
            <AdminIcon name="tag" size={16} />
            <FormattedMessage id="prices.add" />
          </Button>
        }
      />
      <Toolbar>
        <TenantPicker value={tenantId} onChange={setTenantId} />
      </Toolbar>
      {error && (
        <Alert tone="danger" data-testid="prices-error">
          <FormattedMessage id={errorMessageId(error.code)} values={errorValues(error)} />
        </Alert>
      )}
      <TableScroll>
        <Table $stackOnPhones data-testid="bundles-table" aria-busy={!bundles}>
          <thead>
            <tr>
              <th>{column('prices.column.credits')}</th>
              <th>{column('prices.column.position')}</th>
              <th>{column('prices.column.prices')}</th>
              <th>{column('prices.column.sold')}</th>
              <th>{column('prices.column.status')}</th>
              <th>
                <FormattedMessage id="prices.column.actions" />
              </th>
            </tr>
          </thead>
          <tbody>
            {!bundles && !error
              ? [0, 1, 2].map((row) => (
                  <tr key={row}>
                    <td colSpan={6}>
                      <Skeleton $height="22px" />
                    </td>
                  </tr>
                ))
              : bundles?.map((bundle) => (
                  <tr key={bundle.id} data-testid={`bundle-row-${bundle.id}`}>
                    <td>
                      <Credits>
                        <FormattedMessage id="prices.credits" values={{ credits: bundle.credits }} />
                        {bundle.best_value && (
                          <Badge tone="success">
                            <FormattedMessage id="prices.best_value" />
                          </Badge>
                        )}
                      </Credits>
                    </td>
                    <td data-label={column('prices.column.position')}>{bundle.position}</td>
                    <td data-label={column('prices.column.prices')}>
                      {bundle.prices.length === 0 ? (
                        <Muted>—</Muted>
                      ) : (
                        <PriceList data-testid={`bundle-prices-${bundle.id}`}>
                          {bundle.prices.map((price) => (
                            <li key={price.country}>
                              <b>{price.country}</b>
                              {formatMoney(intl.locale, price.amount, price.currency)}
                            </li>
                          ))}
                        </PriceList>
                      )}
                    </td>
                    <td data-label={column('prices.column.sold')}>
                      <FormattedNumber value={bundle.sold} />
                    </td>
                    <td data-label={column('prices.column.status')}>
                      {/* a span: in the phone's card layout the cell's grid would stretch the badge */}
                      <span>
                        <Badge tone={bundle.active ? 'primary' : 'neutral'}>
                          <FormattedMessage
                            id={bundle.active ? 'prices.status.active' : 'prices.status.retired'}
                          />
                        </Badge>
                      </span>
                    </td>
                    <td>
                      <Actions>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => open(bundle)}
                          data-testid={`bundle-edit-${bundle.id}`}
                        >
                          <AdminIcon name="pencil" size={14} />
                          <FormattedMessage id="prices.edit" />
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          loading={switching === bundle.id}
                          onClick={() => toggleActive(bundle)}
                          data-testid={`bundle-toggle-${bundle.id}`}
                        >
                          <FormattedMessage id={bundle.active ? 'prices.retire' : 'prices.reactivate'} />
                        </Button>
                      </Actions>
                    </td>
                  </tr>
                ))}
            {bundles?.length === 0 && (
              <tr>
                <td colSpan={6}>
                  <Muted>
                    <FormattedMessage id="prices.none" />
                  </Muted>
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      </TableScroll>
      {editing && tenantId !== null && (
        <BundleDialog
          tenantId={tenantId}
          bundle={editing.bundle}
          initial={editing.initial}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load(tenantId);
          }}
        />
      )}
    </>
  );
}
