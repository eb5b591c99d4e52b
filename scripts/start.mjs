// `npm start`: the whole portal on one machine with only Node and npm.
// Installs what is missing, builds host and remotes when their inputs changed, starts the backend
// (which serves the builds, the API and the OpenID provider on one origin), waits until it answers,
// prints where to go and who to sign in as, and keeps running until Ctrl-C (forwarded to the backend).
// Embedded PGlite by default; DATABASE_URL (PostgreSQL) passes through to the backend.
import { ROOT } from './lib/paths.mjs';
import { formatDuration, header, info, table } from './lib/log.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { startBackend, stopBackend, waitForBackend } from './lib/backend.mjs';
import { portInUse } from './lib/ports.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './lib/demo-accounts.mjs';
import { prepareLocalReleases } from './lib/release/local-releases.mjs';

const port = Number(process.env.PORT || 8080);

async function main() {
  const started = Date.now();
  header('Dependencies');
  if (!(await ensureInstalled())) fail('pnpm install --frozen-lockfile failed');

  header('Build');
  if (!(await ensureBuilt({ concurrency: 2 }))) fail('the production build failed (output above)');

  if (await portInUse(port)) fail(`port ${port} is already in use: stop what runs there or set PORT`);

  header(`Backend on port ${port} (${process.env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : 'embedded PGlite'})`);
  // Request logs would bury the table below; LOG_LEVEL=info npm start shows them.
  // DEV_MAILBOX: the mail the backend sends (invitations, password resets) is kept for platform@ at /platform/mailbox.
  const backend = startBackend({ port, env: {
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn', DEV_SERVER_ORIGINS: process.env.DEV_SERVER_ORIGINS ?? 'true',
    DEV_MAILBOX: process.env.DEV_MAILBOX ?? 'true',
    // `npm run release -- <remote>` switches this portal's remotes map (ADR 0078); each start serves the builds again.
    ...prepareLocalReleases(),
  } });
  let stopping = false;
  const forward = (signal) => {
    if (stopping) return;
    stopping = true;
    info(`${signal}: stopping the backend`);
    stopBackend(backend, signal).then(() => process.exit(0));
  };
  process.on('SIGINT', () => forward('SIGINT'));
  process.on('SIGTERM', () => forward('SIGTERM'));
  backend.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\nThe backend stopped (code ${code}, signal ${signal}).`);
    process.exit(code || 1);
  });

  try {
    await waitForBackend(port, { child: backend, timeoutMs: 180_000 });
  } catch (error) {
    await stopBackend(backend);
    fail(error.message);
  }

  const url = `http://localhost:${port}/`;
  header('Portal ready');
  console.log(`\n  Portal:  ${url}    (ready in ${formatDuration(Date.now() - started)})`);
  console.log(`  Every demo account's password: ${DEMO_PASSWORD}\n`);
  console.log(table([['Email', 'Type', 'Tenant', 'What it shows'], ...DEMO_ACCOUNTS.map((a) => [a.email, a.type, a.tenant, a.what])]));
  console.log(`\n  Repository: ${ROOT}. Press Ctrl-C to stop.\n`);
}

function fail(message) {
  console.error(`\nnpm start: ${message}`);
  process.exit(1);
}

main().catch((error) => fail(error.stack ?? error.message));
