import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { precheckProblems, type PrecheckForm } from '@portal/contracts';
import { boardingDocuments, merchants, notifications } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { seedNotificationId } from '../src/modules/notifications/seed';
import { NIMBUS_FORM, SEED_REJECT_REASON } from '../src/modules/boarding/seed';
import { computeRequirements, loadRequirements, type BoardingDocumentRow, type DocumentTypeRow } from '../src/modules/boarding/requirements';
import { notifyExpiredDocuments } from '../src/modules/boarding/document-expiry';
import { nextStanding } from '../src/modules/boarding/merchant-progress';
import { seedOfferIds } from '../src/modules/crm-offers/seed';
import { apiSuite } from './helpers/api-suite';

const api = (path: string) => `/svc/merchant/api/v1/${path}`;
const pdf = (size = 2000) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);
const png = (size = 2000) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8, 1)]);

type Requirement = { key: string; documentTypeId: string; name: string; director: number | null; directorName: string | null; state: string; maxBytes: number; expiresAt: string | null;
  document: { id: string; status: string; rejectReason: string | null; fileName: string; size: number } | null };
type Requirements = { requirements: Requirement[]; precheckStatus: string; totalBytes: number; maxTotalBytes: number; processingStatus: string; boardingStage: string };

const type = (name: string, extra: Partial<DocumentTypeRow> = {}): DocumentTypeRow => ({
  id: `00000000-0000-4000-8000-${String(name.length).padStart(12, '0')}`, tenantId: 't', name, description: '', required: true, acceptedFileTypes: ['pdf'],
  maxSizeMb: 10, isActive: true, countries: [], legalForms: [], onePerDirector: false, validityMonths: null, ...extra,
});

describe('Boarding: requirements and the merchant\'s standing (pure rules)', () => {
  it('asks for the types of the business\'s country and legal form, one copy per director, newest upload current', () => {
    const cert = type('Certificate', { legalForms: ['PrivateLimited'] });
    const id = type('Director ID', { onePerDirector: true, acceptedFileTypes: ['pdf', 'jpg', 'heic'], maxSizeMb: 25 });
    const german = type('Handelsregister', { countries: ['DE'] });
    const optional = type('History of processing', { required: false });
    const form: PrecheckForm = { countryCode: 'GB', legalForm: 'SoleTrader', directors: [{ fullName: 'Ada' }, { fullName: 'Bo' }] };
    const older = { id: 'a', documentTypeId: id.id, slot: 1, status: 'Rejected', rejectReason: 'Blurred', uploadedAt: new Date(1), size: 10 } as BoardingDocumentRow;
    const newer = { ...older, id: 'b', status: 'UnderReview', rejectReason: null, uploadedAt: new Date(2) } as BoardingDocumentRow;
    const reqs = computeRequirements([cert, id, german, optional], form, [newer, older], new Date(3));
    assert.deepEqual(reqs.map((r) => [r.name, r.directorName, r.state]), [['Director ID', 'Ada', 'CurrentlyDue'], ['Director ID', 'Bo', 'UnderReview']]);
    assert.deepEqual(reqs[0]!.acceptedFileTypes, ['pdf', 'jpg'], 'only the kinds the content check knows');
    assert.equal(reqs[0]!.maxBytes, 5242880, 'never above the spec\'s document size');
    const limited = computeRequirements([cert, german], { countryCode: 'DE', legalForm: 'PrivateLimited' }, [], new Date(3));
    assert.deepEqual(limited.map((r) => r.name), ['Certificate', 'Handelsregister']);
  });

  it('makes an accepted document due again once its type\'s validity has run out, counted from its acceptance (a fixed clock)', () => {
    const statement = type('Bank statement', { validityMonths: 3 });
    const accepted = { id: 'c', documentTypeId: statement.id, slot: 0, status: 'Accepted', rejectReason: null, uploadedAt: new Date('2026-01-20T09:00:00Z'),
      reviewedAt: new Date('2026-01-31T10:00:00Z'), size: 10 } as BoardingDocumentRow;
    const at = (iso: string) => computeRequirements([statement], {}, [accepted], new Date(iso))[0]!;
    // 31 January + 3 months is the last day of April.
    assert.deepEqual([at('2026-04-30T09:59:59Z').state, at('2026-04-30T09:59:59Z').expiresAt], ['Accepted', '2026-04-30T10:00:00.000Z']);
    assert.equal(at('2026-04-30T10:00:00Z').state, 'CurrentlyDue');
    assert.equal(at('2026-04-30T10:00:00Z').document!.id, 'c', 'the expired copy is still shown');
    const forever = computeRequirements([{ ...statement, validityMonths: null }], {}, [accepted], new Date('2036-01-01T00:00:00Z'))[0]!;
    assert.deepEqual([forever.state, forever.expiresAt], ['Accepted', null]);
  });

  it('moves a boarded merchant to the sandbox, and live once its agreement is accepted, never back', () => {
    const start = { boardingStage: 'Application', processingStatus: 'NoProcessing' };
    assert.deepEqual(nextStanding(start, { boarded: false, agreementAccepted: true }), start);
    assert.deepEqual(nextStanding(start, { boarded: true, agreementAccepted: false }), { boardingStage: 'Integration', processingStatus: 'SandboxEnabled' });
    assert.deepEqual(nextStanding({ boardingStage: 'Integration', processingStatus: 'SandboxEnabled' }, { boarded: true, agreementAccepted: true }),
      { boardingStage: 'Completed', processingStatus: 'Processing' });
    const live = { boardingStage: 'Completed', processingStatus: 'Processing' };
    assert.deepEqual(nextStanding(live, { boarded: true, agreementAccepted: false }), live);
  });

  it('a form is submitted only whole: owners hold more than 25 %, the ticket fits in the volume', () => {
    assert.deepEqual(precheckProblems(NIMBUS_FORM), []);
    const problems = precheckProblems({ ...NIMBUS_FORM, owners: [{ fullName: 'Small', ownershipPercent: 10 }], averageTicket: 90000, website: 'nimbus' });
    assert.deepEqual(problems.map((p) => p.field), ['owners.0.ownershipPercent', 'averageTicket', 'website']);
  });
});

describe('Boarding with documents (API)', () => {
  const s = apiSuite(['tenant', 'tenant2', 'tenant-viewer', 'sandbox', 'merchant', 'merchant2', 'noprocessing']);
  const SANDBOX = seedIds.merchant('sandbox-surf');

  const upload = async (who: string, documentTypeId: string, name: string, content: Buffer, director?: number) => {
    const form = new FormData();
    form.append('file', new Blob([content]), name);
    const res = await fetch(`${s.origin}${api(`boarding/documents/${documentTypeId}${director === undefined ? '' : `?director=${director}`}`)}`, {
      method: 'POST', headers: { authorization: `Bearer ${s.token(who)}`, accept: 'application/json' }, body: form,
    });
    return { status: res.status, body: await res.json() as Requirements & { error?: string } };
  };
  const requirements = async (who: string) => (await s.call(who, 'GET', api('boarding/requirements'))).body as Requirements;
  const find = (r: Requirements, name: string, director = 0) => r.requirements.find((x) => x.name === name && (x.director ?? 0) === director)!;

  it('seeds noprocessing@ mid-boarding: one document rejected with its reason, opened from its notification', async () => {
    const [n] = await s.db.select().from(notifications).where(eq(notifications.id, seedNotificationId('noprocessing@demo.test', 'boarding-1')));
    assert.equal(n!.notificationType, 'BoardingDocuments');
    assert.match(n!.description, /was rejected: The utility bill is more than 3 months old/);
    const open = new URL(n!.objectUrl!, 'http://x').searchParams.get('open');
    const r = await requirements('noprocessing');
    assert.equal(r.precheckStatus, 'Accepted');
    assert.deepEqual(r.requirements.map((x) => [x.name, x.state]), [
      ['Bank statement', 'CurrentlyDue'], ['Certificate of incorporation', 'Accepted'], ['Director identity document', 'UnderReview'], ['Proof of business address', 'Rejected'],
    ]);
    const rejected = find(r, 'Proof of business address');
    assert.deepEqual([rejected.document!.id, rejected.document!.rejectReason], [open, SEED_REJECT_REASON]);
  });

  it('the boarding queue lists the tenant\'s merchants mid-boarding with what is due, under review and rejected, filtered, in scope', async () => {
    type Row = { id: string; merchantName: string; organizationId: string | null; boardingStage: string; precheckStatus: string; due: number; underReview: number; rejected: number };
    const queue = async (who: string, query = '') => s.call(who, 'GET', api(`boarding/merchants?pageIndex=0&pageSize=50${query}`));
    const all = await queue('tenant');
    assert.equal(all.status, 200, JSON.stringify(all.body));
    const rows = all.body.data as Row[];
    const nimbus = rows.find((r) => r.merchantName === 'Nimbus Books Ltd')!;
    assert.deepEqual([nimbus.precheckStatus, nimbus.due, nimbus.underReview, nimbus.rejected], ['Accepted', 1, 1, 1]);
    assert.ok(nimbus.organizationId === null || /^[0-9a-f-]{36}$/.test(nimbus.organizationId));
    assert.equal(rows.some((r) => r.merchantName === 'Blue Bottle Coffee Ltd'), false, 'a Completed merchant with nothing to do is not in the queue');
    assert.ok(rows.every((r) => r.boardingStage !== 'Completed' || r.underReview + r.rejected + r.due > 0));
    const waiting = (await queue('tenant', '&waitingForReview=true')).body.data as Row[];
    assert.ok(waiting.some((r) => r.id === nimbus.id) && waiting.every((r) => r.underReview > 0 || r.precheckStatus === 'Submitted'));
    const rejected = (await queue('tenant', '&hasRejected=true&search=nimbus')).body.data as Row[];
    assert.deepEqual(rejected.map((r) => r.merchantName), ['Nimbus Books Ltd']);
    assert.equal((await queue('tenant', '&precheckStatus=Draft&search=nimbus')).body.count, 0);
    assert.equal(((await queue('tenant2')).body.data as Row[]).some((r) => r.id === nimbus.id), false, 'another tenant\'s merchants are not listed');
    assert.equal((await queue('noprocessing')).status, 403);
    assert.equal((await queue('tenant-viewer')).status, 403);
  });

  it('a new merchant\'s pre-check form starts on its tenant\'s default country and states its amounts in the default currency, kept once saved', async () => {
    const acme = seedIds.tenant('acme');
    const [before] = (await s.call('tenant', 'GET', api('settings/default-parameters'))).body.data as Array<Record<string, unknown>>;
    const { currency: _c, country: _k, language, timeZone, settlementDelayDays, rollingReservePercent } = before!;
    const setDefaults = async (country: string, currency: string) => {
      const put = await s.call('tenant', 'PUT', api(`settings/default-parameters/${acme}`), { body: { country, currency, language, timeZone, settlementDelayDays, rollingReservePercent } });
      assert.equal(put.status, 200);
    };
    const read = async () => (await s.call('sandbox', 'GET', api('boarding/precheck-form'))).body.form;
    await setDefaults('DE', 'EUR');
    assert.deepEqual(await read(), { countryCode: 'DE', registeredAddress: { countryCode: 'DE' }, tradingAddress: { countryCode: 'DE' }, currency: 'EUR' });
    await setDefaults('GB', 'GBP');
    assert.deepEqual(await read(), { countryCode: 'GB', registeredAddress: { countryCode: 'GB' }, tradingAddress: { countryCode: 'GB' }, currency: 'GBP' },
      'nothing saved yet: the draft follows the defaults');
    const saved = await s.call('sandbox', 'PUT', api('boarding/precheck-form'), { body: { legalEntityName: 'Sandbox Surf Shop Ltd', expectedMonthlyVolume: 50000, currency: 'USD' } });
    assert.deepEqual([saved.status, saved.body.form.currency], [200, 'GBP'], 'the server states the amounts, not the client');
    await setDefaults(before!.country as string, before!.currency as string);
    assert.deepEqual(await read(), { legalEntityName: 'Sandbox Surf Shop Ltd', expectedMonthlyVolume: 50000, currency: 'GBP' }, 'a saved form keeps its currency');
    const review = await s.call('tenant', 'GET', api(`boarding/merchants/${SANDBOX}`));
    assert.equal(review.body.precheck.form.currency, 'GBP', 'the reviewer reads the amounts in it too');
  });

  it('the pre-check form: a draft saved as typed, submitted only whole, reviewed by the tenant, the merchant told', async () => {
    const partial = { legalEntityName: 'Sandbox Surf Shop Ltd', countryCode: 'GB' };
    const saved = await s.call('sandbox', 'PUT', api('boarding/precheck-form'), { body: partial });
    assert.deepEqual([saved.status, saved.body.status, saved.body.form.legalEntityName], [200, 'Draft', 'Sandbox Surf Shop Ltd']);
    const early = await s.call('sandbox', 'POST', api('boarding/precheck-form/submit'));
    assert.equal(early.status, 400);
    assert.match(early.body.error, /Complete the pre-check form first: .*Choose the legal form/);
    assert.equal((await s.call('sandbox', 'PUT', api('boarding/precheck-form'), { body: { ...partial, legalForm: 'Corporation' } })).status, 400, 'unknown legal form');
    await s.call('sandbox', 'PUT', api('boarding/precheck-form'), { body: { ...NIMBUS_FORM, legalEntityName: 'Sandbox Surf Shop Ltd' } });
    const submitted = await s.call('sandbox', 'POST', api('boarding/precheck-form/submit'));
    assert.deepEqual([submitted.status, submitted.body.status], [200, 'Submitted']);
    assert.equal((await s.call('sandbox', 'PUT', api('boarding/precheck-form'), { body: partial })).status, 409, 'no change while under review');

    assert.equal((await s.call('tenant2', 'GET', api(`boarding/merchants/${SANDBOX}`))).status, 404, 'another tenant\'s staff');
    assert.equal((await s.call('tenant-viewer', 'GET', api(`boarding/merchants/${SANDBOX}`))).status, 403);
    assert.equal((await s.call('sandbox', 'PUT', api(`boarding/merchants/${SANDBOX}/precheck-form/review`), { body: { decision: 'Accepted' } })).status, 403);
    const queue = await s.call('tenant', 'GET', api('boarding/queue'));
    assert.ok(queue.body.some((q: { merchantName: string; precheckStatus: string }) => q.merchantName === 'Sandbox Surf Shop Ltd' && q.precheckStatus === 'Submitted'));
    assert.equal((await s.call('tenant2', 'GET', api('boarding/queue'))).body.length, 0);

    const review = api(`boarding/merchants/${SANDBOX}/precheck-form/review`);
    assert.equal((await s.call('tenant', 'PUT', review, { body: { decision: 'Rejected', rejectReason: '  ' } })).status, 400, 'a reason is required');
    const rejected = await s.call('tenant', 'PUT', review, { body: { decision: 'Rejected', rejectReason: 'The registration number is not on the registry' } });
    assert.deepEqual([rejected.status, rejected.body.precheck.status, rejected.body.precheck.rejectReason], [200, 'Rejected', 'The registration number is not on the registry']);
    const told = await s.db.select().from(notifications).where(and(eq(notifications.userId, seedIds.user('sandbox@demo.test')), eq(notifications.notificationType, 'PreCheckForm'), eq(notifications.title, 'Pre-check form rejected')));
    assert.equal(told.length, 1);
    assert.match(told[0]!.description, /not on the registry/);
    assert.equal(told[0]!.objectUrl, '/boarding/precheckform');

    await s.call('sandbox', 'PUT', api('boarding/precheck-form'), { body: { ...NIMBUS_FORM, legalEntityName: 'Sandbox Surf Shop Ltd', registrationNumber: '01234567' } });
    assert.equal((await s.call('sandbox', 'POST', api('boarding/precheck-form/submit'))).body.status, 'Submitted');
    const accepted = await s.call('tenant', 'PUT', review, { body: { decision: 'Accepted' } });
    assert.deepEqual([accepted.body.precheck.status, accepted.body.precheck.rejectReason], ['Accepted', null]);
    assert.equal((await s.call('tenant', 'PUT', review, { body: { decision: 'Accepted' } })).status, 409);
  });

  it('checks each upload: the document size 5242880 bytes, the content by magic bytes, the kind the type accepts', async () => {
    const r = await requirements('sandbox');
    const address = find(r, 'Proof of business address');
    const cert = find(r, 'Certificate of incorporation');
    const tooBig = await upload('sandbox', address.documentTypeId, 'bill.pdf', pdf(5242881));
    assert.deepEqual([tooBig.status, tooBig.body.error], [400, 'File bill.pdf size bigger then allowed']);
    const pngAsPdf = await upload('sandbox', address.documentTypeId, 'bill.pdf', png());
    assert.deepEqual([pngAsPdf.status, pngAsPdf.body.error], [400, 'File type not allowed bill.pdf']);
    assert.equal((await upload('sandbox', address.documentTypeId, 'bill.pdf', Buffer.from('not a document at all'))).status, 400, 'garbage');
    assert.equal((await upload('sandbox', cert.documentTypeId, 'cert.png', png())).status, 400, 'the certificate is PDF only');
    assert.equal((await upload('sandbox', '00000000-0000-4000-8000-000000000000', 'x.pdf', pdf())).status, 404);
    const exact = await upload('sandbox', address.documentTypeId, 'bill.pdf', pdf(5242880));
    assert.equal(exact.status, 200, JSON.stringify(exact.body.error));
    assert.equal(find(exact.body, 'Proof of business address').state, 'UnderReview');
    assert.equal(exact.body.totalBytes, 5242880);
    assert.equal((await requirements('noprocessing')).requirements.some((x) => x.document?.fileName === 'bill.pdf'), false, 'merchants see only their own');
    const [stored] = await s.db.select({ fileId: boardingDocuments.fileId }).from(boardingDocuments).where(eq(boardingDocuments.id, find(exact.body, 'Proof of business address').document!.id));
    assert.equal((await s.call('sandbox', 'DELETE', `/svc/core/fs/file/${stored!.fileId}`)).status, 409, 'the files module does not delete a boarding document');
  });

  it('caps a merchant\'s documents together at 20971520 bytes', async () => {
    // Globex's merchant with two directors: five documents are due; four of the largest fill the cap.
    await s.call('merchant2', 'PUT', api('boarding/precheck-form'), { body: { ...NIMBUS_FORM, directors: [{ fullName: 'Ann' }, { fullName: 'Ben' }] } });
    const r = await requirements('merchant2');
    assert.equal(r.requirements.length, 5);
    const big = pdf(5242880);
    for (const req of r.requirements.slice(0, 4)) assert.equal((await upload('merchant2', req.documentTypeId, 'doc.pdf', big, req.director ?? undefined)).status, 200);
    const last = r.requirements[4]!;
    const over = await upload('merchant2', last.documentTypeId, 'doc.pdf', pdf(), last.director ?? undefined);
    assert.deepEqual([over.status, over.body.error], [400, 'Your documents together may not exceed 20971520 bytes (20 MB): replace a document instead']);
    const replace = r.requirements[0]!;
    assert.equal((await upload('merchant2', replace.documentTypeId, 'smaller.pdf', pdf(), replace.director ?? undefined)).status, 200, 'replacing frees its bytes');
  });

  it('tenant@ rejects a document with a reason, the merchant sees why and uploads again; all accepted moves it live with its agreement', async () => {
    let r = await requirements('sandbox');
    const address = find(r, 'Proof of business address');
    const docId = address.document!.id;
    const doc = (id: string) => api(`boarding/documents/${id}/review`);
    assert.equal((await s.call('tenant2', 'PUT', doc(docId), { body: { decision: 'Accepted' } })).status, 404);
    assert.equal((await s.call('tenant2', 'GET', api(`boarding/documents/${docId}/file`))).status, 404);
    assert.equal((await s.call('merchant', 'GET', api(`boarding/documents/${docId}/file`))).status, 404, 'another merchant');
    const file = await fetch(`${s.origin}${api(`boarding/documents/${docId}/file`)}`, { headers: { authorization: `Bearer ${s.token('tenant')}` } });
    assert.deepEqual([file.status, file.headers.get('content-type'), (await file.arrayBuffer()).byteLength], [200, 'application/pdf', 5242880]);

    const rejected = await s.call('tenant', 'PUT', doc(docId), { body: { decision: 'Rejected', rejectReason: 'The bill is not in the company\'s name' } });
    assert.equal(rejected.status, 200);
    r = await requirements('sandbox');
    assert.deepEqual([find(r, 'Proof of business address').state, find(r, 'Proof of business address').document!.rejectReason], ['Rejected', 'The bill is not in the company\'s name']);
    const [told] = await s.db.select().from(notifications).where(and(eq(notifications.userId, seedIds.user('sandbox@demo.test')), eq(notifications.objectUrl, `/boarding/documents?open=${docId}`)));
    assert.deepEqual([told!.notificationType, told!.title], ['BoardingDocuments', 'Document rejected']);

    const replaced = await upload('sandbox', address.documentTypeId, 'bill-2.pdf', pdf());
    const again = await upload('sandbox', address.documentTypeId, 'bill-3.pdf', pdf());
    assert.equal(find(again.body, 'Proof of business address').state, 'UnderReview');
    const superseded = find(replaced.body, 'Proof of business address').document!.id;
    assert.equal((await s.call('tenant', 'PUT', doc(superseded), { body: { decision: 'Accepted' } })).status, 409, 'a replaced file is not reviewed');
    for (const req of again.body.requirements) {
      if (req.state === 'CurrentlyDue') assert.equal((await upload('sandbox', req.documentTypeId, 'doc.pdf', pdf(), req.director ?? undefined)).status, 200);
    }
    r = await requirements('sandbox');
    for (const req of r.requirements) assert.equal((await s.call('tenant', 'PUT', doc(req.document!.id), { body: { decision: 'Accepted' } })).status, 200);
    assert.equal((await upload('sandbox', address.documentTypeId, 'late.pdf', pdf())).status, 409, 'an accepted document stays');
    const [boarded] = await s.db.select().from(merchants).where(eq(merchants.id, SANDBOX));
    assert.deepEqual([boarded!.boardingStage, boarded!.processingStatus], ['Integration', 'SandboxEnabled'], 'boarded, the agreement still pending');

    const accepted = await s.call('sandbox', 'PUT', api(`agreements/${seedOfferIds.agreement('sandbox-surf')}/accept`), { body: { response: 'Accepted' } });
    assert.equal(accepted.status, 200);
    const [live] = await s.db.select().from(merchants).where(eq(merchants.id, SANDBOX));
    assert.deepEqual([live!.boardingStage, live!.processingStatus], ['Completed', 'Processing']);
  });

  it('an expired accepted document is due again; the expiry job tells the merchant once, and the merchant may upload a new copy', async () => {
    const NIMBUS = seedIds.merchant('nimbus-books');
    const certificate = find(await requirements('noprocessing'), 'Certificate of incorporation');
    const [doc] = await s.db.select().from(boardingDocuments).where(eq(boardingDocuments.id, certificate.document!.id));
    const types = await s.call('tenant', 'GET', api('settings/document-types?pageIndex=0&pageSize=50'));
    const typeRow = types.body.data.find((t: { id: string }) => t.id === certificate.documentTypeId);
    const changed = await s.call('tenant', 'PUT', api(`settings/document-types/${typeRow.id}`), {
      body: { name: typeRow.name, description: typeRow.description, required: typeRow.required, acceptedFileTypes: typeRow.acceptedFileTypes, maxSizeMb: typeRow.maxSizeMb,
        isActive: typeRow.isActive, countries: typeRow.countries, legalForms: typeRow.legalForms, onePerDirector: typeRow.onePerDirector, validityMonths: 12 },
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.validityMonths, 12);
    assert.equal((await s.call('tenant', 'PUT', api(`settings/document-types/${typeRow.id}`), { body: { ...changed.body, id: undefined, tenantId: undefined, tenantName: undefined, validityMonths: 0 } })).status, 400);

    const expiresAt = new Date(find(await requirements('noprocessing'), 'Certificate of incorporation').expiresAt!);
    assert.ok(expiresAt.getTime() > doc!.reviewedAt!.getTime());
    const notifiedRows = async () => (await s.db.select().from(notifications).where(eq(notifications.objectUrl, `/boarding/documents?open=${doc!.id}`))).filter((n) => /expired/.test(n.title)).length;
    assert.equal(await notifyExpiredDocuments(s.db, new Date(expiresAt.getTime() - 1000)), 0, 'not yet expired');
    assert.equal(await notifyExpiredDocuments(s.db, expiresAt), 1);
    assert.equal(await notifyExpiredDocuments(s.db, new Date(expiresAt.getTime() + 86_400_000)), 0, 'told once');
    assert.equal(await notifiedRows(), 1);
    const later = await loadRequirements(s.db, NIMBUS, expiresAt);
    assert.equal(later.requirements.find((r) => r.name === 'Certificate of incorporation')!.state, 'CurrentlyDue');
    // The API reads the real clock: the seeded acceptance is days old, so the copy is still valid today.
    assert.equal(find(await requirements('noprocessing'), 'Certificate of incorporation').state, 'Accepted');
    // Once expired (acceptance moved back past the validity), a new copy is taken and goes under review.
    await s.db.update(boardingDocuments).set({ reviewedAt: new Date(Date.now() - 400 * 86_400_000) }).where(eq(boardingDocuments.id, doc!.id));
    assert.equal(find(await requirements('noprocessing'), 'Certificate of incorporation').state, 'CurrentlyDue');
    const again = await upload('noprocessing', certificate.documentTypeId, 'certificate-2026.pdf', pdf());
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal(find(again.body, 'Certificate of incorporation').state, 'UnderReview');
  });
});
