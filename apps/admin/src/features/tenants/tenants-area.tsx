import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { TABS, type Tab, TenantPage } from './tenant-page';
import { TenantsList } from './tenants-list';

/** The tenants area: the list, or (with an id in the query) one tenant and its tab. */
export function TenantsArea() {
  useDocumentTitle('nav.tenants');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const tab = params.get('tab');
  if (!Number.isInteger(id) || id <= 0) return <TenantsList />;
  return <TenantPage id={id} tab={TABS.includes(tab as Tab) ? (tab as Tab) : 'general'} />;
}
