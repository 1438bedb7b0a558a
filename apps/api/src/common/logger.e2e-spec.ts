import { Writable } from 'node:stream';
import { createTenant } from '../test/factories.js';
import { startTestApp } from '../test/test-app.js';
import { createLogger } from './logger.js';

function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ LOG_LEVEL: 'info' }, stream) };
}

describe('logs', () => {
  it('carry the request id and tenant of each request, and never a cookie', async () => {
    const { lines, logger } = memoryLogger();
    const t = await startTestApp({}, { logger });
    try {
      const { host, tenant } = await createTenant(t.dataSource);
      await t.http
        .get('/api/settings.php')
        .set('Host', host)
        .set('X-Request-Id', 'req-42')
        .set('Cookie', 'session=s3cr3t');
      const completed = lines.find((l) => l.msg === 'request completed' && l.reqId === 'req-42');
      expect(completed).toMatchObject({ reqId: 'req-42', tenant: tenant.slug, res: { statusCode: 200 } });
      expect(JSON.stringify(lines)).not.toContain('s3cr3t');
    } finally {
      await t.close();
    }
  });

  it('redact passwords, secrets and cookies wherever they appear', () => {
    const { lines, logger } = memoryLogger();
    logger.info(
      { body: { password: 'hunter2', secret: 'abc123' }, req: { headers: { cookie: 'session=xyz' } } },
      'x',
    );
    expect(lines[0]).toMatchObject({
      body: { password: '[redacted]', secret: '[redacted]' },
      req: { headers: { cookie: '[redacted]' } },
    });
  });
});
