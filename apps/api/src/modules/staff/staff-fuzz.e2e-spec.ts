import { API_ROUTES, type ApiRoute, ERROR_CODES } from '@amora/contracts';
import fc from 'fast-check';
import { z } from 'zod';
import { hostileKeys, hostileRawJson, hostileStrings } from '../../fuzz/hostile-values.js';
import { bodyFor, type JsonSchema } from '../../fuzz/schema-arbitrary.js';
import { TableWatch } from '../../fuzz/table-snapshot.js';
import { createTenant } from '../../test/factories.js';
import { ADMIN, ADMIN_HOST, createStaff, signInStaff, type TestStaff } from '../../test/staff.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { hashToken } from '../accounts/tokens.js';

/**
 * The contract fuzz suite (src/fuzz) attacks the admin routes without a staff session; this one does
 * it as a signed-in owner and as an operator of one tenant, past the guards: no 5xx, only catalogue
 * codes, no leaks, and a refusal changes no row.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const LEAKS =
  /\n\s+at |QueryFailedError|node_modules|\/work\/|\/apps\/api\/|\.ts:\d+|\.js:\d+|syntax error at or near|duplicate key value|violates .* constraint|invalid input syntax|out of range for type/i;

// sign-out ends the session the runs need; it reads nothing but the cookie
const routes = Object.entries(API_ROUTES as Record<string, ApiRoute>).filter(
  ([name, route]) => route.path.startsWith('/api/admin/') && name !== 'adminLogout',
);

const jsonSchemaOf = (schema: z.ZodType | undefined): JsonSchema =>
  schema
    ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : { type: 'object' };

function queryArbitrary(route: ApiRoute): fc.Arbitrary<[string, string][]> {
  const own = Object.keys(jsonSchemaOf(route.query).properties ?? {});
  const key = own.length
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...own) }, hostileKeys)
    : hostileKeys;
  const value = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.integer().map(String),
    hostileStrings.filter((s) => s.length <= 500),
  );
  return fc.array(fc.tuple(key, value) as fc.Arbitrary<[string, string]>, { maxLength: 4 });
}

function bodyArbitrary(route: ApiRoute): fc.Arbitrary<string | undefined> {
  if (route.method === 'GET') return fc.constant(undefined);
  return fc.oneof(
    {
      weight: 8,
      arbitrary: bodyFor(jsonSchemaOf(route.body)).map((value) => JSON.stringify(value) ?? 'null'),
    },
    { weight: 1, arbitrary: hostileRawJson },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const encode = (value: string) =>
  Array.from(Buffer.from(value, 'utf8'), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

describe('fuzzing the admin routes as staff', () => {
  let t: TestApp;
  const staff: Record<'owner' | 'operator', { account: TestStaff; cookie: string }> = {} as never;
  let tables: TableWatch;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    tables = new TableWatch(t.dataSource);
    const { tenant } = await createTenant(t.dataSource);
    await createTenant(t.dataSource);
    for (const [role, tenantId] of [
      ['owner', null],
      ['operator', tenant.id],
    ] as const) {
      const account = await createStaff(t, [[role, tenantId]]);
      staff[role] = { account, cookie: '' };
    }
  });
  afterAll(() => t.close());

  /** An input may rightly end a session (new roles for oneself): sign in again. last_seen_at stays put. */
  async function keepSignedIn(role: 'owner' | 'operator') {
    const token = decodeURIComponent(staff[role].cookie.split('=')[1] ?? '');
    const [alive] = await t.dataSource.query('SELECT 1 FROM staff_session WHERE token_hash = $1', [
      hashToken(token),
    ]);
    if (!alive) {
      tables.forget();
      await t.dataSource.query(
        `UPDATE staff SET status = 'active', password_change_required = false, totp_required = false,
         totp_secret = NULL, failed_logins = 0, locked_until = NULL WHERE id = $1`,
        [staff[role].account.id],
      );
      staff[role].cookie = await signInStaff(t, staff[role].account);
    }
    await t.dataSource.query("UPDATE staff_session SET last_seen_at = '2100-01-01' WHERE staff_id = $1", [
      staff[role].account.id,
    ]);
  }

  it.each(routes)(
    '%s: no 5xx, only catalogue codes, no leaks, and a refusal changes no row',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<'owner' | 'operator'>('owner', 'operator'),
          queryArbitrary(route),
          bodyArbitrary(route),
          async (role, query, body) => {
            await keepSignedIn(role);
            const before = await tables.before();
            const search = query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
            const method = route.method.toLowerCase() as 'get' | 'post' | 'patch';
            let call = t.http[method](search ? `${route.path}?${search}` : route.path)
              .set('Host', ADMIN_HOST)
              .set(ADMIN)
              .set('Cookie', staff[role].cookie);
            if (body !== undefined) call = call.set('Content-Type', 'application/json').send(body);
            const res = await call;
            expect(res.status).toBeLessThan(500);
            expect(res.text).not.toMatch(LEAKS);
            if (res.status >= 400) {
              expect(ERROR_CODES).toContain(res.body?.error?.code);
              expect(await tables.after()).toEqual(before);
            } else {
              tables.forget();
            }
          },
        ),
        { seed: SEED, numRuns: RUNS },
      );
    },
    120_000,
  );
});
