import type { MessageId } from '../../i18n/messages';
import type { ApiError } from '../../lib/api-client';
import type { FieldErrors } from '../../lib/form-errors';

/**
 * The API's `validation_failed` as messages under this form's fields (each field's own message: the
 * schema's refinements carry no error code of the contract). Other errors belong to no field.
 */
export function fieldErrorsOf<F extends string>(
  error: ApiError,
  fallbacks: Record<F, MessageId>,
): FieldErrors<F> {
  const fields = error.code === 'validation_failed' ? error.params.fields : undefined;
  if (!Array.isArray(fields)) return {};
  const errors: FieldErrors<F> = {};
  for (const issue of fields as { path?: unknown }[]) {
    const field = String(issue.path ?? '').split('.')[0] as F;
    if (field in fallbacks) errors[field] = fallbacks[field];
  }
  return errors;
}
