import { type AuditQuery, auditQuerySchema } from '@amora/contracts';
import type { FieldErrors } from '../../lib/form-errors';

/** The filter form as typed: everything a string, times as `<input type="datetime-local">` gives them. */
export interface AuditFilterValues {
  staff_id: string;
  tenant_id: string;
  entity: string;
  action: string;
  from: string;
  to: string;
}
export type AuditFilterField = keyof AuditFilterValues;

export const NO_FILTERS: AuditFilterValues = {
  staff_id: '',
  tenant_id: '',
  entity: '',
  action: '',
  from: '',
  to: '',
};

/** A local date and time ("2026-11-25T14:30") as an ISO instant, or undefined when empty or unreadable. */
export function localToIso(local: string): string | undefined {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * The form's values as the API's query, checked with the contract's schema; the errors, if any, per
 * field (a time that cannot be read, an end before the start).
 */
export function toAuditQuery(values: AuditFilterValues): {
  query: AuditQuery | null;
  errors: FieldErrors<AuditFilterField>;
} {
  const errors: FieldErrors<AuditFilterField> = {};
  const from = localToIso(values.from);
  const to = localToIso(values.to);
  if (values.from && !from) errors.from = 'audit.filter.time_invalid';
  if (values.to && !to) errors.to = 'audit.filter.time_invalid';
  if (from && to && from >= to) errors.to = 'audit.filter.to_before_from';
  const candidate = {
    staff_id: values.staff_id || undefined,
    tenant_id: values.tenant_id || undefined,
    entity: values.entity.trim() || undefined,
    action: values.action.trim() || undefined,
    from,
    to,
  };
  const parsed = auditQuerySchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as AuditFilterField;
      errors[field] ??= 'audit.filter.invalid';
    }
  }
  if (Object.keys(errors).length || !parsed.success) return { query: null, errors };
  return { query: parsed.data, errors };
}
