// `npm run bench`: figures of what a signed-in user downloads, from the real production build.
// Builds if needed, starts the backend on a spare port with a fresh data dir, signs in as merchant@ in
// Debian's Chromium and prints: initial JavaScript of the signed-in shell on /dashboard (gzip and raw,
// every JS response until network idle, cache disabled), the number of JS requests, the time until the
// shell is visible, and the JavaScript each remote adds on its first visit. No pass/fail: figures only.
// Options: --runs=N (shell loads to take the median time of; default 3).
/* global window, PopStateEvent -- used inside page.evaluate, which runs in the browser */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { formatDuration, header, info, table } from './lib/log.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { ensureChromium, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { freePort } from './lib/ports.mjs';
import { startBackend, stopBackend, waitForBackend } from './lib/backend.mjs';
import { DEMO_PASSWORD } from './lib/demo-accounts.mjs';

const runsArg = process.argv.find((a) => a.startsWith('--runs='));
const RUNS = Math.max(1, Number(runsArg?.split('=')[1] ?? 3) || 3);

/** One route per remote that merchant@ may open (rows of ROUTE_CATALOG in @portal/contracts). */
const REMOTE_ROUTES = [
  ['support', '/merchant/support'],
  ['transactions', '/merchant/transaction-management/transaction-lookup'],
  ['reports-settings', '/reports/transactions-daily'],
  ['crm', '/documentation/wiki/details'],
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (buf) => zlib.gzipSync(buf, { level: 6 }).length;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Records every JavaScript response of a page, with its body sizes, and the requests in flight. */
function recordScripts(page) {
  const scripts = [];
  const pending = new Set();
  const inFlight = new Set();
  page.on('request', (r) => inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  page.on('response', (res) => {
    const type = res.request().resourceType();
    const ct = res.headers()['content-type'] ?? '';
    const url = new URL(res.url());
    const isJs = type === 'script' || ct.includes('javascript') || /\.m?js$/.test(url.pathname);
    if (!isJs || res.status() >= 300) return;
    const job = res
      .body()
      .then((body) => scripts.push({ path: url.pathname, raw: body.length, gzip: gzipSize(body) }))
      .catch(() => {})
      .finally(() => pending.delete(job));
    pending.add(job);
  });
  return {
    scripts,
    reset: () => scripts.splice(0),
    settled: () => Promise.all([...pending]),
    /** Resolves once no request has been in flight for `quietMs` (network idle for client-side navigations). */
    idle: async (quietMs = 700, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      let quietSince = Date.now();
      while (Date.now() < deadline) {
        if (inFlight.size > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

const sum = (xs, key) => xs.reduce((n, x) => n + x[key], 0);

async function signIn(page, base) {
  await page.goto(`${base}/dashboard`);
  await page.getByLabel('Email').fill('merchant@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('[data-testid=app-shell]').waitFor({ state: 'visible', timeout: 60_000 });
}

async function main() {
  header('Preparing');
  if (!(await ensureInstalled())) throw new Error('pnpm install failed');
  if (!(await ensureBuilt({ concurrency: 2 }))) throw new Error('the production build failed');
  const executablePath = await ensureChromium();
  const { chromium } = await import('@playwright/test');

  const port = await freePort();
  const base = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const backendLog = path.join(dataDir, 'backend.log');
  const logFd = fs.openSync(backendLog, 'a');
  info(`backend on ${base} (data ${dataDir}, log ${backendLog})`);
  const backend = startBackend({ port, env: { DATA_DIR: path.join(dataDir, 'data') }, stdio: ['ignore', logFd, logFd] });
  let browser;
  let ok = false;
  try {
    await waitForBackend(port, { child: backend, timeoutMs: 180_000 });
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    const started = Date.now();
    await signIn(page, base);
    info(`signed in as merchant@demo.test in ${formatDuration(Date.now() - started)}`);

    const rec = recordScripts(page);
    const loads = [];
    for (let run = 0; run < RUNS; run += 1) {
      await rec.idle();
      rec.reset();
      await cdp.send('Network.clearBrowserCache');
      const t0 = Date.now();
      await page.goto(`${base}/dashboard`, { waitUntil: 'commit' });
      await page.locator('[data-testid=app-shell]').waitFor({ state: 'visible', timeout: 60_000 });
      const shellWall = Date.now() - t0;
      const shellInPage = await page.evaluate(() => Math.round(performance.now()));
      await page.waitForLoadState('networkidle');
      await rec.settled();
      loads.push({ shellWall, shellInPage, scripts: [...rec.scripts] });
    }
    const last = loads[loads.length - 1];
    const dashboardRemote = last.scripts.filter((s) => s.path.startsWith('/remotes/dashboard/'));

    const remotes = [['dashboard', '/dashboard (initial load)', dashboardRemote.length, sum(dashboardRemote, 'gzip'), sum(dashboardRemote, 'raw'), '']];
    for (const [name, route] of REMOTE_ROUTES) {
      await rec.idle();
      await rec.settled();
      rec.reset();
      // Client-side navigation (history + popstate, as the router's back/forward): the shell stays loaded,
      // so only what this remote adds is fetched.
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }, route);
      await page.waitForURL(`**${route}`, { waitUntil: 'commit' }).catch(() => {});
      await rec.idle();
      await rec.settled();
      const failed = await page.locator('[data-testid=remote-error]').count();
      const own = rec.scripts.filter((s) => s.path.startsWith(`/remotes/${name}/`));
      const note = [
        failed ? 'remote-error shown' : '',
        new URL(page.url()).pathname !== route ? `ended on ${new URL(page.url()).pathname}` : '',
        rec.scripts.length > own.length ? `+${rec.scripts.length - own.length} other JS (${kb(sum(rec.scripts, 'gzip') - sum(own, 'gzip'))} gz)` : '',
      ].filter(Boolean).join('; ');
      remotes.push([name, route, own.length, sum(own, 'gzip'), sum(own, 'raw'), note]);
    }

    header('Signed-in shell on /dashboard (merchant@demo.test, cache disabled)');
    console.log(
      table([
        ['figure', 'value'],
        ['initial JS, gzip (level 6, computed)', kb(sum(last.scripts, 'gzip'))],
        ['initial JS, uncompressed', kb(sum(last.scripts, 'raw'))],
        ['JS requests', String(last.scripts.length)],
        [`shell visible, median of ${RUNS} (from goto)`, formatDuration(median(loads.map((l) => l.shellWall)))],
        [`shell visible, median of ${RUNS} (in page, since navigation start)`, formatDuration(median(loads.map((l) => l.shellInPage)))],
        ['runs (shell visible, from goto)', loads.map((l) => formatDuration(l.shellWall)).join(', ')],
      ]),
    );

    header('Largest initial JS responses');
    const biggest = [...last.scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 10);
    console.log(table([['path', 'gzip', 'raw'], ...biggest.map((s) => [s.path, kb(s.gzip), kb(s.raw)])]));

    header('First visit of each remote (JS under /remotes/<name>/)');
    console.log(table([['remote', 'route', 'JS files', 'gzip', 'raw', 'note'], ...remotes.map((r) => [r[0], r[1], r[2], kb(r[3]), kb(r[4]), r[5]])]));
    ok = true;
  } finally {
    await browser?.close();
    await stopBackend(backend);
    fs.closeSync(logFd);
    if (!ok) console.error(`\n-- backend log (last lines) --\n${fs.readFileSync(backendLog, 'utf8').slice(-3000)}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`\nnpm run bench: ${error.stack ?? error.message}`);
  process.exit(1);
});
