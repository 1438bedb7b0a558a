import { Writable } from 'node:stream';
import { createLogger } from '../../common/logger.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { createTenant } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { SMS_SENDER, type SmsSender } from './sms-sender.js';

describe('the embedded SMS sender', () => {
  const logLines: string[] = [];
  let t: TestApp;
  let tenant: Tenant;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await startTestApp({}, { logger: createLogger({ LOG_LEVEL: 'info' }, stream) });
    ({ tenant } = await createTenant(t.dataSource));
  });
  afterAll(() => t.close());

  it('keeps the text in the outbox table and writes it to the log', async () => {
    const sender = t.app.get<SmsSender>(SMS_SENDER);
    await sender.send(tenant, { memberId: null, phone: '+31612345678', body: 'Your code: 424242' });

    const rows = await t.dataSource.query('SELECT tenant_id, phone, body, status FROM sms_message');
    expect(rows).toEqual([
      { tenant_id: tenant.id, phone: '+31612345678', body: 'Your code: 424242', status: 'outbox' },
    ]);
    expect(logLines.some((line) => line.includes('kept in the outbox: Your code: 424242'))).toBe(true);
    expect(logLines.some((line) => line.includes('+31612345678'))).toBe(false);
  });
});
