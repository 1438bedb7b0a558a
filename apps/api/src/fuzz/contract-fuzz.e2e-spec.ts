import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { API_ROUTES, type ApiRoute, ERROR_CODES } from '@amora/contracts';
import fc from 'fast-check';
import { z } from 'zod';
import { hashToken } from '../modules/accounts/tokens.js';
import { logIn, sessionCookie, signUp, signupBody } from '../test/accounts.js';
import { createTenant } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { contentTypes, hostileKeys, hostileRawJson, hostileStrings } from './hostile-values.js';
import { multipartBodies, type RawBody } from './multipart-bodies.js';
import { bodyFor, type JsonSchema } from './schema-arbitrary.js';
import { TableWatch } from './table-snapshot.js';

/**
 * Every route of the contracts' route table, read from the table (a route added later is fuzzed without
 * a new test), gets hostile input as a visitor, as a member, and as a member of another tenant.
 * `npm test` runs a fixed seed and a few runs per route; `npm run fuzz` a random seed and many runs.
 */
const LONG = process.env.FUZZ_LONG === '1';
const SEED = Number(process.env.FUZZ_SEED ?? (LONG ? Math.floor(Math.random() * 2 ** 31) : 20261123));
const RUNS = Number(process.env.FUZZ_RUNS ?? (LONG ? 400 : 25));
const ADMIN_HOST = 'admin.localhost';

/** What an answer must never show: a stack, SQL or a path of the server. */
const LEAKS =
  /\n\s+at |QueryFailedError|node_modules|\/work\/|\/apps\/api\/|\.ts:\d+|\.js:\d+|syntax error at or near|duplicate key value|violates .* constraint|invalid input syntax|out of range for type/i;

type Identity = 'visitor' | 'member' | 'foreign';

/** The harness's own calls come from addresses of their own, outside the inputs' rate limits. */
let ownCalls = 0;
const ownAddress = () => `10.250.${(++ownCalls >> 8) & 255}.${ownCalls & 255}`;
interface FuzzRequest {
  identity: Identity;
  ip: string;
  requestType: boolean;
  query: [string, string][];
  body?: RawBody;
  /** A stream route's resume point (Last-Event-ID), as a reconnecting client or an attacker sends it. */
  lastEventId?: string;
}

/** What the checks read of an answer, from supertest or from a stream read by hand. */
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  body: { error?: { code?: string } } | undefined;
}

/** A stream answers with its head and first bytes at once; the harness hangs up then. Never longer: */
const STREAM_FIRST_BYTES_MS = 5_000;

function jsonOrUndefined(text: string): Answer['body'] {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Header values node can send (no line breaks nor characters past Latin-1). */
const sendableHeader = (value: string) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value);

const routes = Object.entries(API_ROUTES as Record<string, ApiRoute>);

function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema {
  return schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : {};
}

/** Query parameters: the route's own, unknown and repeated ones, with hostile values. */
function queryArbitrary(route: ApiRoute): fc.Arbitrary<[string, string][]> {
  const own = Object.keys(jsonSchemaOf(route.query).properties ?? {});
  // a stream resumes from last_event_id too, for clients that cannot set Last-Event-ID
  if (route.stream) own.push('last_event_id');
  const key = fc.oneof(
    { weight: own.length ? 8 : 0, arbitrary: own.length ? fc.constantFrom(...own) : hostileKeys },
    { weight: 2, arbitrary: hostileKeys },
    { weight: 1, arbitrary: fc.constant('forced_domain') },
  );
  const value = fc.oneof(
    fc.string({ maxLength: 40 }),
    hostileStrings.filter((s) => s.length <= 2000),
  );
  const pairs = fc.array(fc.tuple(key, value) as fc.Arbitrary<[string, string]>, {
    minLength: 1,
    maxLength: 4,
  });
  // most inputs without a query when the route reads none, so that the body is what gets tested
  return fc.oneof(
    { weight: own.length ? 1 : 4, arbitrary: fc.constant<[string, string][]>([]) },
    { weight: 2, arbitrary: pairs },
  );
}

function bodyArbitrary(route: ApiRoute): fc.Arbitrary<FuzzRequest['body']> {
  if (route.upload) return uploadBodyArbitrary(route.upload.field);
  const shaped = bodyFor(route.body ? jsonSchemaOf(route.body) : { type: 'object' }).map((value) => ({
    contentType: 'application/json',
    raw: JSON.stringify(value) ?? 'null',
  }));
  return fc.oneof(
    { weight: 8, arbitrary: shaped },
    { weight: 1, arbitrary: hostileRawJson.map((raw) => ({ contentType: 'application/json', raw })) },
    {
      weight: 1,
      arbitrary: fc.tuple(contentTypes, shaped).map(([contentType, { raw }]) => ({ contentType, raw })),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** An upload route: mostly hostile multipart bodies, and JSON or nothing at all. */
function uploadBodyArbitrary(field: string): fc.Arbitrary<FuzzRequest['body']> {
  return fc.oneof(
    { weight: 8, arbitrary: multipartBodies(field) },
    { weight: 1, arbitrary: hostileRawJson.map((raw) => ({ contentType: 'application/json', raw })) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function requestArbitrary(route: ApiRoute): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    identity: fc.oneof(
      { weight: route.access === 'member' ? 3 : 1, arbitrary: fc.constant<Identity>('member') },
      { weight: 1, arbitrary: fc.constantFrom<Identity>('visitor', 'foreign') },
    ),
    ip: fc.ipV4(),
    requestType: fc.oneof(
      { weight: 9, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
    query: queryArbitrary(route),
    body: route.method === 'GET' ? fc.constant(undefined) : bodyArbitrary(route),
    lastEventId: route.stream
      ? fc.option(
          fc.oneof(
            fc.bigInt({ min: 0n, max: 2n ** 70n }).map(String),
            // within node's header limit (16 KB), past which node answers 431 before the API sees it
            hostileStrings.filter((s) => s.length <= 2000),
          ),
          {
            nil: undefined,
          },
        )
      : fc.constant(undefined),
  });
}

/** Percent-encodes the UTF-8 bytes (encodeURIComponent throws on a lone surrogate). */
const encode = (value: string) =>
  Array.from(Buffer.from(value, 'utf8'), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

describe('fuzzing every route of the contracts', () => {
  let t: TestApp;
  let host: string;
  const cookies: Record<Identity, string> = { visitor: '', member: '', foreign: '' };
  let memberEmail = '';
  let tables: TableWatch;

  beforeAll(async () => {
    // TRUST_PROXY: each request comes from its own address, so the rate limits let the inputs through
    t = await startTestApp({ TRUST_PROXY: '1' });
    tables = new TableWatch(t.dataSource);
    // stream routes are read by hand, from a port of their own
    await t.app.listen(0, '127.0.0.1');
    ({ host } = await createTenant(t.dataSource));
    const other = await createTenant(t.dataSource);
    const member = await signUp(t.http, host);
    memberEmail = member.email;
    cookies.member = member.cookie;
    cookies.foreign = (await signUp(t.http, other.host)).cookie;
    await signUp(t.http, host); // a bystander, whose profile and address the inputs may hit
    console.log(`fuzz: seed ${SEED}, ${RUNS} runs per route (replay: FUZZ_SEED=${SEED} npm run fuzz)`);
  });
  afterAll(() => t.close());

  /**
   * An input may rightly end the member's session (logout), change its password or delete the account
   * (the pool holds the real password): the next input gets a session again, or a new member.
   */
  async function keepMemberLoggedIn() {
    const token = decodeURIComponent(cookies.member.split('=')[1] ?? '');
    const rows = await t.dataSource.query('SELECT 1 FROM "session" WHERE "token_hash" = $1', [
      hashToken(token),
    ]);
    if (rows.length > 0) return;
    tables.forget();
    const login = await logIn(t.http, host, memberEmail).set('X-Forwarded-For', ownAddress());
    if (login.status === 200) {
      cookies.member = sessionCookie(login) ?? '';
      return;
    }
    const body = signupBody();
    const signup = await t.http
      .post('/api/signup.php')
      .set('Host', host)
      .set('X-Request-Type', 'web')
      .set('X-Forwarded-For', ownAddress())
      .send(body)
      .expect(200);
    memberEmail = body.email;
    cookies.member = sessionCookie(signup) ?? '';
  }

  function urlOf(route: ApiRoute, input: FuzzRequest) {
    const search = input.query.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
    // a path may carry its own query (/api/user.php?push=1)
    return search ? `${route.path}${route.path.includes('?') ? '&' : '?'}${search}` : route.path;
  }

  function send(route: ApiRoute, input: FuzzRequest): Promise<Answer> {
    if (route.stream) return openStream(route, input);
    const url = urlOf(route, input);
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
    let call = t.http[method](url)
      .set('Host', route.access === 'admin' ? ADMIN_HOST : host)
      .set('X-Forwarded-For', input.ip)
      .redirects(0);
    if (input.identity !== 'visitor') call = call.set('Cookie', cookies[input.identity]);
    if (input.requestType) call = call.set('X-Request-Type', 'web');
    if (input.body) call = call.set('Content-Type', input.body.contentType).send(input.body.raw);
    return call.then((res) => ({
      status: res.status,
      headers: res.headers,
      text: res.text ?? '',
      body: res.body,
    }));
  }

  /**
   * A stream route (Server-Sent Events): its head and first bytes, then the harness hangs up, as a
   * closed tab would; a refusal is read whole. Fails rather than hangs when nothing comes.
   */
  async function openStream(route: ApiRoute, input: FuzzRequest): Promise<Answer> {
    const headers: Record<string, string> = {
      host,
      'x-forwarded-for': input.ip,
      ...(input.identity === 'visitor' ? {} : { cookie: cookies[input.identity] }),
      ...(input.requestType ? { 'x-request-type': 'web' } : {}),
      ...(input.lastEventId !== undefined && sendableHeader(input.lastEventId)
        ? { 'last-event-id': input.lastEventId }
        : {}),
    };
    const url = new URL(urlOf(route, input), await t.app.getUrl());
    return new Promise<Answer>((resolve, reject) => {
      const call = httpRequest(url, { method: route.method, headers, timeout: STREAM_FIRST_BYTES_MS });
      call.on('timeout', () =>
        call.destroy(new Error(`${route.path}: no answer within ${STREAM_FIRST_BYTES_MS} ms`)),
      );
      call.on('error', reject);
      call.on('response', (res) => {
        const streaming = String(res.headers['content-type']).startsWith('text/event-stream');
        let text = '';
        const done = () => {
          const body = streaming ? undefined : jsonOrUndefined(text);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
        };
        res.setEncoding('utf8');
        res.on('error', reject);
        res.on('data', (chunk: string) => {
          text += chunk;
          if (streaming) {
            call.destroy();
            done();
          }
        });
        res.on('end', done);
      });
      call.end();
    });
  }

  /** An open stream: the SSE head, and the retry line first. */
  function expectStreamOpened(res: Answer) {
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.text).toMatch(/^retry: \d+\n\n/);
  }

  it.each(routes)(
    '%s: no 5xx, only catalogue codes, no leaks, and a refusal changes no row',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async (input) => {
          await keepMemberLoggedIn();
          const before = await tables.before();
          const res = await send(route, input);
          expect(res.status).toBeLessThan(500);
          expect(res.text).not.toMatch(LEAKS);
          if (route.stream && res.status === 200) expectStreamOpened(res);
          if (res.status >= 400) {
            expect(ERROR_CODES).toContain(res.body?.error?.code);
            expect(await tables.after()).toEqual(before);
          } else {
            tables.forget();
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
    LONG ? 30 * 60_000 : 120_000,
  );
});
