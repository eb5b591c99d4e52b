// `npm run bench`: figures of what a signed-in user downloads, from the real production build.
// Builds if needed, starts the backend on a spare port with a fresh data dir, signs in as merchant@ in
// Debian's Chromium and prints: initial JavaScript of the signed-in shell on /dashboard (gzip and raw,
// every JS response until network idle, cache disabled), the number of JS requests, the time until the
// shell is visible, the bytes as transferred (the server's precompressed files, ADR 0031), first and largest
// contentful paint (with the element each candidate was), when the dashboard's title, first and last widget are
// drawn, and long tasks with Chromium's 4x CPU throttle, and the JavaScript each remote adds on its first visit.
// No pass/fail: figures only.
// Options: --runs=N (shell loads to take the median time of; default 3), --paint-runs=N (throttled loads; default 5),
// --waterfall (also print the median throttled run's requests up to its largest paint), --via=nginx (the shell part through
// deploy/nginx.conf in front of the backend, nginx from Debian's packages when missing: scripts/lib/bench-nginx.mjs).
// Parts: --only=shell (the above), --only=newtab (a page opened in a new tab against a reload of it: scripts/lib/bench-newtab.mjs;
// --newtab-profile=persistent on a profile on disk), --only=dashboard (dashboards at scale, scripts/lib/bench-dashboard.mjs), --only=reports (scripts/lib/bench-reports.mjs),
// --only=lookup (transaction lookups at scale, scripts/lib/bench-lookup.mjs: --rows=N, default 1 000 000; --db=postgres
// or --db=pglite for one database; PostgreSQL through its Unix socket, --pg-transport=tcp for 127.0.0.1), or --only=export (exporting about a million rows: time and peak memory,
// scripts/lib/bench-export.mjs; --rows=N, default 1 500 000), or --only=audit (the audit trail's added time per mutating call
// and verifying a chain of --rows events, default 1 000 000: scripts/lib/bench-audit.mjs), or --only=crm (the CRM pipeline board at
// --rows opportunities, default 100 000: scripts/lib/bench-crm.mjs), or --only=rules (risk rules at --rows transactions: the backtest
// and the evaluator's time per payment, scripts/lib/bench-rules.mjs), or --only=webhooks (8 writers for --seconds, default 60,
// delivered to a receiver on 127.0.0.1: scripts/lib/bench-webhooks.mjs); default all. --only=cluster (not in all): 2 replicas
// behind nginx, 16 clients for --seconds (default 60) while one replica is killed and started again (scripts/lib/bench-cluster.mjs).
// --only=scale (and the default run): lookup, dashboard, reports and export against one seed of --rows (default 1 000 000) over
// --seed-days (default 90, a year from 10 M rows), with the seed's phases and the load average (scripts/lib/bench-scale.mjs);
// --parts=lookup,dashboard,reports,export picks which run on the seed; --repeat=N runs them N times on it and prints
// each row's median p95 (a shared machine's single run varies 2-3x).
// --seed-days=N also sets the span of a single part's seed.
// --only=pages: the five landing pages' weight until idle, by kind of request (scripts/lib/bench-pages.mjs, ADR 0115;
// --list prints every request, --pages=dashboard,report picks some, --coverage the share of each script that ran).
/* global window, PopStateEvent -- used inside page.evaluate, which runs in the browser */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { formatDuration, header, info, table } from './lib/log.mjs';
import { ROOT } from './lib/paths.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { ensureChromium, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { freePort } from './lib/ports.mjs';
import { startBackend, stopBackend, waitForBackend } from './lib/backend.mjs';
import { DEMO_PASSWORD } from './lib/demo-accounts.mjs';
import { benchLookups } from './lib/bench-lookup.mjs';
import { benchExports } from './lib/bench-export.mjs';
import { benchDashboards } from './lib/bench-dashboard.mjs';
import { benchReports } from './lib/bench-reports.mjs';
import { benchScale, SCALE_PARTS, seedDaysFor } from './lib/bench-scale.mjs';
import { benchAudit } from './lib/bench-audit.mjs';
import { benchCrm } from './lib/bench-crm.mjs';
import { benchRules } from './lib/bench-rules.mjs';
import { benchCluster } from './lib/bench-cluster.mjs';
import { benchWebhooks } from './lib/bench-webhooks.mjs';
import { startNginx } from './lib/bench-nginx.mjs';
import { benchPages } from './lib/bench-pages.mjs';
import { benchNewTab } from './lib/bench-newtab.mjs';
import { PAGE_DRAWN_OBSERVER } from './lib/bench-drawn-observer.mjs';

const runsArg = process.argv.find((a) => a.startsWith('--runs='));
const RUNS = Math.max(1, Number(runsArg?.split('=')[1] ?? 3) || 3);
const paintRunsArg = process.argv.find((a) => a.startsWith('--paint-runs='));
const PAINT_RUNS = Math.max(1, Number(paintRunsArg?.split('=')[1] ?? 5) || 5);
const CPU_THROTTLE = 4;
const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const ONLY = option('only');
if (ONLY && !['shell', 'pages', 'newtab', 'scale', 'lookup', 'export', 'dashboard', 'reports', 'audit', 'crm', 'rules', 'webhooks', 'cluster'].includes(ONLY)) throw new Error('--only must be shell, pages, newtab, scale, lookup, export, dashboard, reports, audit, crm, rules, webhooks or cluster');

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

/**
 * Bytes as transferred (Chromium's encodedDataLength: compressed body plus headers) of every JavaScript
 * response, from the DevTools protocol, so the figure is what crossed the wire, not a computed gzip size.
 */
function recordTransfers(cdp) {
  const urls = new Map();
  const done = [];
  cdp.on('Network.responseReceived', (e) => {
    const isJs = e.type === 'Script' || (e.response.mimeType ?? '').includes('javascript');
    if (isJs && e.response.status < 300) urls.set(e.requestId, { path: new URL(e.response.url).pathname, encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? 'none' });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = urls.get(e.requestId);
    if (r) done.push({ ...r, transferred: e.encodedDataLength });
  });
  return { done, reset: () => done.splice(0) };
}

/** Records long tasks (over 50 ms) from the first script on; read with `window.__longTasks`. */
const LONG_TASK_OBSERVER = `
  window.__longTasks = [];
  try { performance.setResourceTimingBufferSize(1000); } catch {}
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration)); })
      .observe({ type: 'longtask', buffered: true });
  } catch {}
`;

/**
 * FCP, LCP and long tasks of one cold load of `url` with the CPU throttled, in the signed-in tab (the
 * session lives in the tab's storage, so a new tab would start at the sign-in page).
 */
async function throttledLoad(page, cdp, url) {
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('[data-testid=app-shell]').waitFor({ state: 'visible', timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  // Throttled, a long task can leave the network idle before the dashboard's widgets have come: wait for them.
  await page.waitForFunction(() => (window.__drawn?.allWidgets ?? 0) > 0, null, { timeout: 60_000, polling: 250 }).catch(() => {});
  const figures = await page.evaluate(() => new Promise((resolve) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    // What each LCP candidate was (tag, test id or heading text), so a change can be traced to the element it moved.
    const describe = (el) => {
      if (!el) return '(removed from the page)';
      const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${testId ? ` in [data-testid=${testId}]` : ''}${text ? ` "${text}"` : ''}`;
    };
    const settle = (entries) => ({
      fcp,
      lcp: entries[entries.length - 1]?.startTime ?? null,
      candidates: entries.map((e) => ({ time: Math.round(e.startTime), size: e.size, element: describe(e.element) })),
      longTasks: window.__longTasks ?? [],
      drawn: window.__drawn ?? {},
      // The requests up to the page's settle, in the same time base as the paints (resource timing).
      waterfall: performance.getEntriesByType('resource').map((r) => ({
        path: new URL(r.name).pathname,
        start: Math.round(r.startTime),
        end: Math.round(r.responseEnd),
        type: r.initiatorType,
      })),
    });
    new PerformanceObserver((list) => resolve(settle(list.getEntries()))).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(settle([])), 2000);
  }));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return figures;
}

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

  // PORTAL_BENCH_PORT: a fixed port for machines where each engineer has a range (else the OS picks one).
  const port = Number(process.env.PORTAL_BENCH_PORT) || (await freePort());
  // --via=nginx: the browser talks to deploy/'s nginx (static files from it, the rest proxied), the backend behind it.
  const viaNginx = option('via') === 'nginx';
  const nginxPort = viaNginx ? await freePort() : undefined;
  const base = `http://localhost:${nginxPort ?? port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const backendLog = path.join(dataDir, 'backend.log');
  const logFd = fs.openSync(backendLog, 'a');
  info(`backend on http://localhost:${port} (data ${dataDir}, log ${backendLog})`);
  const backend = startBackend({ port, env: { DATA_DIR: path.join(dataDir, 'data'), ...(viaNginx ? { PUBLIC_ORIGIN: base } : {}) }, stdio: ['ignore', logFd, logFd] });
  let browser;
  let nginx;
  let ok = false;
  try {
    await waitForBackend(port, { child: backend, timeoutMs: 180_000 });
    if (viaNginx) nginx = await startNginx({ port: nginxPort, backendPort: port });
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
    const wire = recordTransfers(cdp);
    const loads = [];
    for (let run = 0; run < RUNS; run += 1) {
      await rec.idle();
      rec.reset();
      wire.reset();
      await cdp.send('Network.clearBrowserCache');
      const t0 = Date.now();
      await page.goto(`${base}/dashboard`, { waitUntil: 'commit' });
      await page.locator('[data-testid=app-shell]').waitFor({ state: 'visible', timeout: 60_000 });
      const shellWall = Date.now() - t0;
      const shellInPage = await page.evaluate(() => Math.round(performance.now()));
      await page.waitForLoadState('networkidle');
      await rec.settled();
      loads.push({ shellWall, shellInPage, scripts: [...rec.scripts], wire: [...wire.done] });
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

    // The shell's start and its parts as the build lists them (initial-js.json, the guard's files, ADR 0062), as
    // transferred in this load: what the shell needs before its first frame, then antd's part beside the session.
    const startList = JSON.parse(fs.readFileSync(path.join(ROOT, 'host', 'dist', 'initial-js.json'), 'utf8'));
    const hostFiles = (files) => {
      const wanted = new Set(files.map((f) => `/${f}`));
      const wire = last.wire.filter((w) => wanted.has(w.path));
      const gz = last.scripts.filter((sc) => wanted.has(sc.path));
      return `${kb(sum(wire, 'transferred'))} as transferred in ${wire.length} requests (gzip computed ${kb(sum(gz, 'gzip'))})`;
    };
    header(`Signed-in shell on /dashboard (merchant@demo.test, cache disabled${viaNginx ? ", through deploy/'s nginx" : ''})`);
    console.log(
      table([
        ['figure', 'value'],
        ["the shell's start (host/dist/initial-js.json)", hostFiles(startList.files)],
        ...Object.entries(startList.parts ?? {}).map(([name, part]) => [`  then ${name}, asked for beside the session`, hostFiles(part.files)]),
        ['the whole page until the network is idle, JS as transferred (encoded body + headers)', kb(sum(last.wire, 'transferred'))],
        ['  content encodings', Object.entries(last.wire.reduce((m, w) => ({ ...m, [w.encoding]: (m[w.encoding] ?? 0) + 1 }), {})).map(([k, v]) => `${k} ${v}`).join(', ')],
        ['  the same, gzip (level 6, computed)', kb(sum(last.scripts, 'gzip'))],
        ['  the same, uncompressed', kb(sum(last.scripts, 'raw'))],
        ['  JS requests', String(last.scripts.length)],
        [`shell visible, median of ${RUNS} (from goto)`, formatDuration(median(loads.map((l) => l.shellWall)))],
        [`shell visible, median of ${RUNS} (in page, since navigation start)`, formatDuration(median(loads.map((l) => l.shellInPage)))],
        ['runs (shell visible, from goto)', loads.map((l) => formatDuration(l.shellWall)).join(', ')],
      ]),
    );

    const paints = [];
    await page.addInitScript(LONG_TASK_OBSERVER);
    await page.addInitScript(PAGE_DRAWN_OBSERVER);
    for (let run = 0; run < PAINT_RUNS; run += 1) paints.push(await throttledLoad(page, cdp, `${base}/dashboard`));
    const ms = (x) => (x === null || x === undefined ? 'n/a' : `${Math.round(x)} ms`);
    const longTasks = paints.map((p) => p.longTasks);
    header(`Paint with ${CPU_THROTTLE}x CPU throttle, cold cache (median of ${PAINT_RUNS} loads of /dashboard)`);
    console.log(
      table([
        ['figure', 'value'],
        ['first contentful paint', ms(median(paints.map((p) => p.fcp ?? Infinity)))],
        ['largest contentful paint', ms(median(paints.map((p) => p.lcp ?? Infinity)))],
        ['dashboard title drawn', ms(median(paints.map((p) => p.drawn.title ?? Infinity)))],
        ['first widget with its data drawn', ms(median(paints.map((p) => p.drawn.firstWidget ?? Infinity)))],
        ['every widget drawn (charts included)', ms(median(paints.map((p) => p.drawn.allWidgets ?? Infinity)))],
        ['long tasks (> 50 ms) during start, median count', String(median(longTasks.map((l) => l.length)))],
        ['  their total, median', ms(median(longTasks.map((l) => l.reduce((n, d) => n + d, 0))))],
        ['  longest seen', ms(Math.max(0, ...longTasks.flat()))],
        ['runs (LCP)', paints.map((p) => ms(p.lcp)).join(', ')],
        ['runs (every widget drawn)', paints.map((p) => ms(p.drawn.allWidgets)).join(', ')],
      ]),
    );

    // The median run's largest paint: which element it was, and the requests that finished before it.
    const byLcp = [...paints].sort((a, b) => (a.lcp ?? Infinity) - (b.lcp ?? Infinity));
    const mid = byLcp[Math.floor(byLcp.length / 2)];
    header(`The median run's paints (LCP ${ms(mid.lcp)}): each largest-contentful-paint candidate`);
    console.log(table([['time', 'size (px²)', 'element'], ...mid.candidates.map((c) => [ms(c.time), String(c.size), c.element])]));
    if (process.argv.includes('--waterfall')) {
      header('Its requests until the largest paint (start -> end, ms since navigation)');
      const before = mid.waterfall.filter((r) => r.start <= (mid.lcp ?? Infinity)).sort((a, b) => a.start - b.start);
      console.log(table([['start', 'end', 'type', 'path'], ...before.map((r) => [String(r.start), String(r.end), r.type, r.path])]));
    }

    header('Largest initial JS responses');
    const biggest = [...last.scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 10);
    console.log(table([['path', 'gzip', 'raw'], ...biggest.map((s) => [s.path, kb(s.gzip), kb(s.raw)])]));

    header('First visit of each remote (JS under /remotes/<name>/)');
    console.log(table([['remote', 'route', 'JS files', 'gzip', 'raw', 'note'], ...remotes.map((r) => [r[0], r[1], r[2], kb(r[3]), kb(r[4]), r[5]])]));
    ok = true;
  } finally {
    await browser?.close();
    await nginx?.stop();
    await stopBackend(backend);
    fs.closeSync(logFd);
    if (!ok) console.error(`\n-- backend log (last lines) --\n${fs.readFileSync(backendLog, 'utf8').slice(-3000)}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function all() {
  const db = option('db');
  const databases = db ? [db] : ['postgres', 'pglite'];
  if (!ONLY || ONLY === 'shell') await main();
  if (!ONLY || ONLY === 'pages') await benchPages({ list: process.argv.includes('--list'), only: option('pages')?.split(','), coverage: process.argv.includes('--coverage') });
  if (!ONLY || ONLY === 'newtab') await benchNewTab({ runs: Number(option('newtab-runs') ?? 3), base: option('base'), variants: option('newtab-variants')?.split(','), profile: option('newtab-profile') });
  const transport = option('pg-transport') ?? 'socket';
  if (!['socket', 'tcp'].includes(transport)) throw new Error('--pg-transport must be socket or tcp');
  const seedDays = option('seed-days');
  if (seedDays !== undefined && !(Number(seedDays) >= 1)) throw new Error('--seed-days must be a whole number of days, at least 1');
  // A single part's seed spans --seed-days too (its backend reads SEED_DAYS).
  if (seedDays) process.env.SEED_DAYS = seedDays;
  // The four scale benches share one seed (ADR 0117 "Session 29"); each --only=<part> still seeds its own.
  if (!ONLY || ONLY === 'scale') {
    const rows = Number(option('rows') ?? 1_000_000);
    // --parts=lookup,dashboard,reports leaves the export out (at 10 M it takes a quarter of an hour).
    const parts = option('parts')?.split(',') ?? SCALE_PARTS.map(([name]) => name);
    const unknown = parts.filter((name) => !SCALE_PARTS.some(([known]) => known === name));
    if (unknown.length > 0) throw new Error(`--parts takes ${SCALE_PARTS.map(([name]) => name).join(', ')}; not ${unknown.join(', ')}`);
    const repeat = Number(option('repeat') ?? 1);
    if (!Number.isInteger(repeat) || repeat < 1) throw new Error(`--repeat takes a whole number of runs, 1 or more; not ${option('repeat')}`);
    await benchScale({ rows, days: Number(seedDays ?? seedDaysFor(rows)), databases, transport, parts, repeat });
  }
  if (ONLY === 'lookup') await benchLookups({ rows: Number(option('rows') ?? 1_000_000), databases, transport });
  if (ONLY === 'export') await benchExports({ rows: Number(option('rows') ?? 1_500_000), databases });
  if (ONLY === 'dashboard') await benchDashboards({ rows: Number(option('rows') ?? 1_000_000), databases });
  if (ONLY === 'reports') await benchReports({ rows: Number(option('rows') ?? 1_000_000), databases });
  if (!ONLY || ONLY === 'audit') await benchAudit({ rows: Number(option('rows') ?? 1_000_000), databases, transport });
  if (!ONLY || ONLY === 'crm') await benchCrm({ rows: Number(option('rows') ?? 100_000), databases });
  if (!ONLY || ONLY === 'rules') await benchRules({ rows: Number(option('rows') ?? 1_000_000), databases, transport });
  if (!ONLY || ONLY === 'webhooks') await benchWebhooks({ seconds: Number(option('seconds') ?? 60), databases });
  // Only when asked: it installs nginx and runs for a minute with a replica killed (ADR 0102).
  if (ONLY === 'cluster') {
    if (!(await ensureInstalled()) || !(await ensureBuilt({ concurrency: 2 }))) throw new Error('install or build failed');
    await benchCluster({ seconds: Number(option('seconds') ?? 60) });
  }
}

all().catch((error) => {
  console.error(`\nnpm run bench: ${error.stack ?? error.message}`);
  process.exit(1);
});
