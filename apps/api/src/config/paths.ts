import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from './env.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Where the built apps live; tests may point elsewhere. */
export const DEFAULT_WEB_DIST = join(repoRoot, 'apps/web/dist');
export const DEFAULT_ADMIN_DIST = join(repoRoot, 'apps/admin/dist');

export const dataPath = (env: Pick<Env, 'DATA_DIR'>, ...parts: string[]) => resolve(env.DATA_DIR, ...parts);

/** SESSION_SECRET, generated once and kept under DATA_DIR when the environment gives none. */
export function sessionSecret(env: Pick<Env, 'DATA_DIR' | 'SESSION_SECRET'>): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = dataPath(env, 'secrets', 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
