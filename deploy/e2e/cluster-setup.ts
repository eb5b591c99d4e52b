// Playwright's global set-up for the parts that run through deploy/nginx.conf (playwright.config.ts): the compiled
// backend as PORTAL_E2E_REPLICAS replicas on a throwaway PostgreSQL behind nginx (scripts/lib/cluster.mjs, ADR 0102),
// nginx on PORTAL_CLUSTER_PORT. The specs find nginx's files (where a release goes) in the environment.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { startCluster as StartCluster } from '../../scripts/lib/cluster.mjs';

// Loaded by Node as the ES module it is (a static import would be compiled with this file into CommonJS).
const clusterModule = pathToFileURL(path.resolve(__dirname, '../../scripts/lib/cluster.mjs')).href;

/** The environment every replica gets: what the e2e backend of playwright.config.ts runs with. */
export const E2E_BACKEND_ENV = {
  ACCESS_TOKEN_TTL: '40',
  RATE_LIMIT_PER_MINUTE: '100000',
  ACTION_QUOTA_PER_USER: '100000',
  ACTION_QUOTA_PER_TENANT: '100000',
  DEV_MAILBOX: 'true',
};

export default async function clusterSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.PORTAL_CLUSTER_PORT);
  const replicas = Number(process.env.PORTAL_E2E_REPLICAS) || 2;
  const { startCluster } = (await import(clusterModule)) as { startCluster: typeof StartCluster };
  // A replica killed from a spec comes back by itself, as Kubernetes restarts a pod's container.
  const cluster = await startCluster({ replicas, port, env: E2E_BACKEND_ENV, restartOnExit: true });
  process.env.PORTAL_CLUSTER_HTML = cluster.html;
  process.env.PORTAL_CLUSTER_REPLICAS_FILE = cluster.replicasFile;
  process.env.PORTAL_CLUSTER_DATABASE_URL = cluster.databaseUrl;
  process.env.PORTAL_CLUSTER_REMOTES_JSON = cluster.remotesJson;
  process.env.PORTAL_CLUSTER_FIRST_SUPPORT = (JSON.parse(readFileSync(cluster.remotesJson, 'utf8')) as Record<string, string>).support ?? '';
  // PORTAL_E2E_ROLLING_RESTART=<seconds>: every so often one replica is stopped (SIGTERM) and started again, one after
  // the other, while the specs run: what a rolling update of the Deployment does (issue 28 item 4).
  const every = Number(process.env.PORTAL_E2E_ROLLING_RESTART) * 1000;
  let next = 0;
  let restarts = 0;
  let rolling: Promise<void> = Promise.resolve();
  let failure: Error | undefined;
  const timer = every > 0 ? setInterval(() => {
    const replica = cluster.replicas[next % cluster.replicas.length]!;
    next += 1;
    rolling = rolling.then(async () => {
      if (failure) return;
      await replica.kill('SIGTERM');
      await replica.start();
      restarts += 1;
    }).catch((error: Error) => {
      // Kept for the teardown, which fails the run with it: a replica that cannot come back is the finding.
      failure = error;
    });
  }, every) : undefined;
  return async () => {
    if (timer) clearInterval(timer);
    await rolling;
    if (every > 0) console.log(`rolling restart: ${restarts} replica restarts during the run`);
    await cluster.stop();
    if (failure) throw new Error(`the rolling restart failed: ${failure.message} (replica logs in ${cluster.logs})`);
  };
}
