// `npm run cluster -- [--replicas=N] [--port=P]`: the portal as the cluster manifests run it, on one machine: N backend
// replicas (default 2) on a throwaway PostgreSQL (or DATABASE_URL), set up once, behind deploy/nginx.conf's upstream
// (nginx from Debian's packages when missing). Installs and builds first when needed, like `npm start`. Ctrl-C stops
// everything it started. ADR 0102.
import { ensureInstalled } from './lib/install.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { startCluster } from './lib/cluster.mjs';
import { info } from './lib/log.mjs';

const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const replicas = Math.max(1, Number(option('replicas') ?? 2) || 2);
const port = option('port') ? Number(option('port')) : 8080;

if (!(await ensureInstalled())) throw new Error('pnpm install failed');
if (!(await ensureBuilt({ concurrency: 2 }))) throw new Error('the production build failed');
const cluster = await startCluster({ replicas, port, databaseUrl: process.env.DATABASE_URL });
info(`the portal runs at ${cluster.origin} on ${replicas} replicas; Ctrl-C stops it`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
