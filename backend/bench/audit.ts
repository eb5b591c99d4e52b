/**
 * Audit log figures (ADR 0081), run by `npm run bench -- --only=audit` (scripts/lib/bench-audit.mjs). Prints JSON:
 * - the time the audit trail adds to a mutating call: the same write (a support label, as `POST support/label` stores
 *   it) run CALLS times bare, as before the audit log, and CALLS times through `audited()` (its transaction, the
 *   chain head's lock, the event's hash and insert); p50 and p95 of each and of the difference;
 * - the same call end to end over HTTP (for scale: what a user waits);
 * - verifying a chain of --rows events (default 1 000 000), written in bulk with real hashes first.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { AUDIT_ENDPOINTS, LABEL_ENDPOINTS } from '@portal/contracts';
import { supportLabels } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { transactionAware } from '../src/db/transaction-scope';
import { audited } from '../src/http/audit-trail';
import type { ApiDeps } from '../src/http/deps';
import { verifyAuditChains, type VerifyOptions } from '../src/lib/audit/verify';
import { loadPrincipal } from '../src/modules/users/repository';
import { newChainId, writeChain } from './audit-chain-fixture';
import { arg, percentile, startBenchServer } from './bench-server';

const EVENTS = arg('rows', 1_000_000);
const CALLS = arg('calls', 500);
/** Events appended after the checkpoint, for the run from it. */
const NEWER = arg('newer', 10_000);

const figures = (xs: number[]) => ({ p50: percentile(xs, 0.5, 3), p95: percentile(xs, 0.95, 3) });

async function timed(work: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await work();
  return performance.now() - t0;
}

async function main() {
  const bench = await startBenchServer(1_000);
  const { server } = bench;
  const raw = server.database.db;
  const db = transactionAware(raw);
  const deps = { db } as ApiDeps;
  const tenantId = seedIds.tenant('acme');
  const principal = (await loadPrincipal(db, seedIds.user('tenant@demo.test')))!;
  const write = () => db.insert(supportLabels).values({ id: randomUUID(), tenantId, value: `Bench ${randomUUID().slice(0, 8)}`, color: '#123456' });
  const request = { headers: { 'user-agent': 'bench', mode: 'Test' }, ip: '127.0.0.1' } as never;
  const call = (body: unknown) => ({ endpoint: LABEL_ENDPOINTS.createLabel, principal, request, params: {}, query: {}, body });

  // Warm both paths (statement plans, JIT), then alternate them so both see the same machine.
  for (let i = 0; i < 50; i++) { await write(); await audited(deps, call({ value: 'warm', color: '#000000' }), write); }
  const bare: number[] = [];
  const withAudit: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    bare.push(await timed(write));
    withAudit.push(await timed(() => audited(deps, call({ value: `Bench ${i}`, color: '#123456' }), write)));
  }
  const added = withAudit.map((ms, i) => ms - bare[i]!);

  const token = await bench.token('tenant@demo.test');
  const http: number[] = [];
  for (let i = 0; i < 200; i++) {
    http.push(await timed(async () => {
      const res = await fetch(`${bench.origin}/svc/core/${LABEL_ENDPOINTS.createLabel.path}`, {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ value: `Http ${i}`, color: '#654321' }),
      });
      await res.arrayBuffer();
    }));
  }

  // A chain of EVENTS events with real hashes, written in bulk (as if that many calls had been audited).
  const chain = newChainId();
  const t0 = performance.now();
  const end = await writeChain(server.database.pool, chain, EVENTS, principal.user);
  const writeMs = performance.now() - t0;
  // Verified in full in one thread (as the command's --full and the page do), then with worker threads hashing beside
  // the reading thread; the first run records the chain's checkpoint. Then a day's worth of new events (NEWER) and
  // the command's usual run from the checkpoint.
  const verifyRun = async (options: VerifyOptions) => {
    const t1 = performance.now();
    const cpu = process.cpuUsage();
    const result = await verifyAuditChains(raw, [chain], options);
    const used = process.cpuUsage(cpu);
    return { ms: Math.round(performance.now() - t1), cpuMs: Math.round((used.user + used.system) / 1000), ...result };
  };
  const oneThread = await verifyRun({ workers: 0, recordCheckpoint: true });
  const inWorkers = await verifyRun({ workers: 2 });
  await writeChain(server.database.pool, chain, NEWER, principal.user, end);
  const fromCheckpoint = await verifyRun({ workers: 0, fromCheckpoint: true });

  // The page's button answers through the API (a tenant's own chain: Acme's, a few hundred events here).
  const apiVerify = await timed(() => fetch(`${bench.origin}/svc/merchant/api/v1/${AUDIT_ENDPOINTS.verify.path}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer()));

  console.log(JSON.stringify({
    kind: server.database.kind, transport: server.database.kind === 'postgres' ? (/[?&]host=/.test(process.env.DATABASE_URL ?? '') ? 'Unix socket' : 'TCP') : undefined, calls: CALLS,
    bare: figures(bare), audited: figures(withAudit), added: figures(added), http: figures(http),
    events: EVENTS, writeMs: Math.round(writeMs),
    full: { ms: oneThread.ms, cpuMs: oneThread.cpuMs, intact: oneThread.intact, events: oneThread.events },
    workers: { ms: inWorkers.ms, cpuMs: inWorkers.cpuMs, intact: inWorkers.intact, events: inWorkers.events },
    fromCheckpoint: { ms: fromCheckpoint.ms, cpuMs: fromCheckpoint.cpuMs, intact: fromCheckpoint.intact, events: fromCheckpoint.events, skipped: fromCheckpoint.skipped },
    load: loadavg().map((l) => Math.round(l * 10) / 10),
    apiVerifyMs: Math.round(apiVerify),
  }));
  await server.close();
}

await main();
