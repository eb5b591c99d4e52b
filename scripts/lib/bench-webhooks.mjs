// The webhook part of `npm run bench` (`npm run bench -- --only=webhooks`; ADR 0100): for PostgreSQL (a throwaway
// cluster) and PGlite (a temp dir), 8 writers commit events for --seconds (default 60) to one endpoint whose receiver
// is on 127.0.0.1; prints throughput, p50/p95 from commit to first delivery attempt (goal: p95 at most 1 s) and what
// was lost (goal: nothing). backend/bench/webhooks.ts does the work. Figures only.
import { benchOnDatabases } from './bench-at-scale.mjs';
import { header, info, table } from './log.mjs';

function print(r) {
  header(`Webhook delivery on ${r.kind}: ${r.writers} writers for ${r.seconds} s, one endpoint on 127.0.0.1`);
  info(`outbox drained ${r.drainMs} ms after the writers stopped`);
  console.log(table([
    ['produced', 'delivered', 'duplicates', 'lost', 'events/s', 'p50 ms', 'p95 ms', 'max ms', 'p95 within 1 s', 'zero lost'],
    [r.produced, r.delivered, r.duplicates, r.lost, r.perSecond, r.p50, r.p95, r.max, r.p95 !== null && r.p95 <= 1000 ? 'yes' : 'NO', r.lost === 0 ? 'yes' : 'NO'],
  ]));
}

export function benchWebhooks({ seconds = 60, databases = ['postgres', 'pglite'] } = {}) {
  process.env.BENCH_WEBHOOK_SECONDS = String(seconds);
  return benchOnDatabases('bench/webhooks.ts', { rows: 0, databases }, print);
}
