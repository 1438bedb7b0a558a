// The load of bench/chat: WORKERS stream workers (listener.mjs) holding the event streams and one
// sender (sender.mjs), each a process of its own on the load's core, driven over IPC.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { pin, root } from './setup.mjs';

const WORKERS = 4;

/** Sends a command to a child process and resolves with its next answer. */
function ask(child, command) {
  return new Promise((resolve, reject) => {
    const onExit = (code) => reject(new Error(`a load process exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', (answer) => {
      child.off('exit', onExit);
      resolve(answer);
    });
    child.send(command);
  });
}

export function startLoad(core) {
  const spawnChild = (script) => {
    const child = fork(join(root, 'bench/chat', script), { stdio: 'inherit' });
    pin(child.pid, core);
    return child;
  };
  const workers = Array.from({ length: WORKERS }, () => spawnChild('listener.mjs'));
  const sender = spawnChild('sender.mjs');
  const all = (command) => Promise.all(workers.map((worker) => ask(worker, command)));
  let round = 0;

  return {
    /**
     * Opens the streams, spread over the workers; each worker connects from a loopback address of
     * its own for this round (127.0.<round>.<worker>), so that ports left in TIME_WAIT by earlier
     * rounds never run out. Answers the count of each answer (200, 404, ECONNRESET...).
     */
    async connect(targets) {
      round++;
      const answers = await Promise.all(
        workers.map((worker, w) =>
          ask(worker, {
            cmd: 'connect',
            targets: targets
              .filter((_, i) => i % WORKERS === w)
              .map((target) => ({ ...target, localAddress: `127.0.${round}.${w + 1}` })),
          }),
        ),
      );
      const total = {};
      for (const { answers: some } of answers) {
        for (const [answer, count] of Object.entries(some)) total[answer] = (total[answer] ?? 0) + count;
      }
      return total;
    },
    /** Starts counting afresh; only messages sent from `since` (epoch ms) on are timed. */
    reset: (since) => all({ cmd: 'reset', since }),
    /** What the streams received since the last reset, over all workers. */
    async report() {
      const reports = await all({ cmd: 'report' });
      const sum = (pick) => reports.reduce((total, r) => total + pick(r), 0);
      const events = {};
      const heartbeats = new Map(); // 100 ms bucket -> heartbeats that arrived in it, all workers
      for (const r of reports) {
        for (const [bucket, count] of r.heartbeats)
          heartbeats.set(bucket, (heartbeats.get(bucket) ?? 0) + count);
        for (const [type, count] of Object.entries(r.events)) events[type] = (events[type] ?? 0) + count;
      }
      return {
        latencies: reports.flatMap((r) => r.latencies),
        events,
        open: sum((r) => r.open),
        dropped: sum((r) => r.dropped),
        heartbeatTotal: [...heartbeats.values()].reduce((a, b) => a + b, 0),
        heartbeatBurst: Math.max(0, ...heartbeats.values()),
        maxGap: Math.max(...reports.map((r) => r.maxGap)),
        seconds: reports[0].seconds,
        lagMax: Math.max(...reports.map((r) => r.lagMax)),
      };
    },
    close: () => all({ cmd: 'close' }),
    send: (command) => ask(sender, command),
    stop() {
      for (const child of [...workers, sender]) child.kill();
    },
  };
}
