// No zod here: the web app's first load checks the traffic source it stores with isStorableText
// (apps/web/src/features/signup/tracking.ts), as `text()` in primitives.ts does for every schema.

// A lone half of a UTF-16 surrogate pair cannot be stored as UTF-8: the database would change it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True for text the database stores exactly as sent: no NUL byte (PostgreSQL refuses it), no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}
