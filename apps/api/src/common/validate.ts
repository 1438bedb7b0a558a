import { NOTHING_TO_CHANGE } from '@amora/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error.js';

/**
 * Parses input with a contract schema. An update naming no known field answers `nothing_to_change`;
 * any other failure answers 400 `validation_failed`, naming each field.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  if (result.error.issues.every((issue) => issue.message === NOTHING_TO_CHANGE)) {
    throw new ApiError('nothing_to_change');
  }
  throw new ApiError('validation_failed', {
    fields: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  });
}
