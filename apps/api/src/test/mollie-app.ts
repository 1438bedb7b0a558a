import type { DataSource } from 'typeorm';
import { type FakeMollie, startFakeMollie } from './fake-mollie.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * The fake Mollie and an API that calls it, giving up on a call without an answer after `timeoutMs`
 * (MOLLIE_TIMEOUT_MS, 30 s in production).
 */
export async function startAppOnFakeMollie(timeoutMs: number): Promise<{ mollie: FakeMollie; t: TestApp }> {
  const mollie = await startFakeMollie();
  const t = await startTestApp({
    TRUST_PROXY: '1',
    MOLLIE_API_ENDPOINT: mollie.url,
    MOLLIE_TIMEOUT_MS: String(timeoutMs),
  });
  return { mollie, t };
}

/** The tenant takes its payments through Mollie with this API key. */
export async function payThroughMollie(
  dataSource: DataSource,
  tenantId: number,
  apiKey: string,
): Promise<void> {
  await dataSource.query(`UPDATE tenant SET payment_provider = 'mollie', mollie_api_key = $2 WHERE id = $1`, [
    tenantId,
    apiKey,
  ]);
}
