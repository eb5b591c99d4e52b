import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { ensureTransactionDetails } from '../src/modules/transactions/detail-seed';
import { freshDatabase } from './helpers/server';

/** The detail drawer's data (ADR 0044): derived from the seeded transactions, balanced, deterministic. */
describe('transaction detail data', () => {
  let target: Awaited<ReturnType<typeof freshDatabase>>;
  let database: Database;
  const q = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> => (await database.db.execute<T>(query)).rows as T[];

  before(async () => {
    target = await freshDatabase({ seeded: true });
    database = await openDatabase({ dataDir: target.env.DATA_DIR ?? '', databaseUrl: target.env.DATABASE_URL });
  });
  after(async () => {
    await database?.close();
    await target?.drop();
  });

  it('seeds every sub-resource for the hand-made and the newest transactions', async () => {
    for (const table of ['transaction_events', 'transaction_api_logs', 'antifraud_checks', 'transaction_fees', 'cascading_attempts',
      'smart_routing_logs', 'accounting_entries', 'transaction_rejections', 'transaction_reasons', 'dispute_codes', 'bin_data']) {
      const [row] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
      assert.ok(row!.n > 0, `${table} has rows`);
    }
    const [missing] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions t WHERE t.external_id LIKE 'TX-%'
      AND NOT EXISTS (SELECT 1 FROM transaction_events e WHERE e.transaction_id = t.id)`);
    assert.equal(missing!.n, 0, 'every hand-made transaction has its events');
  });

  it('balances the accounting entries of every seeded transaction (and of each journal)', async () => {
    const unbalanced = await q<{ transaction_id: string }>(sql`SELECT transaction_id FROM accounting_entries
      GROUP BY transaction_id, journal, currency HAVING sum(debit) <> sum(credit)`);
    assert.deepEqual(unbalanced, []);
    const [negative] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM accounting_entries WHERE debit < 0 OR credit < 0 OR (debit > 0) = (credit > 0)`);
    assert.equal(negative!.n, 0, 'each line is a debit or a credit, never both, never negative');
    const [settled] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions t JOIN transaction_events e ON e.transaction_id = t.id AND e.type = 'transaction.created'
      WHERE t.type = 'Sale' AND t.status = 'Captured' AND NOT EXISTS (SELECT 1 FROM accounting_entries a WHERE a.transaction_id = t.id)`);
    assert.equal(settled!.n, 0, 'every captured sale with details has its settlement journal');
  });

  it('copies the owner of each row from its transaction (what scoping reads)', async () => {
    for (const table of ['transaction_events', 'transaction_api_logs', 'antifraud_checks', 'transaction_fees', 'cascading_attempts',
      'smart_routing_logs', 'accounting_entries', 'transaction_rejections']) {
      const [row] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} s JOIN transactions t ON t.id = s.transaction_id
        WHERE s.tenant_id <> t.tenant_id OR s.merchant_id <> t.merchant_id`);
      assert.equal(row!.n, 0, table);
    }
  });

  it('writes the same rows again on first read when a transaction has none (older rows at scale)', async () => {
    const [sale] = await q<{ id: string }>(sql`SELECT t.id FROM transactions t WHERE t.type = 'Sale' AND t.status = 'Captured'
      AND t.external_id LIKE 'PAY-%' ORDER BY t.created_at LIMIT 1`);
    const snapshot = async () => q(sql`SELECT id, account, debit, credit FROM accounting_entries WHERE transaction_id = ${sale!.id}
      UNION ALL SELECT id, fee_type, amount, 0 FROM transaction_fees WHERE transaction_id = ${sale!.id} ORDER BY 1`);
    const seeded = await snapshot();
    assert.ok(seeded.length >= 4);
    for (const table of ['accounting_entries', 'transaction_fees', 'transaction_events', 'transaction_api_logs']) {
      await database.db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE transaction_id = ${sale!.id}`);
    }
    await ensureTransactionDetails(database.db, sale!.id);
    assert.deepEqual(await snapshot(), seeded);
    await ensureTransactionDetails(database.db, sale!.id);
    assert.deepEqual(await snapshot(), seeded, 'a second read adds nothing');
  });
});
