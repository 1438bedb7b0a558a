import { Select } from '@amora/ui';
import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useMe } from '../features/session/session-provider';

const STORAGE_KEY = 'amora.admin.tenant';

function storedChoice(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The tenant a page works on: the one last picked in this tab (so Prices and Discount codes stay on
 * the same site), else all (where the page offers that) or the first of the staff member's tenants.
 */
export function useTenantChoice(allowAll = false): [number | null, (id: number | null) => void] {
  const { tenants } = useMe();
  const [choice, setChoice] = useState<number | null>(() => {
    const stored = storedChoice();
    const known = tenants.find((tenant) => String(tenant.id) === stored);
    if (known) return known.id;
    return allowAll ? null : (tenants[0]?.id ?? null);
  });
  const choose = useCallback((id: number | null) => {
    setChoice(id);
    try {
      sessionStorage.setItem(STORAGE_KEY, id === null ? 'all' : String(id));
    } catch {
      // private mode without storage: the choice lasts as long as the page
    }
  }, []);
  return [choice, choose];
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
