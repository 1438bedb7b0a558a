import { Select } from '@amora/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { useMe } from '../features/session/session-provider';

const STORAGE_KEY = 'amora.admin.tenant';
const listeners = new Set<() => void>();
// Where storage is refused (private mode) the choice lasts as long as the page.
let unstoredChoice: string | null = null;

function storedChoice(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return unstoredChoice;
  }
}

function storeChoice(id: number | null) {
  unstoredChoice = id === null ? 'all' : String(id);
  try {
    sessionStorage.setItem(STORAGE_KEY, unstoredChoice);
  } catch {
    // kept in unstoredChoice
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The tenant the console works on, shared by the top bar's switcher and every page's picker and kept
 * for this tab: the one last picked, else all (where the page offers that) or the first of the staff
 * member's tenants.
 */
export function useTenantChoice(allowAll = false): [number | null, (id: number | null) => void] {
  const { tenants } = useMe();
  const stored = useSyncExternalStore(subscribe, storedChoice);
  const known = tenants.find((tenant) => String(tenant.id) === stored);
  const choice = known ? known.id : allowAll ? null : (tenants[0]?.id ?? null);
  // A page that needs one tenant works on the first: the top bar says so too.
  useEffect(() => {
    if (choice !== null && !known) storeChoice(choice);
  }, [choice, known]);
  return [choice, storeChoice];
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
