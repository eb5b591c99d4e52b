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
  const run = (label, v) => [label, formatDuration(v.ms), formatDuration(v.cpuMs), `${v.intact} (${v.events.toLocaleString('en-GB')} read)`];
  console.log(table([
    [`verifying a chain of ${r.events.toLocaleString('en-GB')} events (written in bulk in ${formatDuration(r.writeMs)})`, 'time (goal <= 30 s)', 'CPU time (this process)', 'intact'],
    run('in full, one thread (npm run audit:verify -- --full, the page)', r.full),
    run('in full, hashes in 2 worker threads', r.workers),
    run(`from the checkpoint, ${(r.fromCheckpoint.events).toLocaleString('en-GB')} newer events (npm run audit:verify)`, r.fromCheckpoint),
    ["the page's Verify chain (Acme, a few hundred events)", formatDuration(r.apiVerifyMs), '', ''],
  ]));
  console.log(`${r.transport ? `PostgreSQL over ${r.transport}` : 'PGlite'}; load average at the end ${r.load.join(' / ')} (1 / 5 / 15 min)`);
}

export function benchAudit({ rows = 1_000_000, databases = ['postgres', 'pglite'], transport = 'socket' } = {}) {
  return benchOnDatabases('bench/audit.ts', { rows, databases, transport }, print);
}
