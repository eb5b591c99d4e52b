import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { roles } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { apiSuite } from './helpers/api-suite';

const api = (path: string) => `/svc/merchant/api/v1/${path}`;
type Page = {
  id: string; title: string; body: string; audience: string; section: string; version: number; tenantId: string; updatedByName: string | null;
  language: string; translationOf: string | null; translations: Array<{ id: string; language: string; title: string }>;
};
type Version = { version: number; title: string; restoredFrom: number | null; createdByName: string | null };
const list = (query: string) => api(`documentation/pages?pageIndex=0&pageSize=50&${query}`);
const titles = (body: { data: Page[] }) => body.data.map((p) => p.title).sort();

/** Documentation pages and the API reference (ADR 0099). */
describe('documentation pages', () => {
  const s = apiSuite(['tenant', 'tenant2', 'merchant', 'merchant2', 'tenant-viewer', 'platform']);
  const ACME = seedIds.tenant('acme');
  const page = (title: string, extra: Partial<Page> = {}) => ({ section: 'wiki', title, body: `# ${title}\n\nFirst text.`, audience: 'staff', ...extra });

  before(async () => {
    // The viewer reads the documentation and writes none of it.
    await s.db.update(roles).set({ permissions: ['Documentation.View'] }).where(eq(roles.id, seedIds.role('acme', 'tenantViewer')));
  });

  it('shows each audience its pages: merchants the merchants\' ones, staff readers the staff\'s, editors all', async () => {
    const merchant = await s.call('merchant', 'GET', list('section=wiki&language=en'));
    assert.equal(merchant.status, 200, JSON.stringify(merchant.body));
    assert.deepEqual(titles(merchant.body), ['Getting started']);
    assert.deepEqual(titles((await s.call('merchant', 'GET', list('section=user-manuals&language=en'))).body), ['Refunding a customer']);
    const reader = await s.call('tenant-viewer', 'GET', list('section=wiki&language=en'));
    assert.deepEqual(titles(reader.body), ['Getting started', 'Refunds and approvals']);
    assert.deepEqual(titles((await s.call('tenant-viewer', 'GET', list('section=user-manuals'))).body), []);
    // Without a language, every language's pages.
    assert.deepEqual(titles((await s.call('tenant', 'GET', list('section=user-manuals'))).body), ['Müşteriye iade yapmak', 'Refunding a customer']);
    // A staff page's id is unknown to a merchant, and a merchant writes nothing.
    const staffPage = (reader.body.data as Page[]).find((p) => p.title === 'Refunds and approvals')!;
    assert.equal((await s.call('merchant', 'GET', api(`documentation/pages/${staffPage.id}`))).status, 404);
    assert.equal((await s.call('merchant', 'GET', api(`documentation/pages/${staffPage.id}/versions`))).status, 404);
    assert.equal((await s.call('merchant', 'POST', api('documentation/pages'), { body: page('Mine', { audience: 'merchants' }) })).status, 403);
    assert.equal((await s.call('tenant-viewer', 'POST', api('documentation/pages'), { body: page('Mine') })).status, 403);
    assert.equal((await s.call('tenant-viewer', 'PUT', api(`documentation/pages/${staffPage.id}`), { body: page('Mine') })).status, 403);
    assert.equal((await s.call('platform', 'GET', list('section=wiki'))).status, 403);
  });

  it("keeps a tenant's pages to it: Globex's staff and merchants neither see nor reach Acme's", async () => {
    const acme = await s.call('tenant', 'GET', list(''));
    assert.ok(acme.body.count >= 6 && (acme.body.data as Page[]).every((p) => p.tenantId === ACME));
    for (const who of ['tenant2', 'merchant2']) assert.deepEqual((await s.call(who, 'GET', list(''))).body.data, []);
    const id = (acme.body.data as Page[])[0]!.id;
    for (const [method, path] of [['GET', ''], ['GET', '/versions'], ['GET', '/versions/1'], ['PUT', ''], ['DELETE', ''], ['POST', '/versions/1/restore']] as const) {
      const answer = await s.call('tenant2', method, api(`documentation/pages/${id}${path}`), method === 'PUT' ? { body: page('Taken over') } : {});
      assert.equal(answer.status, 404, `${method} ${path}`);
    }
    const created = await s.call('tenant2', 'POST', api('documentation/pages'), { body: page('Getting started') });
    assert.equal(created.status, 201, 'another tenant may use the title');
  });

  it('saves every change as a new version, lists them, reads each and restores one as a new version', async () => {
    const created = await s.call('tenant', 'POST', api('documentation/pages'), { body: page('Chargebacks') });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual([created.body.version, created.body.updatedByName], [1, 'Tessa Tenant']);
    const id = created.body.id as string;
    const edited = await s.call('tenant', 'PUT', api(`documentation/pages/${id}`), { body: page('Chargebacks and disputes', { body: '# Chargebacks\n\nSecond text.', audience: 'both' }) });
    assert.deepEqual([edited.status, edited.body.version, edited.body.title, edited.body.audience], [200, 2, 'Chargebacks and disputes', 'both']);
    const versions = await s.call('tenant', 'GET', api(`documentation/pages/${id}/versions`));
    assert.deepEqual((versions.body as Version[]).map((v) => [v.version, v.title, v.restoredFrom]), [[2, 'Chargebacks and disputes', null], [1, 'Chargebacks', null]]);
    const first = await s.call('tenant', 'GET', api(`documentation/pages/${id}/versions/1`));
    assert.deepEqual([first.body.body, first.body.createdByName], ['# Chargebacks\n\nFirst text.', 'Tessa Tenant']);
    assert.deepEqual(await s.call('tenant', 'GET', api(`documentation/pages/${id}/versions/9`)), { status: 404, body: { error: 'This page has no version 9' } });
    const same = await s.call('tenant', 'POST', api(`documentation/pages/${id}/versions/2/restore`), { body: {} });
    assert.deepEqual([same.status, same.body.error], [400, 'Version 2 is the page as it is now: nothing to restore']);
    const restored = await s.call('tenant', 'POST', api(`documentation/pages/${id}/versions/1/restore`), { body: {} });
    assert.deepEqual([restored.status, restored.body.version, restored.body.title, restored.body.body, restored.body.audience],
      [200, 3, 'Chargebacks', '# Chargebacks\n\nFirst text.', 'staff']);
    const after = await s.call('tenant', 'GET', api(`documentation/pages/${id}/versions`));
    assert.deepEqual((after.body as Version[]).map((v) => [v.version, v.restoredFrom]), [[3, 1], [2, null], [1, null]]);
    // Restored to staff only: merchants no longer see it.
    assert.equal((await s.call('merchant', 'GET', api(`documentation/pages/${id}`))).status, 404);
  });

  it('checks titles: required, unique in a section case aside; a refused save changes nothing', async () => {
    const blank = await s.call('tenant', 'POST', api('documentation/pages'), { body: page('   ') });
    assert.deepEqual([blank.status, blank.body.error], [400, 'A page needs a title']);
    const taken = await s.call('tenant', 'POST', api('documentation/pages'), { body: page('GETTING STARTED') });
    assert.deepEqual([taken.status, taken.body.error], [400, 'A page titled GETTING STARTED exists already in this section: choose another title']);
    assert.equal((await s.call('tenant', 'POST', api('documentation/pages'), { body: page('Getting started', { section: 'faq' }) })).status, 201, 'another section may use it');
    const script = await s.call('tenant', 'POST', api('documentation/pages'), { body: { ...page('Bad'), audience: 'everyone' } });
    assert.equal(script.status, 400);
  });

  it('searches titles and texts on the server, within what the caller reads', async () => {
    const staff = await s.call('tenant', 'GET', list('search=four-eyes'));
    assert.deepEqual(titles(staff.body), ['Refunds and approvals']);
    assert.deepEqual(titles((await s.call('tenant', 'GET', list('search=22%3A00 UTC&language=en'))).body), ['When are payments settled?']);
    assert.deepEqual(titles((await s.call('tenant', 'GET', list('search=22%3A00 UTC&language=tr'))).body), ['Ödemeler ne zaman hesaba geçer?']);
    assert.deepEqual(titles((await s.call('merchant', 'GET', list('search=refund&language=en'))).body), ['Getting started', 'Refunding a customer']);
    // LIKE's own characters match themselves.
    assert.deepEqual((await s.call('tenant', 'GET', list('search=%25'))).body.data, []);
    assert.deepEqual((await s.call('merchant', 'GET', list('search=four-eyes'))).body.data, [], 'a staff page is not found by a merchant');
  });

  it("gives each group of translations in the reader's language, or in the group's own when it has none (ADR 0148)", async () => {
    // Earlier tests' pages aside (English, no translation), the seeded wiki's.
    const seeded = (body: { data: Page[] }) => titles(body).filter((t) => ['Başlarken', 'Getting started', 'Refunds and approvals', 'İadeler ve onaylar'].includes(t));
    const wikiTr = await s.call('tenant-viewer', 'GET', list('section=wiki&language=tr'));
    assert.equal(wikiTr.status, 200, JSON.stringify(wikiTr.body));
    // The staff page has no Turkish version: shown in English.
    assert.deepEqual(seeded(wikiTr.body), ['Başlarken', 'Refunds and approvals']);
    const started = (wikiTr.body.data as Page[]).find((p) => p.title === 'Başlarken')!;
    assert.equal(started.language, 'tr');
    assert.deepEqual(started.translations.map((t) => [t.language, t.title]), [['en', 'Getting started']]);
    assert.deepEqual(titles((await s.call('merchant', 'GET', list('section=faq&language=tr'))).body), ['Bir ödeme neden reddedildi?', 'Ödemeler ne zaman hesaba geçer?']);
    // A translation names only what its reader may open: the staff page's is not offered to merchants.
    const english = (await s.call('merchant', 'GET', api(`documentation/pages/${started.translations[0]!.id}`))).body as Page;
    assert.deepEqual([english.title, english.language, english.translations.map((t) => t.title)], ['Getting started', 'en', ['Başlarken']]);

    // Tenant staff translate the staff page; the Turkish list then shows it in Turkish.
    const staffPage = (wikiTr.body.data as Page[]).find((p) => p.title === 'Refunds and approvals')!;
    const translated = await s.call('tenant', 'POST', api('documentation/pages'), {
      body: page('İadeler ve onaylar', { language: 'tr', translationOf: staffPage.id } as Partial<Page>),
    });
    assert.equal(translated.status, 201, JSON.stringify(translated.body));
    assert.deepEqual([translated.body.language, translated.body.translationOf, translated.body.translations.map((t: Page) => t.title)], ['tr', staffPage.id, ['Refunds and approvals']]);
    assert.deepEqual(seeded((await s.call('tenant-viewer', 'GET', list('section=wiki&language=tr'))).body), ['Başlarken', 'İadeler ve onaylar']);
    assert.deepEqual(seeded((await s.call('tenant-viewer', 'GET', list('section=wiki&language=en'))).body), ['Getting started', 'Refunds and approvals']);

    // One page per language in a group, a translation in its page's section, another tenant's page unknown, the language fixed.
    const again = await s.call('tenant', 'POST', api('documentation/pages'), { body: page('İadeler 2', { language: 'tr', translationOf: staffPage.id } as Partial<Page>) });
    assert.deepEqual([again.status, again.body.error], [400, 'This page has a version in Türkçe already']);
    const back = await s.call('tenant', 'POST', api('documentation/pages'), { body: page('Refunds 2', { language: 'en', translationOf: translated.body.id } as Partial<Page>) });
    assert.deepEqual([back.status, back.body.error], [400, 'This page has a version in English already']);
    const elsewhere = await s.call('tenant', 'POST', api('documentation/pages'), { body: page('SSS', { section: 'faq', language: 'tr', translationOf: staffPage.id } as Partial<Page>) });
    assert.deepEqual([elsewhere.status, elsewhere.body.error], [400, 'A translation is in the same section as its page']);
    const globex = await s.call('tenant2', 'POST', api('documentation/pages'), { body: page('Çeviri', { language: 'tr', translationOf: staffPage.id } as Partial<Page>) });
    assert.deepEqual([globex.status, globex.body.error], [400, 'The page to translate was not found']);
    const moved = await s.call('tenant', 'PUT', api(`documentation/pages/${translated.body.id}`), { body: page('İadeler ve onaylar', { language: 'en' } as Partial<Page>) });
    assert.deepEqual([moved.status, moved.body.error], [400, 'A page keeps the language it was written in: add a translation instead']);
    // A title is unique per language: the Turkish page may share the English one's title.
    assert.equal((await s.call('tenant', 'POST', api('documentation/pages'), { body: page('Refunds and approvals', { language: 'tr' } as Partial<Page>) })).status, 201);

    // The group's first page removed: its translation stays, on its own.
    assert.equal((await s.call('tenant', 'DELETE', api(`documentation/pages/${staffPage.id}`))).status, 204);
    const alone = (await s.call('tenant', 'GET', api(`documentation/pages/${translated.body.id}`))).body as Page;
    assert.deepEqual([alone.translationOf, alone.translations], [null, []]);
  });

  it('deletes a page with its versions', async () => {
    const created = await s.call('tenant', 'POST', api('documentation/pages'), { body: page('Short-lived') });
    assert.equal((await s.call('tenant', 'DELETE', api(`documentation/pages/${created.body.id}`))).status, 204);
    assert.equal((await s.call('tenant', 'GET', api(`documentation/pages/${created.body.id}/versions`))).status, 404);
  });
});

describe('the API reference', () => {
  const s = apiSuite(['tenant', 'merchant']);
  type Reference = { tags: Array<{ name: string; operations: number }>; tag: string | null; keyPrefix: string; operations: Array<{ id: string; access: string; exampleRequest: string; requestFields: Array<{ name: string; type: string; required: boolean }>; responseFields: Array<{ name: string }>; parameters: Array<{ name: string; in: string }> }> };

  it('is generated from the OpenAPI document and lists only what the caller may call', async () => {
    const merchant = (await s.call('merchant', 'GET', api('documentation/api-reference?tag=Documentation'))).body as Reference;
    const tenant = (await s.call('tenant', 'GET', api('documentation/api-reference?tag=Documentation'))).body as Reference;
    const tagNames = (r: Reference) => r.tags.map((t) => t.name);
    assert.ok(tagNames(tenant).includes('CRM customers'), 'tenant staff see the CRM');
    assert.ok(!tagNames(merchant).includes('CRM customers'), 'merchants do not');
    // Merchants read pages but do not write them: the reference shows the reads only.
    const ids = (r: Reference) => r.operations.map((o) => o.id);
    assert.ok(ids(merchant).includes('GET /svc/merchant/api/v1/documentation/pages'));
    assert.ok(!ids(merchant).includes('POST /svc/merchant/api/v1/documentation/pages'));
    const create = tenant.operations.find((o) => o.id === 'POST /svc/merchant/api/v1/documentation/pages')!;
    assert.ok(create, 'editors see the create call');
    assert.match(create.access, /CRM\.Documentation\.Edit/);
    assert.deepEqual(create.requestFields.map((f) => [f.name, f.required]), [['section', true], ['title', true], ['body', true], ['audience', true], ['language', false], ['translationOf', false]]);
    assert.match(create.requestFields[0]!.type, /one of: wiki, user-manuals, faq/);
    assert.ok(create.responseFields.some((f) => f.name === 'version'));
    assert.equal(tenant.keyPrefix, 'sk_test_...');
    assert.match(create.exampleRequest, /^curl -X POST 'http:\/\/[^']+\/svc\/merchant\/api\/v1\/documentation\/pages'/);
    assert.match(create.exampleRequest, /Authorization: Bearer sk_test_\.\.\./);
    assert.match(create.exampleRequest, /"section":"wiki"/);
    const restore = tenant.operations.find((o) => o.id.endsWith('/versions/{version}/restore'))!;
    assert.deepEqual(restore.parameters.filter((p) => p.in === 'path').map((p) => p.name).sort(), ['id', 'version']);
  });
});
