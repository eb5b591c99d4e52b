/**
 * A process that only delivers webhooks (ADR 0100, 0110): the backend's delivery worker without the API, on the
 * PostgreSQL database DATABASE_URL names, already set up by a release (it runs no migrations and no seed). Any number
 * may run beside the API replicas (claims are leased, FOR UPDATE SKIP LOCKED); the kill test starts it as a child
 * process and SIGKILLs it mid-burst. Stops cleanly on SIGINT/SIGTERM (the claims in flight finish first).
 *   DATABASE_URL=postgres://… [WEBHOOK_LEASE_MS=…] [WEBHOOK_ALLOW_PRIVATE_NETWORKS=true] tsx src/webhook-worker.ts
 */
import Fastify from 'fastify';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { transactionAware } from './db/transaction-scope';
import { SecretVault } from './modules/encryption-keys/vault';
import { deliveryDepsOf } from './modules/webhooks/delivery-settings';
import { startWebhookWorker } from './modules/webhooks/worker';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('the webhook worker process needs DATABASE_URL (PostgreSQL): PGlite allows one connection, the API\'s');
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: '' });
const db = transactionAware(database.db);
// Fastify's logger (pino), as the API's: the same JSON lines in the same log stream.
const log = Fastify({ logger: { level: config.logLevel } }).log;
const worker = startWebhookWorker(deliveryDepsOf({ db, vault: new SecretVault(db, config.secretsMasterKey), config }), log);
log.info({ leaseMs: config.webhookLeaseMs }, 'webhook worker started');
// The parent (a test, a supervisor) reads this line to know deliveries may start.
process.stdout.write('webhook worker ready\n');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    worker.stop().then(() => database.close()).then(() => process.exit(0), (err: unknown) => {
      console.error(err);
      process.exit(1);
    });
  });
}
