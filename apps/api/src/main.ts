// first, before any other module runs: see keep-tick-shape.ts
import './common/keep-tick-shape.js';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { createApp } from './app.js';
import { InvalidEnvironmentError, parseEnv } from './config/env.js';
import { DemoSeeder } from './database/seed/demo-seeder.js';
import { warmPlaceIndex } from './modules/geo/place-index.js';

async function main() {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError)) throw error;
    process.stderr.write(`${error.message}\nSee README.md for every variable and its default.\n`);
    process.exit(1);
  }

  const app = await createApp(env);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      // finish open requests, close the pool and the embedded database, then leave with 0
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  const port = new URL(await app.getUrl()).port;
  const hosts = await app.get(DemoSeeder).demoHosts();
  const lines = [
    '',
    `Amora is running on port ${port}${env.DATABASE_URL ? '' : ` (embedded database in ${env.DATA_DIR})`}`,
    ...hosts.map(({ name, host }) => `  ${name.padEnd(16)} http://${host}:${port}/`),
    `  ${'Admin console'.padEnd(16)} http://${env.ADMIN_HOST}:${port}/`,
    '',
  ];
  // the log is written in batches: what it holds so far goes before the banner
  ((app.getHttpAdapter().getInstance() as FastifyInstance).log as Logger).flush();
  process.stdout.write(`${lines.join('\n')}\n`);
  setImmediate(warmPlaceIndex);
}

main().catch((error: unknown) => {
  process.stderr.write(`Amora could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
