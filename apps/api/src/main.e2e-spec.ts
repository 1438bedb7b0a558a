import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { MIGRATIONS } from './database/migrations/index.js';
import { itOnPostgres } from './test/requires.js';
import { createTestDatabase, type TestDatabase } from './test/test-database.js';

const MAIN = join(__dirname, '..', 'dist', 'main.js');

function run(env: Record<string, string>): ChildProcess {
  const { DATABASE_URL: _, ...inherited } = process.env;
  return spawn(process.execPath, [MAIN], { env: { ...inherited, LOG_LEVEL: 'warn', ...env }, stdio: 'pipe' });
}

function collect(child: ChildProcess) {
  const out = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk) => (out.stdout += chunk));
  child.stderr?.on('data', (chunk) => (out.stderr += chunk));
  return out;
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.on('exit', resolve));

/** Resolves with the port once the process has printed its demo URLs. */
function listening(child: ChildProcess, out: { stdout: string; stderr: string }) {
  return new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /running on port (\d+)/.exec(out.stdout);
      if (match && out.stdout.includes('Admin console')) {
        clearInterval(timer);
        resolve(match[1]);
      }
      if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(out.stderr));
      }
    }, 50);
  });
}

/** The built server as `npm start` runs it (needs `npm run build`; turbo builds before testing). */
describe('node dist/main.js', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'amora-main-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses an invalid environment with one clear line per variable and no stack trace', async () => {
    const child = run({
      PORT: 'http',
      TRUST_PROXY: 'sometimes',
      DATABASE_URL: 'mysql://root@db/x',
      DATA_DIR: dataDir,
    });
    const out = collect(child);
    expect(await exited(child)).toBe(1);
    expect(out.stderr).toContain('Invalid environment:');
    expect(out.stderr).toContain('PORT must be a whole number from 1 to 65535 (got "http")');
    expect(out.stderr).toContain('TRUST_PROXY must be 0, 1, true or false (got "sometimes")');
    expect(out.stderr).toContain('DATABASE_URL must be a URL such as postgres://');
    expect(out.stderr).not.toContain('mysql://root@db/x');
    expect(out.stderr).not.toMatch(/^\s+at /m);
  });

  describe('on a fresh database', () => {
    let db: TestDatabase | undefined;
    afterEach(() => db?.drop());

    // always on the embedded database, as `npm start` runs (the browser tests run on PostgreSQL in CI)
    it('seeds the demo, prints the demo URLs, serves and stops cleanly', async () => {
      const child = run({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
      const out = collect(child);
      const port = await listening(child, out);
      expect(out.stdout).toMatch(/Vonk\s+http:\/\/vonk\.localhost:\d+\//);
      expect(out.stdout).toMatch(/Herzklopfen\s+http:\/\/herz\.localhost:\d+\//);
      expect(out.stdout).toMatch(/Spark Hearts\s+http:\/\/spark\.localhost:\d+\//);
      expect(out.stdout).toMatch(/Admin console\s+http:\/\/admin\.localhost:\d+\//);

      const res = await fetch(`http://127.0.0.1:${port}/api/settings.php?forced_domain=herz.localhost`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { name: string }).name).toBe('Herzklopfen');

      child.kill('SIGTERM');
      expect(await exited(child)).toBe(0);
      expect(out.stderr).toBe('');
    }, 120_000);

    // PGlite is one process's database; several API processes share a PostgreSQL.
    itOnPostgres(
      'scales out: two processes started at once on one database migrate and seed once and both serve',
      async () => {
        db = await createTestDatabase();
        const dataDirs = [dataDir, mkdtempSync(join(tmpdir(), 'amora-main-'))];
        const children = dataDirs.map((dir) =>
          run({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, DATABASE_URL: (db as TestDatabase).url }),
        );
        const outs = children.map(collect);
        const ports = await Promise.all(children.map((child, i) => listening(child, outs[i])));

        const names = await Promise.all(
          ports.map(async (port) => {
            const res = await fetch(
              `http://127.0.0.1:${port}/api/settings.php?forced_domain=spark.localhost`,
            );
            return ((await res.json()) as { name: string }).name;
          }),
        );
        expect(names).toEqual(['Spark Hearts', 'Spark Hearts']);

        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        const tenants = await client.query('SELECT slug FROM tenant ORDER BY id');
        const migrations = await client.query('SELECT name FROM migrations');
        await client.end();
        expect(tenants.rows.map((r) => r.slug)).toEqual(['vonk', 'herz', 'spark']);
        expect(migrations.rows).toHaveLength(MIGRATIONS.length);

        for (const child of children) child.kill('SIGTERM');
        expect(await Promise.all(children.map(exited))).toEqual([0, 0]);
        rmSync(dataDirs[1], { recursive: true, force: true });
      },
      60_000,
    );
  });
});
