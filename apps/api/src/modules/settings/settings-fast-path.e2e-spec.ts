import { Writable } from 'node:stream';
import type { Response, Test } from 'supertest';
import { createLogger } from '../../common/logger.js';
import { Tenant } from '../../tenancy/tenant.entity.js';
import { TenantCache } from '../../tenancy/tenant-cache.service.js';
import { TenantDomain } from '../../tenancy/tenant-domain.entity.js';
import { createTenant } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { SettingsFastPath } from './settings-fast-path.js';

/** The headers of a settings answer that a client or cache acts on; `date` aside, these are all of them. */
const COMPARED_HEADERS = [
  'content-type',
  'cache-control',
  'content-length',
  'x-content-type-options',
  'content-security-policy',
  'vary',
  'connection',
  'keep-alive',
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Line = Record<string, unknown>;

/** An app logging at info into memory, with a record of which requests the fast path answered. */
async function startApp(env: Record<string, string>) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const t = await startTestApp(env, { logger: createLogger({ LOG_LEVEL: 'info' }, stream) });
  const answer = jest.spyOn(t.app.get(SettingsFastPath), 'answer');

  /** The answer, whether the fast path gave it, and the access lines logged for it. */
  async function send(request: (t: TestApp) => Test) {
    const calls = answer.mock.results.length;
    const res = await request(t);
    expect(answer.mock.results.length).toBe(calls + 1);
    const fast = answer.mock.results[calls].value as boolean;
    const id = res.headers['x-request-id'];
    return { res, fast, id, lines: lines.filter((line) => line.reqId === id) };
  }

  /** Sends the same request twice on empty caches: the first goes through Fastify, the second as it may. */
  async function twice(request: (t: TestApp) => Test) {
    t.app.get(TenantCache).invalidate();
    return [await send(request), await send(request)] as const;
  }

  return { t, send, twice };
}

/** What must be the same whichever way the answer came. */
function comparable(res: Response) {
  return {
    status: res.status,
    body: res.text,
    headerNames: Object.keys(res.headers).filter((name) => name !== 'date'),
    headers: Object.fromEntries(COMPARED_HEADERS.map((name) => [name, res.headers[name]])),
  };
}

/** The access line without what differs per request. */
function shape({ time, durationMs, reqId, ...rest }: Line) {
  return { ...rest, time: typeof time, durationMs: typeof durationMs, reqId: typeof reqId };
}

type App = Awaited<ReturnType<typeof startApp>>;
type Sent = Awaited<ReturnType<App['send']>>;

/** Both answers equal, each with a request id of its own and exactly one access line of the same shape. */
function expectSameAnswer(miss: Sent, hit: Sent) {
  expect(miss.fast).toBe(false);
  expect(comparable(hit.res)).toEqual(comparable(miss.res));
  expect(miss.id).toMatch(UUID);
  expect(hit.id).toMatch(UUID);
  expect(hit.id).not.toBe(miss.id);
  expect(miss.lines).toHaveLength(1);
  expect(hit.lines).toHaveLength(1);
  expect(shape(hit.lines[0])).toEqual(shape(miss.lines[0]));
}

describe('GET /api/settings.php: cache hits before Fastify', () => {
  let app: App;
  let a: Awaited<ReturnType<typeof createTenant>>;
  let b: Awaited<ReturnType<typeof createTenant>>;
  let alias: string;
  beforeAll(async () => {
    app = await startApp({ TRUST_PROXY: '1' });
    a = await createTenant(app.t.dataSource, { name: 'Alpha' });
    b = await createTenant(app.t.dataSource, { name: 'Beta', countries: ['DE', 'AT'] });
    alias = `alias-${b.host}`;
    await app.t.dataSource
      .getRepository(TenantDomain)
      .insert({ tenantId: b.tenant.id, host: alias, isPrimary: false });
  });
  afterAll(() => app.t.close());

  it.each([
    ['a', () => a.host, 'Alpha'],
    ['a with a port', () => `${a.host}:3000`, 'Alpha'],
    ['a in upper case', () => a.host.toUpperCase(), 'Alpha'],
    ['a with a trailing dot', () => `${a.host}.`, 'Alpha'],
    ['b', () => b.host, 'Beta'],
    ['an alias of b', () => alias, 'Beta'],
  ])('answers the same through either path for the host of %s', async (_name, host, name) => {
    const [miss, hit] = await app.twice((t) => t.http.get('/api/settings.php').set('Host', host()));
    expect(miss.res.status).toBe(200);
    expect(hit.fast).toBe(true);
    expectSameAnswer(miss, hit);
    expect(JSON.parse(hit.res.text).name).toBe(name);
  });

  it.each([
    ['upper case', () => `forced_domain=${b.host.toUpperCase()}`, 200, true],
    ['with a port', () => `forced_domain=${b.host}:8080`, 200, true],
    ['an alias', () => `forced_domain=${alias}`, 200, true],
    ['percent-encoded (left to Fastify)', () => `forced_domain=${b.host.replace('.', '%2E')}`, 200, false],
    ['with another parameter (left to Fastify)', () => `forced_domain=${b.host}&x=1`, 200, false],
    ['repeated', () => `forced_domain=${b.host}&forced_domain=${b.host}`, 400, false],
    ['invalid', () => `forced_domain=${encodeURIComponent('<script>')}`, 400, false],
    ['invalid, in plain characters', () => 'forced_domain=a..b', 400, false],
    ['empty', () => 'forced_domain=', 400, false],
    ['unknown', () => 'forced_domain=nobody.test', 404, false],
    ['the admin host', () => 'forced_domain=admin.localhost', 404, false],
  ])('answers the same through either path for a forced_domain %s', async (_name, query, status, fast) => {
    const [miss, hit] = await app.twice((t) =>
      t.http.get(`/api/settings.php?${query()}`).set('Host', a.host),
    );
    expect(miss.res.status).toBe(status);
    expect(hit.fast).toBe(fast);
    expectSameAnswer(miss, hit);
    if (status === 200) expect(JSON.parse(hit.res.text).name).toBe('Beta');
  });

  it.each([
    ['CF-IPCountry', 'AT'],
    ['CF-IPCountry', 'at'],
    ['CF-IPCountry', 'US'],
    ['CF-IPCountry', 'XX'],
    ['X-Country-Code', 'DE'],
    ['CloudFront-Viewer-Country', 'AT'],
  ])('answers the same through either path for %s: %s (trusted proxy)', async (header, country) => {
    const [miss, hit] = await app.twice((t) =>
      t.http.get('/api/settings.php').set('Host', b.host).set(header, country),
    );
    expect(hit.fast).toBe(true);
    expectSameAnswer(miss, hit);
  });

  it('never answers one country the cached body of another', async () => {
    await app.twice((t) => t.http.get('/api/settings.php').set('Host', b.host).set('CF-IPCountry', 'AT'));
    const other = await app.send((t) =>
      t.http.get('/api/settings.php').set('Host', b.host).set('CF-IPCountry', 'DE'),
    );
    expect(other.fast).toBe(false);
    expect(JSON.parse(other.res.text)).toMatchObject({ geoip_country: 'DE', geoip_selected_country: 'DE' });
  });

  it('takes the last X-Forwarded-Host behind the trusted proxy, as Fastify does', async () => {
    const [miss, hit] = await app.twice((t) =>
      t.http.get('/api/settings.php').set('Host', a.host).set('X-Forwarded-Host', `nobody.test, ${b.host}`),
    );
    expect(hit.fast).toBe(true);
    expectSameAnswer(miss, hit);
    expect(JSON.parse(hit.res.text)).toMatchObject({ name: 'Beta', domain: b.host });
  });

  it('keeps a connection alive for as long as Fastify does', async () => {
    const [miss, hit] = await app.twice((t) =>
      t.http.get('/api/settings.php').set('Host', a.host).set('Connection', 'keep-alive'),
    );
    expect(hit.fast).toBe(true);
    expectSameAnswer(miss, hit);
    expect(hit.res.headers).toMatchObject({ connection: 'keep-alive', 'keep-alive': 'timeout=72' });
  });

  it("answers the client's x-request-id, and logs it", async () => {
    const [miss, hit] = await app.twice((t) =>
      t.http.get('/api/settings.php').set('Host', a.host).set('X-Request-Id', 'client-7'),
    );
    expect(hit.fast).toBe(true);
    expect(comparable(hit.res)).toEqual(comparable(miss.res));
    expect([miss.id, hit.id]).toEqual(['client-7', 'client-7']);
    expect(hit.lines).toHaveLength(2); // both requests', one each
    expect(shape(hit.lines[1])).toEqual(shape(hit.lines[0]));
  });

  it('logs one access line per request of the same shape either way', async () => {
    const [miss, hit] = await app.twice((t) =>
      t.http.get(`/api/settings.php?forced_domain=${b.host}`).set('Host', a.host).set('CF-IPCountry', 'AT'),
    );
    expect(hit.fast).toBe(true);
    expect(hit.lines).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        service: 'amora-api',
        reqId: hit.id,
        tenant: b.tenant.slug,
        method: 'GET',
        url: `/api/settings.php?forced_domain=${b.host}`,
        status: 200,
        durationMs: expect.any(Number),
        msg: 'request completed',
      },
    ]);
    expect(shape(hit.lines[0])).toEqual(shape(miss.lines[0]));
  });

  it('is a miss again after tenant.changed, with the new content', async () => {
    const { tenant, host } = await createTenant(app.t.dataSource, { name: 'Gamma' });
    const get = (t: TestApp) => t.http.get('/api/settings.php').set('Host', host);
    await app.send(get);
    expect((await app.send(get)).fast).toBe(true);
    await app.t.dataSource.getRepository(Tenant).update(tenant.id, { name: 'Gamma Renamed' });
    const cached = await app.send(get);
    expect(cached.fast).toBe(true);
    expect(JSON.parse(cached.res.text).name).toBe('Gamma');

    await app.t.app.get(TenantCache).changed(tenant.id);
    const miss = await app.send(get);
    const hit = await app.send(get);
    expect(JSON.parse(miss.res.text).name).toBe('Gamma Renamed');
    expect(hit.fast).toBe(true);
    expectSameAnswer(miss, hit);
  });

  it.each([
    ['an unknown host', 'nobody.test', 404, 'unknown_domain'],
    ['the admin host', 'admin.localhost', 404, 'unknown_domain'],
  ])('leaves %s to Fastify, answered as before', async (_name, host, status, code) => {
    const [miss, again] = await app.twice((t) => t.http.get('/api/settings.php').set('Host', host));
    expect(miss.res.status).toBe(status);
    expect(JSON.parse(miss.res.text).error.code).toBe(code);
    expect(again.fast).toBe(false);
    expectSameAnswer(miss, again);
  });

  it.each([
    ['HEAD', (t: TestApp) => t.http.head('/api/settings.php').set('Host', a.host)],
    ['another path', (t: TestApp) => t.http.get('/api/settings.php/').set('Host', a.host)],
    ['POST', (t: TestApp) => t.http.post('/api/settings.php').set('Host', a.host)],
  ])('leaves %s to Fastify', async (_name, request) => {
    const [first, second] = await app.twice(request);
    expect(second.fast).toBe(false);
    expect(comparable(second.res)).toEqual(comparable(first.res));
  });
});

describe('GET /api/settings.php: cache hits before Fastify, without a trusted proxy', () => {
  let app: App;
  let a: Awaited<ReturnType<typeof createTenant>>;
  let b: Awaited<ReturnType<typeof createTenant>>;
  beforeAll(async () => {
    app = await startApp({ TRUST_PROXY: '0' });
    a = await createTenant(app.t.dataSource, { name: 'Alpha', countries: ['DE', 'AT'] });
    b = await createTenant(app.t.dataSource, { name: 'Beta' });
  });
  afterAll(() => app.t.close());

  it('ignores X-Forwarded-Host and country headers on either path', async () => {
    const [miss, hit] = await app.twice((t) =>
      t.http
        .get('/api/settings.php')
        .set('Host', a.host)
        .set('X-Forwarded-Host', b.host)
        .set('CF-IPCountry', 'AT'),
    );
    expect(hit.fast).toBe(true);
    expectSameAnswer(miss, hit);
    expect(JSON.parse(hit.res.text)).toMatchObject({
      name: 'Alpha',
      geoip_country: null,
      geoip_selected_country: 'DE',
    });
  });
});
