// bench/chat set-up: a database of its own, the servers (production API, bare SSE server) pinned like
// the other benchmarks, the event-loop probe loaded into each, and members seeded straight in SQL.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { hashToken } from '../../apps/api/dist/modules/accounts/tokens.js';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const probe = pathToFileURL(join(root, 'bench/chat/loop-probe.mjs')).href;

// On 2 cores the servers run on core 0 and the load (this process, stream workers, sender) on core 1.
export const pinned = existsSync('/usr/bin/taskset') && availableParallelism() >= 2;
export const pin = (pid, core) => {
  if (pinned) spawnSync('taskset', ['-acp', String(core), String(pid)], { stdio: 'ignore' });
};

/**
 * A server process with the event-loop probe (loop-probe.mjs) loaded before its code, on `core`;
 * its output into a log file beside the probe's.
 */
function spawnServer(name, script, env, core, scriptArgs = []) {
  const dir = mkdtempSync(join(tmpdir(), `amora-bench-chat-${name}-`));
  const loopFile = join(dir, 'loop.jsonl');
  const command = [process.execPath, '--import', probe, script, ...scriptArgs];
  const [file, args] = pinned
    ? ['taskset', ['-c', String(core), ...command]]
    : [command[0], command.slice(1)];
  const child = spawn(file, args, {
    cwd: root,
    env: { ...process.env, ...env, BENCH_LOOP_FILE: loopFile },
    stdio: ['ignore', openSync(join(dir, 'out.log'), 'a'), 'inherit'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  return { name, child, dir, loopFile, exited: () => exited };
}

async function waitFor(server, url, headers = {}) {
  for (;;) {
    if (server.exited()) throw new Error(`${server.name} exited on start (log in ${server.dir})`);
    const ok = await fetch(url, { headers }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until the server has no child process left: the API builds its place index in a child at
 * start (a core for some seconds), which is start-up work, not the steady state measured.
 */
async function startUpDone(server) {
  while (
    spawnSync('ps', ['--ppid', String(server.child.pid), '-o', 'pid='])
      .stdout.toString()
      .trim()
  ) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return server;
}

/**
 * The production build on `port`, logging at info into a file; ready once /readyz answers and its
 * start-up work is done.
 */
export async function startApi(name, { port, databaseUrl, dataDir, core }) {
  const server = spawnServer(
    name,
    process.env.BENCH_API_MAIN ?? 'apps/api/dist/main.js',
    {
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      // both processes share one data folder and secret, as replicas behind a load balancer do
      DATA_DIR: dataDir,
      SESSION_SECRET: 'bench-chat-session-secret-0123456789abcdef',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      SEED_DEMO: '0',
      // each simulated member sends its own X-Forwarded-For, so per-IP rate limits count them apart
      TRUST_PROXY: '1',
    },
    core,
  );
  server.port = port;
  return startUpDone(await waitFor(server, `http://127.0.0.1:${port}/readyz`));
}

/** The baseline: bare-server.mjs, fanning one Redis subscription out to node:http streams. */
export async function startBare({ port, core }) {
  const server = spawnServer(
    'bare',
    'bench/chat/bare-server.mjs',
    { REDIS_URL: process.env.REDIS_URL },
    core,
    [String(port)],
  );
  server.port = port;
  return waitFor(server, `http://127.0.0.1:${port}/ready`);
}

export async function stopServer(server) {
  if (!server.exited()) {
    await new Promise((resolve) => {
      server.child.once('exit', resolve);
      server.child.kill('SIGTERM');
      setTimeout(() => server.child.kill('SIGKILL'), 10_000).unref();
    });
  }
  rmSync(server.dir, { recursive: true, force: true });
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds of PostgreSQL on the machine so far: every live postgres process's, and the postmaster's
 * reaped children's (a backend whose connection closed takes its CPU time with it otherwise).
 */
export function databaseCpuSeconds() {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100;
}

/** The machine's busy and total CPU seconds so far, over all cores (/proc/stat). */
export function machineCpuSeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = ticks[3] + ticks[4]; // idle and iowait
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / 100, total: total / 100 };
}

/**
 * Seconds the main thread (the event loop) has run so far, and waited runnable for a core: a server
 * that waits much is slowed by whatever else the machine runs, not by itself.
 */
export function schedSeconds(pid) {
  const [run, wait] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
  return { run: run / 1e9, wait: wait / 1e9 };
}

/** The probe's one-second records (see loop-probe.mjs) written between `from` and `to` (epoch ms). */
export function loopRecords(server, from, to) {
  if (!existsSync(server.loopFile)) return [];
  return readFileSync(server.loopFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((record) => record.t > from && record.t - 1000 < to);
}

export const HOST = 'chat-bench.localhost';
const CREDITS = 1_000_000;

/**
 * One tenant, `count` active members with a visible profile, a session and CREDITS credits (a
 * ledger entry and the cached balance, as CreditLedgerService books them), paired off in
 * conversations (member 2i with 2i+1) with a history. Answers the members with their session cookies.
 */
export async function seed(client, count) {
  const { rows: companies } = await client.query(`
    INSERT INTO company (name, address, kvk, city, country, support_phone)
    VALUES ('Bench B.V.', 'Street 1', '1', 'Amsterdam', 'NL', '+31') RETURNING id`);
  const {
    rows: [tenant],
  } = await client.query(
    `INSERT INTO tenant (slug, name, niche, logged_out_search, domain_language, languages, index_title,
       description, support_phone, support_email, mail_name, fictional_warning, fictional_singular,
       fictional_plural, countries, visible_profile_fields, message_credits, signup_credits, photo_credits,
       gift_credits, message_length, search_fields, refund_days, share_profile_pool, vapid_public_key,
       vapid_private_key, company_id)
     VALUES ('chat-bench', 'Chat bench', 1, true, 'nl_NL', '{nl,en}', 'Chat bench', 'bench', '+31 20 000 00 00',
       'support@chat-bench.test', 'Chat bench', 'Fictional', 'fictional', 'fictionals', '{NL}',
       '{gender,age,city}', 1, 0, 5, 25, 500, '{}', 14, false, 'x', 'x', $1)
     RETURNING id`,
    [companies[0].id],
  );
  await client.query('INSERT INTO tenant_domain (tenant_id, host, is_primary) VALUES ($1, $2, true)', [
    tenant.id,
    HOST,
  ]);
  await client.query(
    `INSERT INTO profile (tenant_id, name, gender, sexuality, relationship_status, hair, eye_colour,
       body_type, date_of_birth, city, region, country, latitude, longitude, status)
     SELECT $1, 'bench_' || g, CASE WHEN g % 2 = 0 THEN 'female' ELSE 'male' END, 'hetero', 'single',
       'brown', 'blue', 'average', date '1985-05-05', 'Amsterdam', 'NH', 'NL', 52.37, 4.9, 'active'
     FROM generate_series(1, $2) g`,
    [tenant.id, count],
  );
  await client.query(
    `INSERT INTO member (tenant_id, email, status, name, date_of_birth, gender, seeking, language,
       credits, confirmed_at, profile_id)
     SELECT p.tenant_id, p.name || '@bench.test', 'active', p.name, p.date_of_birth, p.gender,
       CASE WHEN p.gender = 'male' THEN 'female' ELSE 'male' END, 'nl', $2, now(), p.id
     FROM profile p WHERE p.tenant_id = $1 ORDER BY p.id`,
    [tenant.id, CREDITS],
  );
  await client.query(
    `INSERT INTO credit_ledger (tenant_id, member_id, delta, balance_after, reason, reference, idempotency_key)
     SELECT tenant_id, id, credits, credits, 'bench', 'bench', 'bench:' || id FROM member WHERE tenant_id = $1`,
    [tenant.id],
  );
  const { rows } = await client.query('SELECT id, profile_id FROM member WHERE tenant_id = $1 ORDER BY id', [
    tenant.id,
  ]);
  const tokens = rows.map(() => randomBytes(32).toString('base64url'));
  await client.query(
    `INSERT INTO session (tenant_id, member_id, token_hash, ip, user_agent, expires_at)
     SELECT $1, m, h, '127.0.0.1', 'bench/chat', now() + interval '1 day'
     FROM unnest($2::int[], $3::bytea[]) AS s(m, h)`,
    [tenant.id, rows.map((r) => r.id), tokens.map((token) => hashToken(token))],
  );
  const members = rows.map((row, i) => ({
    index: i,
    id: row.id,
    profileId: row.profile_id,
    cookie: `amora_session=${tokens[i]}`,
    // a client address of its own: per-IP rate limits see members, not the benchmark
    ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  }));
  await pairOff(client, tenant.id, members);
  await seedHistory(client, tenant.id);
  await client.query('VACUUM ANALYZE');
  // the seed's pages written out now, as bench/admin does, not by the background writer during the
  // first measured phase
  await client.query('CHECKPOINT');
  return { tenantId: tenant.id, members };
}

/**
 * HISTORY messages in every conversation, the two taking turns, all read, as a site in use has them. With
 * no history chat_message was empty when the seed's ANALYZE ran, and PostgreSQL, told the table was
 * empty, planned the send's replay check (chat_message by sender and client_id) as a scan of the whole
 * table: its cost grew with every message sent (1.0-1.5 ms of the database's CPU per message in a phase,
 * 0.74-0.80 ms with this history). A live database is analyzed again as it grows (autovacuum, off on
 * this machine) and never plans so.
 */
const HISTORY = 10;

async function seedHistory(client, tenantId) {
  await client.query(
    `INSERT INTO chat_message (tenant_id, conversation_id, sender_profile_id, kind, text, credits, client_id, created_at)
     SELECT c.tenant_id, c.id, CASE WHEN n % 2 = 1 THEN c.started_by_profile_id
              WHEN c.started_by_profile_id = c.profile_low_id THEN c.profile_high_id ELSE c.profile_low_id END,
            'text', 'An earlier message, number ' || n, 1, md5(c.id || '-' || n)::uuid,
            now() - (${HISTORY} - n) * interval '1 minute' - interval '1 hour'
     FROM conversation c, generate_series(1, ${HISTORY}) n WHERE c.tenant_id = $1 ORDER BY c.id, n`,
    [tenantId],
  );
  await client.query(
    `UPDATE conversation c SET last_message_id = last.id, last_message_at = last.created_at
     FROM (SELECT DISTINCT ON (conversation_id) conversation_id, id, created_at FROM chat_message
           ORDER BY conversation_id, id DESC) last
     WHERE last.conversation_id = c.id AND c.tenant_id = $1`,
    [tenantId],
  );
  await client.query(
    `UPDATE conversation_participant p SET last_read_message_id = c.last_message_id
     FROM conversation c WHERE c.id = p.conversation_id AND p.tenant_id = $1`,
    [tenantId],
  );
}

/** A conversation for each pair (2i, 2i+1), started by the first, with both sides' participant rows. */
async function pairOff(client, tenantId, members) {
  const starters = members.filter((m) => m.index % 2 === 0 && members[m.index + 1]);
  const { rows } = await client.query(
    `INSERT INTO conversation (tenant_id, profile_low_id, profile_high_id, started_by_profile_id)
     SELECT $1, least(a, b), greatest(a, b), a FROM unnest($2::int[], $3::int[]) AS p(a, b)
     RETURNING id, started_by_profile_id`,
    [tenantId, starters.map((m) => m.profileId), starters.map((m) => members[m.index + 1].profileId)],
  );
  const byStarter = new Map(rows.map((r) => [r.started_by_profile_id, r.id]));
  const sides = starters.flatMap((m) => [m, members[m.index + 1]]);
  for (const m of starters) {
    const partner = members[m.index + 1];
    m.conversationId = byStarter.get(m.profileId);
    partner.conversationId = m.conversationId;
    m.partner = partner.index;
    partner.partner = m.index;
  }
  await client.query(
    `INSERT INTO conversation_participant (tenant_id, conversation_id, profile_id, member_id)
     SELECT $1, c, p, m FROM unnest($2::int[], $3::int[], $4::int[]) AS s(c, p, m)`,
    [tenantId, sides.map((m) => m.conversationId), sides.map((m) => m.profileId), sides.map((m) => m.id)],
  );
}
