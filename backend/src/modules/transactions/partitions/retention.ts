import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { NOTIFICATION_TYPES, SUPPORT_PATHS } from '@portal/contracts';
import type { Db } from '../../../db/client';
import { tenants, users } from '../../../db/schema';
import { insertFileStream } from '../../files/repository';
import { notifyUsers } from '../../notifications/notify';
import { childPartitionName, listMonthPartitions, monthStart, PARTITIONED_CHILDREN, TRANSACTION_CHILDREN } from './month-partitions';

/**
 * Retention and archive of transactions (ADR 0117). Each tenant may keep its transactions N whole months before the
 * current one (tenants.transaction_retention_months; null keeps all). Partitions are shared by the tenants, so:
 * - a month partition in which every tenant with rows allows it is archived (one file per tenant), DETACHed and
 *   DROPped: no row-by-row delete, no bloat;
 * - in a month some tenant still keeps, only the rows of the tenants past their retention are archived and deleted.
 * Either way the day totals stay (ADR 0060): the archived months' reports still add up.
 */

export const ARCHIVE_CONTENT_TYPE = 'application/gzip';
const BATCH = 5_000;

export interface ArchivedMonth {
  tenantId: string;
  month: string;
  rows: number;
  fileId: string;
}

export interface RetentionResult {
  archived: ArchivedMonth[];
  droppedPartitions: string[];
}

/** The first month a tenant keeps: anything before it may go. */
export const keptFrom = (now: Date, months: number): string => monthStart(now, -months);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Pick<Db, 'execute'>;

/** One tenant's rows of one partition table as NDJSON lines, read in keyset batches of BATCH (one batch in memory). */
async function* ndjsonRows(db: Executor, table: string, tenantId: string, count: { rows: number }): AsyncGenerator<string> {
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const cursor = after ? sql`AND (t.created_at, t.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``;
    type Row = { row: Record<string, unknown>; created_at: string; id: string };
    const result = await db.execute<Row>(sql`
      SELECT to_jsonb(t) AS row, t.created_at::text AS created_at, t.id::text AS id FROM ${sql.identifier(table)} t
      WHERE t.tenant_id = ${tenantId} ${cursor} ORDER BY t.created_at, t.id LIMIT ${BATCH}`);
    const batch: Row[] = result.rows;
    if (batch.length) yield batch.map((r) => `${JSON.stringify(r.row)}\n`).join('');
    count.rows += batch.length;
    if (batch.length < BATCH) return;
    after = { createdAt: batch.at(-1)!.created_at, id: batch.at(-1)!.id };
  }
}

export interface ArchiveWrite {
  fileId: string;
  rows: number;
  /** Bytes of the gzip file and the pieces it is stored in. */
  size: number;
  parts: number;
}

/**
 * Writes one tenant's rows of one month partition as a gzip NDJSON file in its files, in constant memory: keyset
 * batches -> NDJSON -> a gzip stream (backpressure through `pipeline`) -> pieces of `partBytes` (stored_file_parts),
 * so at most a batch of rows and a piece are held, whatever the month's size. `ownerId`: the staff user who owns it.
 */
export async function writeArchive(
  db: Db, v: { table: string; tenantId: string; month: string; ownerId: string; partBytes?: number },
): Promise<ArchiveWrite> {
  const count = { rows: 0 };
  const gzip = createGzip();
  const written = pipeline(Readable.from(ndjsonRows(db, v.table, v.tenantId, count)), gzip);
  const fileName = `transactions-${v.month.slice(0, 7)}.ndjson.gz`;
  const [file] = await Promise.all([
    insertFileStream(db, { tenantId: v.tenantId, merchantId: null, uploadedById: v.ownerId, fileName, contentType: ARCHIVE_CONTENT_TYPE },
      gzip as AsyncIterable<Buffer>, v.partBytes),
    written,
  ]);
  return { fileId: file.id, rows: count.rows, size: file.size, parts: file.parts };
}

/** The tenant's active staff, oldest first: the first owns the archive, all are told (none: the tenant keeps its rows). */
async function staffOf(db: Db, tenantId: string): Promise<string[]> {
  const staff = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userType, 'crm'), eq(users.isActive, true))).orderBy(asc(users.createdAt));
  return staff.map((u) => u.id);
}

/** Archives a tenant's rows of a month partition into its files and tells its staff; null when it has no staff to own the file. */
async function archiveTenantMonth(db: Db, table: string, tenantId: string, month: string): Promise<ArchivedMonth | null> {
  const staff = await staffOf(db, tenantId);
  if (!staff.length) return null;
  const { fileId, rows } = await writeArchive(db, { table, tenantId, month, ownerId: staff[0]! });
  const fileName = `transactions-${month.slice(0, 7)}.ndjson.gz`;
  // A ReportGenerated notification: its download button fetches the file (tenant staff read their tenant's files).
  await notifyUsers(db, staff, {
    text: { key: 'transactions.archived', params: { month: month.slice(0, 7), rows: String(rows), fileName } },
    notificationType: NOTIFICATION_TYPES.reportGenerated,
    objectUrl: SUPPORT_PATHS.file(fileId),
    useRouter: false,
  });
  return { tenantId, month, rows, fileId };
}

/**
 * What the foreign keys did on delete, for the rows of a detached partition (its DROP fires no trigger). The
 * partitioned children (events, API logs, journals) are not touched here: their month's partitions are dropped with
 * the parent's (`dropMonth`).
 */
async function forgetChildren(tx: Executor, table: string): Promise<void> {
  for (const [child, column, onDelete] of TRANSACTION_CHILDREN) {
    if ((PARTITIONED_CHILDREN as readonly string[]).includes(child)) continue;
    const ids = sql`(SELECT id FROM ${sql.identifier(table)})`;
    await tx.execute(onDelete === 'cascade'
      ? sql`DELETE FROM ${sql.identifier(child)} WHERE ${sql.identifier(column)} IN ${ids}`
      : sql`UPDATE ${sql.identifier(child)} SET ${sql.identifier(column)} = NULL WHERE ${sql.identifier(column)} IN ${ids}`);
  }
}

/**
 * Detaches and drops a month: the transactions' partition and the partitioned children's of the same month (no
 * delete by id: their rows are exactly the month's transactions' rows); the other children's rows go (or forget the
 * transaction) by id, and webhook messages forget the dropped events. Answers the tables dropped.
 */
async function dropMonth(tx: Executor, name: string): Promise<string[]> {
  const children = PARTITIONED_CHILDREN.map((child) => [child, childPartitionName(child, name)] as const);
  await tx.execute(sql`ALTER TABLE transactions DETACH PARTITION ${sql.identifier(name)}`);
  for (const [child, part] of children) {
    const { rows } = await tx.execute<{ present: boolean }>(sql`SELECT to_regclass(${part}) IS NOT NULL AS present`);
    if (rows[0]?.present) await tx.execute(sql`ALTER TABLE ${sql.identifier(child)} DETACH PARTITION ${sql.identifier(part)}`);
  }
  await forgetChildren(tx, name);
  const events = childPartitionName('transaction_events', name);
  const dropped = [name];
  for (const [, part] of children) {
    const { rows } = await tx.execute<{ present: boolean }>(sql`SELECT to_regclass(${part}) IS NOT NULL AS present`);
    if (!rows[0]?.present) continue;
    if (part === events) await tx.execute(sql`UPDATE webhook_messages SET event_id = NULL WHERE event_id IN (SELECT id FROM ${sql.identifier(part)})`);
    await tx.execute(sql`DROP TABLE ${sql.identifier(part)}`);
    dropped.push(part);
  }
  await tx.execute(sql`DROP TABLE ${sql.identifier(name)}`);
  return dropped;
}

/** Archives and removes what the tenants' retention lets go, as of `now`. Idempotent: a second run finds nothing. */
export async function applyTransactionRetention(db: Db, now: Date): Promise<RetentionResult> {
  const result: RetentionResult = { archived: [], droppedPartitions: [] };
  const rules = await db.select({ id: tenants.id, months: tenants.transactionRetentionMonths }).from(tenants).where(isNotNull(tenants.transactionRetentionMonths));
  if (!rules.length) return result;
  const keptFromOf = new Map(rules.map((r) => [r.id, keptFrom(now, r.months!)]));
  const oldestKept = [...keptFromOf.values()].sort().at(-1)!;
  for (const { name, month } of await listMonthPartitions(db)) {
    if (!month || month >= oldestKept) continue;
    const { rows: present } = await db.execute<{ tenant_id: string }>(sql`SELECT DISTINCT tenant_id FROM ${sql.identifier(name)}`);
    const going = present.filter((r) => { const from = keptFromOf.get(r.tenant_id); return from !== undefined && month < from; });
    if (!going.length) continue;
    const archives: ArchivedMonth[] = [];
    for (const { tenant_id: tenantId } of going) {
      const archived = await archiveTenantMonth(db, name, tenantId, month);
      if (archived) archives.push(archived);
    }
    const everyTenantGoes = archives.length === present.length;
    await db.transaction(async (tx: Tx) => {
      if (everyTenantGoes) {
        // Nobody keeps this month: the whole partition goes at once, with its children's month partitions.
        result.droppedPartitions.push(...await dropMonth(tx, name));
      } else {
        // Others keep theirs: only the archived tenants' rows go (their children by the delete trigger); the day
        // totals stay as they are.
        await tx.execute(sql`SET LOCAL portal.keep_day_totals = 'on'`);
        const lo = sql`${month}::timestamp AT TIME ZONE 'UTC'`;
        const hi = sql`(${month}::date + interval '1 month')::timestamp AT TIME ZONE 'UTC'`;
        for (const a of archives) {
          await tx.execute(sql`DELETE FROM transactions WHERE tenant_id = ${a.tenantId} AND created_at >= ${lo} AND created_at < ${hi}`);
        }
      }
    });
    result.archived.push(...archives);
  }
  return result;
}
