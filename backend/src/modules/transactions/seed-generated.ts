import { availableParallelism } from 'node:os';
import { and, count, eq, isNull, like, sql, type SQL } from 'drizzle-orm';
import { DISPUTE_RESPONSE_DAYS } from '@portal/contracts';
import type { Db } from '../../db/client';
import { paymentChannels, transactions, websites } from '../../db/schema';
import { SEED_PAYMENT_METHODS, type SeedMerchant } from '../../db/seed-data';
import { seedIds } from '../../db/seed';
import { stableId } from '../../lib/ids';
import { ensureMonthPartitions, monthsBetween } from './partitions/month-partitions';

/**
 * Generated transactions (ADR 0016): `perMerchant` payments per demo merchant over the SEED_DAYS (default 90) days
 * before seed time, and their captures, voids, refunds, reversals and chargebacks with parent ids, written by one
 * INSERT ... SELECT over generate_series per merchant (a bulk seed builds the secondary indexes after it).
 * Deterministic: row n of a merchant always has the same id, external id and facts (md5 of merchant and n);
 * only the times move with the seed time. Re-running tops up to `perMerchant` and never duplicates.
 */

/** Which provider carries each method (one channel per merchant and method). */
export const PROVIDER_OF_METHOD: Record<string, string> = {
  card: 'acquirer-one', 'apple-pay': 'acquirer-one', 'google-pay': 'northbank', 'open-banking': 'openbank-hub',
  'bank-transfer': 'northbank', paypal: 'bosphorus-pay',
};
/** Cumulative share (per cent) of each method of SEED_PAYMENT_METHODS, in that order: cards dominate. */
const METHOD_SHARE = [55, 67, 77, 87, 95, 100];
const CARD_METHODS = ['card', 'apple-pay', 'google-pay'];
const BINS = ['411111', '424242', '535522', '555555', '400012', '476173', '520082', '979200'];
const CARD_COUNTRIES = ['GB', 'GB', 'GB', 'DE', 'FR', 'NL', 'ES', 'IT', 'IE', 'TR', 'US', 'CY'];
const CURRENCIES: Record<string, string[]> = { acme: ['GBP', 'GBP', 'EUR'], globex: ['USD', 'USD', 'EUR'] };

export const generatedExternalIdPrefix = (shortCode: string) => `PAY-${shortCode}-`;

const websiteIds = (merchantKey: string) => [1, 2].map((n) => stableId(`website:${merchantKey}:${n}`));
const channelId = (merchantKey: string, method: string) => stableId(`channel:${merchantKey}:${method}`);

/** Two websites and one channel per method for each demo merchant (what the transactions point at). */
export async function seedWebsitesAndChannels(db: Db, merchants: SeedMerchant[], shortCodes: Record<string, string>): Promise<void> {
  for (const m of merchants) {
    const tenantId = seedIds.tenant(m.tenant);
    const merchantId = seedIds.merchant(m.key);
    const host = m.legalBusinessName.toLowerCase().replace(/ ltd$/, '').replace(/[^a-z0-9]+/g, '-');
    const [shop, app] = websiteIds(m.key);
    await db.insert(websites).values([
      { id: shop!, tenantId, merchantId, name: `${m.legalBusinessName.replace(/ Ltd$/, '')} shop`, url: `https://${host}.example` },
      { id: app!, tenantId, merchantId, name: `${m.legalBusinessName.replace(/ Ltd$/, '')} app`, url: `https://app.${host}.example` },
    ]).onConflictDoNothing();
    await db.insert(paymentChannels).values(SEED_PAYMENT_METHODS.map(([method, name]) => ({
      id: channelId(m.key, method), tenantId, merchantId, name: `${shortCodes[m.key]} ${name}`,
      serviceProviderId: PROVIDER_OF_METHOD[method]!, paymentMethodId: method,
      currency: CURRENCIES[m.tenant]?.[0] ?? 'EUR',
    }))).onConflictDoNothing();
  }
}

const textArray = (values: readonly string[]) => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/** Days before the seed time its generated payments fall in, unless SEED_DAYS says otherwise (ADR 0117 "Session 29"). */
export const SEED_DAYS = 90;

/** The payments n = from..to of one merchant: sales, authorisations and payouts with their outcomes, over `days` days. */
function insertPayments(m: SeedMerchant, shortCode: string, from: number, to: number, now: Date, days: number) {
  const methods = SEED_PAYMENT_METHODS.map(([id]) => id);
  const liveShare = m.processingStatus === 'Processing' ? 85 : 0;
  // r1..r4: four independent 28-bit numbers from md5(merchant:n); every choice below reads one of them.
  return sql`
    INSERT INTO transactions (id, tenant_id, merchant_id, external_id, type, amount, currency, status, payment_method,
      mode, website_id, payment_channel_id, service_provider_id, card_first6, card_last4, card_country, customer_email,
      customer_ip, parent_id, parent_created_at, parent_external_id, created_at)
    SELECT md5(${m.key} || ':' || n)::uuid, ${seedIds.tenant(m.tenant)}::uuid, ${seedIds.merchant(m.key)}::uuid,
      ${generatedExternalIdPrefix(shortCode)} || lpad(n::text, 7, '0'),
      kind, amount, currency, status, method, mode,
      (${textArray(websiteIds(m.key))})[1 + r3 % 2]::uuid,
      (${textArray(methods.map((x) => channelId(m.key, x)))})[mi]::uuid,
      (${textArray(methods.map((x) => PROVIDER_OF_METHOD[x]!))})[mi],
      CASE WHEN is_card THEN (${textArray(BINS)})[1 + r2 % ${BINS.length}] END,
      CASE WHEN is_card THEN lpad((r4 % 10000)::text, 4, '0') END,
      CASE WHEN is_card THEN (${textArray(CARD_COUNTRIES)})[1 + r3 % ${CARD_COUNTRIES.length}] END,
      CASE WHEN kind <> 'Payout' THEN 'customer' || (r4 % 4000) || '@example.com' END,
      CASE WHEN kind <> 'Payout' THEN '203.0.113.' || (r2 % 250 + 1) END,
      NULL, NULL, NULL,
      ${now.toISOString()}::timestamptz - (r1 % ${days * 86_400}) * interval '1 second'
    FROM (
      SELECT n, r1, r2, r3, r4, mi, method, method = ANY(${textArray(CARD_METHODS)}) AS is_card,
        (${textArray(CURRENCIES[m.tenant] ?? ['EUR'])})[1 + r4 % ${(CURRENCIES[m.tenant] ?? ['EUR']).length}] AS currency,
        CASE WHEN r3 % 100 < ${liveShare} THEN 'Live' ELSE 'Test' END AS mode,
        kind,
        -- Amounts: mostly 1.00-120.00, one in ten up to 2 000.00.
        CASE WHEN r2 % 10 = 0 THEN 100 + r1 % 199900 ELSE 100 + r1 % 11900 END AS amount,
        CASE kind
          WHEN 'Sale' THEN CASE WHEN o < 78 THEN 'Captured' WHEN o < 90 THEN 'Declined' WHEN o < 93 THEN 'Failed'
            WHEN o < 96 THEN 'Pending' WHEN o < 98 THEN 'Blocked' ELSE 'Refunded' END
          WHEN 'Authorisation' THEN CASE WHEN o < 30 THEN 'Reserved' WHEN o < 88 THEN 'Successful' ELSE 'Declined' END
          ELSE CASE WHEN o < 85 THEN 'Successful' WHEN o < 90 THEN 'Pending' WHEN o < 95 THEN 'WaitingForApproval' ELSE 'Failed' END
        END AS status
      FROM (
        SELECT n, r1, r2, r3, r4, o, mi, (${textArray(methods)})[mi] AS method,
          CASE WHEN payout THEN 'Payout' WHEN mi <= 3 AND r2 % 5 = 0 THEN 'Authorisation' ELSE 'Sale' END AS kind
        FROM (
          SELECT n, r1, r2, r3, r4, r4 % 100 AS o, r1 % 100 < 3 AS payout,
            CASE WHEN r1 % 100 < 3 THEN ${methods.indexOf('bank-transfer') + 1}
              ${sql.raw(METHOD_SHARE.map((share, i) => `WHEN r3 % 100 < ${share} THEN ${i + 1}`).join(' '))} END AS mi
          FROM (
            SELECT n,
              ('x' || substr(h, 1, 7))::bit(28)::int AS r1, ('x' || substr(h, 8, 7))::bit(28)::int AS r2,
              ('x' || substr(h, 15, 7))::bit(28)::int AS r3, ('x' || substr(h, 22, 7))::bit(28)::int AS r4
            FROM (SELECT n, md5(${m.key} || ':' || n) AS h FROM generate_series(${from}::int, ${to}::int) AS n) hashed
            -- OFFSET 0 keeps each level a subquery of its own: flattened, every use of r1..r4 (about twenty)
            -- would hash again, which made the insert several times slower.
            OFFSET 0
          ) numbers
          OFFSET 0
        ) picked
      ) kinds
    ) rows
    ON CONFLICT DO NOTHING
    RETURNING *`;
}

/**
 * What happened after a payment: authorisations captured (8 in 10) or voided; refunded sales refunded in
 * full; about 8 % of captured sales refunded in part, 0.5 % charged back and 0.5 % reversed. Children keep
 * the parent's merchant, website, channel, card and customer, and come 1-72 hours later (never in the future).
 * One statement with the payments (a data-modifying WITH): the follow-ups read the rows just inserted, never
 * the whole table; payments that were already there (a top-up) got theirs when they were written.
 */
function insertPaymentsAndFollowUps(m: SeedMerchant, shortCode: string, from: number, to: number, now: Date, days: number) {
  return sql`
    WITH payments AS (${insertPayments(m, shortCode, from, to, now, days)})
    INSERT INTO transactions (id, tenant_id, merchant_id, external_id, type, amount, currency, status, payment_method,
      mode, website_id, payment_channel_id, service_provider_id, card_first6, card_last4, card_country, customer_email,
      customer_ip, parent_id, parent_created_at, parent_external_id, created_at)
    SELECT md5(p.id::text || ':' || f.kind)::uuid, p.tenant_id, p.merchant_id, p.external_id || '-' || f.suffix, f.kind,
      f.amount, p.currency, f.status, p.payment_method, p.mode, p.website_id, p.payment_channel_id, p.service_provider_id,
      p.card_first6, p.card_last4, p.card_country, p.customer_email, p.customer_ip, p.id, p.created_at, p.external_id,
      LEAST(p.created_at + (1 + p.r % 72) * interval '1 hour', ${now.toISOString()}::timestamptz)
    FROM (SELECT t.*, ('x' || substr(md5(t.id::text), 1, 7))::bit(28)::int AS r FROM payments t) p
    CROSS JOIN LATERAL (
      SELECT * FROM (VALUES
        ('Capture', 'C1', p.amount, 'Captured', p.type = 'Authorisation' AND p.status = 'Successful' AND p.r % 10 < 8),
        ('Void', 'V1', p.amount, 'Successful', p.type = 'Authorisation' AND p.status = 'Successful' AND p.r % 10 >= 8),
        ('Refund', 'R1', p.amount, 'Successful', p.type = 'Sale' AND p.status = 'Refunded'),
        ('Refund', 'R1', GREATEST(p.amount / 3, 1),
          CASE WHEN p.r % 20 = 0 THEN 'WaitingForApproval' WHEN p.r % 20 = 1 THEN 'Pending' ELSE 'Successful' END,
          p.type = 'Sale' AND p.status = 'Captured' AND p.r % 1000 < 80),
        ('Chargeback', 'CB1', p.amount, ${chargebackStatus(now)}, p.type = 'Sale' AND p.status = 'Captured' AND p.r % 1000 BETWEEN 80 AND 84),
        ('Reversal', 'X1', p.amount, 'Successful', p.type = 'Sale' AND p.status = 'Captured' AND p.r % 1000 BETWEEN 85 AND 89)
      ) AS v(kind, suffix, amount, status, applies) WHERE applies
    ) f
    ON CONFLICT DO NOTHING`;
}

/**
 * Where a generated chargeback's dispute stands (ADR 0050 "Seeded cases"), as an acquirer's queue looks: Pending
 * (its case open) when it came in the last DISPUTE_RESPONSE_DAYS days, or when it came in the last
 * SEEDED_REVIEW_DAYS and a third of those were answered (under review); older ones decided, one in five won
 * (Declined) and the rest lost (Successful). The chargeback's time is the one the follow-ups' insert writes.
 */
function chargebackStatus(now: Date): SQL {
  const at = sql`p.created_at + (1 + p.r % 72) * interval '1 hour'`;
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  return sql`CASE
    WHEN ${at} > ${nowAt} - ${DISPUTE_RESPONSE_DAYS} * interval '1 day' THEN 'Pending'
    WHEN ${at} > ${nowAt} - ${SEEDED_REVIEW_DAYS} * interval '1 day' AND p.r % 3 = 0 THEN 'Pending'
    WHEN p.r % 1000 = 81 THEN 'Declined'
    ELSE 'Successful' END`;
}

/** How long a seeded answered case waits for the scheme's decision at most (the schemes take 30-75 days). */
export const SEEDED_REVIEW_DAYS = 45;

/** From this many new rows on, secondary indexes are built after the insert rather than kept up row by row. */
export const BULK_ROWS = 50_000;

type Executor = Pick<Db, 'execute'>;

/** Where a seed's time went (ms per phase), read by the benches (`npm run bench`) after a seed in their process. */
export const seedPhases: Array<{ phase: string; ms: number }> = [];

async function timed<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  try {
    return await work();
  } finally {
    seedPhases.push({ phase, ms: Math.round(performance.now() - t0) });
  }
}

/**
 * How many statements the seed runs at once: one per core, at most the pool's connections (PGlite's pool has one,
 * so it stays one; PostgreSQL's has ten).
 */
function lanesOf(db: Db): number {
  const max = (db as unknown as { $client?: { options?: { max?: number } } }).$client?.options?.max ?? 1;
  return Math.max(1, Math.min(availableParallelism(), max));
}

/**
 * Runs `jobs` (largest first is the caller's choice) `lanes` at a time, each on whichever pooled connection is free.
 * Jobs of the same `key` never run at once (one merchant's batches upsert the same day totals rows: two at once
 * would wait on each other's row locks, or deadlock); a lane takes the first job whose key is not running.
 */
export async function inLanes(lanes: number, jobs: Array<{ key?: string; run: () => Promise<unknown> }>): Promise<void> {
  const pending = [...jobs];
  const running = new Set<string>();
  const waiting: Array<() => void> = [];
  const lane = async (): Promise<void> => {
    while (pending.length > 0) {
      const i = pending.findIndex((j) => j.key === undefined || !running.has(j.key));
      if (i < 0) {
        await new Promise<void>((resolve) => { waiting.push(resolve); });
        continue;
      }
      const [job] = pending.splice(i, 1);
      if (job!.key !== undefined) running.add(job!.key);
      try {
        await job!.run();
      } finally {
        if (job!.key !== undefined) running.delete(job!.key);
        for (const resume of waiting.splice(0)) resume();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, jobs.length) }, lane));
}

/** One batch of one merchant's payments. */
type Insert = { merchant: string; query: SQL };

type Definitions = { indexes: Array<{ name: string; definition: string }>; keys: Array<{ name: string; definition: string }> };

async function definitionsOf(db: Executor): Promise<Definitions> {
  const { rows: indexes } = await db.execute<{ name: string; definition: string }>(sql`
    SELECT indexname AS name, indexdef AS definition FROM pg_indexes
    WHERE schemaname = current_schema() AND tablename = 'transactions' AND indexdef NOT LIKE 'CREATE UNIQUE INDEX%'`);
  const { rows: keys } = await db.execute<{ name: string; definition: string }>(sql`
    SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
    WHERE conrelid = 'transactions'::regclass AND contype = 'f'`);
  return { indexes, keys };
}

async function dropAll(db: Executor, { indexes, keys }: Definitions): Promise<void> {
  for (const { name } of keys) await db.execute(sql`ALTER TABLE transactions DROP CONSTRAINT ${sql.identifier(name)}`);
  for (const { name } of indexes) await db.execute(sql`DROP INDEX ${sql.identifier(name)}`);
}

/** On the partitioned table pg_indexes reads "ON ONLY transactions": built without ONLY, each index is made on every partition again (ADR 0117). */
const onEveryPartition = (definition: string) => definition.replace(' ON ONLY ', ' ON ');

async function addKeys(db: Executor, { keys }: Definitions): Promise<void> {
  for (const { name, definition } of keys) await db.execute(sql`ALTER TABLE transactions ADD CONSTRAINT ${sql.identifier(name)} ${sql.raw(definition)}`);
}

/**
 * The inserts of a bulk seed in one transaction: the table's secondary indexes (all but the unique ones
 * ON CONFLICT needs) and its foreign keys are dropped, the rows written, and both made again from their own
 * definitions: one sorted build per index instead of a million random insertions, one join per foreign
 * key instead of a trigger call per row. A failure rolls all of it back, indexes and keys included. One
 * connection (PGlite).
 */
async function withoutSecondaryIndexes(db: Db, inserts: Insert[]): Promise<void> {
  await db.transaction(async (tx) => {
    const definitions = await definitionsOf(tx);
    await dropAll(tx, definitions);
    await timed('insert (and the day totals, by their trigger)', async () => { for (const { query } of inserts) await tx.execute(query); });
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '128MB'`);
    await timed('indexes', async () => { for (const { definition } of definitions.indexes) await tx.execute(sql.raw(onEveryPartition(definition))); });
    await timed('foreign keys', () => addKeys(tx, definitions));
  });
}

/**
 * The same on PostgreSQL with `lanes` connections (ADR 0117 "Session 29"): the drop is committed first, then the
 * merchants' inserts run `lanes` at a time (each merchant's day totals are its own rows, so the lanes never wait
 * for each other), then each month partition's indexes are built `lanes` at a time, and the parent's indexes
 * made last, which attaches the partitions' matching ones instead of building them again. Not one transaction:
 * whatever happens, the indexes and keys are made again before the error is passed on.
 */
async function withoutSecondaryIndexesInLanes(db: Db, lanes: number, inserts: Insert[]): Promise<void> {
  const definitions = await definitionsOf(db);
  await db.transaction((tx) => dropAll(tx, definitions));
  const trigger = await dayTotalsTriggerMs(db);
  // The day totals' trigger's own time, where PostgreSQL may count it (track_functions is a superuser's setting, the
  // forced flush PostgreSQL 15's): the bench's seed says how much of the insert it is.
  const insert = (query: SQL) => (trigger === null ? db.execute(query) : db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL track_functions = 'pl'`);
    await tx.execute(query);
    await tx.execute(sql`SELECT pg_stat_force_next_flush()`);
  }));
  try {
    await timed(`insert (and the totals, by their triggers), ${lanes} connections`, () => inLanes(lanes, inserts.map(({ merchant, query }) => ({ key: merchant, run: () => insert(query) }))));
  } finally {
    await timed(`indexes, ${lanes} connections`, async () => {
      // Leaf partitions, largest first, so the last jobs are the short ones.
      const { rows: partitions } = await db.execute<{ name: string }>(sql`
        SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'transactions'::regclass AND c.relkind = 'r' ORDER BY pg_relation_size(c.oid) DESC, c.relname`);
      const jobs = partitions.flatMap(({ name }) => definitions.indexes.map(({ definition }) => ({ run: () => db.transaction(async (tx) => {
        // One core per build: the lanes are the parallelism.
        await tx.execute(sql`SET LOCAL maintenance_work_mem = '128MB'`);
        await tx.execute(sql`SET LOCAL max_parallel_maintenance_workers = 0`);
        await tx.execute(sql.raw(definition.replace(/^CREATE INDEX \S+ ON ONLY \S+ /, `CREATE INDEX ON ${JSON.stringify(name)} `)));
      }) })));
      await inLanes(lanes, jobs);
      for (const { definition } of definitions.indexes) await db.execute(sql.raw(onEveryPartition(definition)));
    });
    await timed('foreign keys', () => addKeys(db, definitions));
    const after = trigger === null ? null : await dayTotalsTriggerMs(db);
    // Shown under the insert it is part of.
    const at = seedPhases.findIndex((p) => p.phase.startsWith('insert')) + 1;
    if (trigger !== null && after !== null) seedPhases.splice(at, 0, { phase: `  of which the totals' triggers: day totals and card countries (summed over the ${lanes} connections)`, ms: Math.round(after - trigger) });
  }
}

/** The totals' insert triggers' time so far in this database (ms; day totals and card countries), or null where it cannot be counted. */
async function dayTotalsTriggerMs(db: Db): Promise<number | null> {
  const { rows: [can] } = await db.execute<{ counts: boolean }>(sql`SELECT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
    AND current_setting('server_version_num')::int >= 150000 AS counts`);
  if (!can?.counts) return null;
  const { rows: [row] } = await db.execute<{ ms: number }>(sql`SELECT coalesce((SELECT sum(total_time) FROM pg_stat_user_functions
    WHERE funcname IN ('transaction_day_totals_apply', 'transaction_card_country_totals_apply')), 0)::float8 AS ms FROM (SELECT pg_stat_clear_snapshot()) AS fresh`);
  return row?.ms ?? 0;
}

/** Brings every demo merchant up to `perMerchant` generated payments (plus their follow-ups), over `days` days before `now`. */
export async function seedGeneratedTransactions(
  db: Db, merchants: SeedMerchant[], shortCodes: Record<string, string>, perMerchant: number, now = new Date(), bulkRows = BULK_ROWS,
  { days = SEED_DAYS }: { days?: number } = {},
): Promise<void> {
  if (perMerchant <= 0) return;
  seedPhases.length = 0;
  await seedWebsitesAndChannels(db, merchants, shortCodes);
  const missing: Array<{ m: SeedMerchant; code: string; have: number }> = [];
  await timed('count what is there', async () => {
    for (const m of merchants) {
      const code = shortCodes[m.key]!;
      const [row] = await db.select({ n: count() }).from(transactions).where(and(
        eq(transactions.merchantId, seedIds.merchant(m.key)), isNull(transactions.parentId),
        like(transactions.externalId, `${generatedExternalIdPrefix(code)}%`)));
      const have = row?.n ?? 0;
      if (have < perMerchant) missing.push({ m, code, have });
    }
  });
  if (missing.length === 0) return;
  const lanes = lanesOf(db);
  // Batches of every merchant, interleaved (merchant by merchant within a round): two lanes then write two merchants.
  // At most 250 000 payments a statement; in lanes at least four a merchant, so the last merchant does not run alone
  // (1 M rows: 7 merchants of 123 000 were 4 + 3 statements on 2 lanes).
  const batch = lanes > 1 ? Math.min(250_000, Math.max(10_000, Math.ceil(perMerchant / 4))) : 250_000;
  const inserts: Insert[] = [];
  for (let round = 0; ; round += 1) {
    const due = missing.filter(({ have }) => have + 1 + round * batch <= perMerchant);
    if (due.length === 0) break;
    for (const { m, code, have } of due) {
      const from = have + 1 + round * batch;
      inserts.push({ merchant: m.key, query: insertPaymentsAndFollowUps(m, code, from, Math.min(from + batch - 1, perMerchant), now, days) });
    }
  }
  const adding = missing.reduce((n, x) => n + perMerchant - x.have, 0);
  // The payments fall in the `days` days before `now` (and their follow-ups up to `now`): their months' partitions
  // first, so no row lands in the default partition (ADR 0117).
  await ensureMonthPartitions(db, monthsBetween(new Date(now.getTime() - (days + 1) * 86_400_000), now));
  if (adding < bulkRows) await timed('insert', async () => { for (const { query } of inserts) await db.execute(query); });
  else if (lanes > 1) await withoutSecondaryIndexesInLanes(db, lanes, inserts);
  else await withoutSecondaryIndexes(db, inserts);
  // Fresh planner statistics after an insert, so the first lookups already pick the right indexes; after a
  // bulk one also the visibility map, so capped counts are index-only scans from the first request on: each
  // partition and the totals vacuumed in the lanes, then the parent analysed (autovacuum never analyses a partitioned parent).
  if (adding < bulkRows) await db.execute(sql`ANALYZE transactions`);
  else {
    await timed(`vacuum, ${lanes} connection${lanes > 1 ? 's' : ''}`, async () => {
      const { rows: partitions } = await db.execute<{ name: string }>(sql`
        SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'transactions'::regclass AND c.relkind = 'r' ORDER BY pg_relation_size(c.oid) DESC, c.relname`);
      // And the totals (day totals, card countries): every insert statement's trigger updated their rows again, so
      // their visibility map is empty and their covering indexes fetch the heap for every entry until autovacuum
      // reaches them, which on a live platform it has long done (measured: ADR 0117 "Session 33").
      const totals = ['transaction_day_totals', 'transaction_card_country_totals'].map((name) => ({ run: () => db.execute(sql`VACUUM (ANALYZE) ${sql.identifier(name)}`) }));
      await inLanes(lanes, [...totals, ...partitions.map(({ name }) => ({ run: () => db.execute(sql`VACUUM ${sql.identifier(name)}`) }))]);
    });
    await timed('analyze', () => db.execute(sql`ANALYZE transactions`));
  }
}
