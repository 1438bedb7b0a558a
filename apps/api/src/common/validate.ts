import type { z } from 'zod';
import { ApiError } from './api-error.js';

/** Parses input with a contract schema; a failure answers 400 validation_failed naming each field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiError('validation_failed', {
    fields: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  });
}
