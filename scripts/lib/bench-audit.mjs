// The audit part of `npm run bench` (`npm run bench -- --only=audit`, ADR 0081): for PostgreSQL (a throwaway
// cluster) and PGlite (a temp dir), the time the audit trail adds to a mutating call (p50, p95; goal p95 at most
// 2 ms) and the time to verify a chain of --rows events (default 1 000 000; goal at most 30 s). backend/bench/audit.ts
// does the work. Figures only, no pass/fail. --db=postgres|pglite runs one; PostgreSQL through its Unix socket as a
// backend on the database's machine reaches it, --pg-transport=tcp for 127.0.0.1.
import { benchOnDatabases } from './bench-at-scale.mjs';
import { formatDuration, header, table } from './log.mjs';

const ms = (n) => `${n.toFixed(3)} ms`;

function print(r) {
  header(`Audit log on ${r.kind}`);
  console.log(table([
    [`a mutating call (${r.calls} each)`, 'p50', 'p95'],
    ['the write alone (before the audit log)', ms(r.bare.p50), ms(r.bare.p95)],
    ['the write through audited()', ms(r.audited.p50), ms(r.audited.p95)],
    ['added by the audit trail (goal p95 <= 2 ms)', ms(r.added.p50), ms(r.added.p95)],
    ['POST support/label over HTTP, end to end', ms(r.http.p50), ms(r.http.p95)],
  ]));
  console.log(table([
    ['chain of events', 'written in bulk', 'verified (goal <= 30 s)', 'CPU time', 'intact', 'in one thread (CPU time)', 'the page\'s Verify chain (Acme)'],
    [r.events.toLocaleString('en-GB'), formatDuration(r.writeMs), formatDuration(r.verifyMs), formatDuration(r.verifyCpuMs),
      `${r.intact} (${r.verifiedEvents.toLocaleString('en-GB')})`, `${formatDuration(r.oneThread.ms)} (${formatDuration(r.oneThread.cpuMs)})`, formatDuration(r.apiVerifyMs)],
  ]));
  console.log(`PostgreSQL over ${r.transport ?? 'PGlite'}; load average at the end ${r.load.join(' / ')} (1 / 5 / 15 min)`);
}

export function benchAudit({ rows = 1_000_000, databases = ['postgres', 'pglite'], transport = 'socket' } = {}) {
  return benchOnDatabases('bench/audit.ts', { rows, databases, transport }, print);
}
