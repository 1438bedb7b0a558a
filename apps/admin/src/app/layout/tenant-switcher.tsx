import { Select } from '@amora/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { AdminIcon } from '../../components/admin-icon';

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
  select:disabled {
    opacity: 1;
    color: ${({ theme }) => theme.colors.textMuted};
    background-color: ${({ theme }) => theme.colors.background};
  }
`;

/**
 * Always visible, so nobody edits a tenant believing they are in another. Until tenant management
 * arrives there is only the cross-tenant view, so the select is shown but disabled.
 */
export function TenantSwitcher({ className }: { className?: string }) {
  const intl = useIntl();
  return (
    <Wrap className={className} title={intl.formatMessage({ id: 'topbar.tenant.hint' })}>
      <AdminIcon name="building" size={16} />
      <Select
        compact
        hideLabel
        disabled
        label={intl.formatMessage({ id: 'topbar.tenant.label' })}
        value="all"
        onChange={() => {}}
        data-testid="admin-tenant-switcher"
      >
        <option value="all">{intl.formatMessage({ id: 'topbar.tenant.all' })}</option>
      </Select>
    </Wrap>
  );
}
