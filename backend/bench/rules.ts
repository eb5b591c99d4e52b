/**
 * Risk rules figures (issue 29 item 8, ADR 0106), run by `npm run bench -- --only=rules` (scripts/lib/bench-rules.mjs):
 * seeds ROWS transactions into the database the environment names (DATABASE_URL, else PGlite in DATA_DIR), then
 * - the backtest of a 5-condition rule over 90 days of Acme's Live payments (tenant@'s scope: every Acme merchant),
 *   through the function and through `POST antifraud/rules/backtest` as tenant@ (goal at most 5 s);
 * - the evaluator's added time per payment: `screenPayment` (what the virtual terminal calls before the provider)
 *   with 50 active rules of Blue Bottle's (tenant and merchant, velocity and list conditions among them) and 10 000
 *   blacklist entries, over PAYMENTS payments one after another (goal p95 at most 5 ms), with the share of each part.
 * Prints JSON figures (the last line).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { ANTIFRAUD_RULE_ENDPOINTS, type RuleGroup } from '@portal/contracts';
import { antifraudRules, blacklistEntries } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { backtest } from '../src/modules/antifraud/backtest';
import { activeRules, listQuery, listsFor } from '../src/modules/antifraud/rule-set';
import { fieldsUsed } from '../src/modules/antifraud/evaluate';
import { fingerprintOf, ipv4Of, listProbeOf, screenPayment, velocityOf, type ScreenedPayment } from '../src/modules/antifraud/screen';
import { arg, percentile, startBenchServer } from './bench-server';

const ROWS = arg('rows', 1_000_000);
const RUNS = arg('runs', 5);
const PAYMENTS = arg('payments', 400);
const RULES = 50;
const LIST_ENTRIES = 9_996; // and 4 countries: 10 000

const stats = (times: number[]) => ({ p50: percentile(times, 0.5, 2), p95: percentile(times, 0.95, 2), max: percentile(times, 1, 2) });

/** The backtest's rule: five conditions of four kinds (amount, text, velocity, list), as an operator would write. */
const FIVE_CONDITIONS: RuleGroup = {
  combinator: 'and',
  rules: [
    { field: 'amount', operator: '>=', value: 5000 },
    { field: 'currency', operator: 'in', value: ['GBP', 'EUR', 'USD'] },
    { field: 'cardCountry', operator: 'notIn', value: ['TR'] },
    { field: 'cardPaymentsDay', operator: '<=', value: 3 },
    { field: 'blacklist', operator: 'notIn', value: 'EmailDomain' },
  ],
};

/** Rule n of the 50: a mix of every kind of condition, most not matching a usual payment (as real rule sets). */
function ruleConditions(n: number): RuleGroup {
  const kinds: RuleGroup[] = [
    { combinator: 'and', rules: [{ field: 'amount', operator: '>', value: 500_000 + n }, { field: 'currency', operator: '=', value: 'USD' }] },
    { combinator: 'or', rules: [{ field: 'cardBin', operator: 'beginsWith', value: `9${String(n).padStart(3, '0')}` }, { field: 'cardCountry', operator: 'in', value: ['KP', 'IR', 'SY'] }] },
    { combinator: 'and', rules: [{ field: 'cardPaymentsHour', operator: '>=', value: 20 + n }, { field: 'paymentMethod', operator: '=', value: 'Card' }] },
    { combinator: 'and', rules: [{ field: 'emailPaymentsDay', operator: '>=', value: 30 + n }, { field: 'blacklist', operator: 'in', value: 'Email' }] },
    { combinator: 'or', rules: [{ field: 'blacklist', operator: 'in', value: 'CardFingerprint' }, { field: 'blacklist', operator: 'in', value: 'Bin' }] },
    { combinator: 'and', rules: [{ field: 'ipPaymentsHour', operator: '>=', value: 40 + n }, { field: 'emailDomain', operator: 'in', value: ['mailinator.com', 'example.net'] }] },
    { combinator: 'and', not: true, rules: [{ field: 'currency', operator: 'in', value: ['GBP', 'EUR', 'USD', 'TRY'] }] },
    { combinator: 'and', rules: [{ field: 'riskScore', operator: '>=', value: 79 }, { field: 'amount', operator: '>=', value: 100_000 + n }] },
  ];
  return kinds[n % kinds.length]!;
}
const ACTIONS = ['Block', 'Review', 'RequestThreeDS', 'Block', 'Review', 'Block', 'Review', 'Allow'] as const;

async function main() {
  const bench = await startBenchServer(ROWS);
  const { server } = bench;
  const db = server.database.db;
  const tenantId = seedIds.tenant('acme');
  const merchantId = seedIds.merchant('blue-bottle');
  const now = new Date();

  // --- the backtest ---
  const { rows: [scope] } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions
    WHERE tenant_id = ${tenantId} AND mode = 'Live' AND parent_id IS NULL AND type IN ('Sale', 'Authorisation') AND created_at >= ${new Date(now.getTime() - 90 * 86_400_000).toISOString()}`);
  const direct: number[] = [];
  let last = { total: 0, blocked: 0 };
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    last = await backtest(db, { owner: { tenantId, merchantId: null }, mode: 'Live', now, days: 90, action: 'Block', conditions: FIVE_CONDITIONS });
    direct.push(performance.now() - t0);
  }
  const bearer = await bench.token('tenant@demo.test');
  const http: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await fetch(`${bench.origin}/svc/merchant/api/v1/${ANTIFRAUD_RULE_ENDPOINTS.backtest.path}`, {
      method: 'POST', headers: { authorization: `Bearer ${bearer}`, mode: 'Live', 'content-type': 'application/json' },
      body: JSON.stringify({ days: 90, action: 'Block', conditions: FIVE_CONDITIONS }),
    });
    if (res.status !== 200) throw new Error(`backtest over HTTP: ${res.status} ${await res.text()}`);
    await res.json();
    http.push(performance.now() - t0);
  }

  // --- the evaluator per payment: 50 active rules, 10 000 list entries ---
  await db.insert(antifraudRules).values(Array.from({ length: RULES }, (_, n) => ({
    id: randomUUID(), ruleId: randomUUID(), version: 1, tenantId, merchantId: n % 2 === 0 ? merchantId : null, mode: 'Live' as const,
    name: `Bench rule ${String(n + 1).padStart(2, '0')}`, action: ACTIONS[n % ACTIONS.length]!, score: 50 + (n % 40),
    conditions: ruleConditions(n), status: 'Active', activatedAt: now,
  })));
  const listTypes = ['CardFingerprint', 'Bin', 'Email', 'EmailDomain', 'Ip'] as const;
  const entryValue = (type: (typeof listTypes)[number], n: number) => {
    switch (type) {
      case 'CardFingerprint': return `9${String(n).padStart(5, '0')}******${String(n % 10_000).padStart(4, '0')}`;
      case 'Bin': return `8${String(n).padStart(7, '0')}`;
      case 'Email': return `fraud${n}@bench.test`;
      case 'EmailDomain': return `spam${n}.example`;
      case 'Ip': return n % 10 === 0 ? `10.${(n >> 8) & 255}.${n & 255}.0/24` : `172.16.${(n >> 8) & 255}.${n & 255}`;
    }
  };
  const entries = Array.from({ length: LIST_ENTRIES }, (_, n) => {
    const listType = listTypes[n % listTypes.length]!;
    return { id: randomUUID(), tenantId, merchantId: n % 3 === 0 ? merchantId : null, listType, value: entryValue(listType, n), reason: 'bench', expiresAt: n % 7 === 0 ? new Date(now.getTime() + 86_400_000) : null };
  });
  for (let i = 0; i < entries.length; i += 1000) await db.insert(blacklistEntries).values(entries.slice(i, i + 1000)).onConflictDoNothing();
  await db.insert(blacklistEntries).values(['KP', 'IR', 'SY', 'CU'].map((value) => ({ id: randomUUID(), tenantId, merchantId: null, listType: 'Country', value, reason: 'bench' }))).onConflictDoNothing();
  const { rows: [listed] } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM blacklist_entries WHERE tenant_id = ${tenantId}`);

  // Real cards, e-mails and IPs of Blue Bottle's payments, so velocity counts find earlier ones.
  const { rows: samples } = await db.execute<{ first6: string | null; last4: string | null; email: string | null; ip: string | null; country: string | null; currency: string; amount: number }>(sql`
    SELECT card_first6 AS first6, card_last4 AS last4, customer_email AS email, customer_ip AS ip, card_country AS country, currency, amount
    FROM transactions WHERE merchant_id = ${merchantId} AND mode = 'Live' AND parent_id IS NULL ORDER BY created_at DESC LIMIT ${PAYMENTS}`);
  const payment = (i: number): ScreenedPayment => {
    const s = samples[i % samples.length]!;
    return {
      transactionId: randomUUID(), tenantId, merchantId, mode: 'Live', now: new Date(), amount: s.amount, currency: s.currency, paymentMethod: 'Card', websiteId: null,
      cardFirst6: s.first6, cardLast4: s.last4, cardCountry: s.country, email: s.email, ip: s.ip, ipCountry: null,
    };
  };
  for (let i = 0; i < 20; i++) await screenPayment(db, payment(i)); // warm-up
  // Two passes over the same payments: the first reads each card's, e-mail's and IP's index pages for the first time
  // (as the first payment of a customer in a while), the second finds them in the database's cache.
  const screen: number[] = [];
  const again: number[] = [];
  const outcomes: Record<string, number> = {};
  for (const pass of [screen, again]) {
    for (let i = 0; i < PAYMENTS; i++) {
      const p = payment(i);
      const t0 = performance.now();
      const answer = await screenPayment(db, p);
      pass.push(performance.now() - t0);
      if (pass === screen) outcomes[answer.outcome] = (outcomes[answer.outcome] ?? 0) + 1;
    }
  }
  // Each part alone (the same payments): the active rules' read, the velocity statement, the list read.
  const parts = { rules: [] as number[], velocity: [] as number[], lists: [] as number[] };
  const owner = { tenantId, merchantId };
  for (let i = 0; i < PAYMENTS; i++) {
    const p = payment(i);
    let t0 = performance.now();
    const rules = await activeRules(db, owner, 'Live');
    parts.rules.push(performance.now() - t0);
    t0 = performance.now();
    await velocityOf(db, p, fieldsUsed(rules));
    parts.velocity.push(performance.now() - t0);
    const facts = { cardFingerprint: fingerprintOf(p.cardFirst6, p.cardLast4), cardBin: p.cardFirst6, email: p.email ?? null, emailDomain: p.email?.split('@')[1] ?? null, ip: p.ip ?? null, cardCountry: p.cardCountry, ipCountry: null };
    t0 = performance.now();
    await listsFor(db, owner, p.now, listProbeOf(facts as never), ipv4Of(p.ip ?? null));
    parts.lists.push(performance.now() - t0);
  }
  const p0 = payment(0);
  const { rows: plan } = await db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, BUFFERS) ${listQuery(owner, listProbeOf({ cardFingerprint: fingerprintOf(p0.cardFirst6, p0.cardLast4), cardBin: p0.cardFirst6, email: p0.email ?? null, emailDomain: p0.email?.split('@')[1] ?? null, ip: p0.ip ?? null, cardCountry: p0.cardCountry, ipCountry: null } as never), ipv4Of(p0.ip ?? null))!}`);
  // The floor: one round trip to the database (what any read the payment path adds costs at least).
  const roundTrip: number[] = [];
  for (let i = 0; i < 200; i++) { const t0 = performance.now(); await db.execute(sql`SELECT 1`); roundTrip.push(performance.now() - t0); }

  console.log(JSON.stringify({
    kind: server.database.kind, rows: bench.rows, seedMs: bench.seedMs,
    backtest: { days: 90, conditions: 5, scope: scope?.n ?? 0, total: last.total, blocked: last.blocked, direct: stats(direct), http: stats(http), runs: RUNS },
    screen: { rules: RULES, entries: listed?.n ?? 0, payments: PAYMENTS, ...stats(screen), again: stats(again), outcomes, parts: { rules: stats(parts.rules), velocity: stats(parts.velocity), lists: stats(parts.lists) }, roundTrip: stats(roundTrip) },
    listPlan: plan.map((r) => r['QUERY PLAN']), load: os.loadavg().map((l) => l.toFixed(1)),
  }));
  await server.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
