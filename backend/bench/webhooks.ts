/**
 * Webhook delivery figures (ADR 0100), run by `npm run bench -- --only=webhooks` (scripts/lib/bench-webhooks.mjs):
 * starts the backend in this process with its delivery worker on the database the environment names (DATABASE_URL,
 * else PGlite in DATA_DIR), one merchant endpoint pointing at a receiver on 127.0.0.1, and 8 concurrent writers that
 * each commit events (one outbox message per event, in its own transaction, as a business write does) for
 * BENCH_WEBHOOK_SECONDS (default 60). Then it waits for the outbox to drain and prints JSON: events produced, delivered,
 * duplicates seen by the receiver (deduped by webhook-id), lost, throughput and p50/p95 from commit to first attempt.
 * Figures only; not a timed test.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createServer } from '../src/app';
import { loadConfig } from '../src/config';
import { seedIds } from '../src/db/seed';
import { webhookEndpointSecrets, webhookEndpoints } from '../src/db/schema';
import { inCallTransaction, transactionAware } from '../src/db/transaction-scope';
import { newId } from '../src/lib/ids';
import { queueWebhookEvent } from '../src/modules/webhooks/outbox';
import { newSigningSecret } from '../src/modules/webhooks/signing';

const SECONDS = Number(process.env.BENCH_WEBHOOK_SECONDS ?? 60);
const WRITERS = 8;
const DRAIN_LIMIT_MS = 120_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!) : null;
};

async function main() {
  const firstSeen = new Map<string, number>();
  const messageOfSeq = new Map<number, string>();
  let duplicates = 0;
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => { body += c.toString('utf8'); });
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      if (firstSeen.has(id)) duplicates += 1;
      else {
        firstSeen.set(id, Date.now());
        messageOfSeq.set((JSON.parse(body) as { data: { seq: number } }).data.seq, id);
      }
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/bench`;

  const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_TRANSACTIONS: '1', LOG_LEVEL: 'warn', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
  const server = await createServer(config);
  const db = transactionAware(server.database.db);
  const tenantId = seedIds.tenant('acme');
  const merchantId = seedIds.merchant('blue-bottle');
  const endpointId = newId();
  await db.insert(webhookEndpoints).values({ id: endpointId, tenantId, merchantId, url, eventTypes: ['transaction.created'], headers: [] });
  await db.insert(webhookEndpointSecrets).values({ id: newId(), endpointId, tenantId, secret: await server.vault.seal(tenantId, newSigningSecret(), { showLast4: false }) });

  const committedAt = new Map<number, number>();
  let seq = 0;
  const until = Date.now() + SECONDS * 1000;
  const writer = async () => {
    while (Date.now() < until) {
      const mine = (seq += 1);
      await inCallTransaction(db, (tx) => queueWebhookEvent(tx, { tenantId, merchantId, type: 'transaction.created', at: new Date(), data: { seq: mine } }));
      committedAt.set(mine, Date.now());
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  const produced = committedAt.size;
  const drainStart = Date.now();
  while (firstSeen.size < produced && Date.now() - drainStart < DRAIN_LIMIT_MS) await new Promise((r) => setTimeout(r, 100));

  const latencies = [...committedAt].flatMap(([s, at]) => {
    const id = messageOfSeq.get(s);
    return id ? [Math.max(0, firstSeen.get(id)! - at)] : [];
  });
  const { rows: [pending] } = await server.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM webhook_messages WHERE endpoint_id = ${endpointId} AND status <> 'Delivered'`);
  console.log(JSON.stringify({
    kind: server.database.kind, seconds: SECONDS, writers: WRITERS, produced, delivered: firstSeen.size, duplicates, lost: produced - firstSeen.size,
    notDeliveredInOutbox: pending?.n ?? null, perSecond: Math.round(produced / SECONDS), drainMs: Date.now() - drainStart,
    p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), max: percentile(latencies, 1),
  }));
  await server.close();
  await new Promise((done) => receiver.close(done));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
