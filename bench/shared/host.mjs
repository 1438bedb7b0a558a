import { createHash } from 'node:crypto';
import { cpus } from 'node:os';

/**
 * The machine a run was measured on, so that figures of two sessions can be told apart when the host
 * changed under them: the processor, and a single-core speed index (SHA-256 of 1 KB blocks a
 * millisecond, the best of five 100 ms tries) that moves with the per-core speed the benchmarks'
 * per-message and per-query costs follow.
 */
export function hostLine() {
  const processors = cpus();
  const block = Buffer.alloc(1024, 7);
  let best = 0;
  for (let attempt = 0; attempt < 5; attempt++) {
    const started = performance.now();
    let hashed = 0;
    while (performance.now() - started < 100) {
      for (let i = 0; i < 50; i++) createHash('sha256').update(block).digest();
      hashed += 50;
    }
    best = Math.max(best, hashed / (performance.now() - started));
  }
  const { model, speed } = processors[0];
  const clock = speed > 0 ? ` at ${speed} MHz` : ''; // 0 where the VM hides the clock
  return `host: ${processors.length} x ${model.trim()}${clock}, single-core speed index ${best.toFixed(0)}`;
}
