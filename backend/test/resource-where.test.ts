import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { amountRange, dayRange, defineResource, fakeResourcePage, flag, idsOf, oneOf, text } from '@portal/contracts';
import { transactions, websites } from '../src/db/schema';
import { resourceWhere } from '../src/http/resource-where';
import { pagedQuery } from '../src/lib/paged-query';
import { QueryParameters } from '../src/lib/query-parameters';
import { seedIds } from '../src/db/seed';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * The backend's where from filter descriptors (ADR 0063) and the msw fake's filter answer the same rows for the
 * same query: the descriptors mean one thing on both sides. Each case runs the SQL on the seeded transactions and
 * the fake on the same rows read into memory.
 */
const row = {
  type: 'object', required: ['id'],
  properties: { id: { type: 'string' }, externalId: { type: 'string' }, status: { type: 'string' }, merchantId: { type: 'string' }, createdAt: { type: 'string' }, amount: { type: 'integer' }, customerEmail: { type: 'string' } },
} as const;

const PAYMENTS = defineResource({
  key: 'test-payments', path: 'test/payments', title: 'Payments', tag: 'Test', row, operations: ['list'],
  filters: {
    search: text('Search', { field: 'externalId', alsoIn: ['customerEmail'] }),
    reference: text('Reference', { field: 'externalId', match: 'exact' }),
    prefix: text('Reference starts', { field: 'externalId', match: 'prefix' }),
    email: text('E-mail', { field: 'customerEmail', match: 'exact', storedLowerCase: true }),
    status: oneOf('Status', ['Captured', 'Declined', 'Refunded', 'Authorized', 'Voided', 'Pending'], { multiple: true }),
    merchants: idsOf('merchants', 'Merchants', { field: 'merchantId' }),
    created: dayRange('Created', { field: 'createdAt', maxDays: 400 }),
    amount: amountRange('Amount'),
  },
  sorts: ['createdAt', 'amount'], defaultSort: { key: 'createdAt', direction: 'desc' }, paging: 'offset', modeScoped: false, scope: 'merchant',
});

const columns = {
  id: transactions.id, externalId: transactions.externalId, customerEmail: transactions.customerEmail, status: transactions.status,
  merchantId: transactions.merchantId, createdAt: transactions.createdAt, amount: transactions.amount,
};

describe('resource filters: the SQL where and the fake filter agree', () => {
  let t: TestServer;
  let rows: Array<{ id: string; externalId: string; customerEmail: string | null; status: string; merchantId: string; createdAt: string; amount: number }>;
  const tenantId = seedIds.tenant('acme');

  before(async () => {
    t = await startTestServer();
    const db = t.server.database.db;
    rows = (await db.select(columns).from(transactions).where(eq(transactions.tenantId, tenantId)))
      .map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    assert.ok(rows.length > 20, `seeded transactions to filter (${rows.length})`);
  });
  after(async () => { await t?.close(); });

  const sqlIds = async (query: Record<string, unknown>, prepared: boolean) => {
    const db = t.server.database.db;
    const p = prepared ? QueryParameters.prepared() : QueryParameters.inline();
    const where = resourceWhere(PAYMENTS, columns, query, p);
    const page = await pagedQuery({
      db, select: db.select({ id: transactions.id }).from(transactions).$dynamic(), countFrom: transactions,
      where: where ? (await import('drizzle-orm')).and(eq(transactions.tenantId, p.value('scopeTenantId', tenantId)), where) : eq(transactions.tenantId, p.value('scopeTenantId', tenantId)),
      order: [{ column: transactions.id, direction: 'asc' }], page: { pageIndex: 0, pageSize: 1000 }, count: { exact: true },
      ...(prepared ? { prepared: { list: 'resource-where-test', params: p } } : {}),
    });
    return { ids: page.rows.map((r) => r.id).sort(), count: page.count };
  };

  const sample = () => rows[Math.floor(rows.length / 3)]!;
  const cases: Array<[string, () => Record<string, unknown>]> = [
    ['text, contains, case-insensitive, in two fields', () => ({ search: sample().externalId.slice(3, 8).toLowerCase() })],
    ['text, exact', () => ({ reference: sample().externalId.toLowerCase() })],
    ['text, prefix', () => ({ prefix: sample().externalId.slice(0, 6) })],
    ['text, exact on a column stored lower-case, typed in capitals', () => ({ email: rows.find((r) => r.customerEmail)!.customerEmail!.toUpperCase() })],
    ['text with LIKE wildcards matches them literally', () => ({ search: '%_' })],
    ['oneOf, several values', () => ({ status: ['Captured', 'Refunded'] })],
    ['idsOf', () => ({ merchants: [sample().merchantId] })],
    ['dayRange, end exclusive', () => ({ from: sample().createdAt, to: new Date(Date.parse(sample().createdAt) + 86_400_000).toISOString() })],
    ['amountRange, both ends inclusive', () => ({ amountFrom: sample().amount, amountTo: sample().amount + 5000 })],
    ['everything at once', () => ({ status: [sample().status], merchants: [sample().merchantId], amountFrom: 0 })],
  ];

  for (const [name, queryOf] of cases) {
    it(name, async () => {
      const query = queryOf();
      const fake = fakeResourcePage(PAYMENTS, rows, { ...query, pageIndex: 0, pageSize: 1000 });
      const expected = fake.data.map((r) => r.id).sort();
      // A case that matches nothing or everything would prove nothing (the wildcard case matches nothing on purpose).
      if (!name.includes('wildcards')) assert.ok(expected.length > 0 && expected.length < rows.length, `${expected.length} of ${rows.length} rows match`);
      for (const prepared of [false, true]) {
        const got = await sqlIds(query, prepared);
        assert.deepEqual(got.ids, expected, `${prepared ? 'prepared' : 'inline'} SQL equals the fake`);
        assert.equal(got.count, fake.count);
      }
    });
  }

  it('refuses a range whose ends are reversed or longer than declared', () => {
    const p = QueryParameters.inline();
    assert.throws(() => resourceWhere(PAYMENTS, columns, { amountFrom: 10, amountTo: 5 }, p), /amountFrom must not exceed amountTo/);
    assert.throws(() => resourceWhere(PAYMENTS, columns, { from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' }, p), /from must be before to/);
    assert.throws(() => resourceWhere(PAYMENTS, columns, { from: '2026-01-02T00:00:00Z', to: '2026-01-02T00:00:00Z' }, p), /from must be before to/, 'an empty range');
    assert.throws(() => resourceWhere(PAYMENTS, columns, { from: '2024-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, p), /at most 400 days/);
  });

  it('an exact match on a column stored lower-case is a plain equality (an index answers it), the value lower-cased', () => {
    const { sql, params } = new PgDialect().sqlToQuery(resourceWhere(PAYMENTS, columns, { email: ' Ada@Example.TEST ' }, QueryParameters.inline())!);
    assert.match(sql, /"customer_email" = \$1/);
    assert.doesNotMatch(sql, /lower\(/);
    assert.deepEqual(params, ['ada@example.test']);
  });

  it('filters a flag', async () => {
    const SITES = defineResource({
      key: 'test-sites', path: 'test/sites', title: 'Sites', tag: 'Test', row, operations: ['list'], filters: { isActive: flag('Active') },
      sorts: ['name'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'none', modeScoped: false, scope: 'merchant',
    });
    const db = t.server.database.db;
    const all = await db.select({ id: websites.id, isActive: websites.isActive }).from(websites);
    const where = resourceWhere(SITES, { isActive: websites.isActive }, { isActive: true }, QueryParameters.inline());
    const active = await db.select({ id: websites.id }).from(websites).where(where);
    assert.deepEqual(active.map((r) => r.id).sort(), fakeResourcePage(SITES, all, { isActive: true, pageSize: 1000 }).data.map((r) => r.id).sort());
  });
});
