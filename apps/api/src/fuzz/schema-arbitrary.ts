import fc from 'fast-check';
import { hostileKeys, hostileValue } from './hostile-values.js';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
};

const MAX_DEPTH = 4;

/** A value shaped like the schema most of the time, and hostile the rest. */
export function arbitraryFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: shapedBy(schema, depth) },
    { weight: 2, arbitrary: beyond(schema) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** A body: an object shaped like the schema most of the time, anything hostile the rest. */
export function bodyFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: shapedBy(schema, 0) }, { weight: 1, arbitrary: hostileValue });
}

/** The limits of the database's integer columns, whatever the schema says. */
const DATABASE_INTEGER_EDGES = [2_147_483_647, 2_147_483_648, -2_147_483_649, 2 ** 63, -(2 ** 63), 1.5];

/** Values just past what the schema allows: one past its bounds, its length, or a NUL byte inside. */
function beyond(schema: JsonSchema): fc.Arbitrary<unknown> {
  const edges: unknown[] = [];
  if (schema.maximum !== undefined) edges.push(schema.maximum, schema.maximum + 1, schema.maximum * 2);
  if (schema.minimum !== undefined) edges.push(schema.minimum, schema.minimum - 1, 0, -1);
  if (schema.maxLength !== undefined)
    edges.push('x'.repeat(schema.maxLength), 'x'.repeat(schema.maxLength + 1));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') edges.push(...DATABASE_INTEGER_EDGES);
  if (type === 'string') {
    return fc.oneof(
      ...(edges.length ? [fc.constantFrom(...edges)] : []),
      stringFor(schema).map((valid) => `${valid}\u0000`),
      stringFor(schema).map((valid) => `\ud800${valid}`),
    );
  }
  return edges.length ? fc.constantFrom(...edges) : hostileValue;
}

function shapedBy(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((each) => shapedBy(each, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return depth >= MAX_DEPTH ? fc.constant({}) : objectFor(schema, depth);
    case 'array':
      return fc.array(schema.items ? arbitraryFor(schema.items, depth + 1) : hostileValue, { maxLength: 5 });
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -(2 ** 31), -(2 ** 31)),
        max: Math.min(schema.maximum ?? 2 ** 31 - 1, 2 ** 31 - 1),
      });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringFor(schema);
    default:
      return hostileValue;
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') {
    return fc.oneof(
      fc
        .date({ min: new Date('1900-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom('2024-02-30', '0000-00-00', '9999-99-99', '1990-13-01', '2000-02-29'),
    );
  }
  return fc.oneof(
    fc.string({ maxLength: Math.min(schema.maxLength ?? 60, 60) }),
    fc.emailAddress(),
    fc.constantFrom('velvet-sunrise-42', 'member_abc', 'nl', 'en'),
  );
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const known = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, arbitraryFor(property, depth + 1)]),
  );
  const fields = fc.record(known, { requiredKeys: [] });
  const extras = fc.dictionary(hostileKeys, hostileValue, { maxKeys: 2 });
  return fc
    .tuple(fields, fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extras }))
    .map(([own, extra]) => ({ ...extra, ...own }));
}
