// The pages part of `npm run bench` (`npm run bench -- --only=pages`, ADR 0115): what a signed-in user downloads to
// see each of the five landing pages of issue 33 (merchant@'s /dashboard, tenant@'s /crm/dashboard, tenant@'s
// transaction lookup, a report, support's list), from the production build. Each page is one cold load (cache
// disabled, the session already in the tab) until no request has been in flight for a second; every request is
// read from the DevTools protocol (bytes as transferred: encoded body plus headers) and split by kind: JS, CSS,
// fonts, i18n, API (the services, the OpenID provider, the configuration files), other (the document, the
// federation manifests, images). Goal of issue 33: at most 500 KB and 40 requests per page. Figures only, no
// pass/fail. --list prints every request of every page; --pages=a,b picks pages by their short name; --coverage adds,
// per page, the share of each script's bytes that ran until idle (scripts/lib/bench-coverage.mjs).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { formatDuration, header, info, table } from './log.mjs';
import { ensureInstalled } from './install.mjs';
import { ensureBuilt } from './build.mjs';
import { ensureChromium, CHROMIUM_ARGS } from './chromium.mjs';
import { freePort } from './ports.mjs';
import { startBackend, stopBackend, waitForBackend } from './backend.mjs';
import { DEMO_PASSWORD } from './demo-accounts.mjs';
import { ROOT } from './paths.mjs';
import { chunkModuleUsage, coverageByKind, coverageKindOf, coverageRows, moduleGroupOf } from './bench-coverage.mjs';

/** The five landing pages: [short name, account, route]. Routes are rows of ROUTE_CATALOG (@portal/contracts). */
export const LANDING_PAGES = [
  ['dashboard', 'merchant@demo.test', '/dashboard'],
  ['crm-dashboard', 'tenant@demo.test', '/crm/dashboard'],
  ['lookup', 'tenant@demo.test', '/transaction-management/transaction-lookup'],
  ['report', 'tenant@demo.test', '/crm/reports/transactions-summary'],
  ['support', 'merchant@demo.test', '/merchant/support'],
];

export const PAGE_BUDGET = { kb: 500, requests: 40 };

export const KINDS = ['JS', 'CSS', 'fonts', 'i18n', 'API', 'other'];

/**
 * The kind of one request, from its path and the type Chromium gave it. i18n: translation files wherever they come
 * from (the portal bundles its texts in JS today; a file or endpoint with locales/i18n/translations in its path counts).
 * @param {{ path: string, type?: string, mime?: string }} request
 */
export function kindOf({ path: p, type = '', mime = '' }) {
  if (/(^|\/)(locales?|i18n|translations?|localizations?)(\/|\.|$)/i.test(p)) return 'i18n';
  if (/^\/(svc|oidc|_configuration|Identity)\//.test(p) || p === '/config.json' || p === '/remotes.json') return 'API';
  if (type === 'Script' || /\.m?js$/.test(p) || mime.includes('javascript')) return 'JS';
  if (type === 'Stylesheet' || /\.css$/.test(p) || mime.includes('text/css')) return 'CSS';
  if (type === 'Font' || /\.(woff2?|ttf|otf|eot)$/.test(p) || mime.startsWith('font/')) return 'fonts';
  return 'other';
}

/**
 * Where a JS file comes from, for the breakdown: the app (host or a remote) and what kind of file (the federation
 * entry, the start's vendor file, a file of npm modules grouped by roots (ADR 0048), the app's own code).
 * @param {string} p
 */
export function jsGroupOf(p) {
  const remote = /^\/remotes\/([^/]+)\//.exec(p);
  const app = remote ? remote[1] : 'host';
  const file = p.slice(p.lastIndexOf('/') + 1);
  let part = 'own code';
  if (/^remoteEntry|^main\.js$/.test(file)) part = 'entry';
  else if (/^vendor-start/.test(file)) part = 'vendor-start';
  else if (/^vendor-[0-9a-f]{8}-/.test(file) || /^vendor-/.test(file)) part = 'npm, grouped';
  return `${app}: ${part}`;
}

/** Every request of a page, as the DevTools protocol reports it, and whether any is still in flight. */
function recordRequests(cdp) {
  const byId = new Map();
  const inFlight = new Set();
  let last = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    // A redirect reuses the id: the first hop is finished as far as the page is concerned.
    const prior = byId.get(e.requestId);
    const entry = { url: e.request.url, type: e.type, status: 0, transferred: prior?.transferred ?? 0, mime: '' };
    byId.set(e.requestId, entry);
    inFlight.add(e.requestId);
    last = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    const entry = byId.get(e.requestId);
    if (!entry) return;
    entry.status = e.response.status;
    entry.mime = e.response.mimeType ?? '';
    entry.type = e.type ?? entry.type;
  });
  const finish = (e, failed) => {
    const entry = byId.get(e.requestId);
    if (entry) {
      entry.transferred += failed ? 0 : e.encodedDataLength ?? 0;
      entry.failed = failed;
    }
    inFlight.delete(e.requestId);
    last = Date.now();
  };
  cdp.on('Network.loadingFinished', (e) => finish(e, false));
  cdp.on('Network.loadingFailed', (e) => finish(e, true));
  return {
    reset: () => { byId.clear(); inFlight.clear(); last = Date.now(); },
    requests: () => [...byId.values()].map((r) => ({ ...r, path: new URL(r.url).pathname })),
    /** Resolves once nothing has been in flight for `quietMs` (a long-lived stream would keep it busy until the timeout). */
    idle: async (quietMs = 1000, timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - last >= quietMs) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    },
  };
}

async function signIn(page, base, email, route) {
  await page.goto(`${base}${route}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('[data-testid=app-shell]').waitFor({ state: 'visible', timeout: 120_000 });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const sumOf = (list) => list.reduce((n, r) => n + r.transferred, 0);

/** The figures of one page's requests: per kind and per JS group, with the total. */
export function pageFigures(requests) {
  const kinds = Object.fromEntries(KINDS.map((k) => [k, { count: 0, bytes: 0 }]));
  const groups = new Map();
  for (const r of requests) {
    const kind = kindOf(r);
    kinds[kind].count += 1;
    kinds[kind].bytes += r.transferred;
    if (kind === 'JS') {
      const g = jsGroupOf(r.path);
      const cur = groups.get(g) ?? { count: 0, bytes: 0 };
      groups.set(g, { count: cur.count + 1, bytes: cur.bytes + r.transferred });
    }
  }
  return { total: { count: requests.length, bytes: sumOf(requests) }, kinds, groups };
}

/** The paths a page requested more than once (a file fetched twice costs its bytes twice), with how many times. */
export function repeatedPaths(requests) {
  const counts = new Map();
  for (const r of requests) counts.set(r.path, (counts.get(r.path) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([p, n]) => ({ path: p, times: n }));
}

/** The page's console warnings and errors and its uncaught errors while it loads (why a file was fetched twice). */
function recordConsole(page) {
  const messages = [];
  const onConsole = (message) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(`${message.type()}: ${message.text()}`);
  };
  const onError = (error) => messages.push(`uncaught: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return () => {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    return messages;
  };
}

/** How long a page is watched at rest, once idle: what its tab spends then is what it costs a user who leaves it open. */
export const AT_REST_WINDOW_MS = 5000;

/**
 * The tab's CPU while nothing happens on the page (ADR 0132: the charts' frame loops kept 6-10 % of a core busy),
 * from a second after idle (the last layouts after the network went quiet): its main thread's and its renderer
 * process's milliseconds in AT_REST_WINDOW_MS.
 */
async function atRestCost(page, cdp) {
  await page.waitForTimeout(1000);
  const read = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const before = await read();
  await page.waitForTimeout(AT_REST_WINDOW_MS);
  const after = await read();
  return { mainMs: (after.ThreadTime - before.ThreadTime) * 1000, processMs: (after.ProcessTime - before.ProcessTime) * 1000 };
}

/** One cold load of `route` in the signed-in tab: its requests until idle, then its cost at rest. */
async function measurePage(page, cdp, rec, base, route, coverage = false, parse = null) {
  await rec.idle(500, 15_000);
  await cdp.send('Network.clearBrowserCache');
  rec.reset();
  const consoleMessages = recordConsole(page);
  if (coverage) await page.coverage.startJSCoverage({ resetOnNavigation: false });
  const t0 = Date.now();
  await page.goto(`${base}${route}`, { waitUntil: 'commit' });
  await page.locator('[data-testid=app-shell]').waitFor({ state: 'visible', timeout: 60_000 });
  const quiet = await rec.idle();
  const ms = Date.now() - t0;
  const scripts = coverage ? await page.coverage.stopJSCoverage() : null;
  const failed = await page.locator('[data-testid=remote-error]').count();
  const at = new URL(page.url()).pathname;
  const note = [failed ? 'remote-error shown' : '', at !== route ? `ended on ${at}` : '', quiet ? '' : 'never idle (60 s)'].filter(Boolean).join('; ');
  const requests = rec.requests();
  const atRest = await atRestCost(page, cdp);
  // The shell's start and antd's part module by module: what of each of their modules ran (printed across the pages).
  const partModules = scripts && parse
    ? scripts.flatMap((sc) => {
      const part = sc.source ? coverageKindOf(new URL(sc.url).pathname, sc.source) : null;
      return part === "antd's part" || part === 'shell start' ? chunkModuleUsage(sc.source, sc.functions, parse).map((m) => ({ ...m, part })) : [];
    })
    : [];
  return { requests, ms, atRest, note, messages: consoleMessages(), coverage: scripts ? coverageRows(scripts, requests) : null, partModules };
}

/**
 * One part of the shell (`part`: antd's part, the shell's start) by package or antd folder, across the pages measured: its minified bytes, those of each
 * module that the page running most of it did not run, and on which pages any of it ran. Module names come from the host's share graph when the host was built
 * with PORTAL_SHARE_GRAPH_MODULES=1; else every module is grouped by its id alone.
 */
function printPartModules(results, list, part) {
  const graphFile = path.join(ROOT, 'host', 'dist', 'share-graph.json');
  const names = fs.existsSync(graphFile) ? (JSON.parse(fs.readFileSync(graphFile, 'utf8')).modules ?? {}) : {};
  const byId = new Map();
  for (const [index, r] of results.entries()) {
    for (const m of (r.partModules ?? []).filter((x) => x.part === part)) {
      const known = byId.get(m.id) ?? { bytes: m.bytes, ran: 0, pages: new Set() };
      known.ran = Math.max(known.ran, m.ran);
      if (m.ran > 0) known.pages.add(index);
      byId.set(m.id, known);
    }
  }
  if (byId.size === 0) return;
  const groups = new Map();
  for (const [id, m] of byId) {
    const group = names[id] ? moduleGroupOf(names[id]) : 'unnamed (build the host with PORTAL_SHARE_GRAPH_MODULES=1)';
    const g = groups.get(group) ?? { bytes: 0, neverRan: 0, ran: 0, modules: 0, pages: new Set() };
    g.bytes += m.bytes;
    g.ran += m.ran;
    // A module's factory runs when anything imports it; what matters is how much of its code any page ran.
    g.neverRan += m.bytes - m.ran;
    g.modules += 1;
    for (const p of m.pages) g.pages.add(p);
    groups.set(group, g);
  }
  const rows = [...groups].sort((a, b) => b[1].neverRan - a[1].neverRan);
  const total = rows.reduce((n, [, g]) => n + g.bytes, 0);
  const never = rows.reduce((n, [, g]) => n + g.neverRan, 0);
  header(`${part === 'shell start' ? "the shell's start" : "antd's part of the shell"} by package: minified KB, of which the page that ran most of each module did not run (${kb(never)} of ${kb(total)} KB), most unused first${list ? ' (all)' : ''}`);
  console.log(table([
    ['package or antd folder', 'KB', 'not run', 'run (most of a page)', 'modules', 'pages that ran some'],
    ...rows.slice(0, list ? undefined : 30).map(([group, g]) => [group, kb(g.bytes), kb(g.neverRan), kb(g.ran), String(g.modules), g.pages.size ? [...g.pages].map((i) => results[i].name).join(', ') : '-']),
  ]));
}

/** What ran of what each page downloaded: per kind of file, then each page's files, largest unused first. */
function printCoverage(results, list) {
  const pct = (x) => `${Math.round(x * 100)}%`;
  header('What ran until idle, per kind of file: KB as transferred / of which did not run (share that ran)');
  const byPage = results.map((r) => coverageByKind(r.coverage));
  console.log(table([
    ['kind', ...results.map((r) => r.name)],
    ...byPage[0].map((k, i) => [k.kind, ...byPage.map((p) => (p[i].files ? `${kb(p[i].transferred)} / ${kb(p[i].unused)} (${pct(p[i].ran)})` : '-'))]),
  ]));
  for (const r of results) {
    header(`${r.name}: its scripts, largest unused first${list ? ' (all)' : ''}`);
    const rows = r.coverage.slice(0, list ? undefined : 15);
    console.log(table([['KB', 'ran', 'unused KB', 'kind', 'path'], ...rows.map((q) => [kb(q.transferred), pct(q.ran), kb(q.unused), q.kind, q.path])]));
  }
}

export async function benchPages({ list = false, only, coverage = false } = {}) {
  header('Preparing (pages)');
  if (!(await ensureInstalled())) throw new Error('pnpm install failed');
  if (!(await ensureBuilt({ concurrency: 2 }))) throw new Error('the production build failed');
  const executablePath = await ensureChromium();
  const { chromium } = await import('@playwright/test');
  const port = Number(process.env.PORTAL_BENCH_PORT) || (await freePort());
  const base = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pages-'));
  const backendLog = path.join(dataDir, 'backend.log');
  const logFd = fs.openSync(backendLog, 'a');
  info(`backend on ${base} (data ${dataDir}, log ${backendLog})`);
  const backend = startBackend({ port, env: { DATA_DIR: path.join(dataDir, 'data') }, stdio: ['ignore', logFd, logFd] });
  let browser;
  let ok = false;
  const results = [];
  // acorn (webpack's parser) splits antd's part into its modules for the coverage by module.
  const parse = coverage ? createRequire(createRequire(import.meta.url).resolve('webpack', { paths: [path.join(ROOT, 'host')] }))('acorn').parse : null;
  try {
    // A fresh database seeds on its first start: over 3 minutes on 2 cores shared with other work (load 30, session 30).
    await waitForBackend(port, { child: backend, timeoutMs: (Number(process.env.PORTAL_BENCH_BACKEND_WAIT_S) || 180) * 1000 });
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    const pages = LANDING_PAGES.filter(([name]) => !only || only.includes(name));
    for (const account of [...new Set(pages.map((p) => p[1]))]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
      const rec = recordRequests(cdp);
      const mine = pages.filter((p) => p[1] === account);
      await signIn(page, base, account, mine[0][2]);
      for (const [name, , route] of mine) {
        const measured = await measurePage(page, cdp, rec, base, route, coverage, parse);
        results.push({ name, account, route, ...measured, figures: pageFigures(measured.requests) });
      }
      await context.close();
    }

    header(`The landing pages, cold (cache disabled, signed in), until idle: KB as transferred / requests (goal ${PAGE_BUDGET.kb} KB, ${PAGE_BUDGET.requests})`);
    console.log(table([
      ['page', 'account', 'total', ...KINDS, 'idle after', 'note'],
      ...results.map((r) => [
        `${r.name} ${r.route}`, r.account.split('@')[0],
        `${kb(r.figures.total.bytes)} / ${r.figures.total.count}`,
        ...KINDS.map((k) => `${kb(r.figures.kinds[k].bytes)} / ${r.figures.kinds[k].count}`),
        formatDuration(r.ms), r.note,
      ]),
    ]));
    header(`At rest: the tab's CPU in ${AT_REST_WINDOW_MS / 1000} s from a second after idle, nothing touched (ms; ADR 0132)`);
    console.log(table([
      ['page', 'main thread', 'renderer process'],
      ...results.map((r) => [`${r.name} ${r.route}`, r.atRest.mainMs.toFixed(0), r.atRest.processMs.toFixed(0)]),
    ]));
    header('Their JavaScript by app and kind of file: KB as transferred / files');
    const groupNames = [...new Set(results.flatMap((r) => [...r.figures.groups.keys()]))].sort();
    console.log(table([
      ['JS group', ...results.map((r) => r.name)],
      ...groupNames.map((g) => [g, ...results.map((r) => { const x = r.figures.groups.get(g); return x ? `${kb(x.bytes)} / ${x.count}` : '-'; })]),
    ]));
    for (const r of results) {
      header(`${r.name}: the largest requests${list ? ' (all)' : ''}`);
      const rows = [...r.requests].sort((a, b) => b.transferred - a.transferred).slice(0, list ? undefined : 12);
      console.log(table([['KB', 'kind', 'status', 'path'], ...rows.map((q) => [kb(q.transferred), kindOf(q), String(q.status), q.path])]));
    }
    for (const r of results) {
      const repeated = repeatedPaths(r.requests);
      if (repeated.length === 0 && r.messages.length === 0) continue;
      header(`${r.name}: fetched more than once, and the console's warnings and errors`);
      for (const { path: p, times } of repeated) console.log(`${times}x ${p}`);
      for (const message of r.messages) console.log(message.length > 400 ? `${message.slice(0, 400)}...` : message);
    }
    if (coverage) {
      printCoverage(results, list);
      printPartModules(results, list, "antd's part");
      printPartModules(results, list, 'shell start');
    }
    ok = true;
  } finally {
    await browser?.close();
    await stopBackend(backend);
    fs.closeSync(logFd);
    if (!ok) console.error(`\n-- backend log (last lines) --\n${fs.readFileSync(backendLog, 'utf8').slice(-3000)}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
