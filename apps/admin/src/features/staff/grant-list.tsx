import type { StaffGrant, StaffRole } from '@amora/contracts';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { distinctRoles, ROLE_LABELS } from './role-labels';

interface TenantName {
  id: number;
  name: string;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Role = styled.span`
  font-weight: 600;
`;

const Tenants = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

/** The tenants of one role: "all tenants", or their names (an id when the tenant is unknown here). */
export function tenantsOfRole(
  grants: readonly StaffGrant[],
  role: StaffRole,
  tenants: readonly TenantName[],
) {
  const ofRole = grants.filter((grant) => grant.role === role);
  if (ofRole.some((grant) => grant.tenant_id === null)) return null;
  return ofRole.map((grant) => tenants.find((t) => t.id === grant.tenant_id)?.name ?? `#${grant.tenant_id}`);
}

/** "Operator · Vonk, Liefde", one line per role. */
export function GrantList({
  grants,
  tenants,
}: {
  grants: readonly StaffGrant[];
  tenants: readonly TenantName[];
}) {
  return (
    <List>
      {distinctRoles(grants).map((role) => {
        const names = tenantsOfRole(grants, role, tenants);
        return (
          <li key={role}>
            <Role>
              <FormattedMessage id={ROLE_LABELS[role]} />
            </Role>{' '}
            <Tenants>
              · {names === null ? <FormattedMessage id="staff.all_tenants" /> : names.join(', ')}
            </Tenants>
          </li>
        );
      })}
    </List>
  );
}
