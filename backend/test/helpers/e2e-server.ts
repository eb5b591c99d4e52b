// The backend as the e2e specs start it (playwright.config.ts, host/e2e/support/backend-process.ts):
// src/main.ts — or, in `npm test`'s e2e steps, which follow the build, the compiled dist/main.js that `npm start`
// and the image run (PORTAL_E2E_COMPILED_BACKEND=1, ADR 0096) — but a DATA_DIR that does not exist yet starts as a copy of the migrated, seeded template
// the backend tests use (ADR 0038) instead of PGlite's initdb, migrations and seed (about 15 s on a busy
// 2-core machine). The same code and data as a first start; a restart on the same DATA_DIR copies nothing.
import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { installMovableClock } from './movable-clock';
import { DEFAULT_SEED_TRANSACTIONS } from '../../src/db/seed-defaults';
import { seededPgliteTemplateDir, seededPgliteTemplateReady, TEST_SEED_TRANSACTIONS } from './seeded-template-key';

// Playwright passes its own process id: when the runner is killed (a stopped `npm test` step), nobody
// sends this server its stop signal, and a server left behind holds the e2e port for the next run.
const runner = Number(process.env.E2E_RUNNER_PID);
if (runner > 0) {
  setInterval(() => {
    try { process.kill(runner, 0); } catch { process.exit(0); }
  }, 1000).unref();
}

// A server clock a spec can move forward (host/e2e/support/backend-process.ts, `moveClock`): what the server decides by
// its clock (a token expired) is then reached without waiting for it. Only for a backend of a spec's own.
if (process.env.E2E_MOVABLE_CLOCK_FILE) installMovableClock(process.env.E2E_MOVABLE_CLOCK_FILE);

// The seed's and the specs' passwords hashed at scrypt's lowest allowed cost, as in the backend tests' template (ADR 0134).
process.env.PASSWORD_SCRYPT_N ??= '1024';

const dataDir = process.env.DATA_DIR;
if (dataDir && !process.env.DATABASE_URL && !process.env.SEED_SIZE && !existsSync(dataDir)) {
  // The backend's sources (through tsx) only to make the template, the first start of a run: the server itself is
  // loaded below, and in `npm test` that is the compiled bundle, so loading the sources too doubled each start's load.
  // The template holding the payments this server seeds (the demo's unless SEED_TRANSACTIONS says otherwise), so its
  // start finds them there: topping a copy of the tests' 150 a merchant up to 2 000 cost each start ~6 CPU s. A count
  // below the tests' runs on their template, as before (a start tops up and never removes).
  // A value that is no count is the server's to refuse (its config), on the tests' template.
  const asked = process.env.SEED_TRANSACTIONS ? Number(process.env.SEED_TRANSACTIONS) : DEFAULT_SEED_TRANSACTIONS;
  const perMerchant = Number.isSafeInteger(asked) ? Math.max(TEST_SEED_TRANSACTIONS, asked) : TEST_SEED_TRANSACTIONS;
  const template = seededPgliteTemplateReady(perMerchant)
    ? seededPgliteTemplateDir(perMerchant)
    : await (await import('./server')).seededPgliteTemplate(perMerchant);
  await cp(template, dataDir, { recursive: true });
}
const entry = process.env.PORTAL_E2E_COMPILED_BACKEND === '1' ? '../../dist/main.js' : '../../src/main';
await import(entry);
