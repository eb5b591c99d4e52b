import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { seedIds } from '../src/db/seed';
import { bankingChannels } from '../src/db/schema';
import { APM_PAYMENT_METHODS, BANK_ORDER_MESSAGES, BANK_ORDER_PATHS, BDT_PATHS, type BankOrder, type BankOrderItem, type TransactionRecord, TERMINAL_PATHS, type LookupItem, type TerminalSettlement, type TerminalTransaction, TRANSACTION_PATHS, TRANSACTION_TOOL_PATHS, VALUE_LABELS_TR, type ApmRequest, type BankDeposit, type ApmTransaction, type ApmTransactionDetail } from '@portal/contracts';
import { forgeAccessToken } from './helpers/tokens';
import { parseCsv } from './helpers/parse-csv';
import { startTestServer, type TestServer } from './helpers/server';

type Query = Record<string, string | number | Array<string | number>>;
interface Page<T> { data: T[]; count: number; countIsCapped: boolean; error?: string }

/** Issue 13 part C: the tenant's other lookups and tools, each scoped to the caller's tenant (ADR 0053). */
describe('tenant transaction tools: lookup V2, APM transactions, APM requests', () => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  const acme = seedIds.tenant('acme');
  const globex = seedIds.tenant('globex');

  before(async () => {
    t = await startTestServer();
    for (const email of ['platform@demo.test', 'tenant@demo.test', 'tenant-viewer@demo.test', 'tenant2@demo.test', 'merchant@demo.test']) {
      tokens.set(email, await forgeAccessToken(t, { sub: seedIds.user(email) }));
    }
  });
  after(async () => { await t?.close(); });
  const db = () => t.server.database.db;

  async function call(email: string, path: string, query: Query = {}, base = '/svc/merchant', mode = 'Live', language?: string): Promise<Response> {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) (Array.isArray(v) ? v : [v]).forEach((x) => qs.append(k, String(x)));
    const headers: Record<string, string> = { authorization: `Bearer ${tokens.get(email)}`, mode };
    if (language) headers['accept-language'] = language;
    return fetch(`${t.origin}${base}/${path}?${qs}`, { headers });
  }
  async function get<T>(email: string, path: string, query: Query = {}, base?: string): Promise<{ status: number; body: T }> {
    const res = await call(email, path, query, base);
    return { status: res.status, body: await res.json() as T };
  }
  const apm = (email: string, query: Query = {}) => get<Page<ApmTransaction>>(email, TRANSACTION_TOOL_PATHS.apmList, query);

  it('lookup V2 answers what the tenant lookup answers, on the reporting service, with its own permission', async () => {
    const query = { pageSize: 50, status: 'Captured' };
    const v2 = await get<Page<{ id: string; tenantId: string }>>('tenant@demo.test', TRANSACTION_TOOL_PATHS.lookupV2, query, '/svc/reporting');
    const v1 = await get<Page<{ id: string }>>('tenant@demo.test', TRANSACTION_PATHS.tenantList, query);
    assert.equal(v2.status, 200, v2.body.error);
    assert.ok(v2.body.data.length > 0);
    assert.deepEqual(v2.body.data.map((r) => r.id), v1.body.data.map((r) => r.id));
    const other = await get<Page<{ tenantId: string }>>('tenant2@demo.test', TRANSACTION_TOOL_PATHS.lookupV2, { pageSize: 100 }, '/svc/reporting');
    assert.ok(other.body.data.length > 0 && other.body.data.every((r) => r.tenantId === globex));
    assert.equal((await get('tenant2@demo.test', TRANSACTION_TOOL_PATHS.lookupV2, { tenantId: acme }, '/svc/reporting')).status, 403);
    assert.equal((await get('tenant-viewer@demo.test', TRANSACTION_TOOL_PATHS.lookupV2, {}, '/svc/reporting')).status, 403);
    assert.equal((await get('merchant@demo.test', TRANSACTION_TOOL_PATHS.lookupV2, {}, '/svc/reporting')).status, 403);
  });

  it('lists only APM transactions of the caller\'s tenant, each with its provider\'s answer', async () => {
    const page = await apm('tenant@demo.test', { pageSize: 100 });
    assert.equal(page.status, 200, page.body.error);
    assert.ok(page.body.data.length > 0);
    for (const row of page.body.data) {
      assert.ok((APM_PAYMENT_METHODS as readonly string[]).includes(row.paymentMethod), row.paymentMethod);
      assert.equal(row.tenantId, acme);
      assert.equal(row.mode, 'Live');
    }
    const completed = page.body.data.filter((r) => r.status === 'Captured');
    assert.ok(completed.length > 0 && completed.every((r) => r.providerReference && r.payerName));
    // Payer accounts are masked: an IBAN's country, check digits and last 4, or an e-mail's first letter.
    assert.ok(page.body.data.every((r) => !r.payerAccount || /\*\*\*/.test(r.payerAccount)));
    const paypal = await apm('tenant@demo.test', { paymentMethod: 'paypal', pageSize: 100 });
    assert.ok(paypal.body.data.length > 0 && paypal.body.data.every((r) => r.paymentMethod === 'paypal' && r.bankName === null));
  });

  it('keeps tenants apart: tenant2@ never sees Acme rows, names Acme in vain; others are refused', async () => {
    const globexPage = await apm('tenant2@demo.test', { pageSize: 100 });
    assert.equal(globexPage.status, 200);
    assert.ok(globexPage.body.data.length > 0 && globexPage.body.data.every((r) => r.tenantId === globex));
    assert.equal((await apm('tenant2@demo.test', { tenantId: acme })).status, 403);
    assert.equal((await apm('tenant2@demo.test', { Customer: seedIds.merchant('blue-bottle') })).body.count, 0);
    assert.equal((await apm('tenant-viewer@demo.test')).status, 403);
    assert.equal((await apm('merchant@demo.test')).status, 403);
    assert.equal((await apm('platform@demo.test')).status, 400);
    const picked = await apm('platform@demo.test', { tenantId: globex, pageSize: 100 });
    assert.deepEqual(picked.body.data.map((r) => r.id), globexPage.body.data.map((r) => r.id));
  });

  it('searches by SearchParam and SearchKey, within the tenant only', async () => {
    const row = (await apm('tenant@demo.test', { pageSize: 100 })).body.data.find((r) => r.providerReference)!;
    const key = row.providerReference!.slice(-8);
    const found = await get<Page<ApmTransaction>>('tenant@demo.test', TRANSACTION_TOOL_PATHS.apmSearch, { SearchParam: 'ProviderReference', SearchKey: key });
    assert.ok(found.body.data.some((r) => r.id === row.id));
    assert.ok(found.body.data.every((r) => r.providerReference?.toLowerCase().includes(key.toLowerCase())));
    const byExternal = await get<Page<ApmTransaction>>('tenant@demo.test', TRANSACTION_TOOL_PATHS.apmSearch, { SearchKey: row.externalId });
    assert.deepEqual(byExternal.body.data.map((r) => r.id), [row.id]);
    const elsewhere = await get<Page<ApmTransaction>>('tenant2@demo.test', TRANSACTION_TOOL_PATHS.apmSearch, { SearchParam: 'ProviderReference', SearchKey: key });
    assert.ok(elsewhere.body.data.every((r) => r.id !== row.id));
    assert.equal((await get('tenant@demo.test', TRANSACTION_TOOL_PATHS.apmSearch, { SearchParam: 'CardNumber', SearchKey: 'x' })).status, 400);
  });

  it('opens one APM transaction with its requests; another tenant gets 404', async () => {
    const row = (await apm('tenant@demo.test', { status: 'Captured' })).body.data[0]!;
    const path = TRANSACTION_TOOL_PATHS.apmOne.replace(':id', row.id);
    const one = await get<ApmTransactionDetail>('tenant@demo.test', path);
    assert.equal(one.status, 200);
    assert.equal(one.body.externalId, row.externalId);
    assert.ok(one.body.requests.length >= 1 && one.body.requests.every((r) => r.transactionId === row.id));
    assert.equal(one.body.requests.at(-1)!.status, 'Completed');
    assert.equal((await get('tenant2@demo.test', path)).status, 404);
  });

  it('exports the list as CSV: a header and one line per row', async () => {
    const page = await apm('tenant@demo.test', { paymentMethod: 'open-banking' });
    const res = await call('tenant@demo.test', TRANSACTION_TOOL_PATHS.apmCsv, { paymentMethod: 'open-banking' });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/csv/);
    const lines = (await res.text()).trim().split('\r\n');
    // The lookups' cells (ADR 0045): the profile's clock in the date's title, methods by name, major units.
    assert.equal(lines[0], 'External id,Created (Europe/London),Merchant,Payment method,Status,Amount,Currency,Provider reference,Payer,Payer account,Bank,Customer e-mail');
    assert.equal(lines.length - 1, page.body.count);
    const first = page.body.data.find((r) => lines.some((l) => l.startsWith(`${r.externalId},`)))!;
    const cells = parseCsv(`${lines.find((l) => l.startsWith(`${first.externalId},`))!}\r\n`)[0]!;
    assert.equal(cells[3], 'Open banking');
    assert.equal(cells[5], `${(first.amount / 100).toFixed(2)} ${first.currency}`);
    // A Turkish portal's file: the list's Turkish titles, statuses and seeded method names.
    const turkish = (await (await call('tenant@demo.test', TRANSACTION_TOOL_PATHS.apmCsv, { paymentMethod: 'open-banking' }, undefined, 'Live', 'tr')).text()).trim().split('\r\n');
    assert.equal(turkish[0], 'Harici kimlik,Oluşturulma (Europe/London),Üye işyeri,Ödeme yöntemi,Durum,Tutar,Para birimi,Sağlayıcı referansı,Ödeyen,Ödeyen hesabı,Banka,Müşteri e-postası');
    const trCells = parseCsv(`${turkish.find((l) => l.startsWith(`${first.externalId},`))!}\r\n`)[0]!;
    assert.equal(trCells[3], 'Açık bankacılık');
    assert.equal(trCells[4], VALUE_LABELS_TR[first.status] ?? first.status);
    assert.equal((await call('tenant2@demo.test', TRANSACTION_TOOL_PATHS.apmCsv, { tenantId: acme })).status, 403);
  });

  it('lists APM requests, abandoned ones too, of the caller\'s tenant only', async () => {
    const page = await get<Page<ApmRequest>>('tenant@demo.test', TRANSACTION_TOOL_PATHS.apmRequests, { pageSize: 100 });
    assert.equal(page.status, 200, page.body.error);
    assert.ok(page.body.data.length > 0 && page.body.data.every((r) => r.tenantId === acme));
    const abandoned = await get<Page<ApmRequest>>('tenant@demo.test', TRANSACTION_TOOL_PATHS.apmRequests, { status: ['Expired', 'Cancelled'], pageSize: 100 });
    assert.ok(abandoned.body.data.length > 0);
    assert.ok(abandoned.body.data.every((r) => r.transactionId === null && r.failureReason));
    const ref = page.body.data[0]!.reference;
    const byRef = await get<Page<ApmRequest>>('tenant@demo.test', TRANSACTION_TOOL_PATHS.apmRequests, { reference: ref.toLowerCase() });
    assert.deepEqual(byRef.body.data.map((r) => r.reference), [ref]);
    const other = await get<Page<ApmRequest>>('tenant2@demo.test', TRANSACTION_TOOL_PATHS.apmRequests, { reference: ref });
    assert.equal(other.body.count, 0);
    assert.equal((await get('tenant-viewer@demo.test', TRANSACTION_TOOL_PATHS.apmRequests)).status, 403);
  });

  it('lists bank deposits (BDT) of the caller\'s tenant: matched to their payment, unmatched or returned; searched by UTR', async () => {
    const bdt = (email: string, query: Query = {}) => get<Page<BankDeposit>>(email, BDT_PATHS.list, query, '/svc/core');
    const page = await bdt('tenant@demo.test', { pageSize: 100 });
    assert.equal(page.status, 200, page.body.error);
    assert.ok(page.body.data.length > 0 && page.body.data.every((r) => r.tenantId === acme && /^\d{12}$/.test(r.utr)));
    const matched = page.body.data.filter((r) => r.status === 'Matched');
    assert.ok(matched.length > 0 && matched.every((r) => r.transactionExternalId === r.narrative));
    const waiting = await bdt('tenant@demo.test', { status: ['Unmatched', 'Returned'], pageSize: 100 });
    assert.ok(waiting.body.data.length > 0 && waiting.body.data.every((r) => r.transactionId === null));
    const one = matched[0]!;
    const byUtr = await bdt('tenant@demo.test', { utr: one.utr });
    assert.ok(byUtr.body.data.some((r) => r.id === one.id) && byUtr.body.data.every((r) => r.utr.includes(one.utr)));
    assert.equal((await bdt('tenant@demo.test', { utr: '12%' })).status, 400);
    assert.equal((await bdt('tenant2@demo.test', { utr: one.utr })).body.data.filter((r) => r.id === one.id).length, 0);
    assert.equal((await bdt('tenant2@demo.test', { tenantId: acme })).status, 403);
    assert.equal((await bdt('tenant-viewer@demo.test')).status, 403);
    assert.equal((await bdt('merchant@demo.test')).status, 403);
    const platform = await bdt('platform@demo.test', { tenantId: acme, pageSize: 100 });
    assert.deepEqual(platform.body.data.map((r) => r.id), page.body.data.map((r) => r.id));
  });

  it('lists terminal payments, their currency conversions and settlements per terminal and day, each in the tenant only', async () => {
    const core = <T>(email: string, path: string, query: Query = {}) => get<T>(email, path, query, '/svc/core');
    const terminals = await core<LookupItem[]>('tenant@demo.test', TERMINAL_PATHS.terminals);
    assert.equal(terminals.status, 200);
    assert.ok(terminals.body.length >= 3);
    const otherTerminals = await core<LookupItem[]>('tenant2@demo.test', TERMINAL_PATHS.terminals);
    assert.ok(otherTerminals.body.every((x) => !terminals.body.some((y) => y.id === x.id)));

    const terminal = terminals.body[0]!.id;
    const payments = await core<Page<TerminalTransaction>>('tenant@demo.test', TERMINAL_PATHS.transactions, { terminalId: terminal, pageSize: 100 });
    assert.equal(payments.status, 200, payments.body.error);
    assert.ok(payments.body.data.length > 0 && payments.body.data.every((r) => r.terminalId === terminal && r.tenantId === acme && r.mode === 'Live'));
    // The terminal host each payment went through (ADR 0152): the seed's Acme Terminal Host takes Acme's GBP and EUR.
    assert.ok(payments.body.data.every((r) => r.terminalHost === 'Acme Terminal Host'), JSON.stringify(payments.body.data[0]));

    const conversions = await core<Page<TerminalTransaction>>('tenant@demo.test', TERMINAL_PATHS.conversions, { pageSize: 100 });
    assert.ok(conversions.body.data.length > 0);
    for (const c of conversions.body.data) {
      assert.ok(c.cardCurrency && c.rate && c.convertedAmount !== null && c.cardCurrency !== c.currency);
      // The converted amount is the amount at the rate plus the 350 bps markup.
      assert.equal(c.convertedAmount, Math.round(c.amount * Number(c.rate) * 1.035));
    }

    // Settlements: one terminal's days, each the sum of that day's approved payments (checked against the payments themselves).
    const from = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z';
    const settled = await core<Page<TerminalSettlement>>('tenant@demo.test', TERMINAL_PATHS.settlements, { terminalId: terminal, from, pageSize: 100 });
    assert.equal(settled.status, 200, settled.body.error);
    assert.ok(settled.body.data.length >= 3);
    assert.ok(settled.body.data.every((r) => r.terminalHost === 'Acme Terminal Host'));
    const all = await core<Page<TerminalTransaction>>('tenant@demo.test', TERMINAL_PATHS.transactions, { terminalId: terminal, from, pageSize: 100 });
    const rows = [...all.body.data];
    for (let page = 1; rows.length < all.body.count; page += 1) {
      rows.push(...(await core<Page<TerminalTransaction>>('tenant@demo.test', TERMINAL_PATHS.transactions, { terminalId: terminal, from, pageSize: 100, pageIndex: page })).body.data);
    }
    for (const s of settled.body.data) {
      const ofDay = rows.filter((r) => r.createdAt.slice(0, 10) === s.day && r.status === 'Approved');
      const sales = ofDay.filter((r) => r.type === 'Sale').reduce((sum, r) => sum + r.amount, 0);
      const refunds = ofDay.filter((r) => r.type === 'Refund').reduce((sum, r) => sum + r.amount, 0);
      assert.deepEqual([s.salesAmount, s.refundsAmount, s.netAmount], [sales, refunds, sales - refunds], s.day);
    }

    for (const path of [TERMINAL_PATHS.transactions, TERMINAL_PATHS.conversions, TERMINAL_PATHS.settlements]) {
      const other = await core<Page<{ tenantId?: string; terminalId: string }>>('tenant2@demo.test', path, { terminalId: terminal });
      assert.equal(other.body.count, 0, path);
      assert.equal((await core('tenant2@demo.test', path, { tenantId: acme })).status, 403, path);
      assert.equal((await core('tenant-viewer@demo.test', path)).status, 403, path);
      assert.equal((await core('merchant@demo.test', path)).status, 403, path);
      assert.equal((await core('platform@demo.test', path)).status, 400, path);
    }
  });

  it('names the Settlement account each terminal day settles into, and none while the tenant has no active one in its currency (ADR 0153)', async () => {
    const from = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z';
    const settled = async () => {
      const answer = await get<Page<TerminalSettlement>>('tenant@demo.test', TERMINAL_PATHS.settlements, { from, pageSize: 100 }, '/svc/core');
      assert.equal(answer.status, 200, answer.body.error);
      return answer.body.data;
    };
    const before = await settled();
    const currencies = new Set(before.map((r) => r.currency));
    assert.ok(currencies.has('GBP') && currencies.has('EUR'), [...currencies].join());
    // The seed's accounts: Acme's GBP days settle at Northbank, its EUR days at Rheinbank.
    for (const r of before) assert.equal(r.settlesInto, { GBP: 'Acme GBP settlements', EUR: 'Acme EUR settlements' }[r.currency] ?? null, `${r.day} ${r.currency}`);

    const gbp = and(eq(bankingChannels.tenantId, acme), eq(bankingChannels.name, 'Acme GBP settlements'));
    await db().update(bankingChannels).set({ isActive: false }).where(gbp);
    try {
      const after = await settled();
      assert.ok(after.filter((r) => r.currency === 'GBP').every((r) => r.settlesInto === null), 'an inactive account is not named');
      assert.ok(after.filter((r) => r.currency === 'EUR').every((r) => r.settlesInto === 'Acme EUR settlements'), 'the other currency keeps its own');
    } finally {
      await db().update(bankingChannels).set({ isActive: true }).where(gbp);
    }
    assert.deepEqual((await settled()).map((r) => r.settlesInto), before.map((r) => r.settlesInto));
  });

  it('takes a bank order CSV: checks each line, keeps a bad one with its line and why, matches the rest to the tenant\'s transactions', async () => {
    const known = (await get<Page<TransactionRecord>>('tenant@demo.test', TRANSACTION_PATHS.tenantSearch, { searchKey: 'TX-BBC-0001' })).body.data.find((r) => r.externalId === 'TX-BBC-0001')!;
    const major = (known.amount / 100).toFixed(2);
    const csv = ['date,reference,amount,currency,payer',
      `2025-07-01,TX-BBC-0001,${major},${known.currency},Ada Lovelace`,
      `2025-07-01,TX-BBC-0001,${(known.amount / 100 + 1).toFixed(2)},${known.currency},Ada Lovelace`,
      '2025-07-01,NO-SUCH-REF,10.00,EUR,"Carter, James"',
      '2025-02-30,TX-BBC-0002,10.00,EUR,Emma Schmidt', ''].join('\r\n');
    const upload = async (email: string, fields: Record<string, string>, content: string | null, query = '') => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      if (content !== null) form.append('csvFile', new Blob([content], { type: 'text/csv' }), 'statement.csv');
      const res = await fetch(`${t.origin}/svc/merchant/${BANK_ORDER_PATHS.list}${query}`, { method: 'POST', headers: { authorization: `Bearer ${tokens.get(email)}` }, body: form });
      return { status: res.status, body: await res.json() as BankOrder & { error?: string } };
    };
    const fields = { bankName: 'Barclays', accountNumber: 'GB29 NWBK 6016 1331 9268 19' };
    const order = await upload('tenant@demo.test', fields, csv);
    assert.equal(order.status, 201, order.body.error);
    assert.deepEqual([order.body.lines, order.body.matched, order.body.amountDiffers, order.body.unmatched, order.body.invalid], [4, 1, 1, 1, 1]);
    assert.equal(order.body.accountNumber, '•••• 6819');
    const items = await get<Page<BankOrderItem>>('tenant@demo.test', BANK_ORDER_PATHS.items.replace(':id', order.body.id));
    assert.deepEqual(items.body.data.map((i) => [i.lineNumber, i.status]), [[2, 'Matched'], [3, 'AmountDiffers'], [4, 'Unmatched'], [5, 'Invalid']]);
    assert.equal(items.body.data[0]!.transactionExternalId, 'TX-BBC-0001');
    assert.equal(items.body.data[2]!.payer, 'Carter, James');
    assert.deepEqual(items.body.data[3]!.error, { text: BANK_ORDER_MESSAGES.date });
    const listed = await get<Page<BankOrder>>('tenant@demo.test', BANK_ORDER_PATHS.list);
    assert.equal(listed.body.data[0]!.id, order.body.id);

    // Another tenant: the order is not there, and the same reference matches nothing of Acme's.
    assert.equal((await get('tenant2@demo.test', BANK_ORDER_PATHS.items.replace(':id', order.body.id))).status, 404);
    assert.ok((await get<Page<BankOrder>>('tenant2@demo.test', BANK_ORDER_PATHS.list)).body.data.every((o) => o.id !== order.body.id));
    const theirs = await upload('tenant2@demo.test', fields, csv);
    assert.deepEqual([theirs.body.matched, theirs.body.unmatched], [0, 3]);
    assert.equal((await upload('tenant2@demo.test', fields, csv, `?tenantId=${acme}`)).status, 403);

    // The unmatched line matched by hand to the payment its bank wrote another reference for; only an unmatched line.
    const match = async (email: string, lineId: string, transactionReference: string) => {
      const res = await fetch(`${t.origin}/svc/merchant/${BANK_ORDER_PATHS.match.replace(':id', lineId)}`, {
        method: 'POST', headers: { authorization: `Bearer ${tokens.get(email)}`, 'content-type': 'application/json' }, body: JSON.stringify({ transactionReference }),
      });
      return { status: res.status, body: await res.json() as { status?: string; transactionExternalId?: string; error?: string } };
    };
    const [matchedLine, , unmatchedLine] = items.body.data;
    assert.equal((await match('tenant2@demo.test', unmatchedLine!.id, 'TX-BBC-0001')).status, 404);
    assert.equal((await match('tenant-viewer@demo.test', unmatchedLine!.id, 'TX-BBC-0001')).status, 403);
    assert.deepEqual(await match('tenant@demo.test', matchedLine!.id, 'TX-BBC-0001'), { status: 400, body: { error: 'Only an unmatched line is matched by hand: this one is Matched' } });
    assert.deepEqual(await match('tenant@demo.test', unmatchedLine!.id, 'TX-NOPE'), { status: 400, body: { error: 'No transaction of this tenant has the reference TX-NOPE' } });
    // The line says 10.00 EUR: the payment's own amount decides Matched or AmountDiffers.
    const expected = known.amount === 1000 && known.currency === 'EUR' ? 'Matched' : 'AmountDiffers';
    assert.deepEqual(await match('tenant@demo.test', unmatchedLine!.id, ' TX-BBC-0001 '), { status: 200, body: { status: expected, transactionExternalId: 'TX-BBC-0001' } });
    const after = (await get<Page<BankOrderItem>>('tenant@demo.test', BANK_ORDER_PATHS.items.replace(':id', order.body.id))).body.data[2]!;
    assert.deepEqual([after.status, after.transactionExternalId, after.matchedBy], [expected, 'TX-BBC-0001', 'Tessa Tenant']);
    assert.ok(after.matchedAt && Date.now() - Date.parse(after.matchedAt) < 60_000);
    assert.equal(items.body.data[0]!.matchedBy, null, 'the upload\'s own match names nobody');
    assert.equal((await get<Page<BankOrder>>('tenant@demo.test', BANK_ORDER_PATHS.list)).body.data[0]!.unmatched, 0);
    assert.equal((await match('tenant@demo.test', unmatchedLine!.id, 'TX-BBC-0001')).status, 400, 'matched once');

    // A bad file or form is refused whole, with why.
    assert.deepEqual(await upload('tenant@demo.test', fields, 'when,what\r\n1,2'), { status: 400, body: { error: BANK_ORDER_MESSAGES.header } });
    assert.equal((await upload('tenant@demo.test', { ...fields, bankName: ' ' }, csv)).body.error, BANK_ORDER_MESSAGES.bankName);
    assert.equal((await upload('tenant@demo.test', { ...fields, accountNumber: '12-34' }, csv)).body.error, BANK_ORDER_MESSAGES.accountNumber);
    assert.equal((await upload('tenant@demo.test', fields, null)).body.error, BANK_ORDER_MESSAGES.noFile);
    assert.equal((await upload('tenant-viewer@demo.test', fields, csv)).status, 403);
    assert.equal((await upload('merchant@demo.test', fields, csv)).status, 403);
  });
});
