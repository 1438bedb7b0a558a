import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { API_ROUTES, SESSION_COOKIE } from '@amora/contracts';
import { TenantCache } from '../../tenancy/tenant-cache.service.js';
import { createTenant } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Amora</title><!--amora:head--></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

function fakeBuild(kind: string) {
  const dir = mkdtempSync(join(tmpdir(), `amora-${kind}-dist-`));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX.replace('Amora', `Amora ${kind}`));
  writeFileSync(join(dir, 'assets', 'app.js'), `console.log('${kind}')`);
  // What scripts/vite-precompress.mjs leaves beside a chunk of the build.
  writeFileSync(join(dir, 'assets', 'chunk.js'), CHUNK);
  writeFileSync(join(dir, 'assets', 'chunk.js.br'), brotliCompressSync(CHUNK));
  writeFileSync(join(dir, 'assets', 'chunk.js.gz'), gzipSync(CHUNK));
  writeFileSync(join(dir, 'preload.json'), JSON.stringify(PRELOAD));
  return dir;
}

// What the web build's preload map plugin writes (apps/web/vite.config.ts).
const PRELOAD = {
  messages: { nl: ['/assets/nl.compiled-1.js'], de: ['/assets/de.compiled-2.js'] },
  routes: {
    home: ['/assets/HomePage-3.js'],
    members: ['/assets/ComingSoonPage-4.js', '/assets/page-styles-5.js', 'https://evil.test/x.js'],
  },
};

const CHUNK = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i * 7};`).join('\n');

const settingsIn = (html: string) =>
  JSON.parse(
    /<script id="amora-settings" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
  );

describe('web delivery', () => {
  let t: TestApp;
  let vonk: Awaited<ReturnType<typeof createTenant>>;
  let herz: Awaited<ReturnType<typeof createTenant>>;

  beforeAll(async () => {
    t = await startTestApp({}, { dist: { web: fakeBuild('web'), admin: fakeBuild('admin') } });
    vonk = await createTenant(t.dataSource, {
      name: 'Vonk',
      indexTitle: 'Vonk – daten',
      description: 'Daten </script><script>alert(1)</script> & meer',
      theme: { primary: '#7b2cbf' },
    });
    herz = await createTenant(t.dataSource, {
      name: 'Herz',
      domainLanguage: 'de_DE',
      languages: ['de'],
      theme: { primary: '#b0124f' },
    });
  });
  afterAll(() => t.close());

  it("injects the tenant's title, description, colours, manifest and settings into index.html", async () => {
    const res = await t.http.get('/').set('Host', vonk.host).expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.text;
    expect(html).toContain('<title>Vonk – daten</title>');
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<meta name="theme-color" content="#7b2cbf">');
    expect(html).toContain('--amora-primary:#7b2cbf');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(settingsIn(html)).toMatchObject({ name: 'Vonk', domain: vonk.host });
    // the app renders them before it checks them (and a visitor's first load never does): held to the contract here
    expect(API_ROUTES.settings.response.safeParse(settingsIn(html)).error).toBeUndefined();
  });

  it("marks a page asked for without a session cookie as a visitor's", async () => {
    const marker = '<meta name="amora-session" content="none">';
    expect((await t.http.get('/').set('Host', vonk.host)).text).toContain(marker);
    const withCookie = await t.http
      .get('/')
      .set('Host', vonk.host)
      .set('Cookie', `${SESSION_COOKIE}=x; locale=nl`);
    expect(withCookie.text).not.toContain(marker);
  });

  it("preloads the chunks of the page's language and route", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const home = (await t.http.get('/').set('Host', vonk.host).expect(200)).text;
    expect(preloads(home)).toEqual(['/assets/nl.compiled-1.js', '/assets/HomePage-3.js']);
    const members = (await t.http.get('/members').set('Host', herz.host).expect(200)).text;
    expect(preloads(members)).toEqual([
      '/assets/de.compiled-2.js',
      '/assets/ComingSoonPage-4.js',
      '/assets/page-styles-5.js',
    ]);
    const chosen = (await t.http.get('/').set('Host', herz.host).set('Cookie', 'locale=nl')).text;
    expect(preloads(chosen)).toEqual(['/assets/nl.compiled-1.js', '/assets/HomePage-3.js']);
    const notFound = (await t.http.get('/no/such/page').set('Host', vonk.host).expect(404)).text;
    expect(preloads(notFound)).toEqual(['/assets/nl.compiled-1.js']);
  });

  it('cannot be broken out of by a tenant text', async () => {
    const html = (await t.http.get('/').set('Host', vonk.host)).text;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('Daten &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; meer');
    expect(settingsIn(html).description).toBe('Daten </script><script>alert(1)</script> & meer');
  });

  it('serves each tenant its own page', async () => {
    const html = (await t.http.get('/members').set('Host', herz.host).expect(200)).text;
    expect(html).toContain('<html lang="de">');
    expect(settingsIn(html)).toMatchObject({ name: 'Herz', theme: { primary: '#b0124f' } });
  });

  it('takes the language from the locale cookie first', async () => {
    const html = (await t.http.get('/').set('Host', herz.host).set('Cookie', 'locale=fi')).text;
    expect(html).toContain('<html lang="fi">');
    const ignored = (await t.http.get('/').set('Host', herz.host).set('Cookie', 'locale=xx')).text;
    expect(ignored).toContain('<html lang="de">');
  });

  it('answers 404 with the app for a path no route matches, 200 for every spec route', async () => {
    await t.http.get('/no/such/page').set('Host', vonk.host).expect(404);
    await t.http.get('/short').set('Host', vonk.host).expect(404);
    for (const path of [
      '/members/12/landing2/summer',
      '/credits/repeat-order',
      '/likes/m/3',
      '/terms',
      '/landers/video',
    ]) {
      await t.http.get(path).set('Host', vonk.host).expect(200);
    }
  });

  it('serves built assets as immutable files', async () => {
    const res = await t.http.get('/assets/app.js').set('Host', vonk.host).expect(200);
    expect(res.text).toBe("console.log('web')");
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  describe('compression', () => {
    const chunk = (encoding?: string) => {
      const req = t.http.get('/assets/chunk.js').set('Host', vonk.host);
      return (encoding === undefined ? req : req.set('Accept-Encoding', encoding)).expect(200);
    };

    it('sends the brotli file built beside a chunk to a client that takes br', async () => {
      const res = await chunk('gzip, deflate, br');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The bytes sent are the .br file's, and they decompress to the chunk.
      expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(CHUNK).length);
      expect(res.text).toBe(CHUNK);
      const raw = await t.app.inject({
        method: 'GET',
        url: '/assets/chunk.js',
        headers: { host: vonk.host, 'accept-encoding': 'br' },
      });
      expect(brotliDecompressSync(raw.rawPayload).toString()).toBe(CHUNK);
    });

    it('sends the gzip file to a client that takes gzip only, or prefers it', async () => {
      for (const accept of ['gzip', 'br;q=0.5, gzip', 'br;q=0, *']) {
        const res = await chunk(accept);
        expect(res.headers['content-encoding']).toBe('gzip');
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(Number(res.headers['content-length'])).toBe(gzipSync(CHUNK).length);
        expect(res.text).toBe(CHUNK);
      }
    });

    it('sends the file as it is without an Accept-Encoding or with codings it has no file for', async () => {
      // superagent always asks for gzip: a request with no Accept-Encoding at all goes through inject.
      const bare = await t.app.inject({
        method: 'GET',
        url: '/assets/chunk.js',
        headers: { host: vonk.host },
      });
      expect(bare.statusCode).toBe(200);
      expect(bare.headers['content-encoding']).toBeUndefined();
      expect(bare.headers.vary).toBe('Accept-Encoding');
      expect(bare.body).toBe(CHUNK);
      for (const accept of ['', 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
        const res = await chunk(accept);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(Number(res.headers['content-length'])).toBe(CHUNK.length);
        expect(res.text).toBe(CHUNK);
      }
    });

    it('answers a repeated request for the compressed file with 304', async () => {
      const first = await chunk('br');
      const again = await t.http
        .get('/assets/chunk.js')
        .set('Host', vonk.host)
        .set('Accept-Encoding', 'br')
        .set('If-None-Match', first.headers.etag)
        .expect(304);
      expect(again.headers.vary).toBe('Accept-Encoding');
      const gzip = await chunk('gzip');
      expect(gzip.headers.etag).not.toBe(first.headers.etag);
    });

    it("compresses the tenant's index.html on the fly", async () => {
      const plain = await t.http
        .get('/')
        .set('Host', vonk.host)
        .set('Accept-Encoding', 'identity')
        .expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      for (const coding of ['br', 'gzip']) {
        const res = await t.http.get('/').set('Host', vonk.host).set('Accept-Encoding', coding).expect(200);
        expect(res.headers['content-encoding']).toBe(coding);
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.text).toBe(plain.text);
      }
    });
  });

  it.each(['/assets/../../../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/%00.js'])(
    'never serves a file outside the build (%s)',
    async (path) => {
      const res = await t.http.get(path).set('Host', vonk.host);
      expect(res.text).not.toContain('root:');
    },
  );

  it('serves a manifest and icon per tenant', async () => {
    const manifest = await t.http.get('/manifest.webmanifest').set('Host', herz.host).expect(200);
    expect(JSON.parse(manifest.text)).toMatchObject({
      name: 'Herz',
      theme_color: '#b0124f',
      lang: 'de',
      display: 'standalone',
    });
    const icon = await t.http.get('/icon.svg').set('Host', herz.host).expect(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
  });

  it('names an uploaded favicon in the page and the manifest instead of the heart', async () => {
    await t.dataSource.query(`UPDATE tenant SET favicon_key = 't/herz/favicon.png' WHERE id = $1`, [
      herz.tenant.id,
    ]);
    await t.app.get(TenantCache).changed(herz.tenant.id);
    try {
      const page = await t.http.get('/').set('Host', herz.host).expect(200);
      expect(page.text).toMatch(/<link rel="icon" href="[^"]*favicon\.png" type="image\/png">/);
      const manifest = JSON.parse((await t.http.get('/manifest.webmanifest').set('Host', herz.host)).text);
      expect(manifest.icons).toEqual([
        expect.objectContaining({ src: expect.stringMatching(/favicon\.png$/), type: 'image/png' }),
      ]);
    } finally {
      await t.dataSource.query('UPDATE tenant SET favicon_key = NULL WHERE id = $1', [herz.tenant.id]);
      await t.app.get(TenantCache).changed(herz.tenant.id);
    }
  });

  it('serves the admin app only on the admin host', async () => {
    const admin = await t.http.get('/dashboard').set('Host', 'admin.localhost').expect(200);
    expect(admin.text).toContain('<title>Amora admin</title>');
    expect(admin.text).not.toContain('amora-settings');
    const asset = await t.http.get('/assets/app.js').set('Host', 'admin.localhost').expect(200);
    expect(asset.text).toBe("console.log('admin')");
    const tenantPage = await t.http.get('/dashboard').set('Host', vonk.host);
    expect(tenantPage.text).not.toContain('Amora admin');
  });

  it('answers an unknown host with a 404 page, not an app', async () => {
    const res = await t.http.get('/').set('Host', 'nobody.test').expect(404);
    expect(res.text).toContain('unknown_domain');
    expect(res.text).not.toContain('id="root"');
  });

  it('says so when the web app is not built', async () => {
    const unbuilt = await startTestApp(
      {},
      { dist: { web: join(tmpdir(), 'amora-missing-build'), admin: join(tmpdir(), 'x') } },
    );
    try {
      const { host } = await createTenant(unbuilt.dataSource);
      const res = await unbuilt.http.get('/').set('Host', host).expect(503);
      expect(res.text).toContain('npm run build');
    } finally {
      await unbuilt.close();
    }
  });
});
