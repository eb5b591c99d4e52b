// The kill test of `npm run bench -- --only=cluster` (issue 28 item 4, ADR 0102): 2 backend replicas on PostgreSQL
// behind deploy/nginx.conf; 16 signed-in clients refund, capture, export and browse for --seconds (default 60) while
// one replica is killed with SIGKILL and started again (scripts/lib/kill-test.mjs). Prints the figures; exits non-zero
// when a check fails. `npm test` runs a shorter one in its e2e-deploy step (deploy/e2e/replica-killed.spec.ts).
import { startCluster } from './cluster.mjs';
import { KILL_TEST_HEADER, runKillTest } from './kill-test.mjs';
import { formatDuration, header, info, table } from './log.mjs';

const CLIENTS = 16;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchCluster({ seconds = 60 } = {}) {
  header(`Cluster: 2 replicas on PostgreSQL behind nginx, ${CLIENTS} clients for ${seconds} s, one replica killed (SIGKILL) and started again`);
  const cluster = await startCluster({
    replicas: 2, env: { ACTION_QUOTA_PER_USER: '100000', ACTION_QUOTA_PER_TENANT: '100000', SEED_TRANSACTIONS: '400' },
  });
  let failed;
  try {
    const victim = cluster.replicas[0];
    const result = await runKillTest({
      origin: cluster.origin, databaseUrl: cluster.databaseUrl, clients: CLIENTS, seconds,
      kill: async () => {
        await victim.kill('SIGKILL');
        await sleep(2000);
        await victim.start();
      },
    });
    info(`replica ${victim.index} killed at ${formatDuration(result.killedAfterMs)}, ready again ${formatDuration(result.recoveredAfterMs)} later`);
    console.log(table([KILL_TEST_HEADER, ...result.rows]));
    console.log(table([['check', 'figures', 'passed'], ...result.checks.map(([name, figures, ok]) => [name, figures, ok ? 'yes' : 'NO'])]));
    failed = !result.ok;
  } finally {
    await cluster.stop();
  }
  if (failed) process.exitCode = 1;
}
