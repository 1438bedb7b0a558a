import { Select } from '@amora/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { AdminIcon } from '../../components/admin-icon';
import { useTenantChoice } from '../../components/tenant-picker';
import { useMe } from '../../features/session/session-provider';

const Wrap = styled.div`
  position: relative;
  min-width: 0;

  & > svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
    z-index: 1;
  }
  select {
    width: 100%;
    padding-left: 36px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/**
 * Always visible, so nobody edits a tenant believing they are in another. The choice is the one every
 * page's tenant picker shows: switching here switches the page, and the other way round.
 */
export function TenantSwitcher({ className }: { className?: string }) {
  const intl = useIntl();
  const { tenants } = useMe();
  const [tenantId, setTenantId] = useTenantChoice(true);
  return (
    <Wrap className={className} title={intl.formatMessage({ id: 'topbar.tenant.hint' })}>
      <AdminIcon name="building" size={16} />
      <Select
        compact
        hideLabel
        label={intl.formatMessage({ id: 'topbar.tenant.label' })}
        value={tenantId === null ? 'all' : String(tenantId)}
        onChange={(event) => setTenantId(event.target.value === 'all' ? null : Number(event.target.value))}
        data-testid="admin-tenant-switcher"
      >
        <option value="all">{intl.formatMessage({ id: 'topbar.tenant.all' })}</option>
        {tenants.map((tenant) => (
          <option key={tenant.id} value={tenant.id}>
            {tenant.name}
          </option>
        ))}
      </Select>
    </Wrap>
  );
}
