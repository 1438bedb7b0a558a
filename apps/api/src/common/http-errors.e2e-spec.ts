import { type AddressInfo, connect } from 'node:net';
import { BODY_LIMIT_BYTES } from '../app.js';
import { createTenant } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

const ADMIN = 'admin.localhost';
const LOGIN = '/api/admin/login.php';

/** Bad input of every kind gets a clear error with a code: never a 500 and never a stack trace. */
describe('bad input', () => {
  let t: TestApp;
  let host: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ host } = await createTenant(t.dataSource));
  });
  afterAll(() => t.close());

  const expectError = (body: unknown, code: string) => {
    expect(body).toEqual({ error: expect.objectContaining({ code, message: expect.any(String) }) });
    expect(JSON.stringify(body)).not.toMatch(/\bat \w+.*\(|node_modules|\.ts:\d+/);
  };

  it.each([
    ['{bad', 'malformed'],
    ['{"email": "a@b.nl",}', 'trailing comma'],
    ['{"__proto__": {"admin": true}}', 'prototype pollution'],
    ['', 'empty'],
  ])('answers 400 invalid_json to a %s JSON body (%s)', async (body) => {
    const res = await t.http
      .post(LOGIN)
      .set('Host', ADMIN)
      .set('X-Request-Type', 'admin')
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(400);
    expectError(res.body, 'invalid_json');
  });

  it('answers 413 payload_too_large to an oversized body', async () => {
    const big = JSON.stringify({ email: 'a@b.nl', password: 'x'.repeat(BODY_LIMIT_BYTES) });
    const res = await t.http
      .post(LOGIN)
      .set('Host', ADMIN)
      .set('X-Request-Type', 'admin')
      .set('Content-Type', 'application/json')
      .send(big)
      .expect(413);
    expectError(res.body, 'payload_too_large');
  });

  it('answers 431 headers_too_large to an address longer than Node reads', async () => {
    const res = await t.http.get(`/api/search.php?city=${'a'.repeat(20_000)}`).set('Host', host);
    expect(res.status).toBe(431);
    expectError(res.body, 'headers_too_large');
  });

  it('answers 400 malformed_request to bytes that are not HTTP', async () => {
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('HELLO /\u0000 there\r\n\r\n'));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
      socket.on('error', reject);
    });
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expectError(JSON.parse(body), 'malformed_request');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
    'answers 415 unsupported_media_type to %s',
    async (type) => {
      const res = await t.http
        .post(LOGIN)
        .set('Host', ADMIN)
        .set('X-Request-Type', 'admin')
        .set('Content-Type', type)
        .send('email=a');
      expect(res.status).toBe(415);
      expectError(res.body, 'unsupported_media_type');
    },
  );

  it('answers 400 validation_failed naming the bad fields', async () => {
    const res = await t.http
      .post(LOGIN)
      .set('Host', ADMIN)
      .set('X-Request-Type', 'admin')
      .send({ email: 'not-an-email', password: 7 })
      .expect(400);
    expectError(res.body, 'validation_failed');
    expect(res.body.error.params.fields.map((f: { path: string }) => f.path).sort()).toEqual([
      'email',
      'password',
    ]);
  });

  it('answers 404 not_found to an unknown API path', async () => {
    const res = await t.http.get('/api/nothing-here.php').set('Host', host).expect(404);
    expectError(res.body, 'not_found');
  });

  it('answers 405 with Allow to a GET of a POST-only call', async () => {
    const res = await t.http.get(LOGIN).set('Host', ADMIN).expect(405);
    expect(res.headers.allow).toBe('POST');
    expectError(res.body, 'method_not_allowed');
  });

  it("keeps admin calls off a tenant's domain", async () => {
    const res = await t.http
      .post(LOGIN)
      .set('Host', host)
      .set('X-Request-Type', 'admin')
      .send({ email: 'a@b.nl', password: 'x' })
      .expect(404);
    expectError(res.body, 'not_found');
  });

  it('keeps forced_domain from reaching the admin host', async () => {
    const res = await t.http.post(`${LOGIN}?forced_domain=${ADMIN}`).set('Host', host).send({}).expect(404);
    expectError(res.body, 'unknown_domain');
  });

  it('answers login_failed to staff sign-in while no staff account exists', async () => {
    const res = await t.http
      .post(LOGIN)
      .set('Host', ADMIN)
      .set('X-Request-Type', 'admin')
      .send({ email: 'boss@amora.test', password: 'secret-pass' })
      .expect(401);
    expectError(res.body, 'login_failed');
  });

  it('answers 400 request_type_required to a mutation without X-Request-Type', async () => {
    const res = await t.http
      .post(LOGIN)
      .set('Host', ADMIN)
      .send({ email: 'boss@amora.test', password: 'secret-pass' });
    expect(res.status).toBe(400);
    expectError(res.body, 'request_type_required');
  });

  it('sends a request id and safe headers with every answer', async () => {
    const res = await t.http.get('/api/nothing').set('Host', host).set('X-Request-Id', 'trace-123');
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const page = await t.http.get('/').set('Host', host);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    // a photo's preview while it uploads, and a cdn_prefix on another (https) origin
    expect(page.headers['content-security-policy']).toContain("img-src 'self' data: blob: https:;");
    // framed by the site itself and by the admin console's theme preview only
    expect(page.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' http://admin.localhost:* https://admin.localhost:*",
    );
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const console = await t.http.get('/').set('Host', 'admin.localhost');
    expect(console.headers['content-security-policy']).toContain("frame-src 'self' http: https:");
    expect(console.headers['content-security-policy']).toContain("frame-ancestors 'self';");
    expect(console.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
