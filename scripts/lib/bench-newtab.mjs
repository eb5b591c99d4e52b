// `npm run bench -- --only=newtab`: a page opened in a new tab of a signed-in browser against a reload of the same page
// (issue 33, "New tabs"; ADR 0116). Production build, Debian's Chromium through Playwright, merchant@demo.test.
// One browser context signed in on page A (/dashboard); then, for each page B (merchant@'s /dashboard and the transaction
// lookup) and each CPU setting (none, Chromium's 4x throttle): B opened in a new tab (`context.newPage()` + goto), then
// the same tab reloaded. Printed: when the shell's frame, the page's title and its rows (the lookup's first table row,
// the dashboard's first widget with its data) were drawn, FCP and LCP, all since the tab's navigation started, and the
// requests the tab sent to the provider's authorize endpoint (/oidc/auth) and token endpoint. The HTTP cache stays warm
// in both cases (the same context), so the difference is the session, not the download. Beside it, two variants of the
// new tab: its session already there (a duplicated tab: what a new tab costs by itself, a new renderer process) and no
// tab answering (the fallback: the provider signs it in, as every new tab did before ADR 0116).
// Options: --newtab-runs=N (default 3; the median is printed), --base=http://localhost:PORT (measure a portal already
// running instead of starting a backend with a fresh data dir), --newtab-variants=handover,duplicate,no-answer (which
// new tabs to open; default all three), --newtab-profile=persistent (the browser on a profile of its own on disk, as a
// user's Chrome is: it keeps the compiled code of the scripts it ran, which a new tab then reads instead of parsing and
// compiling them again; the default, Playwright's context, keeps none, so each new tab compiles every script afresh:
// measured with Chromium's trace in session 63, ADR 0116). The runs' lines name each largest paint's element.
/* global window, performance, PerformanceObserver -- used inside page.evaluate, which runs in the browser */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { header, info, table } from './log.mjs';
import { ensureInstalled } from './install.mjs';
import { ensureBuilt } from './build.mjs';
import { ensureChromium, CHROMIUM_ARGS } from './chromium.mjs';
import { freePort } from './ports.mjs';
import { startBackend, stopBackend, waitForBackend } from './backend.mjs';
import { DEMO_PASSWORD } from './demo-accounts.mjs';
import { PAGE_DRAWN_OBSERVER } from './bench-drawn-observer.mjs';

const CPU_THROTTLE = 4;
const PAGES = [
  { name: 'transaction lookup', path: '/merchant/transaction-management/transaction-lookup', rows: 'first table row' },
  { name: 'dashboard', path: '/dashboard', rows: 'first widget with data' },
];

const median = (xs) => {
  const known = xs.filter((x) => typeof x === 'number' && Number.isFinite(x));
  return known.length ? [...known].sort((a, b) => a - b)[Math.floor(known.length / 2)] : null;
};
const ms = (x) => (x === null || x === undefined ? 'n/a' : `${Math.round(x)} ms`);

/** FCP, LCP and the marks of the page as it is now (after its rows came). */
async function figuresOf(page) {
  await page.waitForFunction(() => typeof window.__drawn?.rows === 'number', null, { timeout: 90_000, polling: 100 });
  return page.evaluate(() => new Promise((resolve) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    // What the largest paint was (tag, test id, text), so a change can be traced to the element it moved.
    const describe = (el) => {
      if (!el) return '(removed from the page)';
      const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${el.tagName.toLowerCase()}${testId ? ` in ${testId}` : ''}${text ? ` "${text}"` : ''}`;
    };
    const settle = (entries) => {
      const last = entries[entries.length - 1];
      // Named as reported when it has left the page since (a loading title; the bench's page-drawn observer).
      const lcpElement = last ? (last.element ? describe(last.element) : window.__lcpNames?.[last.startTime] ?? describe(null)) : null;
      resolve({ fcp, lcp: last?.startTime ?? null, lcpElement, ...window.__drawn });
    };
    new PerformanceObserver((list) => settle(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => settle([]), 1000);
  }));
}

/** Counts the page's requests to the provider's authorize and token endpoints (its iframes' included). */
function countProviderCalls(page) {
  const counts = { authorize: 0, token: 0 };
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (p === '/oidc/auth') counts.authorize += 1;
    if (p === '/oidc/token') counts.token += 1;
  });
  return counts;
}

async function throttle(cdp, rate) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * When the tab's session request went out and the first answer came, read from its own listener on the `portal-auth`
 * channel (a BroadcastChannel hears the other instances of its page too).
 */
const HANDOVER_OBSERVER = `
  window.__handover = {};
  try {
    new BroadcastChannel('portal-auth').onmessage = (event) => {
      const type = event.data && event.data.type;
      if (type === 'session-request' && !('asked' in window.__handover)) window.__handover.asked = performance.now();
      if (type === 'session-offer' && !('answered' in window.__handover)) window.__handover.answered = performance.now();
    };
  } catch {}
`;

/**
 * As if no signed-in tab were open (the fallback, the provider's silent sign-in): the page's BroadcastChannel hears
 * nobody and the lock manager lists no signed-in tab's lock (ADR 0116), so the tab does not wait for an answer.
 */
const NO_ANSWER = `
  if (window.top === window) {
    window.BroadcastChannel = class { constructor() {} postMessage() {} close() {} addEventListener() {} };
    if (navigator.locks) navigator.locks.query = async () => ({ held: [], pending: [] });
  }
`;

/**
 * B in a new tab, then the same tab reloaded: the figures of both. `variant`: 'handover' (the open tabs answer),
 * 'no-answer' (none can: the provider signs the tab in after the wait) or 'duplicate' (the tab starts with a copy of A's
 * session storage, as "Duplicate tab" does: what a new tab costs with its session already there).
 */
async function oneRun(context, url, rate, { variant = 'handover', sessionCopy } = {}) {
  const tab = await context.newPage();
  await tab.addInitScript(PAGE_DRAWN_OBSERVER);
  if (variant === 'handover') await tab.addInitScript(HANDOVER_OBSERVER);
  if (variant === 'no-answer') await tab.addInitScript(NO_ANSWER);
  if (variant === 'duplicate') {
    await tab.addInitScript((entries) => {
      if (window.top !== window || window.sessionStorage.getItem('bench-duplicated')) return;
      for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
      window.sessionStorage.setItem('bench-duplicated', '1');
    }, sessionCopy);
  }
  const calls = countProviderCalls(tab);
  const cdp = await context.newCDPSession(tab);
  await throttle(cdp, rate);
  await tab.goto(url, { waitUntil: 'commit' });
  const opened = { ...(await figuresOf(tab)), ...calls };
  if (variant === 'handover') {
    const handover = await tab.evaluate(() => window.__handover);
    opened.handover = typeof handover?.answered === 'number' ? handover.answered - handover.asked : null;
  }
  await tab.waitForLoadState('networkidle');
  calls.authorize = 0;
  calls.token = 0;
  await tab.reload({ waitUntil: 'commit' });
  const reloaded = { ...(await figuresOf(tab)), ...calls };
  await tab.waitForLoadState('networkidle');
  await throttle(cdp, 1);
  await tab.close();
  return { opened, reloaded };
}

async function signIn(page, base) {
  await page.goto(`${base}/dashboard`);
  await page.getByLabel('Email').fill('merchant@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('[data-testid=app-shell]').waitFor({ state: 'visible', timeout: 60_000 });
}

export async function benchNewTab({ runs = 3, base: givenBase, variants: only, profile = 'context' } = {}) {
  header('New tab against reload: preparing');
  let backend;
  let dataDir;
  let logFd;
  let base = givenBase;
  if (!base) {
    if (!(await ensureInstalled())) throw new Error('pnpm install failed');
    if (!(await ensureBuilt({ concurrency: 2 }))) throw new Error('the production build failed');
    const port = Number(process.env.PORTAL_BENCH_PORT) || (await freePort());
    base = `http://localhost:${port}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-newtab-'));
    logFd = fs.openSync(path.join(dataDir, 'backend.log'), 'a');
    info(`backend on ${base} (data ${dataDir})`);
    backend = startBackend({ port, env: { DATA_DIR: path.join(dataDir, 'data') }, stdio: ['ignore', logFd, logFd] });
    await waitForBackend(port, { child: backend, timeoutMs: 180_000 });
  }
  const executablePath = await ensureChromium();
  const { chromium } = await import('@playwright/test');
  const profileDir = profile === 'persistent' ? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-newtab-profile-')) : undefined;
  const browser = profileDir ? undefined : await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  /** @type {import('@playwright/test').BrowserContext | undefined} */
  let persistent;
  try {
    const context = profileDir
      ? (persistent = await chromium.launchPersistentContext(profileDir, { executablePath, args: CHROMIUM_ARGS }))
      : await /** @type {import('@playwright/test').Browser} */ (browser).newContext();
    const a = await context.newPage();
    await signIn(a, base);
    await a.waitForLoadState('networkidle');
    // A first visit of each page fills the HTTP cache, so neither case below pays for the download.
    for (const { path: p } of PAGES) await oneRun(context, `${base}${p}`, 1);

    const rows = [['page B', 'CPU', 'opened as', 'shell', 'title', 'rows', 'FCP', 'LCP', '/oidc/auth', '/oidc/token', 'rows: new tab - reload', 'handover']];
    const summary = [];
    const variants = [
      ['handover', 'new tab'],
      ['duplicate', 'new tab, its session already there (duplicate)'],
      ['no-answer', 'new tab, no tab answers (provider)'],
    ].filter(([variant]) => !only || only.includes(variant));
    for (const rate of [1, CPU_THROTTLE]) {
      for (const pageB of PAGES) {
        for (const [variant, label] of variants) {
          const sessionCopy = variant === 'duplicate' ? await a.evaluate(() => ({ ...window.sessionStorage })) : undefined;
          const results = [];
          for (let run = 0; run < runs; run += 1) results.push(await oneRun(context, `${base}${pageB.path}`, rate, { variant, sessionCopy }));
          const of = (kind, key) => median(results.map((r) => r[kind][key]));
          const lag = median(results.map((r) => r.opened.rows - r.reloaded.rows));
          const cpu = rate === 1 ? 'none' : `${rate}x`;
          for (const kind of variant === 'handover' ? ['opened', 'reloaded'] : ['opened']) {
            rows.push([
              `${pageB.name} (${pageB.rows})`, cpu, kind === 'opened' ? label : 'reload',
              ms(of(kind, 'shell')), ms(of(kind, 'title')), ms(of(kind, 'rows')), ms(of(kind, 'fcp')), ms(of(kind, 'lcp')),
              String(of(kind, 'authorize')), String(of(kind, 'token')), kind === 'opened' ? ms(lag) : '',
              kind === 'opened' && variant === 'handover' ? ms(of('opened', 'handover')) : '',
            ]);
          }
          const lcpOf = (figures) => `${ms(figures.lcp)} (${figures.lcpElement ?? 'none'})`;
          summary.push(`${pageB.name}, CPU ${cpu}, ${label}: rows ${results.map((r) => ms(r.opened.rows)).join(', ')}; its reload ${results.map((r) => ms(r.reloaded.rows)).join(', ')}; LCP ${results.map((r) => lcpOf(r.opened)).join(', ')}; reload LCP ${results.map((r) => lcpOf(r.reloaded)).join(', ')}`);
        }
      }
    }
    header(`A page opened in a new tab against a reload of it (merchant@demo.test, warm cache, ${profileDir ? 'a profile on disk' : "Playwright's context"}, median of ${runs}; ms since the tab's navigation started)`);
    console.log(table(rows));
    header('Runs');
    for (const line of summary) console.log(line);
  } finally {
    await persistent?.close();
    await browser?.close();
    if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true });
    if (backend) await stopBackend(backend);
    if (logFd !== undefined) fs.closeSync(logFd);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
