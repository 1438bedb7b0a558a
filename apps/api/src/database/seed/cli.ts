import { createApp } from '../../app.js';
import { InvalidEnvironmentError, parseEnv } from '../../config/env.js';
import { DemoSeeder } from './demo-seeder.js';

/** `npm run seed`: re-creates the demo tenants. Stop the server first when it runs on the embedded database. */
async function main() {
  const env = { ...parseEnv(), SEED_DEMO: false, LOG_LEVEL: 'warn' as const };
  const app = await createApp(env);
  await app.get(DemoSeeder).reseed();
  const hosts = await app.get(DemoSeeder).demoHosts();
  await app.close();
  process.stdout.write(`Re-seeded the demo tenants: ${hosts.map((h) => h.host).join(', ')}\n`);
}

main().catch((error: unknown) => {
  const message =
    error instanceof InvalidEnvironmentError || error instanceof Error ? error.message : String(error);
  process.stderr.write(`Seeding failed: ${message}\n`);
  process.exit(1);
});
