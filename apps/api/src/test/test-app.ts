import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { type AppOptions, createApp } from '../app.js';
import { type Env, parseEnv } from '../config/env.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: NestFastifyApplication;
  http: ReturnType<typeof request>;
  dataSource: DataSource;
  env: Env;
  close(): Promise<void>;
}

/** The real application on a fresh database, without demo data unless asked. */
export async function startTestApp(
  overrides: Record<string, string> = {},
  options: AppOptions & { database?: TestDatabase; logger?: Logger } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase({ migrated: true }));
  const dataDir = mkdtempSync(join(tmpdir(), 'amora-test-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    DATA_DIR: dataDir,
    ...overrides,
    DATABASE_URL: database.url,
  });
  const app = await createApp(env, options);
  return {
    app,
    http: request(app.getHttpServer()),
    dataSource: app.get<DataSource>(getDataSourceToken()),
    env,
    async close() {
      await app.close();
      if (!options.database) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TwoApps {
  a: TestApp;
  b: TestApp;
  close(): Promise<void>;
}

/**
 * Two API processes on one fresh database and the test's Redis (DESIGN.md §14): what one of them does,
 * the other must see.
 */
export async function startTwoApps(): Promise<TwoApps> {
  const database = await createTestDatabase({ migrated: true });
  const env = { REDIS_URL: process.env.REDIS_URL ?? '' };
  const a = await startTestApp(env, { database });
  const b = await startTestApp(env, { database });
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await database.drop();
    },
  };
}
