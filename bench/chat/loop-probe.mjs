// Loaded into a server with `node --import` (the API's code is not touched): once a second it appends
// the event loop's delay over that second to BENCH_LOOP_FILE: its max and p99 (a pause of the whole
// process: heartbeats written at once, garbage collection, a long synchronous task) in ms, and its memory (process.memoryUsage, MB).
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  setInterval(() => {
    const record = {
      t: Date.now(),
      max: delay.max / 1e6,
      p99: delay.percentile(99) / 1e6,
      ...Object.fromEntries(Object.entries(process.memoryUsage()).map(([k, v]) => [k, v / 2 ** 20])),
    };
    delay.reset();
    appendFileSync(file, `${JSON.stringify(record)}\n`);
  }, 1000).unref();
}
