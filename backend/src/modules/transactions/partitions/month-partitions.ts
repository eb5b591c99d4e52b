import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/**
 * The transactions table's month partitions (ADR 0117). The SQL functions of migration 0060 do the work, the same
 * on PostgreSQL and on embedded PGlite: `transaction_partition_ensure(month)` creates one month's partition (moving
 * that month's rows out of the default partition first), under an advisory lock, so replicas racing are safe.
 */

/** How many months after the current one always have their partition (the daily job keeps them). */
export const PARTITION_MONTHS_AHEAD = 3;

type Executor = Pick<Db, 'execute'>;

/** The first day (UTC) of the month `months` after the one holding `at`, as YYYY-MM-DD. */
export function monthStart(at: Date, months = 0): string {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
}

/** Every month from the one holding `from` to the one holding `to`, as their first days. */
export function monthsBetween(from: Date, to: Date): string[] {
  const months: string[] = [];
  for (let i = 0; ; i += 1) {
    const m = monthStart(from, i);
    if (m > monthStart(to)) return months;
    months.push(m);
  }
}

/** Creates the partitions of the given months that are missing; answers the months it created. */
export async function ensureMonthPartitions(db: Executor, months: string[]): Promise<string[]> {
  const created: string[] = [];
  for (const month of months) {
    const { rows } = await db.execute<{ created: boolean }>(sql`SELECT transaction_partition_ensure(${month}::date) AS created`);
    if (rows[0]?.created) created.push(month);
  }
  return created;
}

export interface PartitionUpkeep {
  /** Months whose partition was created ahead of time. */
  createdAhead: string[];
  /** Partitions created for rows that had landed in the default partition. */
  splitFromDefault: number;
  /** Rows of the tables that referenced transactions.id by a foreign key whose transaction is gone (should be 0). */
  orphans: Record<string, number>;
}

/** Child tables and the column that names their transaction (what the foreign keys were, ADR 0117). */
export const TRANSACTION_CHILDREN: ReadonlyArray<readonly [table: string, column: string, onDelete: 'cascade' | 'set null']> = [
  ['accounting_entries', 'transaction_id', 'cascade'], ['antifraud_checks', 'transaction_id', 'cascade'],
  ['apm_requests', 'transaction_id', 'cascade'], ['cascading_attempts', 'transaction_id', 'cascade'],
  ['disputes', 'chargeback_id', 'cascade'], ['disputes', 'payment_id', 'cascade'], ['merchant_payments', 'transaction_id', 'cascade'],
  ['smart_routing_logs', 'transaction_id', 'cascade'], ['transaction_api_logs', 'transaction_id', 'cascade'],
  ['transaction_events', 'transaction_id', 'cascade'], ['transaction_fees', 'transaction_id', 'cascade'],
  ['transaction_rejections', 'transaction_id', 'cascade'], ['transaction_relationships', 'transaction_id', 'cascade'],
  ['utr_resubmissions', 'transaction_id', 'cascade'], ['bank_deposits', 'transaction_id', 'set null'],
  ['open_banking_events', 'transaction_id', 'set null'], ['tenpay_bank_order_items', 'transaction_id', 'set null'],
  ['webhook_messages', 'transaction_id', 'set null'],
];

/**
 * The large children partitioned by their transaction's month (`transaction_created_at`, the parent's bounds and
 * names: `transaction_events_2026_11`): `transaction_partition_ensure` creates their months with the parent's, and
 * retention drops them with the parent's (ADR 0117, session 29).
 */
export const PARTITIONED_CHILDREN = ['transaction_events', 'transaction_api_logs', 'accounting_entries'] as const;
const isPartitioned = (table: string) => (PARTITIONED_CHILDREN as readonly string[]).includes(table);

/** A month partition's name for `table`, from the parent's (`transactions_2026_11` -> `transaction_events_2026_11`). */
export const childPartitionName = (child: string, parentPartition: string): string => parentPartition.replace(/^transactions_/, `${child}_`);

/** Rows naming a transaction that does not exist, per table.column (only the non-zero ones). */
export async function findOrphans(db: Executor): Promise<Record<string, number>> {
  const orphans: Record<string, number> = {};
  for (const [table, column] of TRANSACTION_CHILDREN) {
    const { rows } = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM ${sql.identifier(table)} c
      WHERE c.${sql.identifier(column)} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.id = c.${sql.identifier(column)}
        ${isPartitioned(table) ? sql`AND t.created_at = c.transaction_created_at` : sql``})`);
    if (rows[0]?.n) orphans[`${table}.${column}`] = rows[0].n;
  }
  return orphans;
}

/**
 * The daily upkeep: rows in the default partition get their month's partition, this month and the next
 * PARTITION_MONTHS_AHEAD have theirs, and the children's references are checked. Idempotent.
 */
export async function keepTransactionPartitions(db: Executor, now: Date): Promise<PartitionUpkeep> {
  const { rows } = await db.execute<{ n: number }>(sql`SELECT transaction_partitions_split_default() AS n`);
  const createdAhead = await ensureMonthPartitions(db, monthsBetween(now, new Date(monthStart(now, PARTITION_MONTHS_AHEAD))));
  return { createdAhead, splitFromDefault: rows[0]?.n ?? 0, orphans: await findOrphans(db) };
}

/** The partitions there are, oldest first, with their month (null for the default one). */
export async function listMonthPartitions(db: Executor): Promise<Array<{ name: string; month: string | null }>> {
  const { rows } = await db.execute<{ name: string }>(sql`
    SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'transactions'::regclass ORDER BY c.relname`);
  return rows.map(({ name }) => {
    const m = /^transactions_(\d{4})_(\d{2})$/.exec(name);
    return { name, month: m ? `${m[1]}-${m[2]}-01` : null };
  });
}
