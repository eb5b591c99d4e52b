import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { crmOrganizations, crmPriceBooks, notifications } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { seedNotificationId } from '../src/modules/notifications/seed';
import { textPdf, sha256Hex, wrapLine } from '../src/modules/crm-offers/text-pdf';
import { apiSuite } from './helpers/api-suite';
import { pdfText } from './helpers/pdf-text';

const api = (path: string) => `/svc/merchant/api/v1/${path}`;
const FEES = { boardingFee: 250, accountConfigurationFee: 99.5, bankAccountSetupFee: 0, monthlyMinimumFee: 25, gatewayMonthlyAccess: 15 };
type Proposal = {
  id: string; version: number; status: string; rejectReason: string | null; merchantName: string; tenantName: string; proposalBody: string; agreementId: string | null;
  proposalEntries: Array<{ productId: string; productName: string; items: Array<{ feeTypeId: string; value: number }> }>; boardingFee: number; accountConfigurationFee: number;
  respondedBy: string | null; respondedIp: string | null;
};

/** Proposals and agreements (ADR 0094): statuses, who answers, versions, the accepted PDF's hash and the verify call. */
describe('CRM proposals and agreements', () => {
  const s = apiSuite(['tenant', 'tenant2', 'tenant-viewer', 'merchant', 'merchant2', 'sandbox']);
  const ACME = seedIds.tenant('acme');

  const blueBottle = async () => {
    const [org] = await s.db.select({ id: crmOrganizations.id }).from(crmOrganizations).where(eq(crmOrganizations.merchantId, seedIds.merchant('blue-bottle')));
    const [book] = await s.db.select({ id: crmPriceBooks.id }).from(crmPriceBooks).where(and(eq(crmPriceBooks.tenantId, ACME), eq(crmPriceBooks.isStandard, true)));
    return { organizationId: org!.id, pricebookId: book!.id };
  };
  const draft = async (extra: object = {}) => {
    const res = await s.call('tenant', 'POST', api('proposals'), { body: { ...(await blueBottle()), ...FEES, ...extra } });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body as Proposal;
  };

  it('seeds merchant@ a proposal PendingApproval and sandbox@ an agreement PendingAcceptance, each opened by its notification', async () => {
    for (const [who, kind, key, status] of [['merchant', 'proposal', 'proposal-1', 'PendingApproval'], ['sandbox', 'agreement', 'agreement-1', 'PendingAcceptance']] as const) {
      const [n] = await s.db.select().from(notifications).where(eq(notifications.id, seedNotificationId(`${who}@demo.test`, key)));
      const id = new URL(n!.objectUrl!, 'http://x').searchParams.get('open');
      assert.equal(n!.objectUrl, `/boarding/${kind}?open=${id}`);
      const offer = await s.call(who, 'GET', api(`${kind}s/${id}`));
      assert.deepEqual([offer.status, offer.body.status, offer.body.tenantName], [200, status, 'Acme Payments']);
    }
    const list = await s.call('merchant', 'GET', api('agreements?pageIndex=0&pageSize=10'));
    assert.equal(list.body.count, 0, 'merchant@ has no agreement yet');
  });

  it('a draft copies the book\'s fees and the template; the merchant sees it only once sent, and its users are told', async () => {
    const p = await draft();
    assert.deepEqual([p.status, p.version, p.merchantName, p.tenantName, p.accountConfigurationFee], ['Created', 1, 'Blue Bottle Coffee Ltd', 'Acme Payments', 99.5]);
    assert.ok(p.proposalEntries.length > 0 && p.proposalEntries.every((e) => e.items.length > 0));
    assert.match(p.proposalBody, /Dear Blue Bottle Coffee Ltd/);
    assert.equal((await s.call('merchant', 'GET', api(`proposals/${p.id}`))).status, 404);
    const sent = await s.call('tenant', 'PUT', api(`proposals/${p.id}/send`));
    assert.deepEqual([sent.status, sent.body.status], [200, 'PendingApproval']);
    const seen = await s.call('merchant', 'GET', api(`proposals/${p.id}`));
    assert.deepEqual([seen.status, seen.body.version], [200, 1]);
    const told = await s.db.select().from(notifications).where(and(eq(notifications.userId, seedIds.user('merchant@demo.test')), eq(notifications.objectUrl, `/boarding/proposal?open=${p.id}`)));
    assert.deepEqual(told.map((n) => n.notificationType), ['Proposal']);
    assert.equal((await s.call('tenant', 'PUT', api(`proposals/${p.id}/send`))).status, 409);
  });

  it('fees stay within the book\'s bounds and boarding fees have 2 decimals', async () => {
    const { proposalEntries: [entry] } = await draft();
    const fee = entry!.items[0]!;
    const above = await s.call('tenant', 'POST', api('proposals'), {
      body: { ...(await blueBottle()), ...FEES, proposalEntries: [{ productId: entry!.productId, items: [{ feeTypeId: fee.feeTypeId, value: fee.value + 1 }] }] },
    });
    assert.equal(above.status, 400);
    assert.match(above.body.error, /within the price book's bounds/);
    const discounted = await draft({ proposalEntries: [{ productId: entry!.productId, items: [{ feeTypeId: fee.feeTypeId, value: 0 }] }] });
    assert.equal(discounted.proposalEntries[0]!.items[0]!.value, 0);
    assert.equal((await s.call('tenant', 'POST', api('proposals'), { body: { ...(await blueBottle()), ...FEES, boardingFee: 1.234 } })).status, 400);
  });

  it('only the merchant\'s own users answer; other merchants and tenants do not even see it', async () => {
    const p = await draft();
    await s.call('tenant', 'PUT', api(`proposals/${p.id}/send`));
    const byTenant = await s.call('tenant', 'PUT', api(`proposals/${p.id}/accept`), { body: {} });
    assert.deepEqual([byTenant.status, byTenant.body.error], [403, "Only the merchant's users answer an offer"]);
    assert.equal((await s.call('sandbox', 'GET', api(`proposals/${p.id}`))).status, 404);
    assert.equal((await s.call('merchant2', 'PUT', api(`proposals/${p.id}/accept`), { body: {} })).status, 404);
    assert.equal((await s.call('tenant2', 'GET', api(`proposals/${p.id}`))).status, 404);
    // CRM.Dashboard.View reads (section 6), but does not draft.
    assert.equal((await s.call('tenant-viewer', 'GET', api(`proposals/${p.id}`))).status, 200);
    assert.equal((await s.call('tenant-viewer', 'POST', api('proposals'), { body: { ...(await blueBottle()), ...FEES } })).status, 403);
    const sandboxList = await s.call('sandbox', 'GET', api('proposals?pageIndex=0&pageSize=50'));
    assert.ok(!sandboxList.body.data.some((r: Proposal) => r.id === p.id));
  });

  it('a rejection needs a reason; a change after it is version 2; accepting makes the agreement; its PDF verifies', async () => {
    const p = await draft();
    await s.call('tenant', 'PUT', api(`proposals/${p.id}/send`));
    // Viewed twice: one view in the history.
    await s.call('merchant', 'GET', api(`proposals/${p.id}`));
    await s.call('merchant', 'GET', api(`proposals/${p.id}`));
    assert.equal((await s.call('merchant', 'PUT', api(`proposals/${p.id}/respond`), { body: { response: 'Rejected' } })).status, 400);
    const rejected = await s.call('merchant', 'PUT', api(`proposals/${p.id}/reject`), { body: { response: 'Rejected', rejectReason: 'Monthly minimum too high' } });
    assert.deepEqual([rejected.status, rejected.body.status, rejected.body.rejectReason, rejected.body.respondedBy], [200, 'Rejected', 'Monthly minimum too high', 'Mia Merchant']);
    assert.ok(rejected.body.respondedIp);
    assert.equal((await s.call('merchant', 'PUT', api(`proposals/${p.id}/accept`), { body: {} })).status, 409);

    const changed = await s.call('tenant', 'PUT', api(`proposals/${p.id}`), { body: { ...(await blueBottle()), ...FEES, monthlyMinimumFee: 10 } });
    assert.deepEqual([changed.status, changed.body.version, changed.body.status, changed.body.rejectReason], [200, 2, 'Created', null]);
    await s.call('tenant', 'PUT', api(`proposals/${p.id}/send`));
    const accepted = await s.call('merchant', 'PUT', api(`proposals/${p.id}/respond`), { body: { response: 'Accepted' } });
    assert.deepEqual([accepted.status, accepted.body.status, accepted.body.version], [200, 'Accepted', 2]);
    assert.equal((await s.call('tenant', 'PUT', api(`proposals/${p.id}`), { body: { ...(await blueBottle()), ...FEES } })).status, 409);

    const agreementId = accepted.body.agreementId as string;
    const agreement = await s.call('merchant', 'GET', api(`agreements/${agreementId}`));
    assert.deepEqual([agreement.body.status, agreement.body.monthlyMinimumFee, agreement.body.documentSha256], ['PendingAcceptance', 10, null]);
    assert.equal((await s.call('merchant', 'GET', api(`agreements/${agreementId}/document`))).status, 404);
    const signed = await s.call('merchant', 'PUT', api(`agreements/${agreementId}/accept`), { body: { response: 'Accepted' } });
    assert.equal(signed.body.status, 'Accepted');
    assert.match(signed.body.documentSha256, /^[0-9a-f]{64}$/);

    for (const who of ['merchant', 'tenant']) {
      const res = await fetch(`${s.origin}${api(`agreements/${agreementId}/document`)}`, { headers: { authorization: `Bearer ${s.token(who)}` } });
      assert.equal(res.headers.get('content-type'), 'application/pdf');
      const bytes = Buffer.from(await res.arrayBuffer());
      assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
      // Exactly what was accepted: the fees and who accepted, as the text a reader copies from the page.
      const text = pdfText(bytes);
      assert.ok(text.includes('  Monthly Minimum Fee: 10.00'), text.join('\n'));
      assert.ok(text.some((l) => /^Accepted by Mia Merchant <merchant@demo\.test> on \d{4}-\d\d-\d\dT/.test(l)), text.join('\n'));
      assert.equal(createHash('sha256').update(bytes).digest('hex'), signed.body.documentSha256);
    }
    // Public: no sign-in needed.
    const verified = await (await fetch(`${s.origin}${api(`agreements/verify/${signed.body.documentSha256}`)}`)).json() as { matches: boolean; merchantName: string; acceptedBy: string };
    assert.deepEqual([verified.matches, verified.merchantName, verified.acceptedBy], [true, 'Blue Bottle Coffee Ltd', 'Mia Merchant']);
    const other = await (await fetch(`${s.origin}${api(`agreements/verify/${'0'.repeat(64)}`)}`)).json() as { matches: boolean };
    assert.equal(other.matches, false);

    const history = await s.call('tenant', 'GET', api(`proposals/${p.id}/history`));
    assert.deepEqual(history.body.map((e: { version: number; action: string }) => `${e.version}:${e.action}`),
      ['1:Created', '1:Sent', '1:Viewed', '1:Rejected', '2:Changed', '2:Sent', '2:Accepted']);
    const { organizationId } = await blueBottle();
    const ofCustomer = await s.call('tenant', 'GET', api(`proposals?organizationId=${organizationId}&pageIndex=0&pageSize=100`));
    assert.equal(ofCustomer.status, 200, JSON.stringify(ofCustomer.body));
    assert.ok(ofCustomer.body.data.some((r: Proposal) => r.id === p.id) && ofCustomer.body.data.every((r: { organizationId: string }) => r.organizationId === organizationId));
    assert.deepEqual((await s.call('tenant', 'GET', api(`agreements?organizationId=${organizationId}&pageIndex=0&pageSize=100`))).body.data.map((a: { id: string }) => a.id), [agreementId]);
    assert.equal((await s.call('tenant', 'GET', api('proposals?organizationId=not-an-id&pageIndex=0&pageSize=10'))).body.count, 0);
    const record = await s.call('tenant', 'GET', api(`crm/organizations/${organizationId}/offers`));
    assert.ok(record.body.some((e: { offerType: string; action: string }) => e.offerType === 'agreement' && e.action === 'Accepted'));
  });

  it('a tenant\'s default proposal template and signature make a new draft\'s text; unknown placeholders are refused', async () => {
    const path = (kind: string) => api(`crm/settings/${kind}`);
    const unknown = await s.call('tenant', 'POST', path('proposal-templates'), { body: { name: 'Short', body: '<p>Hi {{firstName}}</p>', isDefault: true, isActive: true } });
    assert.deepEqual([unknown.status, unknown.body.error], [400, 'Unknown placeholder firstName: use one of {{merchantName}}, {{tenantName}}, {{customerName}}, {{date}}, {{signature}}']);
    assert.equal((await s.call('tenant', 'POST', path('proposal-signatures'), { body: { name: 'Odd', body: '<p>{{date}}</p>', isDefault: false, isActive: true } })).status, 400);
    const template = await s.call('tenant', 'POST', path('proposal-templates'), { body: { name: 'Short', body: '<p>Hi {{merchantName}}</p><script>x()</script>{{signature}}', isDefault: true, isActive: true } });
    assert.equal(template.status, 201, JSON.stringify(template.body));
    assert.equal(template.body.body.includes('<script>'), false);
    await s.call('tenant', 'POST', path('proposal-signatures'), { body: { name: 'Tina', body: '<p>Tina at Acme</p>', isDefault: true, isActive: true } });
    const list = await s.call('tenant', 'GET', `${path('proposal-templates')}?pageIndex=0&pageSize=10`);
    assert.deepEqual(list.body.data.map((r: { name: string; isDefault: boolean }) => `${r.name}:${r.isDefault}`), ['Short:true', 'Standard proposal:false']);
    const p = await draft();
    assert.equal(p.proposalBody, '<p>Hi Blue Bottle Coffee Ltd</p><p>Tina at Acme</p>');
    assert.equal((await s.call('tenant2', 'GET', `${path('proposal-templates')}?pageIndex=0&pageSize=10`)).body.count, 0);
    assert.equal((await s.call('tenant-viewer', 'GET', `${path('proposal-templates')}?pageIndex=0&pageSize=10`)).status, 403);
  });
});

describe('the accepted agreement\'s PDF (ADR 0094)', () => {
  it('is the same bytes for the same text, writes Turkish letters as they are (an embedded font) and wraps long lines to the page', () => {
    const lines = ['Şirket (İstanbul) \\ ğ ı ş İ Ş Ğ ç ö ü Ç Ö Ü', 'x'.repeat(250)];
    assert.equal(sha256Hex(textPdf(lines)), sha256Hex(textPdf(lines)));
    assert.notEqual(sha256Hex(textPdf(lines)), sha256Hex(textPdf([...lines, ''])));
    const pdf = textPdf(lines);
    const text = pdfText(pdf);
    assert.equal(text[0], 'Şirket (İstanbul) \\ ğ ı ş İ Ş Ğ ç ö ü Ç Ö Ü');
    assert.ok(text.length >= 4 && text.slice(1).join('') === 'x'.repeat(250), text.join('\n'));
    assert.match(pdf.toString('latin1'), /\/FontFile2 6 0 R/);
    assert.match(pdf.toString('latin1'), /\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    assert.deepEqual(wrapLine('a '.repeat(60).trim(), 100).map((l) => l.length), [99, 19]);
    assert.match(pdf.toString('latin1'), /\/Count 1 /);
    assert.match(textPdf(Array.from({ length: 120 }, (_, i) => `line ${i}`)).toString('latin1'), /\/Count 3 /);
  });
});
