import { Select } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useMe } from '../features/session/session-provider';

/** The tenant a page works on: the first of the staff member's tenants until they pick another. */
export function useTenantChoice(allowAll = false): [number | null, (id: number | null) => void] {
  const { tenants } = useMe();
  return useState<number | null>(allowAll ? null : (tenants[0]?.id ?? null));
}

interface Props {
  value: number | null;
  onChange: (id: number | null) => void;
  /** Offers "All tenants" (null) first. */
  allowAll?: boolean;
  'data-testid'?: string;
}

/** A select of the tenants the signed-in staff member may work on (owners: all). */
export function TenantPicker({ value, onChange, allowAll = false, 'data-testid': testId }: Props) {
  const { tenants } = useMe();
  return (
    <Select
      label={<FormattedMessage id="tenant_picker.label" />}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      data-testid={testId ?? 'tenant-picker'}
    >
      {allowAll && (
        <FormattedMessage id="tenant_picker.all">
          {(text) => <option value="">{text}</option>}
        </FormattedMessage>
      )}
      {tenants.map((tenant) => (
        <option key={tenant.id} value={tenant.id}>
          {tenant.name}
        </option>
      ))}
    </Select>
  );
}
