// The dashboard part of `npm run bench` (`npm run bench -- --only=dashboard`): for PostgreSQL (a throwaway cluster)
// and PGlite (a temp dir), seeds --rows transactions (default 1 000 000) and prints p50/p95 of a dashboard's
// first visit (categories, then every widget of the first tab at once) for merchant@ and tenant@
// (backend/bench/dashboard.ts does the work). Goal of issue 11: the whole merchant dashboard within 300 ms at
// 1 M transactions. Figures only, no pass/fail. --db=postgres|pglite runs one.
import { benchOnDatabases } from './bench-at-scale.mjs';
import { formatDuration, header, info, table } from './log.mjs';

export function printDashboards(result) {
  header(`Dashboards on ${result.kind}: ${result.rows.toLocaleString('en-GB')} rows, ${result.visits} visits one after another`);
  info(`seeded (migrations, demo data, ${result.perMerchant} generated payments per demo merchant) in ${formatDuration(result.seedMs)}`);
  console.log(table([
    ['first visit of', 'p50 ms', 'p95 ms', 'max ms', 'slowest widget (ms, last visit)'],
    ...result.figures.map((f) => [f.name, f.p50, f.p95, f.max, f.slowest]),
  ]));
  if (result.tenantWidgets?.length) {
    info('tenant, 90 days, widget by widget (ms): with the tab\'s other widgets at once, and alone (warm, one after another)');
    console.log(table([
      ['widget', 'at once p50', 'at once p95', 'alone p50', 'alone p95'],
      ...result.tenantWidgets.map((w) => [w.widget, w.togetherP50, w.togetherP95, w.aloneP50, w.aloneP95]),
    ]));
  }
  for (const { widget, plans } of result.tenantPlans ?? []) {
    for (const plan of plans) info(`tenant, 90 days, ${widget}:\n  ${plan.join('\n  ')}`);
  }
  info(`merchant summary, 7 days:\n  ${result.plan.join('\n  ')}`);
  if (result.countries) {
    info(`merchant card countries, 90 whole days, from the payments:\n  ${result.countries.rows.join('\n  ')}`);
    info(`the same from the card country totals (ADR 0123):\n  ${result.countries.totals.join('\n  ')}`);
  }
}

export function benchDashboards({ rows = 1_000_000, databases = ['postgres', 'pglite'] } = {}) {
  return benchOnDatabases('bench/dashboard.ts', { rows, databases }, printDashboards);
}
