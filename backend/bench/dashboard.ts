/**
 * Dashboard figures (issue 11, ADR 0047), run by `npm run bench -- --only=dashboard` (scripts/lib/bench-dashboard.mjs):
 * seeds ROWS transactions into the database the environment names (DATABASE_URL, else PGlite in DATA_DIR),
 * starts the backend in this process and times what a dashboard's first visit asks: the categories, then
 * every widget of the first category at once (as the page does), for merchant@ and tenant@ over the default 7
 * days and over 90 days, and the whole merchant dashboard (every tab's widgets at once, issue 11's goal: 300 ms); REQUESTS visits one after another. Also prints EXPLAIN (ANALYZE, BUFFERS) of the
 * merchant's summary aggregation, of its 90 days' card countries from the payments and from their totals (ADR 0123), and of
 * the statements of tenant staff's two slowest widgets over 90 days.
 * Prints JSON figures.
 */
import { sql } from 'drizzle-orm';
import { seedIds } from '../src/db/seed';
import { DASHBOARD_PATHS, widgetRequestOf, type DashboardCategoryWithWidgets } from '@portal/contracts';
import { arg, percentile, plansOf, startBenchServer } from './bench-server';

const ROWS = arg('rows', 1_000_000);
const VISITS = arg('visits', 30);
const DAY = 86_400_000;

async function main() {
  const { origin, server, rows, perMerchant, seedMs, token } = await startBenchServer(ROWS);
  const db = server.database.db;
  const base = `${origin}/svc/reporting`;

  async function visit(bearer: string, days: number, everyTab = false): Promise<{ ms: number; widgets: number; slowest: [string, number]; each: Array<[string, number]> }> {
    const headers = { authorization: `Bearer ${bearer}`, mode: 'Live' };
    const t0 = performance.now();
    const categories = await (await fetch(`${base}/${DASHBOARD_PATHS.userCategories}`, { headers })).json() as DashboardCategoryWithWidgets[];
    const end = new Date();
    const filter = { startDate: new Date(end.getTime() - days * DAY).toISOString(), endDate: end.toISOString() };
    let slowest: [string, number] = ['', 0];
    const each: Array<[string, number]> = [];
    const widgets = everyTab ? categories.flatMap((c) => c.widgets) : categories[0]!.widgets;
    await Promise.all(widgets.map(async (widget) => {
      const request = widgetRequestOf(widget, { dashboardFilter: filter, timezoneOffset: 0 });
      const w0 = performance.now();
      const res = await fetch(`${base}/${request.path}?${new URLSearchParams(request.query)}`, { headers: { ...headers, ...request.headers } });
      if (res.status !== 200) throw new Error(`${widget.name}: ${res.status} ${await res.text()}`);
      await res.json();
      const ms = performance.now() - w0;
      each.push([widget.name, ms]);
      if (ms > slowest[1]) slowest = [widget.name, Math.round(ms)];
    }));
    return { ms: performance.now() - t0, widgets: widgets.length, slowest, each };
  }

  /**
   * Tenant staff's first tab over 90 days widget by widget: each one's time when the tab asks for all at once (over
   * the visits above) and when asked alone, one after another (warm): what is the widget's own cost and what is
   * the seven sharing two cores.
   */
  async function widgetByWidget(bearer: string, runs: Array<{ each: Array<[string, number]> }>) {
    const headers = { authorization: `Bearer ${bearer}`, mode: 'Live' };
    const categories = await (await fetch(`${base}/${DASHBOARD_PATHS.userCategories}`, { headers })).json() as DashboardCategoryWithWidgets[];
    const end = new Date();
    const filter = { startDate: new Date(end.getTime() - 90 * DAY).toISOString(), endDate: end.toISOString() };
    const rowsOut = [];
    for (const widget of categories[0]!.widgets) {
      const together = runs.flatMap((r) => r.each.filter(([name]) => name === widget.name).map(([, ms]) => ms));
      const request = widgetRequestOf(widget, { dashboardFilter: filter, timezoneOffset: 0 });
      const alone = [];
      for (let i = 0; i < 11; i++) {
        const w0 = performance.now();
        await (await fetch(`${base}/${request.path}?${new URLSearchParams(request.query)}`, { headers: { ...headers, ...request.headers } })).json();
        if (i > 0) alone.push(performance.now() - w0);
      }
      rowsOut.push({ widget: widget.name, togetherP50: percentile(together, 0.5), togetherP95: percentile(together, 0.95), aloneP50: percentile(alone, 0.5), aloneP95: percentile(alone, 0.95) });
    }
    // The plans of the two slowest alone: every statement one more request of each runs, EXPLAIN (ANALYZE, BUFFERS).
    const slowest = [...rowsOut].sort((a, b) => b.aloneP50 - a.aloneP50).slice(0, 2);
    const plans: Array<{ widget: string; plans: string[][] }> = [];
    for (const { widget: name } of slowest) {
      const widget = categories[0]!.widgets.find((w) => w.name === name)!;
      const request = widgetRequestOf(widget, { dashboardFilter: filter, timezoneOffset: 0 });
      const explained = await plansOf(server, () => fetch(`${base}/${request.path}?${new URLSearchParams(request.query)}`, { headers: { ...headers, ...request.headers } }).then((r) => r.json()));
      plans.push({ widget: name, plans: explained });
    }
    return { rows: rowsOut, plans };
  }

  const figures = [];
  let tenantWidgets: Awaited<ReturnType<typeof widgetByWidget>> = { rows: [], plans: [] };
  for (const [who, email] of [['merchant', 'merchant@demo.test'], ['tenant', 'tenant@demo.test']] as const) {
    const bearer = await token(email);
    const cases = who === 'merchant' ? [[7, false], [90, false], [7, true], [90, true]] as const : [[7, false], [90, false]] as const;
    for (const [days, everyTab] of cases) {
      await visit(bearer, days, everyTab); // warm-up
      const runs = [];
      for (let i = 0; i < VISITS; i++) runs.push(await visit(bearer, days, everyTab));
      const times = runs.map((r) => r.ms);
      figures.push({ name: `${who}, ${days} days: categories + ${runs[0]!.widgets} widgets${everyTab ? ' (every tab)' : ''}`, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: percentile(times, 1), slowest: runs.at(-1)!.slowest.join(' ') });
      if (who === 'tenant' && days === 90) tenantWidgets = await widgetByWidget(bearer, runs);
    }
  }
  const merchantId = seedIds.merchant('blue-bottle');
  const { rows: plan } = await db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, BUFFERS)
    SELECT count(*), count(*) FILTER (WHERE status IN ('Captured', 'Refunded')), sum(amount) FROM transactions
    WHERE merchant_id = ${merchantId} AND mode = 'Live' AND created_at >= now() - interval '7 days' AND created_at < now()
      AND type IN ('Sale', 'Authorisation')`);
  // The card countries of the merchant's 90 days both ways (ADR 0123): every card payment, as the widget read them
  // before, against the card country totals' whole days (the ragged ends, a day or so of payments, left out of both).
  const days90 = sql`day >= (now() AT TIME ZONE 'UTC')::date - 90 AND day < (now() AT TIME ZONE 'UTC')::date`;
  const explain = async (query: ReturnType<typeof sql>) => (await db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`)).rows.map((p) => p['QUERY PLAN']);
  const countries = {
    rows: await explain(sql`SELECT card_country, count(*), sum(amount) FROM transactions WHERE merchant_id = ${merchantId} AND mode = 'Live'
      AND created_at >= date_trunc('day', now()) - interval '90 days' AND created_at < date_trunc('day', now())
      AND type IN ('Sale', 'Authorisation') AND card_country IS NOT NULL GROUP BY 1`),
    totals: await explain(sql`SELECT card_country, sum(transactions), sum(amount) FROM transaction_card_country_totals
      WHERE merchant_id = ${merchantId} AND mode = 'Live' AND ${days90} GROUP BY 1`),
  };
  console.log(JSON.stringify({ kind: server.database.kind, rows, perMerchant, seedMs, visits: VISITS, figures, tenantWidgets: tenantWidgets.rows, tenantPlans: tenantWidgets.plans, plan: plan.map((p) => p['QUERY PLAN']), countries }));
  await server.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
