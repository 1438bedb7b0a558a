import type { AdminTenant } from '@amora/contracts';
import { Alert, Skeleton } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../../components/page-header';
import { TenantPicker } from '../../components/tenant-picker';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { CompanyForm } from './company-form';
import { DomainsEditor } from './domains-editor';
import { GeneralForm } from './general-form';
import { PaymentsForm } from './payments-form';
import { tenantHref } from './tenant-links';
import { getTenant } from './tenants.api';
import { ThemeEditor } from './theme-editor';
import { useLoad } from './use-load';

export const TABS = ['general', 'domains', 'company', 'payments', 'theme'] as const;
export type Tab = (typeof TABS)[number];

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    flex: none;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 2px solid transparent;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary.text};
    border-bottom-color: ${({ theme }) => theme.colors.primary.surface};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  & > :last-child {
    flex: 0 1 260px;
  }
  a {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.primary.text};
  }
`;

/** One tenant, its settings in tabs; each tab saves on its own, all or nothing. */
export function TenantPage({ id, tab }: { id: number; tab: Tab }) {
  const navigate = useNavigate();
  const { data, error, set } = useLoad(`tenant-${id}`, () => getTenant(id));
  const tenant = data?.tenant;
  const saved = (next: AdminTenant) => set({ tenant: next });
  const merge = (changes: Partial<AdminTenant>) => tenant && set({ tenant: { ...tenant, ...changes } });

  return (
    <>
      <Top>
        <Link to="/tenants" data-testid="tenant-back">
          ← <FormattedMessage id="tenants.back" />
        </Link>
        <TenantPicker
          value={id}
          onChange={(next) => next && navigate(tenantHref(next, tab))}
          data-testid="tenant-switch"
        />
      </Top>
      <PageHeader
        title={tenant ? tenant.name : <Skeleton $height="32px" $width="200px" />}
        subtitle={tenant && `${tenant.slug} · ${tenant.domains.find((d) => d.is_primary)?.host ?? ''}`}
      />
      <Tabs aria-label={tenant?.name}>
        {TABS.map((key) => (
          <Link
            key={key}
            to={tenantHref(id, key)}
            aria-current={key === tab ? 'page' : undefined}
            data-testid={`tenant-tab-${key}`}
          >
            <FormattedMessage id={`tenants.tab.${key}` as MessageId} />
          </Link>
        ))}
      </Tabs>
      {error && (
        <Alert tone="danger" data-testid="tenant-error">
          <FormattedMessage id={errorMessageId(error.code)} />
        </Alert>
      )}
      {!tenant && !error && <Skeleton $height="320px" />}
      {tenant && (
        <div key={`${tenant.id}-${tab}`} data-testid={`tenant-panel-${tab}`}>
          {tab === 'general' && <GeneralForm tenant={tenant} onSaved={saved} />}
          {tab === 'domains' && <DomainsEditor tenant={tenant} onChanged={(domains) => merge({ domains })} />}
          {tab === 'company' && <CompanyForm tenant={tenant} onSaved={saved} />}
          {tab === 'payments' && <PaymentsForm tenant={tenant} onSaved={saved} />}
          {tab === 'theme' && <ThemeEditor tenant={tenant} onSaved={merge} />}
        </div>
      )}
    </>
  );
}
