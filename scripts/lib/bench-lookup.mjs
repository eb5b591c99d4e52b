// The lookup part of `npm run bench` (`npm run bench -- --only=lookup`): for PostgreSQL (a throwaway cluster)
// and PGlite (a temp dir), seeds --rows transactions (default 1 000 000) and prints p50/p95 of the first page
// of typical lookups over HTTP with 8 clients in parallel, and the CPU time each request costs the server's
// thread and PostgreSQL's backends (Linux; backend/bench/lookup.ts does the work), with the machine's load average
// beside them (shared cores blur latency). Goal of issue 9: p95 at most 50 ms on PostgreSQL. Figures only, no
// pass/fail. --db=postgres|pglite runs one; PostgreSQL through its Unix socket, or --pg-transport=tcp.
import os from 'node:os';
import { benchOnDatabases } from './bench-at-scale.mjs';
import { formatDuration, header, info, table } from './log.mjs';

export function printLookups(result) {
  const via = result.transport && result.transport !== 'in-process' ? ` (${result.transport})` : '';
  header(`Transaction lookups on ${result.kind}${via}: ${result.rows.toLocaleString('en-GB')} rows, ${result.clients} clients, ${result.requests} requests each after ${result.warmUp} untimed`);
  info(`seeded (migrations, demo data, ${result.perMerchant} generated payments per demo merchant) in ${formatDuration(result.seedMs)}`);
  info(`load average (1, 5, 15 min) at the start ${result.loadBefore?.join(' / ')}, at the end ${result.loadAfter?.join(' / ')} on ${os.cpus().length} cores`);
  console.log(table([
    ['first page of', 'p50 ms', 'p95 ms', 'max ms', 'CPU ms/request: server', 'database', 'autovacuum beside', 'clients', 'statements', 'count', 'errors', 'load (1 min)'],
    ...result.figures.map((f) => [f.name, f.p50, f.p95, f.max, f.serverMs ?? '-', f.databaseMs ?? '-', f.autovacuumMs ?? '-', f.clientMs ?? '-', f.statements?.length ?? '-', f.count === undefined ? '-' : f.capped ? `more than ${f.count}` : f.count, f.errors, f.load?.[0] ?? '-']),
  ]));
  // The statements a request sends (one request each, after the timed ones), for the costliest by the database's CPU.
  const costliest = [...result.figures].filter((f) => f.statements && f.databaseMs != null).sort((a, b) => b.databaseMs - a.databaseMs).slice(0, 3);
  for (const f of costliest) info(`${f.name}, the statements one request sends:\n  ${f.statements.join('\n  ')}`);
  if (result.jobRuns) {
    info(result.jobRuns.length
      ? `the scheduler's runs beside the timed lookups (from ${result.timedFrom}):\n  ${result.jobRuns.map((r) => `${r.startedAt} ${r.jobType} ${r.durationMs ?? '?'} ms`).join('\n  ')}`
      : 'no scheduler run beside the timed lookups');
  }
  for (const { name, plans } of result.plans ?? []) {
    for (const plan of plans) info(`${name}, the database's costliest per request:\n  ${plan.join('\n  ')}`);
  }
}

export function benchLookups({ rows = 1_000_000, databases = ['postgres', 'pglite'], transport = 'socket' } = {}) {
  return benchOnDatabases('bench/lookup.ts', { rows, databases, transport }, printLookups);
}
