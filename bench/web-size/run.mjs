// bench/web-size: what the member site's first load costs. Starts the production API (with the demo
// tenants seeded into a temporary DATA_DIR), opens pages in Chromium and records every script and
// stylesheet requested until the network is idle, with their gzipped sizes beside the gzipped total of
// all chunks in apps/web/dist; then runs Lighthouse (mobile and desktop presets) on two brands.
// Goals: at most 120 KB gzipped JS+CSS for the home page; Lighthouse mobile performance >= 95 and
// accessibility 100 on the home page. The admin console's sign-in and, signed in as the demo owner, its
// first screens are measured too (figures only: the console is a back office on a desktop).
// Options (after `npm run bench:web-size --`): --no-lighthouse skips Lighthouse; --runs=n runs each
// Lighthouse case n times and prints the median (default 1).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'apps/web/dist');
const adminDist = join(root, 'apps/admin/dist');
const ADMIN_HOST = 'admin.localhost';
const ADMIN_PAGES = ['/', '/audit', '/analytics'];
const DEMO_OWNER = { email: 'owner@amora.localhost', password: 'amora-staff-2026' };
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RESOLVE_LOCALHOST = '--host-resolver-rules=MAP *.localhost 127.0.0.1';
const SIZE_PAGES = ['/', '/login', '/members'];
const LIGHTHOUSE_PAGES = ['/', '/members'];
const BRANDS = ['vonk.localhost', 'herz.localhost'];
const args = process.argv.slice(2);
const RUNS = Math.max(1, Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 1));
const GOAL_KB = 120;
const GOAL_PERFORMANCE = 95;

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function startApi(dataDir) {
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const port = out.includes('Admin console') && /running on port (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, port: Number(port) });
    });
    child.on('exit', (code) => reject(new Error(`the API exited with ${code}`)));
  });
}

const stopApi = (child) =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/** The gzipped size of every .js and .css file a build made (what a visitor could ever load). */
function distTotals(folder = dist) {
  const assets = join(folder, 'assets');
  let js = 0;
  let css = 0;
  let files = 0;
  for (const name of readdirSync(assets)) {
    if (!/\.(js|css)$/.test(name)) continue;
    const size = gzipBytes(readFileSync(join(assets, name)));
    if (name.endsWith('.css')) css += size;
    else js += size;
    files += 1;
  }
  return { js, css, files };
}

/** Scripts and stylesheets a page requests until the network is idle, with their gzipped sizes. */
async function pageAssets(browser, url, { viewport = { width: 375, height: 800 }, prepare } = {}) {
  const context = await browser.newContext({ viewport });
  if (prepare) await prepare(context);
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      // A response still arriving when the page closes is not part of the load.
      response.body().then(
        (body) => ({
          path: new URL(response.url()).pathname,
          type,
          gzip: gzipBytes(body),
          wire: Number(response.headers()['content-length'] ?? body.length),
          encoding: response.headers()['content-encoding'] ?? 'identity',
        }),
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // On a busy machine running the scripts alone may outlast the idle window: wait for the page itself.
  await page.waitForSelector('main', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const assets = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  return assets.sort((a, b) => b.gzip - a.gzip);
}

/** The console's sign-in page, then its first screens signed in as the demo owner (desktop width). */
async function adminSizes(browser, adminOrigin) {
  const desktop = { width: 1280, height: 900 };
  // Through the browser: only Chromium resolves *.localhost to this machine, Node does not.
  const signIn = async (context) => {
    const page = await context.newPage();
    await page.goto(`${adminOrigin}/login`);
    const status = await page.evaluate(async (body) => {
      const answer = await fetch('/api/admin/login.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Request-Type': 'admin' },
        body: JSON.stringify(body),
      });
      return answer.status;
    }, DEMO_OWNER);
    await page.close();
    if (status !== 200) throw new Error(`the demo owner could not sign in: ${status}`);
  };
  const report = (label, assets) => {
    const total = assets.reduce((sum, asset) => sum + asset.gzip, 0);
    console.log(`\n${label}: ${assets.length} files, ${kb(total)} gzipped`);
    for (const asset of assets) console.log(`  ${kb(asset.gzip).padStart(9)}  ${asset.path}`);
  };
  report(`${ADMIN_HOST}/ (sign-in)`, await pageAssets(browser, `${adminOrigin}/`, { viewport: desktop }));
  for (const path of ADMIN_PAGES) {
    const assets = await pageAssets(browser, `${adminOrigin}${path}`, { viewport: desktop, prepare: signIn });
    report(`${ADMIN_HOST}${path} (signed in)`, assets);
  }
  const totals = distTotals(adminDist);
  console.log(`all chunks in apps/admin/dist: ${totals.files} files, ${kb(totals.js + totals.css)} gzipped`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouseRun(url, preset) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', RESOLVE_LOCALHOST],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code}`);
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const ms = (id) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    };
  } finally {
    chrome.kill();
  }
}

/** A run Lighthouse could not measure (a crashed or stalled Chromium) is no figure: tried again, twice. */
async function measuredRun(url, preset, attempts = 3) {
  try {
    return await lighthouseRun(url, preset);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.warn(`${error.message}; trying again`);
    return measuredRun(url, preset, attempts - 1);
  }
}

async function lighthouseCase(url, preset) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measuredRun(url, preset));
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    lcpElement: runs[0].lcpElement,
  };
}

const seconds = (value) => `${(value / 1000).toFixed(2)} s`;

const dataDir = mkdtempSync(join(tmpdir(), 'amora-bench-web-'));
let api;
try {
  api = await startApi(dataDir);
  const origin = (host) => `http://${host}:${api.port}`;
  const totals = distTotals();

  console.log(`\nbench/web-size: scripts and stylesheets loaded until network idle (gzip -9 of each file)`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      RESOLVE_LOCALHOST,
    ],
  });
  let homeBytes = 0;
  try {
    for (const path of SIZE_PAGES) {
      const assets = await pageAssets(browser, `${origin(BRANDS[0])}${path}`);
      const total = assets.reduce((sum, asset) => sum + asset.gzip, 0);
      const wire = assets.reduce((sum, asset) => sum + asset.wire, 0);
      if (path === '/') homeBytes = total;
      console.log(
        `\n${BRANDS[0]}${path}: ${assets.length} files, ${kb(total)} gzipped, ${kb(wire)} on the wire`,
      );
      for (const asset of assets)
        console.log(
          `  ${kb(asset.gzip).padStart(9)}  ${asset.encoding.padEnd(8)} ${kb(asset.wire).padStart(9)} wire  ${asset.path}`,
        );
    }
    await adminSizes(browser, origin(ADMIN_HOST));
  } finally {
    await browser.close();
  }
  console.log(
    `\nall chunks in apps/web/dist: ${totals.files} files, ${kb(totals.js + totals.css)} gzipped (JS ${kb(totals.js)}, CSS ${kb(totals.css)})`,
  );
  const sizeMet = homeBytes <= GOAL_KB * 1024;
  console.log(
    `home page ${kb(homeBytes)} (goal <= ${GOAL_KB} KB gzipped JS+CSS) ${sizeMet ? 'MET' : 'NOT MET'}`,
  );

  if (!args.includes('--no-lighthouse')) {
    console.log(
      `\nLighthouse ${JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}${RUNS > 1 ? `, median of ${RUNS} runs` : ''}`,
    );
    console.log(
      `${'page'.padEnd(32)} ${'preset'.padEnd(8)} perf  a11y  best  seo    FCP       LCP       TBT`,
    );
    const goals = [];
    for (const host of BRANDS) {
      for (const path of LIGHTHOUSE_PAGES) {
        for (const preset of ['mobile', 'desktop']) {
          const r = await lighthouseCase(`${origin(host)}${path}`, preset);
          console.log(
            `${`${host}${path}`.padEnd(32)} ${preset.padEnd(8)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(4)}  ${String(r.seo).padStart(3)}  ${seconds(r.fcp).padStart(8)}  ${seconds(r.lcp).padStart(8)}  ${`${Math.round(r.tbt)} ms`.padStart(7)}`,
          );
          console.log(`  LCP element: ${r.lcpElement ?? 'none'}`);
          if (path === '/' && preset === 'mobile')
            goals.push({ host, met: r.performance >= GOAL_PERFORMANCE && r.accessibility === 100 });
        }
      }
    }
    for (const goal of goals)
      console.log(
        `${goal.host}/ mobile: performance >= ${GOAL_PERFORMANCE} and accessibility 100 ${goal.met ? 'MET' : 'NOT MET'}`,
      );
  }
  console.log('');
} finally {
  if (api) await stopApi(api.child);
  rmSync(dataDir, { recursive: true, force: true });
}
