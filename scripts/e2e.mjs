#!/usr/bin/env node
// Runs the Playwright browser tests against the production build in Debian's Chromium.
// Without a Chromium it says so loudly and skips them, unless E2E_REQUIRED=1 or TESTS_REQUIRE_ALL=1
// (CI), where that fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const chromium = candidates.find((path) => existsSync(path));

if (!chromium) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n!! No Chromium found (tried ${candidates.join(', ')}).`);
  console.error('!! The browser tests did NOT run. Install it with: apt-get install -y chromium');
  console.error(`!! or point CHROMIUM_PATH at a Chromium binary.\n${banner}\n`);
  const required = process.env.E2E_REQUIRED === '1' || process.env.TESTS_REQUIRE_ALL === '1';
  process.exit(required ? 1 : 0);
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
