import type { z } from 'zod';
import { EN_MESSAGES, type MessageId } from '../i18n/messages';

export type FieldErrors<F extends string> = Partial<Record<F, MessageId>>;

/**
 * The contract's schema run on a form's values: for each field its first problem, as a message id. A
 * schema's message that is an error code of the contract (`invalid_email`, `totp_invalid`) reads as
 * that error; any other problem of a field reads as the field's own fallback message.
 */
export function schemaErrors<F extends string>(
  schema: z.ZodType,
  values: unknown,
  fallbacks: Record<F, MessageId>,
): FieldErrors<F> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (!(field in fallbacks) || errors[field]) continue;
    const id = `error.${issue.message}`;
    errors[field] = id in EN_MESSAGES ? (id as MessageId) : fallbacks[field];
  }
  return errors;
}

/** The first field, in form order, that has an error. */
export function firstInvalid<F extends string>(order: readonly F[], errors: FieldErrors<F>): F | undefined {
  return order.find((field) => errors[field]);
}
