import { z } from 'zod';
import { isStorableText } from './text-rules.js';

/** The largest value of a PostgreSQL `int4` column: every id of ours is a serial `int4`. */
export const INT4_MAX = 2_147_483_647;

/** A row id sent by a client: a positive integer that fits its database column. */
export const idSchema = z.number().int().min(1).max(INT4_MAX);

/**
 * A number in a query string, read only when written as people write numbers: decimal digits, a sign,
 * and (with `fraction`) a decimal point. Number() alone, as z.coerce.number(), also reads "0x1f", "1e3",
 * "0b11" and " 7 ". An empty value is none, as a form's empty field, so `schema` says whether one is
 * required; anything else is left for `schema` to refuse.
 */
export function queryNumber<S extends z.ZodType>(schema: S, { fraction = false } = {}) {
  const written = fraction ? /^-?\d+(\.\d+)?$/ : /^-?\d+$/;
  return z.preprocess((value) => {
    if (value === '') return undefined;
    return typeof value === 'string' && written.test(value) ? Number(value) : value;
  }, schema);
}

/** A row id in a query string (`?id=`). */
export const queryIdSchema = queryNumber(idSchema);

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
