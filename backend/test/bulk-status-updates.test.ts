// Also on embedded PGlite: a pg-boss job applies the updates over PGlite's one connection.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../src/db/client';
import { ACTION_REFUSALS, BULK_MESSAGES } from '@portal/contracts';
import { parseCsv } from './helpers/parse-csv';
import { startTestServer, type TestServer } from './helpers/server';
import { makeChild, makeTransaction, statusOf, tokenFor, unbalancedJournals, type Answer } from './helpers/transaction-actions';

/**
 * Platform bulk status updates (issue 13 part A, ADR 0050): the preview checks each id against the status rules
 * and changes nothing; the request runs as one background job with an outcome per id; the history and its CSV show
 * them; only platform staff with the StatusChange permission may use it.
 */
describe('platform bulk status updates: preview, one job, outcomes per id, history (ADR 0050)', () => {
  let t: TestServer;
  let db: Db;
  const tokens: Record<string, string> = {};
  before(async () => {
    t = await startTestServer();
    db = t.server.database.db;
    for (const who of ['platform', 'tenant']) tokens[who] = await tokenFor(t, who);
  });
  after(async () => {
    assert.deepEqual(await unbalancedJournals(db), []);
    await t?.close();
  });

  const call = async (who: string, method: string, path: string, body?: unknown, mode: 'Test' | 'Live' = 'Test'): Promise<Answer & { text: string }> => {
    const res = await fetch(`${t.origin}/svc/merchant/api/crm/platform/transactions/bulk-status-updates${path}`, {
      method, headers: { authorization: `Bearer ${tokens[who]}`, mode, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, text, body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined };
  };
  const finished = async (id: string) => {
    for (let i = 0; i < 100; i += 1) {
      const detail = await call('platform', 'GET', `/${id}`);
      if (detail.body.status === 'Completed' || detail.body.status === 'Failed') return detail.body;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the bulk update did not finish');
  };

  it('previews each id against the status rules without changing anything', async () => {
    const blocked = await makeTransaction(db, { type: 'Sale', status: 'Blocked' });
    const waiting = await makeChild(db, 'Refund', 'WaitingForApproval');
    const captured = await makeTransaction(db, { type: 'Sale', status: 'Captured' });
    const unknown = randomUUID();
    const preview = await call('platform', 'POST', '/preview', { references: [blocked, waiting.id, captured, unknown, ` ${blocked} `], targetStatus: 'Approve', reason: 'Reviewed by risk' });
    assert.equal(preview.status, 200, preview.text);
    assert.deepEqual(preview.body.lines.map((l: { verdict: string; message: string }) => [l.verdict, l.message]), [
      ['Ready', BULK_MESSAGES.ready], ['Ready', BULK_MESSAGES.ready], ['Refused', ACTION_REFUSALS.notApprovable.message],
      ['NotFound', BULK_MESSAGES.notFound], ['Duplicate', BULK_MESSAGES.duplicate],
    ]);
    assert.equal(preview.body.ready, 2);
    assert.equal(preview.body.lines[0].transaction.tenantName, 'Acme Payments');
    assert.deepEqual([await statusOf(db, blocked), await statusOf(db, waiting.id)], ['Blocked', 'WaitingForApproval'], 'nothing changed');
    assert.equal((await call('platform', 'POST', '/preview', { references: [blocked], targetStatus: 'Approve', reason: '   ' })).body.error, BULK_MESSAGES.reasonRequired);
    assert.equal((await call('platform', 'POST', '/preview', { references: [blocked], targetStatus: 'Approve', reason: 'x' }, 'Live')).body.lines[0].verdict, 'NotFound', 'another mode');
  });

  it('applies the request as one job with an outcome per id; the history lists it and its CSV has each outcome', async () => {
    const pending = await makeTransaction(db, { type: 'Sale', status: 'Pending' });
    const blocked = await makeTransaction(db, { type: 'Authorisation', status: 'Blocked' });
    const captured = await makeTransaction(db, { type: 'Sale', status: 'Captured' });
    const created = await call('platform', 'POST', '', { references: [pending, blocked, captured], targetStatus: 'Decline', reason: 'Merchant asked to cancel' });
    assert.equal(created.status, 202, created.text);
    assert.deepEqual([created.body.total, created.body.requestedByName, created.body.targetStatus], [3, 'Paula Platform', 'Decline']);
    const done = await finished(created.body.id);
    assert.deepEqual([done.status, done.succeeded, done.refused], ['Completed', 2, 1]);
    assert.deepEqual(done.items.map((i: { outcome: string; statusBefore: string; statusAfter: string }) => [i.outcome, i.statusBefore, i.statusAfter]), [
      ['Updated', 'Pending', 'Declined'], ['Updated', 'Blocked', 'Declined'], ['Refused', 'Captured', 'Captured'],
    ]);
    assert.equal(done.items[2].message, ACTION_REFUSALS.notDeclinable.message);
    assert.deepEqual([await statusOf(db, pending), await statusOf(db, blocked), await statusOf(db, captured)], ['Declined', 'Declined', 'Captured']);

    const history = await call('platform', 'GET', '?pageSize=5');
    assert.equal(history.body.data[0].id, created.body.id, 'newest first');
    assert.equal((await call('platform', 'GET', '', undefined, 'Live')).body.data.some((u: { id: string }) => u.id === created.body.id), false, 'Live history has none of Test');
    const csv = await call('platform', 'GET', `/${created.body.id}/csv`);
    assert.equal(csv.status, 200);
    const rows = parseCsv(csv.text);
    assert.deepEqual(rows[0], ['Line', 'Reference', 'Transaction id', 'External id', 'Outcome', 'Message', 'Status before', 'Status after']);
    assert.deepEqual(rows.slice(1).map((r) => [r[1], r[4]]), [[pending, 'Updated'], [blocked, 'Updated'], [captured, 'Refused']]);
  });

  it('refuses a request where no id can be updated, and every call to anyone but platform staff', async () => {
    const captured = await makeTransaction(db, { type: 'Sale', status: 'Captured' });
    const none = await call('platform', 'POST', '', { references: [captured], targetStatus: 'Approve', reason: 'x' });
    assert.deepEqual([none.status, none.body.error], [422, BULK_MESSAGES.nothingReady]);
    for (const [method, path, body] of [['POST', '/preview', { references: [captured], targetStatus: 'Approve', reason: 'x' }], ['GET', '', undefined]] as const) {
      assert.equal((await call('tenant', method, path, body)).status, 403);
    }
  });
});
