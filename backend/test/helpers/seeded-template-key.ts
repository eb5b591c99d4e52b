// Where the seeded PGlite template of this code version lives, and whether it is made (ADR 0038): node's own
// modules only, so a process that only copies the template (the e2e server, test/helpers/e2e-server.ts) does not
// load the backend's sources to find it. Making one needs the backend (test/helpers/server.ts).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BACKEND_DIR = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Generated payments per demo merchant in every test server's database (SEED_TRANSACTIONS): a few hundred
 * keep each file quick; lookup tests ask for more. The template holds them already, so a server's seed at
 * start finds them there and inserts nothing.
 */
export const TEST_SEED_TRANSACTIONS = 150;

/** Every file under `dir` (sorted), for the seeded template's key. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(dir, f))
    .filter((f) => statSync(f).isFile())
    .sort();
}

let seededKey: string | undefined;
/**
 * What a migrated and seeded database depends on: the migrations, the backend's code (seed, keys), the
 * contracts the seed's permissions come from, PGlite's version and the helpers that make it. A change to any of
 * them makes a new template, so a stale one is never used (ADR 0038).
 */
export function seededTemplateKey(): string {
  if (seededKey) return seededKey;
  const hash = createHash('sha256');
  // The helpers too: what server.ts makes into the template (the job queues) is part of the template.
  const roots = ['drizzle', 'src', 'package.json', '../shared/contracts/src', 'test/helpers/server.ts', 'test/helpers/seeded-template-key.ts']
    .map((p) => path.join(BACKEND_DIR, p));
  for (const root of roots) {
    for (const file of existsSync(root) && statSync(root).isFile() ? [root] : filesUnder(root)) {
      hash.update(path.relative(BACKEND_DIR, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  // The generated payments are dated relative to the seed: a template serves one UTC day at most.
  hash.update(new Date().toISOString().slice(0, 10)).update(String(TEST_SEED_TRANSACTIONS));
  // The demo accounts' password hash carries the cost it was made at (PASSWORD_SCRYPT_N, ADR 0134).
  hash.update(`\0${process.env.PASSWORD_SCRYPT_N ?? ''}`);
  seededKey = hash.digest('hex').slice(0, 16);
  return seededKey;
}

/**
 * The seeded PGlite template's directory for this code version (made by the first test file or e2e server), with
 * `transactionsPerMerchant` generated payments per demo merchant: the tests' TEST_SEED_TRANSACTIONS, or the demo's
 * (the e2e servers run with `npm start`'s data, and topping a copy up at each start cost ~6 CPU s a server).
 */
export const seededPgliteTemplateDir = (transactionsPerMerchant = TEST_SEED_TRANSACTIONS): string =>
  path.join(os.tmpdir(), `portal-pglite-seeded-${seededTemplateKey()}${transactionsPerMerchant === TEST_SEED_TRANSACTIONS ? '' : `-tx${transactionsPerMerchant}`}`);

export const seededPgliteTemplateReady = (transactionsPerMerchant = TEST_SEED_TRANSACTIONS): boolean =>
  existsSync(path.join(seededPgliteTemplateDir(transactionsPerMerchant), 'PG_VERSION'));
