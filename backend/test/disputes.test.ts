// Also on embedded PGlite: evidence is read before the database transaction opens (PGlite has one connection).
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { disputes } from '../src/db/schema';
import { DISPUTE_MESSAGES, DISPUTE_REFUSALS } from '@portal/contracts';
import { coreClient } from './helpers/core';
import { startTestServer, type TestServer } from './helpers/server';
import { actionClient, makeTransaction, statusOf, tokenFor, unbalancedJournals, type ActionCaller, type Answer } from './helpers/transaction-actions';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), deflateSync(Buffer.alloc(64))]);

/**
 * Disputes (issue 13 part A, ADR 0050): the dispute action opens a case with a respond-by date and holds the
 * amount; evidence (files through the files module), accept, and the scheme's decision close it, moving money
 * in balanced journals; scope and the rules refuse with their messages.
 */
describe('disputes: cases of the dispute action, evidence, outcomes and scope (ADR 0050)', () => {
  let t: TestServer;
  let db: Db;
  const as: Record<string, ActionCaller> = {};
  const tokens: Record<string, string> = {};
  before(async () => {
    t = await startTestServer();
    db = t.server.database.db;
    for (const who of ['tenant', 'tenant2', 'merchant', 'platform']) {
      tokens[who] = await tokenFor(t, who);
      as[who] = actionClient(t.origin, tokens[who]!);
    }
  });
  after(async () => {
    assert.deepEqual(await unbalancedJournals(db), [], 'every journal balances');
    await t?.close();
  });

  const call = async (who: string, method: string, path: string, body?: unknown, mode: 'Test' | 'Live' = 'Test'): Promise<Answer> => {
    const res = await fetch(`${t.origin}/svc/merchant/api/crm/disputes${path}`, {
      method, headers: { authorization: `Bearer ${tokens[who]}`, mode, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
  /** A captured sale disputed by tenant@ through the action; the dispute as the list answers it. */
  const disputed = async (mode: 'Test' | 'Live' = 'Test', amount = 10_000) => {
    const sale = await makeTransaction(db, { type: 'Sale', status: 'Captured', amount, mode });
    const opened = await as.tenant!(`${sale}/dispute`, { amount: 4_000, reasonCode: '10.4' }, { mode });
    assert.equal(opened.status, 200, JSON.stringify(opened.body));
    const [row] = await db.select().from(disputes).where(eq(disputes.paymentId, sale));
    return { sale, chargeback: opened.body.created.id as string, id: row!.id, external: opened.body.transaction.externalId as string };
  };
  const entries = async (transactionId: string) => (await db.execute<{ journal: string; account: string; debit: number; credit: number }>(
    sql`SELECT journal, account, debit, credit FROM accounting_entries WHERE transaction_id = ${transactionId} ORDER BY journal, line`)).rows;
  const balance = async (sale: string) => {
    const res = await fetch(`${t.origin}/svc/merchant/api/crm/transactions/${sale}/check-balance`, { headers: { authorization: `Bearer ${tokens.tenant}` } });
    return res.json() as Promise<{ refundable: number; disputed: number; chargedBack: number }>;
  };

  it('opens a case with a respond-by date 7 days on and holds the disputed amount; the list finds it by the payment id', async () => {
    const d = await disputed();
    const list = await call('tenant', 'GET', `?search=${d.external}`);
    assert.equal(list.status, 200);
    assert.equal(list.body.count, 1);
    const [item] = list.body.data;
    assert.deepEqual([item.status, item.reasonCode, item.scheme, item.amount, item.paymentExternalId], ['NeedsResponse', '10.4', 'Visa', 4_000, d.external]);
    assert.equal(new Date(item.respondBy).getTime() - new Date(item.openedAt).getTime(), 7 * 86_400_000);
    assert.deepEqual(item.actions, ['submitEvidence', 'accept'], 'no decision before evidence');
    assert.deepEqual(await entries(d.chargeback), [
      { journal: 'dispute_hold', account: 'merchant_payable', debit: 4_000, credit: 0 },
      { journal: 'dispute_hold', account: 'dispute_reserve', debit: 0, credit: 4_000 },
    ]);
    assert.equal((await balance(d.sale)).disputed, 4_000);
  });

  it('keeps disputes in their scope: another tenant gets nothing and 404, a merchant 403, the other mode none', async () => {
    const d = await disputed();
    assert.equal((await call('tenant2', 'GET', `?search=${d.external}`)).body.count, 0);
    assert.equal((await call('tenant2', 'GET', `/${d.id}`)).status, 404);
    assert.equal((await call('tenant2', 'POST', `/${d.id}/accept`, {})).status, 404);
    assert.equal((await call('merchant', 'GET', '')).status, 403);
    assert.equal((await call('tenant', 'GET', `?search=${d.external}`, undefined, 'Live')).body.count, 0);
    assert.equal((await call('platform', 'GET', `/${d.id}`)).status, 200, 'platform staff see every tenant');
    assert.equal(await statusOf(db, d.chargeback), 'Pending', 'nothing changed');
  });

  it('takes evidence with a file from the Attachments box, then a won decision releases the hold and declines the chargeback', async () => {
    const d = await disputed();
    assert.deepEqual(await call('tenant', 'POST', `/${d.id}/evidence`, { text: '  ', fileIds: [] }).then((a) => [a.status, a.body.error]),
      [422, DISPUTE_REFUSALS.evidenceEmpty.message]);
    const up = await coreClient(t.origin, tokens.tenant!).upload('fs/file', 'receipt.png', PNG, 'image/png');
    assert.equal(up.status, 200);
    const foreign = await coreClient(t.origin, tokens.tenant2!).upload('fs/file', 'theirs.png', PNG, 'image/png');
    assert.deepEqual(await call('tenant', 'POST', `/${d.id}/evidence`, { text: 'Delivered', fileIds: [foreign.body.fileId] }).then((a) => [a.status, a.body.error]),
      [422, DISPUTE_REFUSALS.evidenceFileUnknown.message], "another tenant's file");

    const sent = await call('tenant', 'POST', `/${d.id}/evidence`, { text: 'Signed delivery receipt attached', fileIds: [up.body.fileId] });
    assert.equal(sent.status, 200);
    assert.equal(sent.body.message, DISPUTE_MESSAGES.evidenceSubmitted);
    assert.equal(sent.body.dispute.status, 'UnderReview');
    assert.deepEqual(sent.body.dispute.evidenceFiles, [{ fileId: up.body.fileId, fileName: 'receipt.png' }]);
    assert.deepEqual(sent.body.dispute.actions, ['decide'], 'tenant staff decide test disputes (the simulated scheme)');
    assert.equal((await call('tenant', 'POST', `/${d.id}/evidence`, { text: 'again', fileIds: [] })).body.error, DISPUTE_REFUSALS.notAwaitingResponse.message);
    assert.equal((await call('tenant', 'POST', `/${d.id}/decision`, { outcome: 'Won', note: ' ' })).body.error, DISPUTE_REFUSALS.noteRequired.message);

    const won = await call('tenant', 'POST', `/${d.id}/decision`, { outcome: 'Won', note: 'Issuer accepted the delivery proof' });
    assert.equal(won.status, 200);
    assert.deepEqual([won.body.dispute.status, won.body.message, won.body.dispute.actions], ['Won', DISPUTE_MESSAGES.won, []]);
    assert.equal(await statusOf(db, d.chargeback), 'Declined');
    assert.deepEqual((await entries(d.chargeback)).filter((e) => e.journal === 'dispute_release'), [
      { journal: 'dispute_release', account: 'dispute_reserve', debit: 4_000, credit: 0 },
      { journal: 'dispute_release', account: 'merchant_payable', debit: 0, credit: 4_000 },
    ]);
    const after = await balance(d.sale);
    assert.deepEqual([after.disputed, after.chargedBack, after.refundable], [0, 0, 10_000], 'the whole payment is refundable again');
    assert.equal((await call('tenant', 'POST', `/${d.id}/accept`, {})).body.error, DISPUTE_REFUSALS.notOpen.message);
  });

  it('an accepted dispute closes as lost and books the chargeback with its fee; a lost one likewise; tenant staff cannot decide a live one', async () => {
    const accepted = await disputed();
    const res = await call('tenant', 'POST', `/${accepted.id}/accept`, {});
    assert.deepEqual([res.status, res.body.dispute.status, res.body.message], [200, 'Lost', DISPUTE_MESSAGES.accepted]);
    assert.equal(res.body.dispute.outcomeNote, 'Accepted by Tessa Tenant');
    assert.equal(await statusOf(db, accepted.chargeback), 'Successful');
    const journals = await entries(accepted.chargeback);
    assert.deepEqual(journals.filter((e) => e.journal === 'chargeback'), [
      { journal: 'chargeback', account: 'merchant_payable', debit: 5_500, credit: 0 },
      { journal: 'chargeback', account: 'scheme_receivable', debit: 0, credit: 4_000 },
      { journal: 'chargeback', account: 'fee_revenue', debit: 0, credit: 1_500 },
    ]);
    assert.equal((await balance(accepted.sale)).chargedBack, 4_000);

    const live = await disputed('Live');
    await call('tenant', 'POST', `/${live.id}/evidence`, { text: 'Proof of delivery', fileIds: [] }, 'Live');
    const refused = await call('tenant', 'POST', `/${live.id}/decision`, { outcome: 'Won', note: 'x' }, 'Live');
    assert.deepEqual([refused.status, refused.body.error], [403, DISPUTE_REFUSALS.liveDecision.message]);
    const lost = await call('platform', 'POST', `/${live.id}/decision`, { outcome: 'Lost', note: 'Scheme upheld the chargeback' });
    assert.deepEqual([lost.status, lost.body.dispute.status], [200, 'Lost']);
    assert.equal(await statusOf(db, live.chargeback), 'Successful');
  });

  it('refuses evidence after the respond-by date and says the case is overdue', async () => {
    const d = await disputed();
    await db.update(disputes).set({ respondBy: new Date(Date.now() - 60_000) }).where(eq(disputes.id, d.id));
    const detail = await call('tenant', 'GET', `/${d.id}`);
    assert.deepEqual([detail.body.overdue, detail.body.actions], [true, ['accept']]);
    const late = await call('tenant', 'POST', `/${d.id}/evidence`, { text: 'Too late', fileIds: [] });
    assert.deepEqual([late.status, late.body.error], [409, DISPUTE_REFUSALS.pastRespondBy.message]);
  });
});
