import {
  type AdminCodeCreate,
  adminCodeCreateSchema,
  CODE_BATCH_MAX,
  type PaymentMethod,
} from '@amora/contracts';
import { EN_MESSAGES, type MessageId } from '../../i18n/messages';
import { toMinorUnits } from '../prices/money';

export interface CodeFormValues {
  mode: 'single' | 'batch';
  code: string;
  count: string;
  prefix: string;
  value_percentage: string;
  validity: AdminCodeCreate['validity'];
  country: string;
  currency: string;
  minimum_order: string;
  /** Empty: every payment method. */
  payment_methods: PaymentMethod[];
  /** `YYYY-MM-DD`, the code ends at the end of that day (UTC); empty: never. */
  expires: string;
}

export type CodeField =
  | 'code'
  | 'count'
  | 'prefix'
  | 'value_percentage'
  | 'validity'
  | 'country'
  | 'currency'
  | 'minimum_order'
  | 'payment_methods'
  | 'expires';
export type CodeErrors = Partial<Record<CodeField, MessageId>>;

export const EMPTY_CODE_FORM: CodeFormValues = {
  mode: 'single',
  code: '',
  count: '20',
  prefix: '',
  value_percentage: '',
  validity: 'once-per-user',
  country: '',
  currency: '',
  minimum_order: '',
  payment_methods: [],
  expires: '',
};

const FALLBACKS: Record<CodeField, MessageId> = {
  code: 'error.code_name_invalid',
  count: 'codes.count.invalid',
  prefix: 'codes.prefix.invalid',
  value_percentage: 'codes.percentage.invalid',
  validity: 'error.validation_failed',
  country: 'codes.country.invalid',
  currency: 'codes.currency.invalid',
  minimum_order: 'error.price_invalid',
  payment_methods: 'error.validation_failed',
  expires: 'error.code_expiry_past',
};

const optional = (text: string) => (text.trim() === '' ? null : text.trim().toUpperCase());

/** The form as the API's body, or the messages under its fields (the contract's schema decides). */
export function readCodeForm(
  values: CodeFormValues,
  tenantId: number,
  now = new Date(),
): { ok: true; body: AdminCodeCreate } | { ok: false; errors: CodeErrors } {
  const errors: CodeErrors = {};
  const currency = optional(values.currency);
  let minimum: number | null = null;
  if (values.minimum_order.trim() !== '') {
    minimum = currency ? toMinorUnits(values.minimum_order, currency) : null;
    if (!currency) errors.currency = 'codes.currency.for_minimum';
    else if (minimum === null) errors.minimum_order = 'error.price_invalid';
  }
  const expires = values.expires ? `${values.expires}T23:59:59.000Z` : null;
  if (expires && Date.parse(expires) <= now.getTime()) errors.expires = 'error.code_expiry_past';
  const percentage = values.value_percentage.trim().replace(',', '.');
  const body = {
    tenant_id: tenantId,
    ...(values.mode === 'single'
      ? { code: values.code }
      : {
          count: /^\d+$/.test(values.count.trim()) ? Number(values.count) : Number.NaN,
          prefix: values.prefix,
        }),
    value_percentage: percentage === '' ? Number.NaN : Number(percentage),
    validity: values.validity,
    country: optional(values.country),
    currency,
    minimum_order_value: minimum,
    payment_methods: values.payment_methods.length > 0 ? values.payment_methods : null,
    expires,
  };
  const result = adminCodeCreateSchema.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = String(issue.path[0] ?? '');
      const field = (path === 'minimum_order_value' ? 'minimum_order' : path) as CodeField;
      if (!(field in FALLBACKS) || errors[field]) continue;
      errors[field] = field === 'count' && values.mode === 'batch' ? 'codes.count.invalid' : FALLBACKS[field];
    }
  }
  if (Object.keys(errors).length > 0 || !result.success) return { ok: false, errors };
  return { ok: true, body: result.data };
}

export { CODE_BATCH_MAX };

/** Where the API's error belongs. */
export const CODE_ERROR_FIELDS: Record<string, CodeField> = {
  code_exists: 'code',
  code_name_invalid: 'code',
  code_expiry_past: 'expires',
  price_invalid: 'minimum_order',
};

/** The fields a `validation_failed` answer names (`params.fields`), as messages under them. */
export function serverFieldErrors(params: Record<string, unknown>): CodeErrors {
  const errors: CodeErrors = {};
  const fields = Array.isArray(params.fields) ? params.fields : [];
  for (const entry of fields as { path?: unknown; message?: unknown }[]) {
    const path = String(entry.path ?? '').split('.')[0];
    const field = (path === 'minimum_order_value' ? 'minimum_order' : path) as CodeField;
    if (!(field in FALLBACKS) || errors[field]) continue;
    const id = `error.${String(entry.message)}`;
    errors[field] = id in EN_MESSAGES ? (id as MessageId) : FALLBACKS[field];
  }
  return errors;
}
