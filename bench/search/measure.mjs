// Timing helpers for bench/search: run tasks on a few concurrent workers, percentiles, a writer load.
import http from 'node:http';

/** Runs `count` calls of `task(worker)` on `workers` concurrent workers; answers each call's milliseconds. */
export async function concurrently(workers, count, task) {
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (next < count) {
        next++;
        const started = performance.now();
        await task(worker);
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const stats = (values) => ({
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  n: values.length,
});

/** Times one call. */
export async function timed(call) {
  const started = performance.now();
  const result = await call();
  return { result, ms: performance.now() - started };
}

/**
 * Members keep coming back: about `perSecond` updates of last_active_at (profile_activity, as the API's
 * touch) on random profiles, until stopped.
 * Answers a stop function that resolves to the rate achieved.
 */
export function lastActiveWriter(client, maxId, perSecond = 50) {
  let writes = 0;
  let running = true;
  const started = performance.now();
  const loop = (async () => {
    while (running) {
      const due = ((performance.now() - started) / 1000) * perSecond;
      if (writes < due) {
        writes++;
        const id = 1 + Math.floor(Math.random() * maxId);
        await client.query('UPDATE profile_activity SET last_active_at = now() WHERE profile_id = $1', [id]);
      } else {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
  })();
  return async () => {
    running = false;
    await loop;
    return writes / ((performance.now() - started) / 1000);
  };
}

export const ms = (value) => (Number.isNaN(value) ? '   -  ' : value.toFixed(1).padStart(6));
export const mark = (met) => (met ? 'met' : 'NOT MET');

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/** An HTTP request with a Host header of our choosing (fetch may not set one); answers status, headers, JSON. */
export function request(port, path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode, headers: res.headers, body: text ? JSON.parse(text) : null });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
