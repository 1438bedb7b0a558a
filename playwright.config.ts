import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// e2e/mailbox.ts listens here: the account journeys read their activation and reset mails.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
// A fresh data directory each run; the database is embedded unless scripts/e2e.mjs made one on PostgreSQL.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'amora-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // CI fails on a forgotten test.only, and (TESTS_REQUIRE_ALL=1) on any test that did not run
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['./e2e/skips-reporter.ts']],
  // a whole member flow (sign-up, mails, several pages): 26–31 s on a slow moment of a 2-core host
  timeout: 60_000,
  use: {
    baseURL: `http://vonk.localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node apps/api/dist/main.js',
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      // rate limits and events in the process, as `npm start` keeps them: counters the API tests left in a
      // shared Redis (the same 127.0.0.1 signing in to the console) must not refuse the journeys
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // signups from the specs come from addresses of their own (e2e/new-member.ts)
      TRUST_PROXY: '1',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    },
  },
});
