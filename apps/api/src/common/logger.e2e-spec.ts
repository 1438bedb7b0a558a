import { Writable } from 'node:stream';
import { createTenant } from '../test/factories.js';
import { startTestApp } from '../test/test-app.js';
import { createLogger, redactUrl } from './logger.js';

function memoryLogger(level: 'info' | 'trace' = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ LOG_LEVEL: level }, stream) };
}

describe('logs', () => {
  it('write one line per request, on response, with its request id and tenant, and never a cookie', async () => {
    const { lines, logger } = memoryLogger();
    const t = await startTestApp({}, { logger });
    try {
      const { host, tenant } = await createTenant(t.dataSource);
      await t.http
        .get(`/api/settings.php?forced_domain=${host}`)
        .set('Host', host)
        .set('X-Request-Id', 'req-42')
        .set('Cookie', 'session=s3cr3t');
      const mine = lines.filter((l) => l.reqId === 'req-42');
      expect(mine).toEqual([
        {
          level: 30,
          time: expect.any(Number),
          service: 'amora-api',
          reqId: 'req-42',
          tenant: tenant.slug,
          method: 'GET',
          url: `/api/settings.php?forced_domain=${host}`,
          status: 200,
          durationMs: expect.any(Number),
          msg: 'request completed',
        },
      ]);
      expect(JSON.stringify(lines)).not.toContain('s3cr3t');
    } finally {
      await t.close();
    }
  });

  it('log the status of a failed request and of an unknown route, without the secret in its URL', async () => {
    const { lines, logger } = memoryLogger();
    const t = await startTestApp({}, { logger });
    try {
      const { host } = await createTenant(t.dataSource);
      await t.http.get('/api/nothing-here.php?token=tok-123').set('Host', host).set('X-Request-Id', 'r-404');
      await t.http
        .get('/api/settings.php?token=tok-456')
        .set('Host', 'nobody.test')
        .set('X-Request-Id', 'r-x');
      expect(lines.filter((l) => l.reqId === 'r-404')).toEqual([
        expect.objectContaining({ status: 404, url: '/api/nothing-here.php?token=[redacted]' }),
      ]);
      expect(lines.filter((l) => l.reqId === 'r-x')).toEqual([
        expect.objectContaining({ status: 404, url: '/api/settings.php?token=[redacted]' }),
      ]);
      expect(JSON.stringify(lines)).not.toMatch(/tok-123|tok-456/);
    } finally {
      await t.close();
    }
  });

  it('redact passwords, secrets, tokens and cookies wherever they appear', () => {
    const { lines, logger } = memoryLogger();
    logger.info(
      {
        body: { password: 'hunter2', secret: 'abc123', nested: [{ token: 'tok' }], name: 'kept' },
        req: { headers: { cookie: 'session=xyz', 'set-cookie': ['amora_session=abc'], host: 'kept' } },
        password: 'top',
      },
      'x',
    );
    expect(lines[0]).toMatchObject({
      body: { password: '[redacted]', secret: '[redacted]', nested: [{ token: '[redacted]' }], name: 'kept' },
      req: { headers: { cookie: '[redacted]', 'set-cookie': '[redacted]', host: 'kept' } },
      password: '[redacted]',
    });
  });

  it('leave the logged object itself untouched', () => {
    const { logger } = memoryLogger();
    const body = { password: 'hunter2' };
    logger.info({ body }, 'x');
    expect(body.password).toBe('hunter2');
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/settings.php', '/api/settings.php'],
    ['/api/settings.php?forced_domain=a.test', '/api/settings.php?forced_domain=a.test'],
    ['/api/activation.php?token=abc.def', '/api/activation.php?token=[redacted]'],
    ['/signup?invite=s1gned&src=ads', '/signup?invite=[redacted]&src=ads'],
    ['/reset-password/do?x=1&token=a&token=b', '/reset-password/do?x=1&token=[redacted]&token=[redacted]'],
    [
      '/x?code=1&api_key=2&client_secret=3&password=4&session=5',
      '/x?code=[redacted]&api_key=[redacted]&client_secret=[redacted]&password=[redacted]&session=[redacted]',
    ],
    ['/x?%74oken=abc', '/x?%74oken=[redacted]'],
    ['/x?Token=abc&flag', '/x?Token=[redacted]&flag'],
  ])('%s → %s', (url, redacted) => {
    expect(redactUrl(url)).toBe(redacted);
  });
});
