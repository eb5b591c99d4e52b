import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { seedIds } from '../src/db/seed';
import { notifications, transactionFees, transactions } from '../src/db/schema';
import { DEFAULT_SERVICE_BASES, REPORT_PATHS, REPORT_SETTINGS_PATHS, WHITELIST_MESSAGES, type ReportPage } from '@portal/contracts';
import { RATIO_ALERT_TYPE, watchDeclinePendingRatios } from '../src/modules/settings/alert-thresholds/ratio-watch';
import { writeMoneyRows } from '../src/modules/transactions/detail-seed';
import { startTestServer, type TestServer } from './helpers/server';
import { actionClient, makeTransaction, tokenFor, unbalancedJournals } from './helpers/transaction-actions';

/**
 * Tenant engine settings (ADR 0066) through the API: fee receivers, billing settings, the whitelist import and
 * the decline pending ratio thresholds; each one's create, edit, delete-in-use and scope, and the engine that
 * reads it: the fees a capture posts, the invoice, the import's all-or-nothing answer, the alerts report and
 * the notification of a crossed window (explicit times, no waiting).
 */
describe('tenant engine settings: fee receivers, billing, whitelisting import, decline pending ratio', () => {
  let t: TestServer;
  let db: Db;
  const tokens: Record<string, string> = {};
  const ACME = seedIds.tenant('acme');
  const GLOBEX = seedIds.tenant('globex');
  const BLUE = seedIds.merchant('blue-bottle');
  const GARDEN = seedIds.merchant('globex-garden');
  const who = ['tenant', 'tenant-viewer', 'tenant2', 'platform', 'merchant'];

  before(async () => {
    t = await startTestServer();
    db = t.server.database.db;
    for (const w of who) tokens[w] = await tokenFor(t, w);
  });
  after(async () => {
    assert.deepEqual(await unbalancedJournals(db), [], 'every journal written here balances');
    await t?.close();
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call(w: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any; text: string }> {
    const base = path.startsWith('reporting/') ? `${DEFAULT_SERVICE_BASES.reporting}/${path.slice('reporting/'.length)}` : `${DEFAULT_SERVICE_BASES.merchant}/api/v1/${path}`;
    const res = await fetch(`${t.origin}${base}`, {
      method, body: body === undefined ? undefined : JSON.stringify(body),
      headers: { authorization: `Bearer ${tokens[w]}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    });
    const text = await res.text();
    let json: unknown;
    try { json = text ? JSON.parse(text) : undefined; } catch { json = undefined; }
    return { status: res.status, body: json, text };
  }

  describe('fee receivers', () => {
    const path = 'settings/fee-receivers';
    const partner = { feeType: 'Processing', receiver: 'Partner', partnerName: 'ISO One', paymentMethod: 'card', currency: 'GBP', basisPoints: 50, fixedAmount: 5, isActive: true };
    /** Captures a fresh authorisation of 100.00 GBP (Test); the capture's fees by type and receiver. */
    async function captureFees(): Promise<Record<string, number>> {
      const auth = await makeTransaction(db, { type: 'Authorisation', status: 'Reserved', amount: 10_000 });
      const answer = await actionClient(t.origin, tokens.tenant!)(`${auth}/captures`, { amount: 10_000 });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const [capture] = await db.select({ id: transactions.id }).from(transactions).where(and(eq(transactions.parentId, auth), eq(transactions.type, 'Capture')));
      const fees = await db.select().from(transactionFees).where(eq(transactionFees.transactionId, capture!.id));
      return Object.fromEntries(fees.map((f) => [`${f.feeType}/${f.receiver}`, f.amount]));
    }

    it('the fees a capture posts come from the tenant\'s fee receivers: a new rule, an edit and a deactivation change the next capture\'s fees', async () => {
      assert.deepEqual(await captureFees(), { 'Processing/Tenant': 160, 'Scheme/Platform': 21 }, 'the seeded rules: 1.40 % + 0.20 and 0.20 % + 0.01');

      const made = await call('tenant', 'POST', path, partner);
      assert.equal(made.status, 201, made.text);
      assert.equal(made.body.mode, 'Test', 'stored in the mode of the call');
      assert.deepEqual(await captureFees(), { 'Processing/Tenant': 160, 'Processing/Partner': 55, 'Scheme/Platform': 21 });

      const list = await call('tenant', 'GET', `${path}?feeType=Processing`);
      const own = list.body.data.find((r: { receiver: string }) => r.receiver === 'Tenant');
      const edited = await call('tenant', 'PUT', `${path}/${own.id}`, { feeType: 'Processing', receiver: 'Tenant', partnerName: null, paymentMethod: null, currency: null, basisPoints: 100, fixedAmount: 0, isActive: true });
      assert.equal(edited.status, 200, edited.text);
      assert.deepEqual(await captureFees(), { 'Processing/Tenant': 100, 'Processing/Partner': 55, 'Scheme/Platform': 21 });

      assert.equal((await call('tenant', 'PUT', `${path}/${made.body.id}`, { ...partner, isActive: false })).status, 200);
      assert.deepEqual(await captureFees(), { 'Processing/Tenant': 100, 'Scheme/Platform': 21 }, 'a deactivated rule posts nothing');

      const live = await call('tenant', 'GET', `${path}?feeType=Processing`, undefined, { mode: 'Live' });
      assert.ok(live.body.data.every((r: { mode: string; basisPoints: number }) => r.mode === 'Live' && r.basisPoints === 140), 'the Live rules are apart');
    });

    it('a fee booked before fee receivers existed (no receiver) is not booked again when its payment is rebooked', async () => {
      const sale = await makeTransaction(db, { type: 'Sale', status: 'Captured', amount: 10_000 });
      await db.insert(transactionFees).values({ id: randomUUID(), transactionId: sale, tenantId: ACME, merchantId: BLUE, feeType: 'Processing', amount: 160, currency: 'GBP' });
      await writeMoneyRows(db, sale, new Date());
      const fees = await db.select().from(transactionFees).where(eq(transactionFees.transactionId, sale));
      assert.deepEqual(fees.map((f) => `${f.feeType}/${f.receiver}`).sort(), ['Processing/null', 'Scheme/Platform']);
    });

    it('refuses what the schema and the rules refuse, and a rule that posted fees cannot be deleted', async () => {
      assert.equal((await call('tenant', 'POST', path, { ...partner, partnerName: null })).body.error, 'Name the partner that receives this fee');
      assert.equal((await call('tenant', 'POST', path, { ...partner, basisPoints: 0, fixedAmount: 0 })).status, 400);
      assert.equal((await call('tenant', 'POST', path, { ...partner, basisPoints: 10_001 })).status, 400);
      assert.equal((await call('tenant', 'POST', path, { ...partner, currency: 'ZZZ' })).body.error, 'Unknown or inactive currency ZZZ');

      const used = (await call('tenant', 'GET', `${path}?feeType=Scheme`)).body.data[0];
      const refused = await call('tenant', 'DELETE', `${path}/${used.id}`);
      assert.equal(refused.status, 409);
      assert.match(refused.body.error, /^This fee receiver is in use by \d+ posted fees: deactivate it instead$/);
      assert.equal((await call('tenant', 'GET', `${path}/${used.id}`)).status, 200, 'nothing lost');

      const unused = await call('tenant', 'POST', path, { ...partner, feeType: 'Payout', paymentMethod: null, currency: null });
      assert.equal((await call('tenant', 'DELETE', `${path}/${unused.body.id}`)).status, 204);
    });

    it('tenants see and change only their own; the viewer and merchants may not; platform staff pick the tenant', async () => {
      const acme = (await call('tenant', 'GET', path)).body.data[0];
      assert.ok((await call('tenant2', 'GET', path)).body.data.every((r: { tenantId: string }) => r.tenantId === GLOBEX));
      assert.equal((await call('tenant2', 'GET', `${path}/${acme.id}`)).status, 404);
      assert.equal((await call('tenant2', 'DELETE', `${path}/${acme.id}`)).status, 404);
      assert.equal((await call('tenant-viewer', 'GET', path)).status, 403);
      assert.equal((await call('merchant', 'GET', path)).status, 403);
      assert.equal((await call('platform', 'POST', path, partner)).status, 400, 'pick a tenant first');
      const picked = await call('platform', 'POST', `${path}?tenantId=${GLOBEX}`, partner);
      assert.equal(picked.status, 201, picked.text);
      assert.equal(picked.body.tenantId, GLOBEX);
    });
  });

  describe('billing settings', () => {
    const path = 'settings/billing-settings';
    const DAY = 86_400_000;
    async function invoiceRow(): Promise<Record<string, unknown>> {
      const end = new Date(Math.floor(Date.now() / DAY) * DAY + DAY);
      const answer = await call('tenant', 'GET', `reporting/${REPORT_PATHS.data.replace(':reportId', 'invoices')}?${new URLSearchParams({
        startDate: new Date(end.getTime() - 92 * DAY).toISOString(), endDate: end.toISOString(), PageSize: '100', customer: BLUE,
      })}`, undefined, { mode: 'Live' });
      assert.equal(answer.status, 200, answer.text);
      const row = (answer.body as ReportPage).data.find((r) => ['GBP', 'EUR', 'USD'].includes(String(r.currency)) && Number(r.fees) > 0);
      assert.ok(row, 'Blue Bottle has fees');
      return row;
    }

    it('the invoices report and the invoice document follow the tenant\'s billing settings', async () => {
      const [settings] = (await call('tenant', 'GET', path)).body.data;
      assert.equal(settings.billingCurrency, 'GBP');
      const before = await invoiceRow();
      const total = Number(before.total);
      assert.equal(Number(before.vat), Math.round(total * 0.2), 'the seeded 20 % VAT');
      assert.equal(Number(before.minimumTopUp), 0);

      const minimum = total + 100_000;
      const currency = String(before.currency);
      const edited = await call('tenant', 'PUT', `${path}/${settings.id}`, {
        billingCurrency: currency, invoiceDay: 10, paymentTermsDays: 30, vatBasisPoints: 1000, vatNumber: 'GB 999', invoiceAddress: 'Acme\nNew Road 2', monthlyMinimum: minimum,
      });
      assert.equal(edited.status, 200, edited.text);
      const after = await invoiceRow();
      assert.equal(Number(after.total), total, 'the fees are the fees');
      assert.equal(Number(after.minimumTopUp), 100_000);
      assert.equal(Number(after.vat), Math.round(minimum * 0.1));
      assert.equal(Number(after.amountDue), minimum + Math.round(minimum * 0.1));
      const [y, m] = String(after.month).split('-').map(Number) as [number, number];
      assert.equal(after.dueDate, new Date(Date.UTC(y, m, 10) + 30 * DAY).toISOString().slice(0, 10));

      const doc = await call('tenant', 'GET', `reporting/${REPORT_SETTINGS_PATHS.invoiceDocument}?${new URLSearchParams({
        month: String(after.month), customerId: BLUE, currency,
      })}`, undefined, { mode: 'Live' });
      assert.equal(doc.status, 200, doc.text);
      const money = (minor: number) => `${(minor / 100).toFixed(2)} ${currency}`;
      assert.ok(doc.text.includes(`<th scope="row">Monthly minimum top-up</th><td></td><td>${money(100_000)}</td>`), doc.text);
      assert.ok(doc.text.includes(`<tfoot><tr><th scope="row">Amount due</th><td></td><td>${money(Number(after.amountDue))}</td></tr></tfoot>`));
      assert.ok(doc.text.includes('Acme<br>New Road 2') && doc.text.includes('GB 999'));

      const second = await call('tenant', 'POST', path, {
        billingCurrency: 'GBP', invoiceDay: 1, paymentTermsDays: 0, vatBasisPoints: 0, vatNumber: '', invoiceAddress: 'x', monthlyMinimum: 0,
      });
      assert.equal(second.status, 409);
      assert.equal(second.body.error, 'This tenant has its billing settings already: edit them');
      assert.equal((await call('tenant', 'PUT', `${path}/${settings.id}`, { ...edited.body, id: undefined, tenantId: undefined, updatedAt: undefined, billingCurrency: 'ZZZ' })).status, 400);
    });

    it('the invoice asks to be paid into the tenant\'s active Collection account in its currency, or says there is none (ADR 0153)', async () => {
      const row = await invoiceRow();
      const currency = String(row.currency);
      const invoice = async (language = 'en') => {
        const doc = await call('tenant', 'GET', `reporting/${REPORT_SETTINGS_PATHS.invoiceDocument}?${new URLSearchParams({
          month: String(row.month), customerId: BLUE, currency, language,
        })}`, undefined, { mode: 'Live' });
        assert.equal(doc.status, 200, doc.text);
        return doc.text;
      };
      // Whatever the seed collects in this currency steps aside for the test.
      const seeded = (await call('tenant', 'GET', 'settings/banking-channels?PageSize=100')).body.data
        .filter((c: { purpose: string; currency: string; isActive: boolean }) => c.purpose === 'Collection' && c.currency === currency && c.isActive);
      const setActive = async (c: Record<string, unknown>, isActive: boolean) => {
        const { id, tenantId: _t, hasSecret: _h, secretLast4: _l, createdAt: _c, ...body } = c;
        const answer = await call('tenant', 'PUT', `settings/banking-channels/${id}`, { ...body, bic: body.bic ?? '', apiUsername: body.apiUsername ?? '', isActive });
        assert.equal(answer.status, 200, answer.text);
      };
      for (const c of seeded) await setActive(c, false);

      const none = await invoice();
      assert.ok(none.includes(`Acme Payments has no bank account that collects ${currency}, so this invoice names none: ask Acme Payments how to pay it.`), none);
      assert.ok(!none.includes('<dt>Account</dt>'));

      const account = { name: `Acme ${currency} invoices`, bankName: 'Ledger Bank', countryId: 'GB', currency, scheme: 'FasterPayments', purpose: 'Collection',
        accountIdentifier: 'GB94BARC10201530093459', bic: 'BARCGB22', apiUsername: '', isActive: true, password: 'collect-5521' };
      // A Payout channel in the currency is not where invoices are paid.
      const payout = await call('tenant', 'POST', 'settings/banking-channels', { ...account, name: `Acme ${currency} payouts to suppliers`, purpose: 'Payout', accountIdentifier: 'GB11BARC10201530093460' });
      assert.equal(payout.status, 201, payout.text);
      assert.ok((await invoice()).includes('has no bank account that collects'));
      const made = await call('tenant', 'POST', 'settings/banking-channels', account);
      assert.equal(made.status, 201, made.text);
      const paid = await invoice();
      const number = /<dt>Invoice number<\/dt><dd>([^<]+)<\/dd>/.exec(paid)?.[1];
      assert.ok(number, 'the invoice has a number');
      for (const fact of ['<dt>Account holder</dt><dd>Acme Payments</dd>', '<dt>Bank</dt><dd>Ledger Bank</dd>', '<dt>Account</dt><dd>GB94 BARC 1020 1530 0934 59</dd>',
        '<dt>BIC</dt><dd>BARCGB22</dd>', '<dt>Scheme</dt><dd>FasterPayments</dd>', `<dt>Reference</dt><dd>${number}</dd>`]) assert.ok(paid.includes(fact), fact);
      assert.ok(!paid.includes('GB11 BARC') && !paid.includes('GB11BARC'), 'never the payout account');
      assert.match(await invoice('tr'), /<h2 id="how-to-pay">Nasıl ödenir<\/h2>[\s\S]*<dt>Hesap<\/dt><dd>GB94 BARC 1020 1530 0934 59<\/dd>/);

      // Deactivated, it is no longer named.
      await setActive(made.body, false);
      assert.ok((await invoice()).includes('has no bank account that collects'));
      for (const id of [made.body.id, payout.body.id]) assert.equal((await call('tenant', 'DELETE', `settings/banking-channels/${id}`)).status, 204);
      for (const c of seeded) await setActive(c, true);
    });

    it('scope: tenant2@ neither sees nor changes Acme\'s; the viewer may not; removing them leaves the fees alone', async () => {
      const [acme] = (await call('tenant', 'GET', path)).body.data;
      const globex = (await call('tenant2', 'GET', path)).body.data;
      assert.deepEqual(globex.map((r: { tenantId: string }) => r.tenantId), [GLOBEX]);
      assert.equal((await call('tenant2', 'GET', `${path}/${acme.id}`)).status, 404);
      assert.equal((await call('tenant2', 'DELETE', `${path}/${acme.id}`)).status, 404);
      assert.equal((await call('tenant-viewer', 'GET', path)).status, 403);
      assert.equal((await call('platform', 'GET', `${path}?tenantId=${ACME}`)).body.data[0].id, acme.id);

      assert.equal((await call('tenant', 'DELETE', `${path}/${acme.id}`)).status, 204);
      const row = await invoiceRow();
      assert.equal(Number(row.vat), 0);
      assert.equal(Number(row.amountDue), Number(row.total));
      assert.equal(row.dueDate, null);
    });
  });

  describe('whitelisting import', () => {
    const path = 'settings/whitelist-entries';
    const upload = (w: string, content: string, fileName = 'whitelist.csv', query = '') => call(w, 'POST', `${path}/import${query}`, { fileName, mimeType: 'text/csv', content });
    const header = 'merchant,type,value,note\n';

    it('imports a valid file whole, lists its entries, and an import run again changes nothing', async () => {
      const file = `${header}Blue Bottle Coffee Ltd,CardBin,535522,Trusted BIN\n${BLUE},Email,Buyer@Example.com,\n"Blue Bottle Coffee Ltd",Ip,198.51.100.7,"Office, second floor"\n`;
      const first = await upload('tenant', file);
      assert.equal(first.status, 200, first.text);
      assert.deepEqual(first.body, { accepted: true, lines: 3, imported: 3, unchanged: 0, errors: [] });
      const listed = await call('tenant', 'GET', `${path}?merchants=${BLUE}&type=Email&type=Ip&sortField=value&sortDirection=asc`);
      assert.deepEqual(listed.body.data.map((e: { value: string; merchantName: string; note: string }) => [e.value, e.merchantName, e.note]), [
        ['198.51.100.7', 'Blue Bottle Coffee Ltd', 'Office, second floor'], ['203.0.113.9', 'Blue Bottle Coffee Ltd', 'Office network'],
        ['buyer@example.com', 'Blue Bottle Coffee Ltd', ''], ['vip@example.com', 'Blue Bottle Coffee Ltd', 'Regular customer'],
      ], 'the imported entries beside the seeded ones');
      assert.deepEqual((await upload('tenant', file)).body, { accepted: true, lines: 3, imported: 0, unchanged: 3, errors: [] });
    });

    it('imports nothing when a line is bad, and names every bad line by number, column and reason', async () => {
      const count = async () => (await call('tenant', 'GET', path)).body.count as number;
      const before = await count();
      const file = [
        'merchant,type,value,note',
        'Blue Bottle Coffee Ltd,CardBin,424243,fine',
        'Blue Bottle Coffee Ltd,CardBin,12ab,',
        'Globex Garden Supplies Ltd,Email,a@b.example,',
        'Blue Bottle Coffee Ltd,Phone,123,',
        'Blue Bottle Coffee Ltd,Ip,300.1.1.1',
        'only,two',
        'Blue Bottle Coffee Ltd,CardBin,424243,again',
      ].join('\r\n');
      const answer = await upload('tenant', file);
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.body.accepted, false);
      assert.equal(answer.body.imported, 0);
      assert.deepEqual(answer.body.errors.map((e: { line: number; column: string | null; reason: string }) => [e.line, e.column, e.reason]), [
        [3, 'value', WHITELIST_MESSAGES.CardBin],
        [4, 'merchant', WHITELIST_MESSAGES.merchantUnknown],
        [5, 'type', WHITELIST_MESSAGES.type],
        [6, 'value', WHITELIST_MESSAGES.Ip],
        [7, null, WHITELIST_MESSAGES.values],
        [8, 'value', WHITELIST_MESSAGES.duplicate],
      ]);
      assert.deepEqual(answer.body.errors[5].params, { line: 2 });
      assert.equal(await count(), before, 'nothing was imported');
    });

    it('checks the file\'s type, size and header on the server too', async () => {
      assert.equal((await upload('tenant', `${header}${BLUE},CardBin,424242,`, 'whitelist.txt')).body.error, WHITELIST_MESSAGES.notCsv);
      assert.equal((await upload('tenant', 'a,b,c\n1,2,3')).body.error, WHITELIST_MESSAGES.header);
      assert.equal((await upload('tenant', header)).body.error, WHITELIST_MESSAGES.empty);
      assert.equal((await upload('tenant', `${header}${'x'.repeat(512_001)}`)).status, 400, 'larger than the limit');
    });

    it('scope: a tenant imports for its own merchants only, lists and removes only its own entries', async () => {
      const globex = await upload('tenant2', `${header}Blue Bottle Coffee Ltd,Email,x@y.example,\n`);
      assert.equal(globex.body.accepted, false, 'another tenant\'s merchant is unknown');
      const ok = await upload('tenant2', `${header}${GARDEN},CustomerId,cust-42,\n`);
      assert.equal(ok.body.imported, 1, ok.text);
      const theirs = (await call('tenant2', 'GET', path)).body.data;
      assert.ok(theirs.length > 0 && theirs.every((e: { tenantId: string }) => e.tenantId === GLOBEX));
      const ours = (await call('tenant', 'GET', path)).body.data;
      assert.ok(ours.every((e: { tenantId: string }) => e.tenantId === ACME));
      assert.equal((await call('tenant2', 'DELETE', `${path}/${ours[0].id}`)).status, 404);
      assert.equal((await call('tenant', 'DELETE', `${path}/${ours[0].id}`)).status, 204);
      assert.equal((await call('tenant-viewer', 'GET', path)).status, 403);
      assert.equal((await upload('platform', `${header}${BLUE},CardBin,411111,`)).status, 400, 'platform staff pick a tenant');
      assert.equal((await upload('platform', `${header}${BLUE},CardBin,411111,`, 'w.csv', `?tenantId=${ACME}`)).body.imported, 1);
    });
  });

  describe('decline pending ratio', () => {
    const path = 'settings/decline-pending-ratio-thresholds';
    // Far enough ahead that no seeded payment shares its windows; the watch is given its time, nothing waits.
    // 10:00 UTC, so both hours fall on one UTC day whatever the time the test runs (at 23:00 the day split in two).
    const HOUR = 3_600_000;
    const DAY = 86_400_000;
    const at = new Date(Math.floor((Date.now() + 10 * DAY) / DAY) * DAY + 10 * HOUR);
    async function payments(start: Date, statuses: string[]): Promise<void> {
      for (const [i, status] of statuses.entries()) {
        await db.insert(transactions).values({
          id: randomUUID(), tenantId: ACME, merchantId: BLUE, externalId: `RATIO-${start.getTime()}-${i}`, type: 'Sale', amount: 1000, currency: 'GBP',
          status: status as never, paymentMethod: 'card', mode: 'Live', createdAt: new Date(start.getTime() + i * 60_000),
        });
      }
    }
    const alertsOf = async (userEmail: string) => db.select().from(notifications)
      .where(and(eq(notifications.userId, seedIds.user(userEmail)), eq(notifications.notificationType, RATIO_ALERT_TYPE)));
    const body = { merchantId: BLUE, declinedPercent: 50, pendingPercent: null, windowMinutes: 60, minimumPayments: 5, isActive: true };

    it('a window crossing the merchant\'s threshold is in the alerts report and notifies the tenant\'s staff once per window', async () => {
      const made = await call('tenant', 'POST', path, body);
      assert.equal(made.status, 201, made.text);
      assert.equal((await call('tenant', 'POST', path, body)).status, 409, 'one threshold per merchant');

      // 6 payments from :05, 4 declined (66,67 %): crosses 50 %; 6 payments in the next hour with 2 declined (33 %) do not.
      await payments(new Date(at.getTime() + 5 * 60_000), ['Declined', 'Declined', 'Failed', 'Blocked', 'Captured', 'Captured']);
      await payments(new Date(at.getTime() + HOUR + 5 * 60_000), ['Declined', 'Declined', 'Captured', 'Captured', 'Captured', 'Captured']);

      assert.equal(await watchDeclinePendingRatios(db, new Date(at.getTime() + 20 * 60_000)), 1);
      assert.equal(await watchDeclinePendingRatios(db, new Date(at.getTime() + 50 * 60_000)), 0, 'the same window is told once');
      assert.equal(await watchDeclinePendingRatios(db, new Date(at.getTime() + HOUR + 30 * 60_000)), 0, 'the next window stays below');
      for (const staff of ['tenant@demo.test', 'tenant-viewer@demo.test']) {
        const told = await alertsOf(staff);
        assert.equal(told.length, 1, staff);
        assert.match(told[0]!.title, /^Decline pending ratio crossed: Blue Bottle Coffee Ltd$/);
        assert.match(told[0]!.description, /4 declined and 0 pending of 6 payments in the 60-minute window/);
      }
      assert.equal((await alertsOf('tenant2@demo.test')).length, 0, 'another tenant\'s staff are not told');
      assert.equal((await alertsOf('merchant@demo.test')).length, 0, 'merchants are not staff');

      const report = async () => {
        const answer = await call('tenant', 'GET', `reporting/${REPORT_PATHS.data.replace(':reportId', 'alerts')}?${new URLSearchParams({
          startDate: new Date(at.getTime() - 86_400_000).toISOString(), endDate: new Date(at.getTime() + 86_400_000).toISOString(), PageSize: '100', kind: 'declinePendingRatio', timezoneOffset: '0',
        })}`, undefined, { mode: 'Live' });
        assert.equal(answer.status, 200, answer.text);
        return (answer.body as ReportPage).data.filter((r) => r.customer === 'Blue Bottle Coffee Ltd');
      };
      const subject = at.toISOString().slice(0, 16).replace('T', ' ');
      assert.deepEqual((await report()).map((r) => [r.subject, r.detail]), [[subject, '4 declined (66.67 %) and 0 pending (0.00 %) of 6 payments']]);

      // Stricter: the second hour crosses too; the report follows the setting at once.
      const edited = await call('tenant', 'PUT', `${path}/${made.body.id}`, { ...body, declinedPercent: 30 });
      assert.equal(edited.status, 200, edited.text);
      assert.equal((await report()).length, 2);
      assert.equal(await watchDeclinePendingRatios(db, new Date(at.getTime() + HOUR + 40 * 60_000)), 1);

      // Deactivated: the tenant-wide day threshold applies (at least 10 payments, 25 %): 12 payments, 6 declined.
      assert.equal((await call('tenant', 'PUT', `${path}/${made.body.id}`, { ...body, isActive: false })).status, 200);
      const day = await report();
      assert.deepEqual(day.map((r) => r.subject), [at.toISOString().slice(0, 10)]);
    });

    it('refuses a threshold without a share, another tenant\'s merchant, and deleting one that raised alerts', async () => {
      assert.equal((await call('tenant', 'POST', path, { ...body, merchantId: null, declinedPercent: null })).body.error, 'Give a declined or a pending threshold (or both)');
      assert.equal((await call('tenant', 'POST', path, { ...body, merchantId: GARDEN })).status, 404);
      assert.equal((await call('tenant', 'POST', path, { ...body, windowMinutes: 7 })).status, 400);
      const used = (await call('tenant', 'GET', `${path}?merchants=${BLUE}`)).body.data[0];
      const refused = await call('tenant', 'DELETE', `${path}/${used.id}`);
      assert.equal(refused.status, 409);
      assert.match(refused.body.error, /^This threshold is in use by 2 raised alerts: deactivate it instead$/);
    });

    it('scope: tenant2@ neither sees nor changes Acme\'s thresholds; the viewer may not', async () => {
      const acme = (await call('tenant', 'GET', path)).body.data;
      assert.ok(acme.length >= 2 && acme.every((r: { tenantId: string }) => r.tenantId === ACME));
      assert.ok((await call('tenant2', 'GET', path)).body.data.every((r: { tenantId: string }) => r.tenantId === GLOBEX));
      assert.equal((await call('tenant2', 'PUT', `${path}/${acme[0].id}`, body)).status, 404);
      assert.equal((await call('tenant-viewer', 'GET', path)).status, 403);
      const wide = acme.find((r: { merchantId: string | null }) => r.merchantId === null);
      const fresh = await call('tenant', 'POST', path, { ...body, merchantId: seedIds.merchant('harbour-florists') });
      assert.equal(fresh.status, 201, fresh.text);
      assert.equal((await call('tenant', 'DELETE', `${path}/${fresh.body.id}`)).status, 204, 'an unused threshold deletes');
      assert.ok(wide, 'the seeded tenant-wide threshold');
    });
  });
});
