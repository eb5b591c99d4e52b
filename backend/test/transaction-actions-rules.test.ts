import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { seedIds } from '../src/db/seed';
import { accountingEntries, transactionApiLogs, transactionEvents } from '../src/db/schema';
import { stableId } from '../src/lib/ids';
import {
  ACTION_MESSAGES, ACTION_REFUSALS, TRANSACTION_ACTIONS, actionVerdict, type ActionRefusal, type TransactionAction,
  type TransactionStatus, type TransactionType,
} from '@portal/contracts';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@portal/contracts';
import { balanceFrom } from '../src/modules/transactions/balance';
import { providerStatus } from '../src/modules/transactions/actions/simulated';
import { startTestServer, type TestServer } from './helpers/server';
import {
  actionClient, makeChild, makeTransaction, rowCounts, statusOf, tokenFor, unbalancedJournals, type ActionCaller, type Answer,
} from './helpers/transaction-actions';

/**
 * The rule table of the transaction actions (ADR 0046), as the ADR writes it: which action a fresh transaction of
 * each type and status allows. The contract's `actionVerdict` must say exactly this, and the server must enforce it:
 * every action on every status, allowed ones change the state and write their rows, refused ones answer the exact
 * status and message and change nothing.
 */
const ADR_TABLE: Record<TransactionAction, string[]> = {
  capture: ['Authorisation/Reserved', 'Authorisation/Successful'],
  void: ['Authorisation/Reserved', 'Authorisation/Successful'],
  refund: ['Sale/Captured', 'Capture/Captured'],
  statusChangeRefund: ['Sale/Captured', 'Capture/Captured'],
  reversal: ['Sale/Captured', 'Capture/Captured'],
  dispute: ['Sale/Captured', 'Capture/Captured'],
  payout: ['Payout/Pending'],
  approve: ['Refund/WaitingForApproval', 'Payout/WaitingForApproval', 'Sale/Blocked', 'Authorisation/Blocked'],
  decline: ['Refund/WaitingForApproval', 'Payout/WaitingForApproval', 'Sale/Blocked', 'Authorisation/Blocked', 'Sale/Pending', 'Authorisation/Pending'],
  checkStatus: TRANSACTION_TYPES.flatMap((t) => TRANSACTION_STATUSES.map((s) => `${t}/${s}`)),
  resetRestriction: ['Sale/Blocked', 'Authorisation/Blocked'],
};

const REFUSAL: Record<Exclude<TransactionAction, 'checkStatus'>, ActionRefusal> = {
  capture: 'notCapturable', void: 'notVoidable', refund: 'notRefundable', statusChangeRefund: 'notRefundable', reversal: 'notReversible',
  dispute: 'notDisputable', payout: 'notPayable', approve: 'notApprovable', decline: 'notDeclinable', resetRestriction: 'notRestricted',
};

const fresh = (type: TransactionType, status: TransactionStatus) => ({ type, status, amount: 10_000, currency: 'GBP', id: 'x' });

describe('the transaction action rule table (contracts, ADR 0046)', () => {
  it('allows exactly what the ADR\'s table says, for every action, type and status of a fresh transaction', () => {
    const differences: string[] = [];
    for (const action of TRANSACTION_ACTIONS) {
      for (const type of TRANSACTION_TYPES) {
        for (const status of TRANSACTION_STATUSES) {
          const tx = fresh(type, status);
          const verdict = actionVerdict(action, tx, balanceFrom(tx, []));
          const expected = ADR_TABLE[action].includes(`${type}/${status}`);
          if (verdict.allowed !== expected) differences.push(`${action} ${type}/${status}: ${verdict.allowed ? 'allowed' : 'refused'}`);
          if (!verdict.allowed && action !== 'checkStatus') assert.equal(verdict.refusal, REFUSAL[action]);
        }
      }
    }
    assert.deepEqual(differences, []);
  });

  it('reads the balance: cumulative refunds, nothing left, captures up to the authorisation, no void or reversal after a movement', () => {
    const sale = fresh('Sale', 'Captured');
    const auth = fresh('Authorisation', 'Reserved');
    const refunded = balanceFrom(sale, [{ type: 'Refund', status: 'Successful', amount: 4_000 }, { type: 'Refund', status: 'WaitingForApproval', amount: 1_000 }]);
    assert.deepEqual([refunded.refundable, refunded.pendingRefunds], [5_000, 1_000]);
    assert.deepEqual(actionVerdict('refund', sale, refunded), { allowed: true, maxAmount: 5_000 });
    assert.deepEqual(actionVerdict('reversal', sale, refunded), { allowed: false, refusal: 'notReversible' });
    const disputed = balanceFrom(sale, [{ type: 'Chargeback', status: 'Pending', amount: 10_000 }]);
    assert.deepEqual(actionVerdict('refund', sale, disputed), { allowed: false, refusal: 'notRefundable' });
    const partly = balanceFrom(auth, [{ type: 'Capture', status: 'Captured', amount: 2_500 }]);
    assert.deepEqual(actionVerdict('capture', auth, partly), { allowed: true, maxAmount: 7_500 });
    assert.deepEqual(actionVerdict('void', auth, partly), { allowed: false, refusal: 'notVoidable' });
    // A capture refunded in full is still captured: the authorisation cannot be captured again.
    const whole = balanceFrom({ ...auth, status: 'Successful' }, [{ type: 'Capture', status: 'Refunded', amount: 10_000 }]);
    assert.deepEqual(actionVerdict('capture', { ...auth, status: 'Successful' }, whole), { allowed: false, refusal: 'notCapturable' });
  });
});

const PATH: Record<TransactionAction, string> = {
  capture: 'captures', void: 'voids', refund: 'refunds', statusChangeRefund: 'status-change-refunds', reversal: 'reversals',
  dispute: 'dispute', payout: 'payouts', checkStatus: 'checkstatus', approve: 'approves', decline: 'declines', resetRestriction: 'reset-restriction',
};
const BODY: Partial<Record<TransactionAction, object>> = {
  capture: { amount: 2_500 }, refund: { amount: 2_500, reason: 'Customer returned one item' }, dispute: { amount: 2_500, reasonCode: '10.4' },
  decline: { declineReason: 'Card reported stolen' }, void: { reason: 'Order cancelled' },
};
/** The types each action is tried on (every status of each). */
const TYPES_TRIED: Record<TransactionAction, TransactionType[]> = {
  capture: ['Authorisation'], void: ['Authorisation'], refund: ['Sale'], statusChangeRefund: ['Sale'], reversal: ['Sale'], dispute: ['Sale'],
  payout: ['Payout'], approve: ['Refund', 'Sale', 'Payout'], decline: ['Refund', 'Sale', 'Payout'], checkStatus: ['Sale'], resetRestriction: ['Sale'],
};

interface Expected {
  status: (type: TransactionType, before: TransactionStatus, id: string) => string;
  message: string;
  created?: { type: TransactionType; status: TransactionStatus; amount: number };
  /** Journals the action books: on the row acted on, on the row it created. */
  journals?: { record?: string[]; created?: string[] };
}
const AFTER: Record<TransactionAction, Expected> = {
  capture: { status: () => 'Successful', message: ACTION_MESSAGES.captured, created: { type: 'Capture', status: 'Captured', amount: 2_500 }, journals: { created: ['settlement'] } },
  void: { status: () => 'Successful', message: ACTION_MESSAGES.voided, created: { type: 'Void', status: 'Successful', amount: 10_000 } },
  refund: { status: () => 'Captured', message: ACTION_MESSAGES.refunded, created: { type: 'Refund', status: 'Successful', amount: 2_500 }, journals: { created: ['refund'] } },
  statusChangeRefund: { status: () => 'Refunded', message: ACTION_MESSAGES.markedRefunded, created: { type: 'Refund', status: 'Successful', amount: 10_000 }, journals: { created: ['refund'] } },
  reversal: { status: () => 'Captured', message: ACTION_MESSAGES.reversed, created: { type: 'Reversal', status: 'Successful', amount: 10_000 }, journals: { created: ['reversal'] } },
  dispute: { status: () => 'Captured', message: ACTION_MESSAGES.disputed, created: { type: 'Chargeback', status: 'Pending', amount: 2_500 } },
  payout: { status: () => 'Successful', message: ACTION_MESSAGES.paidOut, journals: { record: ['payout'] } },
  approve: {
    status: (type) => ({ Refund: 'Successful', Payout: 'Successful', Sale: 'Captured' } as Record<string, string>)[type]!, message: ACTION_MESSAGES.approved,
  },
  decline: { status: () => 'Declined', message: ACTION_MESSAGES.declined },
  checkStatus: {
    status: (type, before, id) => (before === 'Pending' ? providerStatus(id, type).status : before),
    message: ACTION_MESSAGES.statusConfirmed,
  },
  resetRestriction: { status: () => 'Blocked', message: ACTION_MESSAGES.restrictionReset },
};
const APPROVED_JOURNAL: Record<string, string> = { Refund: 'refund', Payout: 'payout', Sale: 'settlement' };

describe('every transaction action on every status, through the API (ADR 0046)', () => {
  let t: TestServer;
  let db: Db;
  const as: Record<string, ActionCaller> = {};
  const BLUE = seedIds.merchant('blue-bottle');
  before(async () => {
    t = await startTestServer();
    db = t.server.database.db;
    for (const who of ['tenant', 'tenant2', 'tenant-viewer', 'merchant', 'platform']) as[who] = actionClient(t.origin, await tokenFor(t, who));
  });
  after(async () => { await t?.close(); });

  /** One transaction of the type and status (a refund's parent is a captured sale). */
  const make = async (type: TransactionType, status: TransactionStatus) =>
    (type === 'Refund' || type === 'Capture' ? (await makeChild(db, type, status)).id : await makeTransaction(db, { type, status }));

  const call = (who: string, action: TransactionAction, id: string, o: { mode?: 'Test' | 'Live'; websiteId?: string; tenantId?: string; body?: object } = {}): Promise<Answer> => {
    const reset = action === 'resetRestriction';
    return as[who]!(`${id}/${PATH[action]}${reset ? `?organizationId=${BLUE}` : ''}`, o.body ?? BODY[action] ?? {}, {
      method: reset ? 'PUT' : 'POST', modeHeader: action === 'approve' || action === 'decline' ? 'mode' : 'systemmode',
      mode: o.mode, websiteId: o.websiteId, tenantId: o.tenantId,
    });
  };

  it('changes the state and writes rows, events and balanced entries where the table allows; refuses exactly and changes nothing elsewhere', async () => {
    const shared = new Map<string, string>();
    const problems: string[] = [];
    let allowed = 0;
    let refused = 0;
    for (const action of TRANSACTION_ACTIONS) {
      const cases = TYPES_TRIED[action].flatMap((type) => TRANSACTION_STATUSES.map((status) => ({ type, status, key: `${type}/${status}` })));
      const refusals = cases.filter((c) => !ADR_TABLE[action].includes(c.key));
      // A refused action changes nothing, so one row per type and status serves every refusal.
      for (const { type, status, key } of refusals) if (!shared.has(key)) shared.set(key, await make(type, status));
      // The refusals first, as one group: the rows of every table are the same after them as before.
      const before = await rowCounts(db);
      for (const { key } of refusals) {
        refused += 1;
        const res = await call('tenant', action, shared.get(key)!);
        const refusal = ACTION_REFUSALS[REFUSAL[action as Exclude<TransactionAction, 'checkStatus'>]];
        if (res.status !== refusal.status || res.body?.error !== refusal.message) problems.push(`${action} ${key}: ${res.status} ${JSON.stringify(res.body)}`);
      }
      if (JSON.stringify(await rowCounts(db)) !== JSON.stringify(before)) problems.push(`${action}: refused, but rows changed`);
      for (const { type, status, key } of cases.filter((c) => ADR_TABLE[action].includes(c.key))) {
        allowed += 1;
        const label = `${action} ${key}`;
        const id = await make(type, status);
        const res = await call('tenant', action, id);
        if (res.status !== 200) { problems.push(`${label}: ${res.status} ${JSON.stringify(res.body)}`); continue; }
        const expected = AFTER[action];
        const wantStatus = expected.status(type, status, id);
        const message = action === 'checkStatus' && wantStatus !== status ? ACTION_MESSAGES.statusChanged : expected.message;
        if (res.body.transaction.status !== wantStatus || await statusOf(db, id) !== wantStatus) problems.push(`${label}: status ${res.body.transaction.status}, want ${wantStatus}`);
        if (res.body.message !== message) problems.push(`${label}: message ${res.body.message}`);
        const created = res.body.created;
        if (expected.created) {
          const { type: ct, status: cs, amount } = expected.created;
          if (!created || created.type !== ct || created.status !== cs || created.amount !== amount || created.parentId !== id) problems.push(`${label}: created ${JSON.stringify(created)}`);
        } else if (created !== null) problems.push(`${label}: created ${JSON.stringify(created)}`);
        // An event per state change names the user who acted; a status check that changes nothing only logs the provider call.
        const events = await db.select().from(transactionEvents).where(eq(transactionEvents.transactionId, created?.id ?? id));
        const acted = events.filter((e) => (e.payload.user as { id?: string } | undefined)?.id === seedIds.user('tenant@demo.test'));
        const unchanged = action === 'checkStatus' && wantStatus === status;
        if (unchanged ? acted.length !== 0 : acted.length === 0) problems.push(`${label}: ${acted.length} events naming the user`);
        if (unchanged) {
          const logs = await db.select().from(transactionApiLogs).where(eq(transactionApiLogs.transactionId, id));
          if (!logs.some((l) => l.method === 'GET' && l.source === 'Provider')) problems.push(`${label}: no provider call logged`);
        }
        const journals = { ...expected.journals, ...(action === 'approve' ? { record: [APPROVED_JOURNAL[type]!] } : {}) };
        for (const [which, names] of Object.entries(journals)) {
          const owner = which === 'created' ? created?.id : id;
          const booked = await db.select({ journal: accountingEntries.journal }).from(accountingEntries).where(eq(accountingEntries.transactionId, owner));
          for (const name of names ?? []) if (!booked.some((b) => b.journal === name)) problems.push(`${label}: no ${name} journal on the ${which} row`);
        }
      }
    }
    assert.deepEqual(problems, []);
    assert.deepEqual(await unbalancedJournals(db), [], 'every journal balances');
    assert.ok(allowed >= 20 && refused >= 100, `${allowed} allowed and ${refused} refused calls`);
  });

  it('captures, refunds and disputes up to their limits only (422), cumulatively, and releases an authorisation\'s hold as it is captured', async () => {
    const auth = await makeTransaction(db, { type: 'Authorisation', status: 'Reserved' });
    const tooMuch = await call('tenant', 'capture', auth, { body: { amount: 10_001 } });
    assert.deepEqual([tooMuch.status, tooMuch.body.error], [422, ACTION_REFUSALS.captureTooLarge.message]);
    assert.equal((await call('tenant', 'capture', auth, { body: { amount: 6_000 } })).status, 200);
    assert.equal((await call('tenant', 'capture', auth, { body: { amount: 4_001 } })).status, 422);
    assert.equal((await call('tenant', 'capture', auth, { body: { amount: 4_000 } })).body.created.externalId.endsWith('-C2'), true);
    assert.deepEqual((await call('tenant', 'capture', auth, { body: { amount: 1 } })).body.error, ACTION_REFUSALS.notCapturable.message);
    assert.equal((await call('tenant', 'void', auth)).body.error, ACTION_REFUSALS.notVoidable.message);
    const { rows: held } = await db.execute<{ held: number }>(sql`SELECT coalesce(sum(debit - credit), 0)::int AS held FROM accounting_entries
      WHERE transaction_id = ${auth} AND account = 'authorisation_hold'`);
    assert.equal(held[0]!.held, 0, 'the hold is released as the money is captured');

    const sale = await makeTransaction(db, { type: 'Sale', status: 'Captured' });
    assert.equal((await call('tenant', 'dispute', sale, { body: { amount: 10_001, reasonCode: '10.4' } })).body.error, ACTION_REFUSALS.disputeTooLarge.message);
    assert.equal((await call('tenant', 'dispute', sale, { body: { amount: 100, reasonCode: '4837' } })).body.error, ACTION_REFUSALS.unknownReasonCode.message, 'a Mastercard code on a Visa card');
    const answers = [];
    for (const amount of [4_000, 4_000, 4_000]) answers.push(await call('tenant', 'refund', sale, { body: { amount } }));
    assert.deepEqual(answers.map((a) => a.status), [200, 200, 422]);
    assert.equal(answers[2]!.body.error, ACTION_REFUSALS.refundTooLarge.message);
    assert.deepEqual(answers.slice(0, 2).map((a) => a.body.created.externalId.slice(-3)), ['-R1', '-R2']);
    assert.equal((await call('tenant', 'reversal', sale)).body.error, ACTION_REFUSALS.notReversible.message);
    const last = await call('tenant', 'refund', sale, { body: { amount: 2_000 } });
    assert.equal(last.body.transaction.status, 'Refunded', 'nothing left to refund: the payment is Refunded');
    assert.deepEqual([(await call('tenant', 'refund', sale, { body: { amount: 1 } })).status], [409]);
    const balance = await fetch(`${t.origin}/svc/merchant/api/crm/transactions/${sale}/check-balance`, {
      headers: { authorization: `Bearer ${await tokenFor(t, 'tenant')}` },
    }).then((r) => r.json()) as { refunded: number; refundable: number };
    assert.deepEqual([balance.refunded, balance.refundable], [10_000, 0]);
  });

  it('acts only in the transaction\'s mode and website (headers of section 7.1)', async () => {
    const sale = await makeTransaction(db, { type: 'Sale', status: 'Captured' });
    const before = await rowCounts(db);
    const live = await call('tenant', 'refund', sale, { mode: 'Live' });
    assert.deepEqual([live.status, live.body.error], [409, ACTION_REFUSALS.wrongMode.message]);
    const site = await call('tenant', 'refund', sale, { websiteId: stableId('website:blue-bottle:2') });
    assert.deepEqual([site.status, site.body.error], [422, ACTION_REFUSALS.wrongWebsite.message]);
    assert.deepEqual(await rowCounts(db), before);
    assert.equal((await call('tenant', 'refund', sale, { websiteId: stableId('website:blue-bottle:1') })).status, 200);
  });

  it('lets only tenant staff with the permission act on their own tenant\'s transactions, and platform staff on any (tenantId header)', async () => {
    const sale = await makeTransaction(db, { type: 'Sale', status: 'Captured' });
    const before = await rowCounts(db);
    assert.equal((await call('tenant2', 'refund', sale)).status, 404, 'another tenant: not found');
    assert.equal((await call('tenant2', 'refund', sale, { tenantId: seedIds.tenant('acme') })).status, 403, 'naming another tenant');
    assert.equal((await call('tenant-viewer', 'refund', sale)).status, 403, 'no action permission');
    assert.equal((await call('merchant', 'refund', sale)).status, 403, 'merchants have no actions');
    assert.equal((await call('platform', 'refund', sale, { tenantId: seedIds.tenant('globex') })).status, 404, 'platform narrowed to another tenant');
    assert.deepEqual(await rowCounts(db), before);
    assert.equal((await call('platform', 'refund', sale, { tenantId: seedIds.tenant('acme') })).status, 200);
    assert.equal((await call('platform', 'refund', sale)).status, 200, 'platform staff across every tenant');
    const globex = await makeTransaction(db, { type: 'Sale', status: 'Captured', tenant: 'globex', merchant: 'globex-garden', currency: 'USD' });
    assert.equal((await call('tenant', 'refund', globex)).status, 404);
    assert.equal((await call('tenant2', 'refund', globex)).status, 200);
  });
});
