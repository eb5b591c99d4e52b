import { loadConfig } from './config';
import { createServer } from './app';

const config = loadConfig();
const server = await createServer(config);
await server.app.listen({ port: config.port, host: config.host });
server.app.log.info(`portal backend on ${config.publicOrigin} (${server.database.kind}${server.database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}); issuer ${config.publicOrigin}/oidc`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Drains first when SHUTDOWN_DRAIN_MS is set (a replica behind a proxy), then closes. Closing PGlite flushes it
    // to disk: a clean stop keeps the data directory consistent.
    server.drain(config.shutdownDrainMs).then(() => server.close()).then(() => process.exit(0), (err) => {
      console.error(err);
      process.exit(1);
    });
  });
}
