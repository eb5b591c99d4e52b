// The rules part of `npm run bench` (`npm run bench -- --only=rules`, issue 29 item 8, ADR 0106): for PostgreSQL (a
// throwaway cluster) and PGlite (a temp dir), seeds --rows transactions (default 1 000 000) and prints the backtest of a
// 5-condition rule over 90 days (goal at most 5 s) and the evaluator's added time per payment with 50 active rules and
// 10 000 blacklist entries (goal p95 at most 5 ms). backend/bench/rules.ts does the work. Figures only, no pass/fail.
// --db=postgres|pglite runs one; PostgreSQL through its Unix socket (--pg-transport=tcp for 127.0.0.1).
import { benchOnDatabases } from './bench-at-scale.mjs';
import { formatDuration, header, info, table } from './log.mjs';

const ms = (n) => `${n.toFixed(2)} ms`;

function print(r) {
  header(`Risk rules on ${r.kind}: ${r.rows.toLocaleString('en-GB')} rows`);
  info(`seeded in ${formatDuration(r.seedMs)}`);
  const b = r.backtest;
  console.log(table([
    [`backtest, ${b.conditions} conditions, ${b.days} days (${b.total.toLocaleString('en-GB')} payments read of ${b.scope.toLocaleString('en-GB')} in scope, ${b.blocked.toLocaleString('en-GB')} would be blocked; ${b.runs} runs)`, 'p50', 'max', 'goal'],
    ['the function (backtest.ts)', formatDuration(b.direct.p50), formatDuration(b.direct.max), '<= 5 s'],
    ['POST antifraud-rules/backtest as tenant@, end to end', formatDuration(b.http.p50), formatDuration(b.http.max), '<= 5 s'],
  ]));
  const s = r.screen;
  console.log(table([
    [`screening one payment (${s.payments} one after another; ${s.rules} active rules + defaults, ${s.entries.toLocaleString('en-GB')} list entries)`, 'p50', 'p95', 'max'],
    ['screenPayment, first pass (one statement: rule ids, velocity, lists; then evaluation; goal p95 <= 5 ms)', ms(s.p50), ms(s.p95), ms(s.max)],
    ['screenPayment, the same payments again (index pages cached)', ms(s.again.p50), ms(s.again.p95), ms(s.again.max)],
    ['  its active rules read alone (compiled set kept while the ids are the same)', ms(s.parts.rules.p50), ms(s.parts.rules.p95), ms(s.parts.rules.max)],
    ['  its velocity counts alone (card, e-mail, IP; hour and day)', ms(s.parts.velocity.p50), ms(s.parts.velocity.p95), ms(s.parts.velocity.max)],
    ["  its list read alone (the payment's own values and CIDR blocks)", ms(s.parts.lists.p50), ms(s.parts.lists.p95), ms(s.parts.lists.max)],
    ['one database round trip (SELECT 1), the floor', ms(s.roundTrip.p50), ms(s.roundTrip.p95), ms(s.roundTrip.max)],
  ]));
  info(`the list read of one payment:\n  ${r.listPlan.join('\n  ')}`);
  info(`outcomes: ${Object.entries(s.outcomes).map(([k, v]) => `${k} ${v}`).join(', ')}; load average ${r.load.join(' / ')}`);
}

export function benchRules({ rows = 1_000_000, databases = ['postgres', 'pglite'], transport = 'socket' } = {}) {
  return benchOnDatabases('bench/rules.ts', { rows, databases, transport }, print);
}
