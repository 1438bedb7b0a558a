// bench/chat's table: each phase's figures beside the baseline's and the goals, then the goals met or not.

export const GOALS = { p50: 5, p99: 25, pause: 50, idle: 19_000, rss: 300 };

export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const fixed = (value, digits = 1) =>
  value === undefined || Number.isNaN(value) ? '-' : value.toFixed(digits);

/**
 * Of the sends in answer order, a second's worth (`rate`) at a time: how many such seconds had an answer
 * slower than `ms`. A tail from a few stalls of every send at once shows as few seconds.
 */
function slowSeconds(times, rate, ms) {
  let count = 0;
  for (let i = 0; i < times.length; i += rate) if (Math.max(...times.slice(i, i + rate)) > ms) count++;
  return count;
}

/** The figures of one measured phase (see run.mjs measure). */
function figures(phase, rate) {
  if (!phase) return null;
  const { sent, received, loop } = phase;
  const latencies = received.latencies;
  const answered = sent.statuses[200] ?? 0;
  return {
    // per server process: CPU time per message answered, and the share of one core it used
    cpuPerMessage: phase.cpu.map((seconds) => (seconds * 1000) / Math.max(1, answered)),
    cpuShare: phase.cpu.map((seconds) => seconds / sent.seconds),
    waitShare: phase.waited.map((seconds) => seconds / sent.seconds),
    databaseCpuPerMessage: (phase.databaseCpu * 1000) / Math.max(1, answered),
    machineBusy: phase.machineBusy,
    rate: (sent.statuses[200] ?? 0) / sent.seconds,
    failed: sent.sent - (sent.statuses[200] ?? 0) + sent.skipped,
    delivered: `${latencies.length}/${sent.statuses[200] ?? 0}`,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    answerP50: percentile(sent.times, 50),
    answerP99: percentile(sent.times, 99),
    slowSeconds: slowSeconds(sent.times, rate, GOALS.p99),
    seconds: Math.ceil(sent.times.length / rate),
    pause: Math.max(0, ...loop.map((r) => r.max)),
    pauses: loop.filter((r) => r.max > GOALS.pause).length,
    heartbeatBurst: received.heartbeatBurst,
    heartbeats: received.heartbeatTotal,
    clientLag: received.lagMax,
    load: phase.load,
    errors: sent.errors,
    statuses: sent.statuses,
  };
}

function idleFigures(phase) {
  if (!phase) return null;
  return {
    streams: phase.streams,
    dropped: phase.dropped,
    rss: phase.rss,
    perStream: ((phase.rss - phase.rssBefore) * 1024) / Math.max(1, phase.streams),
    pause: Math.max(0, ...phase.loop.map((r) => r.max)),
    heartbeatBurst: phase.received.heartbeatBurst,
    heartbeats: phase.received.heartbeatTotal,
    connectSeconds: phase.connectSeconds,
  };
}

export function printReport(results, { streams, rate, idle }) {
  const bare = figures(results.bare, rate);
  const api = figures(results.api, rate);
  const two = figures(results.two, rate);
  const bareIdle = idleFigures(results.bareIdle);
  const apiIdle = idleFigures(results.apiIdle);
  const columns = ['bare (baseline)', 'API, 1 process', 'API, 2 processes', 'goal'];
  const rows = [
    ['messages/s answered 200', (f) => fixed(f?.rate, 0), `${rate}`],
    ['sends failed or skipped', (f) => fixed(f?.failed, 0), '0'],
    ['delivered / answered 200', (f) => f?.delivered ?? '-', 'all'],
    ['send -> arrival p50 (ms)', (f) => fixed(f?.p50, 2), `<= ${GOALS.p50}`],
    ['send -> arrival p99 (ms)', (f) => fixed(f?.p99, 2), `<= ${GOALS.p99}`],
    ['send -> arrival max (ms)', (f) => fixed(f?.max, 1), ''],
    ['  p99 / baseline p99', (f) => (f && bare ? fixed(f.p99 / bare.p99, 1) : '-'), ''],
    ['server CPU per message (ms)', (f) => f?.cpuPerMessage.map((v) => fixed(v, 2)).join(' + ') ?? '-', ''],
    ['server CPU use (share of a core)', (f) => f?.cpuShare.map((v) => fixed(v, 2)).join(' + ') ?? '-', ''],
    ['database CPU per message (ms)', (f) => fixed(f?.databaseCpuPerMessage, 2), ''],
    ['machine busy (share of all cores)', (f) => fixed(f?.machineBusy, 2), ''],
    [
      'event loop waiting for a core (share)',
      (f) => f?.waitShare.map((v) => fixed(v, 2)).join(' + ') ?? '-',
      '~0',
    ],
    [
      'send answer p50 / p99 (ms)',
      (f) => (f ? `${fixed(f.answerP50, 2)} / ${fixed(f.answerP99, 1)}` : '-'),
      '',
    ],
    [`  seconds with an answer > ${GOALS.p99} ms`, (f) => (f ? `${f.slowSeconds} of ${f.seconds}` : '-'), ''],
    ['server event-loop pause max (ms)', (f) => fixed(f?.pause, 1), `<= ${GOALS.pause}`],
    [`  seconds with a pause > ${GOALS.pause} ms`, (f) => fixed(f?.pauses, 0), '0'],
    [
      'heartbeats received (most in 100 ms)',
      (f) => (f ? `${f.heartbeats} (${f.heartbeatBurst})` : '-'),
      'spread',
    ],
    ['load processes: loop delay max (ms)', (f) => fixed(f?.clientLag, 1), ''],
    ['load average (1 min) after', (f) => fixed(f?.load, 2), ''],
  ];
  const idleRows = [
    ['idle streams held', (f) => (f ? `${f.streams} (${f.dropped} dropped)` : '-'), `${GOALS.idle}`],
    ['RSS with them (MB)', (f) => fixed(f?.rss, 0), `< ${GOALS.rss}`],
    ['  per stream (KB)', (f) => fixed(f?.perStream, 1), ''],
    ['  opened in (s)', (f) => fixed(f?.connectSeconds, 1), ''],
    ['event-loop pause max while idle (ms)', (f) => fixed(f?.pause, 1), `<= ${GOALS.pause}`],
    [
      'heartbeats received (most in 100 ms)',
      (f) => (f ? `${f.heartbeats} (${f.heartbeatBurst})` : '-'),
      'spread',
    ],
  ];
  const line = (cells) =>
    `  ${cells[0].padEnd(38)}${cells
      .slice(1)
      .map((c) => c.padStart(20))
      .join('')}`;
  console.log(`\n${line(['', ...columns])}`);
  console.log(`  ${'-'.repeat(38 + 20 * columns.length)}`);
  console.log(line([`${streams} streams, ${rate} messages/s`, '', '', '', '']));
  for (const [name, cell, goal] of rows) console.log(line([name, cell(bare), cell(api), cell(two), goal]));
  console.log(line([`${idle} idle streams, one process`, '', '', '', '']));
  for (const [name, cell, goal] of idleRows)
    console.log(line([name, cell(bareIdle), cell(apiIdle), '', goal]));

  for (const [name, f] of [
    ['API, 1 process', api],
    ['API, 2 processes', two],
  ]) {
    if (f && Object.keys(f.errors).length > 0) {
      console.log(
        `\n  ${name}: answers ${JSON.stringify(f.statuses)}; first bodies ${JSON.stringify(f.errors)}`,
      );
    }
  }
  if (!api) return;
  const mark = (met) => (met ? 'met    ' : 'NOT MET');
  const goals = [
    [
      `1 process: p50 <= ${GOALS.p50} ms, p99 <= ${GOALS.p99} ms`,
      api.p50 <= GOALS.p50 && api.p99 <= GOALS.p99,
    ],
    [
      `2 processes: p50 <= ${GOALS.p50} ms, p99 <= ${GOALS.p99} ms`,
      two.p50 <= GOALS.p50 && two.p99 <= GOALS.p99,
    ],
    [
      `no event-loop pause over ${GOALS.pause} ms (under load and idle)`,
      Math.max(api.pause, two.pause, apiIdle.pause) <= GOALS.pause,
    ],
    [
      `${GOALS.idle} idle streams in one process under ${GOALS.rss} MB`,
      apiIdle.streams >= GOALS.idle && apiIdle.dropped === 0 && apiIdle.rss < GOALS.rss,
    ],
  ];
  console.log('\nGoals:');
  for (const [goal, met] of goals) console.log(`  ${mark(met)} ${goal}`);
}
