// A stream worker (a child process of run.mjs): opens its share of the event streams, parses the
// Server-Sent Events and, for each `message` event received by its recipient, takes the time from
// the send's start (written into the text by sender.mjs) to its arrival here. Driven over IPC.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const now = () => performance.timeOrigin + performance.now(); // the same clock in every process
const streams = new Set();
let stats;
let lag;

/** From now on: what arrives, and the latency of messages sent since `since` (epoch ms). */
function reset(since = 0) {
  stats = { latencies: [], events: {}, heartbeats: new Map(), dropped: 0, started: now(), since };
  for (const stream of streams) stream.last = stats.started;
  lag?.disable();
  lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
}
reset();

/** One SSE block (the lines between blank lines): a comment is a heartbeat, else an event. */
function onBlock(block, arrived) {
  if (block.startsWith(':')) {
    const bucket = Math.floor(arrived / 100);
    stats.heartbeats.set(bucket, (stats.heartbeats.get(bucket) ?? 0) + 1);
    return;
  }
  let type = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) type = line.slice(6).trim();
    else if (line.startsWith('data:')) data += line.slice(5).trim();
  }
  if (!data) return; // the retry line
  stats.events[type] = (stats.events[type] ?? 0) + 1;
  if (type !== 'message' || !data.includes('"bench ')) return;
  const event = JSON.parse(data);
  if (event.message.from_me) return;
  const sent = Number(/^bench (\S+)/.exec(event.message.text)?.[1]);
  if (sent >= stats.since) stats.latencies.push(arrived - sent);
}

function open({ port, path, headers, localAddress }) {
  return new Promise((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, headers, localAddress, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          resolve(response.statusCode);
          return;
        }
        const stream = { response, buffer: '', last: now(), maxGap: 0 };
        streams.add(stream);
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          const arrived = now();
          stream.maxGap = Math.max(stream.maxGap, arrived - stream.last);
          stream.last = arrived;
          stream.buffer += chunk;
          let end = stream.buffer.indexOf('\n\n');
          while (end !== -1) {
            onBlock(stream.buffer.slice(0, end), arrived);
            stream.buffer = stream.buffer.slice(end + 2);
            end = stream.buffer.indexOf('\n\n');
          }
        });
        response.on('close', () => {
          if (streams.delete(stream)) stats.dropped++;
        });
        resolve(200);
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve(error.code ?? error.message));
    request.end();
  });
}

/** Opens the targets, `concurrency` at a time; answers how many answered what. */
async function connect(targets, concurrency) {
  const answers = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < targets.length) {
        const answer = await open(targets[next++]);
        answers[answer] = (answers[answer] ?? 0) + 1;
      }
    }),
  );
  return answers;
}

function report() {
  const at = now();
  let maxGap = 0;
  for (const stream of streams) maxGap = Math.max(maxGap, stream.maxGap, at - stream.last);
  return {
    latencies: stats.latencies,
    events: stats.events,
    heartbeats: [...stats.heartbeats.entries()],
    open: streams.size,
    dropped: stats.dropped,
    maxGap,
    seconds: (at - stats.started) / 1000,
    lagMax: lag.max / 1e6,
  };
}

process.on('message', async (command) => {
  if (command.cmd === 'connect') {
    const answers = await connect(command.targets, command.concurrency ?? 32);
    process.send({ answers, open: streams.size });
  } else if (command.cmd === 'reset') {
    reset(command.since);
    for (const stream of streams) stream.maxGap = 0;
    process.send({ ok: true });
  } else if (command.cmd === 'report') {
    process.send(report());
  } else if (command.cmd === 'close') {
    for (const stream of streams) {
      streams.delete(stream);
      stream.response.destroy();
    }
    process.send({ ok: true });
  }
});
