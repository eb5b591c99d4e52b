// End-to-end tests against the production build and the real backend, in Debian's Chromium.
// The front end must already be built (`npm test` builds first; `npm run build` by hand): this config
// never builds. Its web server is the backend on port 8090 with a fresh data dir for every run.
// PORTAL_E2E_BASE_URL=<url> runs the specs against a portal that already runs (no web server started).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, TEST_CHROMIUM_ARGS } from './scripts/lib/chromium-args.mjs';

const ROOT = __dirname;
// PORTAL_E2E_PORT lets two runs share a machine (each starts its own backend).
const PORT = Number(process.env.PORTAL_E2E_PORT ?? 8090);
const CI = Boolean(process.env.CI);
// Set to test a portal that already runs elsewhere (e.g. behind deploy/nginx.conf): no web server then.
const EXTERNAL = process.env.PORTAL_E2E_BASE_URL;

/** A fresh DATA_DIR per run, made once by the main process (workers inherit it) and removed at exit. */
function runDataDir(): string {
  if (!process.env.PORTAL_E2E_DATA_DIR) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
    process.env.PORTAL_E2E_DATA_DIR = dir;
    process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  }
  return process.env.PORTAL_E2E_DATA_DIR;
}


// `npm test` runs the axe walk (every route of every account, in two languages) as a step of its own beside the
// other specs, each part with its own backend: PORTAL_E2E_PART=walk runs the walk and the other axe specs (the 390 px
// screens, the dialogs and drawers in Turkish), =specs everything else but deploy/e2e, =cluster the deploy specs (a
// release through nginx, ADR 0078). The axe specs run with the walk since session 49 (ADR 0037): the specs' step is the
// run's longest, the walk's slot ended about two minutes before it.
const PART = process.env.PORTAL_E2E_PART;
const WALK = 'host/e2e/a11y-walk.spec.ts';
const AXE_SPECS = ['host/e2e/a11y-narrow.spec.ts', 'host/e2e/a11y-screens.spec.ts'];
const DEPLOY_SPECS = 'deploy/e2e/**/*.spec.ts';
// The cluster part, or any part with PORTAL_E2E_REPLICAS=N: the compiled backend as N replicas on PostgreSQL
// behind deploy/nginx.conf on PORTAL_CLUSTER_PORT (deploy/e2e/cluster-setup.ts) instead of the one backend.
const CLUSTER = PART === 'cluster' || Number(process.env.PORTAL_E2E_REPLICAS) > 0;
if (CLUSTER) process.env.PORTAL_CLUSTER_PORT ??= '8097';

export default defineConfig({
  testDir: ROOT,
  testMatch: PART === 'walk' ? [WALK, ...AXE_SPECS] : PART === 'cluster' ? [DEPLOY_SPECS] : ['host/e2e/**/*.spec.ts', 'remotes/*/e2e/**/*.spec.ts'],
  testIgnore: ['**/node_modules/**', '**/dist/**', ...(PART === 'specs' ? [WALK, ...AXE_SPECS] : [])],
  globalSetup: CLUSTER ? './deploy/e2e/cluster-setup.ts' : undefined,
  outputDir: path.join(ROOT, 'test-results', PART ? `e2e-artifacts-${PART}` : 'e2e-artifacts'),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  forbidOnly: CI,
  // npm test runs e2e beside the backend steps with PORTAL_E2E_WORKERS=1 (scripts/test.mjs); alone, two
  // workers (measured in ADR 0037). Each worker signs in once per account and reuses the provider session.
  // The cluster part one at a time: its kill test takes a replica away from under whatever else would run beside it.
  workers: PART === 'cluster' ? 1 : Number(process.env.PORTAL_E2E_WORKERS) || 2,
  retries: CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: path.join(ROOT, 'test-results', PART ? `e2e-${PART}.json` : 'e2e.json') }]],
  use: {
    baseURL: EXTERNAL ?? (CLUSTER ? `http://localhost:${process.env.PORTAL_CLUSTER_PORT}` : `http://localhost:${PORT}`),
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: TEST_CHROMIUM_ARGS },
    // Recording a trace (a screencast and a DOM snapshot per action) cost 12-21 % of the specs' time on the loaded
    // 2-core machine (ADR 0037, session 12). CI retries a failed test once: that retry records one, so a failure
    // still comes with its trace; by hand (no retries) every failed test keeps its trace as before.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The browser asks for reduced motion, as a user can in the system settings: the portal then opens its panels,
    // menus and dialogs without their motion (AntdThemeRoot), so no frame is drawn and no action waits for one
    // (ADR 0072). The motions themselves are antd's, not the portal's behaviour.
    reducedMotion: 'reduce',
    // A click on a control that never becomes enabled fails after 30 s (twice an assertion's wait) with its line
    // named, not at the test's own timeout with none (a 4-min journey once hung on a disabled Save).
    actionTimeout: 30_000,
  },
  webServer: EXTERNAL || CLUSTER ? undefined : {
    // The backend's entry in one node process (no pnpm in between: the stop signal reaches the server), on a
    // DATA_DIR copied from the migrated, seeded template the backend tests share (ADR 0037, 0038).
    command: `"${process.execPath}" --import tsx test/helpers/e2e-server.ts`,
    cwd: path.join(ROOT, 'backend'),
    url: `http://localhost:${PORT}/oidc/.well-known/openid-configuration`,
    env: {
      PORT: String(PORT),
      PORTAL_ROOT: ROOT,
      // The server ends itself when this runner is gone (a killed run sends it no signal).
      E2E_RUNNER_PID: String(process.pid),
      DATA_DIR: runDataDir(),
      // Short tokens on purpose: every spec then runs across silent renewals (shell-session.spec.ts needs 40 s).
      ACCESS_TOKEN_TTL: '40',
      // Every spec signs in from 127.0.0.1 and renews tokens every 40 s: the per-address limit is not under test here.
      RATE_LIMIT_PER_MINUTE: '100000',
      // Request logs would drown the test report; warnings and errors still show.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // The mail the backend sends is read from the development mailbox, as a tester of `npm start` reads it.
      DEV_MAILBOX: 'true',
      // Webhook receivers the specs start listen on 127.0.0.1, as `npm start` allows (the image does not; ADR 0100).
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      // `npm test`'s e2e steps run the compiled backend its build made (ADR 0096); a direct run, the sources.
      PORTAL_E2E_COMPILED_BACKEND: process.env.PORTAL_E2E_COMPILED_BACKEND ?? '',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
