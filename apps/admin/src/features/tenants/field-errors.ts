import type { z } from 'zod';
import { EN_MESSAGES, type MessageId } from '../../i18n/messages';
import type { ApiError } from '../../lib/api-client';

export type TenantFieldErrors = Record<string, MessageId>;

/** A schema's or the API's message for a field as a message id: an error code, a known check, or "invalid". */
export function fieldMessage(message: string): MessageId {
  for (const id of [`error.${message}`, `tenants.check.${message}`]) {
    if (id in EN_MESSAGES) return id as MessageId;
  }
  return 'tenants.check.invalid';
}

/** The contract's schema run on a form's values: each top-level field's first problem. */
export function checkFields(schema: z.ZodType, values: unknown): TenantFieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return issuesByField(
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}

function issuesByField(issues: { path: string; message: string }[], prefix = ''): TenantFieldErrors {
  const errors: TenantFieldErrors = {};
  for (const { path, message } of issues) {
    if (!path.startsWith(prefix)) continue;
    const field = path.slice(prefix.length).split('.')[0] ?? '';
    if (field && !errors[field]) errors[field] = fieldMessage(message);
  }
  return errors;
}

/**
 * The API's `validation_failed` as messages under the fields (`prefix` picks a nested object, e.g.
 * `company.`); other codes go under the field `byCode` names. What belongs to no field is left to the
 * form's banner.
 */
export function apiFieldErrors(
  error: ApiError,
  { prefix = '', byCode = {} }: { prefix?: string; byCode?: Record<string, string> } = {},
): TenantFieldErrors {
  if (error.code === 'validation_failed' && Array.isArray(error.params.fields)) {
    return issuesByField(error.params.fields as { path: string; message: string }[], prefix);
  }
  const field = byCode[error.code];
  return field ? { [field]: `error.${error.code}` as MessageId } : {};
}

export const hasErrors = (errors: TenantFieldErrors) => Object.keys(errors).length > 0;

/** A comma- or space-separated list as the contract wants it. */
export const splitList = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean);

export const joinList = (list: readonly string[]) => list.join(', ');

/** `NL: nl, en` per line ↔ `{ NL: ["nl", "en"] }` (keys are countries, upper-cased); a line without a colon has an empty key. */
export function parseLines<V>(text: string, value: (rest: string) => V): Record<string, V> {
  const entries: [string, V][] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    entries.push(
      colon < 0
        ? ['', value(line)]
        : [line.slice(0, colon).trim().toUpperCase(), value(line.slice(colon + 1))],
    );
  }
  return Object.fromEntries(entries);
}

export const formatLines = <V>(record: Record<string, V>, value: (item: V) => string) =>
  Object.entries(record)
    .map(([key, item]) => `${key}: ${value(item)}`)
    .join('\n');

/** Only the fields whose value differs from what is saved. */
export function changedFields<T extends Record<string, unknown>>(saved: Partial<T>, next: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(saved[key])),
  ) as Partial<T>;
}
