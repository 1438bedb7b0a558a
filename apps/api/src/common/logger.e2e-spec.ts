import { Writable } from 'node:stream';
import { pino } from 'pino';
import { createTenant } from '../test/factories.js';
import { startTestApp } from '../test/test-app.js';
import { accessLine, accessLineWriter, BatchedDestination, createLogger, redactUrl } from './logger.js';

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

describe('accessLineWriter', () => {
  /** Two loggers alike, each writing its raw text into memory. */
  function rawLoggers(options: pino.LoggerOptions = {}) {
    const make = () => {
      const chunks: string[] = [];
      const logger =
        Object.keys(options).length === 0
          ? createLogger({ LOG_LEVEL: 'info' }, { write: (chunk: string) => chunks.push(chunk) })
          : pino(options, { write: (chunk: string) => chunks.push(chunk) });
      return { chunks, logger };
    };
    return [make(), make()] as const;
  }

  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(1_764_000_000_000));
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['a plain request', 'b1c2d3e4-aaaa-4bbb-8ccc-123456789012', 'vonk', '/api/settings.php'],
    ['a forced domain', 'r-1', 'vonk', '/api/settings.php?forced_domain=herz.localhost:8080'],
    ['an id to escape', 'a"b\\c\u00e9\u0001', 'spark-hearts', '/api/settings.php'],
    ['a secret in the URL', 'r-2', 'vonk', '/api/settings.php?token=tok-9&x=1'],
  ])('writes the bytes the request logger writes, for %s', (_name, reqId, tenant, url) => {
    const [fast, general] = rawLoggers();
    accessLineWriter(fast.logger)(reqId, tenant, 'GET', url, 200, 1.23456);
    general.logger.child({ reqId, tenant }).info(accessLine('GET', url, 200, 1.23456), 'request completed');
    expect(fast.chunks).toEqual(general.chunks);
    expect(fast.chunks[0]).not.toContain('tok-9');
  });

  it('writes nothing when info is off', () => {
    const [fast] = rawLoggers();
    fast.logger.level = 'warn';
    accessLineWriter(fast.logger)('r', 'vonk', 'GET', '/api/settings.php', 200, 1);
    expect(fast.chunks).toEqual([]);
  });

  it("leaves a logger with a mixin to pino's own call", () => {
    const [fast, general] = rawLoggers({ mixin: () => ({ pod: 'api-7' }) });
    accessLineWriter(fast.logger)('r', 'vonk', 'GET', '/api/settings.php', 200, 1);
    general.logger
      .child({ reqId: 'r', tenant: 'vonk' })
      .info(accessLine('GET', '/api/settings.php', 200, 1), 'request completed');
    expect(fast.chunks).toEqual(general.chunks);
    expect(JSON.parse(fast.chunks[0])).toMatchObject({ pod: 'api-7', reqId: 'r' });
  });
});

describe('BatchedDestination', () => {
  it('writes lines together once they reach its size, and the rest on flush', () => {
    const written: string[] = [];
    const destination = new BatchedDestination({ write: (chunk: string) => written.push(chunk) }, 10);
    destination.write('12345\n');
    expect(written).toEqual([]);
    destination.write('67890\n');
    expect(written).toEqual(['12345\n67890\n']);
    destination.write('abc\n');
    const done = jest.fn();
    destination.flush(done);
    expect(written).toEqual(['12345\n67890\n', 'abc\n']);
    expect(done).toHaveBeenCalled();
    destination.flushSync();
    expect(written).toHaveLength(2);
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
