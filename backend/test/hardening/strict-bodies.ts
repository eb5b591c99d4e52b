import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { TestServer } from '../helpers/server';
import type { Db } from '../../src/db/client';
import { transactions } from '../../src/db/schema';
import { TRANSACTION_COLUMNS, TRANSACTION_LOOKUPS, TRANSACTION_SORT_FIELDS } from '@portal/contracts';
import { coreClient, type CoreClient } from '../helpers/core';
import { actionClient, makeTransaction, rowCounts, tokenFor, type ActionCaller } from '../helpers/transaction-actions';

export function strictBodiesSuite(server: () => TestServer): void {
  /**
   * ADR 0074: a write body is taken as sent. A probe made real refunds with an amount of "100", true and [100]
   * (coerced to 100) and had an added `currency` dropped without a word; each is now a 400 that says what is wrong.
   */
  describe('write bodies are strict: no coercion, unknown fields refused by name (ADR 0074)', () => {
    let db: Db;
    let tenant: ActionCaller;
    let merchant: CoreClient;
    let merchantToken: string;
    let origin: string;
    before(async () => {
      const t = server();
      db = t.server.database.db;
      tenant = actionClient(t.origin, await tokenFor(t, 'tenant'));
      origin = t.origin;
      merchantToken = await tokenFor(t, 'merchant');
      merchant = coreClient(t.origin, merchantToken);
    });
    const refundsOf = (id: string) => db.select().from(transactions).where(and(eq(transactions.parentId, id), eq(transactions.type, 'Refund')));

    it('refuses an amount sent as text, a boolean or a list, and refunds nothing', async () => {
      const sale = await makeTransaction(db, { type: 'Sale', status: 'Captured', amount: 10_000 });
      const before = await rowCounts(db);
      for (const amount of ['100', true, [100]]) {
        const answer = await tenant(`${sale}/refunds`, { amount });
        assert.equal(answer.status, 400, `amount ${JSON.stringify(amount)}`);
        assert.deepEqual(answer.body.errors.map((e: { message: string }) => e.message), ['amount must be a whole number']);
      }
      assert.deepEqual(await refundsOf(sale), [], 'no refund was made');
      assert.deepEqual(await rowCounts(db), before, 'nothing was written');
      assert.equal((await tenant(`${sale}/refunds`, { amount: 100 })).status, 200, 'the same refund with a number is made');
      assert.equal((await refundsOf(sale)).length, 1);
    });

    it('refuses a field the declaration does not name, and says which', async () => {
      const sale = await makeTransaction(db, { type: 'Sale', status: 'Captured', amount: 10_000 });
      const answer = await tenant(`${sale}/refunds`, { amount: 100, currency: 'EUR' });
      assert.equal(answer.status, 400);
      assert.deepEqual(answer.body.errors, [{ message: 'Unknown field currency: this request does not take it' }]);
      assert.deepEqual(await refundsOf(sale), [], 'no refund in another currency, nor in the payment\'s');
    });

    it('closes bodies declared without a word on other fields, nested ones too', async () => {
      const ticket = await merchant.post('support/ticket', { ticketCategory: 'Other', subject: 'Strict', description: 'd', internalNote: 'x' });
      assert.equal(ticket.status, 400);
      assert.deepEqual(ticket.body.errors, [{ message: 'Unknown field internalNote: this request does not take it' }]);
      const filter = await fetch(`${origin}/svc/reporting/reporting/transaction-filters`, {
        method: 'POST', headers: { authorization: `Bearer ${merchantToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ lookup: TRANSACTION_LOOKUPS[0], name: 'Strict', request: { filters: {}, sort: { field: TRANSACTION_SORT_FIELDS[0], direction: 'asc', nulls: 'last' }, pageSize: 10, columns: [TRANSACTION_COLUMNS[0]] } }),
      });
      assert.equal(filter.status, 400);
      assert.deepEqual(((await filter.json()) as { errors: unknown[] }).errors, [{ message: 'Unknown field request.sort.nulls: this request does not take it' }]);
    });

    it('still reads numbers in a query string as numbers', async () => {
      const page = await merchant.get('support/ticket/my?pageIndex=0&pageSize=2');
      assert.equal(page.status, 200);
    });
  });
}
