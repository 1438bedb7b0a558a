export interface DiffRow {
  path: string;
  before: string | undefined;
  after: string | undefined;
  changed: boolean;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ a: { b: 1 }, roles: [{ role: 'x' }] }` → `a.b: 1`, `roles.0.role: "x"`: one line per leaf. */
export function flatten(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (isPlainObject(value) || (Array.isArray(value) && value.some((item) => typeof item === 'object'))) {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    if (entries.length === 0 && prefix) into.set(prefix, Array.isArray(value) ? '[]' : '{}');
    for (const [key, child] of entries) flatten(child, prefix ? `${prefix}.${key}` : key, into);
    return into;
  }
  if (prefix) into.set(prefix, JSON.stringify(value));
  else if (value !== null && value !== undefined) into.set('value', JSON.stringify(value));
  return into;
}

/**
 * An audit entry's before and after, as rows a person can read: each field once, changed ones first,
 * in the order the record names them.
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const old = flatten(before);
  const now = flatten(after);
  const paths = [...new Set([...old.keys(), ...now.keys()])];
  const rows = paths.map((path) => ({
    path,
    before: old.get(path),
    after: now.get(path),
    changed: old.get(path) !== now.get(path),
  }));
  return [...rows.filter((row) => row.changed), ...rows.filter((row) => !row.changed)];
}
