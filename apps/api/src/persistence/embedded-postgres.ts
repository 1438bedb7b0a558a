import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { ProtocolQueue } from './pglite-protocol-queue.js';
import { markSharedSession } from './prepared-query.js';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PGlite behind a local socket, so the ordinary `postgres` driver, pool and migrations work unchanged
 * (STACK.md pitfall 6). `dataDir` undefined keeps the database in memory (tests).
 * Never open one data directory from two processes: PGlite has no lock.
 */
export async function startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> {
  const releaseLock = dataDir ? lockDataDir(dataDir) : () => {};
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 64 });
  // before any connection: each takes the server's queue when it opens
  (server as unknown as { queryQueue: ProtocolQueue }).queryQueue = new ProtocolQueue(db);
  await server.start();
  const url = `postgres://postgres@${server.getServerConn()}/postgres`;
  markSharedSession(url);
  return {
    url,
    async stop() {
      markSharedSession(url, false);
      await server.stop();
      await db.close();
      releaseLock();
    },
  };
}

/** PGlite has no lock of its own: a pid file keeps a second process (say `npm run seed`) out. */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, '..', 'pglite.pid');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new Error(`the embedded database in ${dataDir} is in use by process ${pid}; stop it first`);
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
