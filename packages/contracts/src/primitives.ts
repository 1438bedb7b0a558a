import { z } from 'zod';
import { isStorableText } from './text-rules.js';

/** The largest value of a PostgreSQL `int4` column: every id of ours is a serial `int4`. */
export const INT4_MAX = 2_147_483_647;

/** A row id sent by a client: a positive integer that fits its database column. */
export const idSchema = z.number().int().min(1).max(INT4_MAX);

/**
 * The one rule for every string a client sends: at most `max` characters, and storable as it is
 * (isStorableText, text-rules.ts). Refusing here answers `validation_failed` instead of a database error.
 */
export function text(max: number) {
  return z.string().max(max).refine(isStorableText, 'invalid_characters');
}

/** The message of the refinement below: `validate` answers it with the `nothing_to_change` code. */
export const NOTHING_TO_CHANGE = 'nothing_to_change';

/** An update body that must name at least one known field (unknown keys are dropped first). */
export function changes<S extends z.ZodObject>(schema: S) {
  return schema.refine(
    (body) => Object.values(body as Record<string, unknown>).some((value) => value !== undefined),
    NOTHING_TO_CHANGE,
  );
}
