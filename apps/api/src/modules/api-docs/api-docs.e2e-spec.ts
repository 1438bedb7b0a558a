import { gunzipSync } from 'node:zlib';
import { buildOpenApiDocument } from '@amora/contracts';
import { signUp, WEB } from '../../test/accounts.js';
import { createTenant } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const ADMIN = 'admin.localhost';

describe('the API description', () => {
  let t: TestApp;
  let host: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ host } = await createTenant(t.dataSource));
  });
  afterAll(() => t.close());

  it('serves the OpenAPI document of the route table on every host', async () => {
    const expected = JSON.parse(JSON.stringify(buildOpenApiDocument('1')));
    for (const onHost of [host, ADMIN, 'nobody.example']) {
      const res = await t.http.get('/api/openapi.json').set('Host', onHost).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual(expected);
    }
  });

  it('describes only calls the API really answers', async () => {
    const { cookie } = await signUp(t.http, host);
    const { paths } = buildOpenApiDocument('1');
    const answered: string[] = [];
    for (const [path, methods] of Object.entries(paths)) {
      for (const method of Object.keys(methods)) {
        const onHost = path.startsWith('/api/admin/') ? ADMIN : host;
        const res = await t.http[method as 'get' | 'post' | 'put' | 'delete'](path)
          .set('Host', onHost)
          .set(WEB)
          .set('Cookie', cookie)
          .send({});
        expect(res.status).toBeLessThan(500);
        if (res.body?.error) expect(['not_found', 'method_not_allowed']).not.toContain(res.body.error.code);
        answered.push(`${method} ${path}`);
      }
    }
    expect(answered).toHaveLength(Object.values(paths).flatMap((methods) => Object.keys(methods)).length);
    expect(answered.length).toBeGreaterThan(30);
  });

  it('shows the reference page with its bundle on the admin host only', async () => {
    const page = await t.http.get('/api/reference').set('Host', ADMIN).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).toContain('data-url="/api/openapi.json"');
    expect(page.text).toContain('<script src="/api/reference/scalar.js"></script>');

    const bundle = await t.http
      .get('/api/reference/scalar.js')
      .set('Host', ADMIN)
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(bundle.headers['content-encoding']).toBe('gzip');
    expect(bundle.headers.vary).toContain('Accept-Encoding');
    // supertest already gunzips: the body is the script itself
    const body = bundle.body as Buffer;
    const script = body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body) : body;
    expect(script.toString('utf8', 0, 200_000)).toContain('api-reference');

    for (const path of ['/api/reference', '/api/reference/scalar.js']) {
      const elsewhere = await t.http.get(path).set('Host', host).expect(404);
      expect(elsewhere.body.error.code).toBe('not_found');
    }
  });
});
