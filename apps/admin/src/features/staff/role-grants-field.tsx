import { STAFF_ROLES, type StaffGrant, type StaffRole } from '@amora/contracts';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ROLE_LABELS } from './role-labels';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

const RoleBox = styled.div<{ $on: boolean }>`
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.primary.main : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary.muted : 'transparent')};
`;

const Check = styled.label`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  input {
    width: 16px;
    height: 16px;
    accent-color: ${({ theme }) => theme.colors.primary.main};
  }
`;

const RoleName = styled.span`
  font-weight: 600;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};

  @media (max-width: 575.98px) {
    flex-basis: 100%;
    padding-left: ${({ theme }) => theme.space(6)};
  }
`;

const Scope = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1.5)} ${theme.space(4)}`};
  margin: ${({ theme }) => `${theme.space(2)} 0 0 ${theme.space(6)}`};
`;

const FieldError = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;

interface Tenant {
  id: number;
  name: string;
}

interface Props {
  value: StaffGrant[];
  onChange: (grants: StaffGrant[]) => void;
  tenants: readonly Tenant[];
  error?: ReactNode;
  errorId?: string;
}

const grantsOf = (grants: StaffGrant[], role: StaffRole) => grants.filter((grant) => grant.role === role);
const without = (grants: StaffGrant[], role: StaffRole) => grants.filter((grant) => grant.role !== role);

/**
 * Roles and their tenants: each role is off, on for all tenants, or on for the tenants ticked. Owners
 * are always for all tenants (the contract says so).
 */
export function RoleGrantsField({ value, onChange, tenants, error, errorId }: Props) {
  const toggleRole = (role: StaffRole, on: boolean) =>
    onChange(on ? [...without(value, role), { role, tenant_id: null }] : without(value, role));
  // "all tenants" off starts from the first tenant; the last tenant unticked turns the role off
  const toggleAll = (role: StaffRole, on: boolean) =>
    onChange([
      ...without(value, role),
      ...(on ? [{ role, tenant_id: null }] : tenants.slice(0, 1).map((t) => ({ role, tenant_id: t.id }))),
    ]);
  const toggleTenant = (role: StaffRole, tenantId: number, on: boolean) => {
    const chosen = grantsOf(value, role).filter(
      (grant) => grant.tenant_id !== null && grant.tenant_id !== tenantId,
    );
    onChange([...without(value, role), ...chosen, ...(on ? [{ role, tenant_id: tenantId }] : [])]);
  };

  return (
    <Fieldset aria-describedby={error ? errorId : undefined} data-testid="staff-roles">
      <Legend>
        <FormattedMessage id="staff.field.roles" />
      </Legend>
      {STAFF_ROLES.map((role) => {
        const grants = grantsOf(value, role);
        const on = grants.length > 0;
        const all = grants.some((grant) => grant.tenant_id === null);
        return (
          <RoleBox key={role} $on={on}>
            <Check>
              <input
                type="checkbox"
                checked={on}
                onChange={(event) => toggleRole(role, event.target.checked)}
                data-testid={`staff-role-${role}`}
              />
              <RoleName>
                <FormattedMessage id={ROLE_LABELS[role]} />
              </RoleName>
              {role === 'owner' && (
                <Hint>
                  · <FormattedMessage id="staff.owner_hint" />
                </Hint>
              )}
            </Check>
            {on && role !== 'owner' && (
              <Scope role="group" aria-label={role}>
                <Check>
                  <input
                    type="checkbox"
                    checked={all}
                    onChange={(event) => toggleAll(role, event.target.checked)}
                    data-testid={`staff-role-${role}-all`}
                  />
                  <FormattedMessage id="staff.all_tenants_option" />
                </Check>
                {!all &&
                  tenants.map((tenant) => (
                    <Check key={tenant.id}>
                      <input
                        type="checkbox"
                        checked={grants.some((grant) => grant.tenant_id === tenant.id)}
                        onChange={(event) => toggleTenant(role, tenant.id, event.target.checked)}
                        data-testid={`staff-role-${role}-tenant-${tenant.id}`}
                      />
                      {tenant.name}
                    </Check>
                  ))}
              </Scope>
            )}
          </RoleBox>
        );
      })}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Fieldset>
  );
}
