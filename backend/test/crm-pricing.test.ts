import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { crmPriceBookUsages } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { newId } from '../src/lib/ids';
import { apiSuite } from './helpers/api-suite';

const api = (path: string) => `/svc/merchant/api/v1/${path}`;
type Book = { id: string; name: string; isStandard: boolean; isActive: boolean; entries: number; currencies: string[]; related: number };
type Entry = { id: string; productId: string; productName: string; currencyCode: string; related: number; structures: Array<{ id: string; validFrom: string; validTo: string | null; items: Array<{ feeTypeId: string; feeSymbol: string; value: number }> }> };

/** The CRM's products and price books (ADR 0089). */
describe('CRM products and price books', () => {
  const s = apiSuite(['tenant', 'tenant2', 'merchant']);
  const ACME = seedIds.tenant('acme');

  const newProduct = async (code: string, extra: object = {}) => {
    const res = await s.call('tenant', 'POST', api('crm/products'), { body: { name: `Product ${code}`, code, category: 'CardProcessing', isActive: true, ...extra } });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body as { id: string; code: string };
  };
  const newBook = async (name: string, extra: object = {}) => {
    const res = await s.call('tenant', 'POST', api('pricebooks'), { body: { name, isStandard: false, isActive: true, ...extra } });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body as Book;
  };

  it('lists the seeded products and books of the caller\'s tenant; the paged list filters by filterType; merchants are refused', async () => {
    const products = await s.call('tenant', 'GET', api('crm/products?pageIndex=0&pageSize=50'));
    assert.equal(products.status, 200, JSON.stringify(products.body));
    assert.equal(products.body.count, 12);
    const visa = products.body.data.find((p: { code: string }) => p.code === 'CARD-VISA');
    assert.deepEqual([visa.methodName, visa.category], ['Card', 'CardProcessing']);
    const standard = await s.call('tenant', 'GET', api('pricebooks?filterType=Standard&pageIndex=0&pageSize=10'));
    assert.deepEqual(standard.body.data.map((b: Book) => [b.name, b.entries, b.currencies]), [['Standard price list', 48, ['EUR', 'GBP', 'TRY', 'USD']]]);
    const custom = await s.call('tenant', 'GET', api('pricebooks?filterType=Custom&pageIndex=0&pageSize=10'));
    assert.deepEqual(custom.body.data.map((b: Book) => b.name), ['High-volume retail', 'Marketplaces']);
    const globex = await s.call('tenant2', 'GET', api('pricebooks?pageIndex=0&pageSize=10'));
    assert.deepEqual(globex.body.data.map((b: Book) => b.entries), [4]);
    const feeTypes = await s.call('tenant', 'GET', api('pricebooks/feetypes/all'));
    assert.deepEqual(feeTypes.body.map((f: { feeSymbol: string }) => f.feeSymbol), ['%', 'fixed', 'fixed', 'fixed', 'monthly', 'one-off']);
    // The spec's /api/v1/crm spelling answers too.
    assert.equal((await s.call('tenant', 'GET', `/svc/merchant/api/v1/crm/pricebooks/feetypes/lookup`)).status, 200);
    assert.equal((await s.call('merchant', 'GET', api('pricebooks?pageIndex=0&pageSize=10'))).status, 403);
  });

  it('a product code is unique per tenant (case aside) and the payment method must be known', async () => {
    const method = await s.call('tenant', 'POST', api('crm/products'), { body: { name: 'Crypto', code: 'CRYPTO', category: 'Other', methodId: 'bitcoin', isActive: true } });
    assert.deepEqual([method.status, method.body.error], [400, 'Unknown payment method bitcoin']);
    const created = await newProduct('klarna-bnpl', { category: 'AlternativeMethods' });
    assert.equal(created.code, 'KLARNA-BNPL');
    const twice = await s.call('tenant', 'POST', api('crm/products'), { body: { name: 'Again', code: 'Klarna-BNPL', category: 'Other', isActive: true } });
    assert.deepEqual([twice.status, twice.body.error], [400, 'A product with the code KLARNA-BNPL exists already: choose another code']);
    assert.equal((await s.call('tenant2', 'POST', api('crm/products'), { body: { name: 'Klarna', code: 'KLARNA-BNPL', category: 'Other', isActive: true } })).status, 201);
    assert.equal((await s.call('tenant2', 'GET', api(`crm/products/${created.id}`))).status, 404);
  });

  it('one standard book per tenant: making another standard moves it; the standard is never inactive nor deleted', async () => {
    const books = await s.call('tenant', 'GET', api('pricebooks?filterType=Standard&pageIndex=0&pageSize=10'));
    const oldStandard = books.body.data[0] as Book;
    const unset = await s.call('tenant', 'PUT', api(`pricebooks/${oldStandard.id}`), { body: { name: oldStandard.name, isStandard: false, isActive: true } });
    assert.deepEqual([unset.status, unset.body.error], [400, 'One price book is the standard: make another one the standard first']);
    const inactive = await s.call('tenant', 'PUT', api(`pricebooks/${oldStandard.id}`), { body: { name: oldStandard.name, isStandard: true, isActive: false } });
    assert.deepEqual([inactive.status, inactive.body.error], [400, 'The standard price book must stay active: make another book the standard first']);
    const refused = await s.call('tenant', 'DELETE', api(`pricebooks/${oldStandard.id}`));
    assert.deepEqual([refused.status, refused.body.error], [409, 'The standard price book cannot be deleted: make another book the standard first']);

    const next = await newBook('Standard 2027', { isStandard: true });
    assert.equal(next.isStandard, true);
    const standards = await s.call('tenant', 'GET', api('pricebooks?filterType=Standard&pageIndex=0&pageSize=10'));
    assert.deepEqual(standards.body.data.map((b: Book) => b.name), ['Standard 2027'], 'exactly one standard');
    // Put it back for the other tests.
    const back = await s.call('tenant', 'PUT', api(`pricebooks/${oldStandard.id}`), { body: { name: oldStandard.name, isStandard: true, isActive: true } });
    assert.equal(back.status, 200, JSON.stringify(back.body));
    assert.equal((await s.call('tenant', 'DELETE', api(`pricebooks/${next.id}`))).status, 204);
    const inactiveBooks = await s.call('tenant', 'GET', api('pricebooks?filterType=Inactive&pageIndex=0&pageSize=10'));
    assert.equal(inactiveBooks.body.count, 0);
  });

  it('entries: a product once per currency in a book; pricing structures validated per fee type and never overlapping', async () => {
    const product = await newProduct('SOFORT');
    const book = await newBook('Validation book');
    const entry = await s.call('tenant', 'POST', api(`pricebooks/${book.id}/entry`), { body: { productId: product.id, currencyCode: 'GBP', isActive: true } });
    assert.equal(entry.status, 201, JSON.stringify(entry.body));
    const again = await s.call('tenant', 'POST', api(`pricebooks/${book.id}/entry`), { body: { productId: product.id, currencyCode: 'GBP', isActive: true } });
    assert.deepEqual([again.status, again.body.error], [400, 'The book prices Product SOFORT in GBP already']);
    const currency = await s.call('tenant', 'POST', api(`pricebooks/${book.id}/entry`), { body: { productId: product.id, currencyCode: 'XXX', isActive: true } });
    assert.deepEqual([currency.status, currency.body.error], [400, 'Unknown currency XXX']);
    const added = await s.call('tenant', 'POST', api(`pricebooks/${book.id}/products`), { body: { productId: product.id, currencyCodes: ['JPY', 'KWD'] } });
    assert.equal(added.status, 201, JSON.stringify(added.body));

    const structure = (entryId: string, body: object) => s.call('tenant', 'POST', api(`pricebooks/${book.id}/entry/${entryId}/structures`), { body });
    const gbp = entry.body.id as string;
    const jpy = (added.body as Entry[]).find((e) => e.currencyCode === 'JPY')!.id;
    const over = await structure(gbp, { validFrom: '2026-01-01', values: [{ feeTypeId: 'transaction-rate', value: 100.5 }] });
    assert.deepEqual([over.status, over.body.error], [400, 'Transaction fee is a percentage: between 0 and 100']);
    const places = await structure(gbp, { validFrom: '2026-01-01', values: [{ feeTypeId: 'transaction-rate', value: 1.255 }] });
    assert.deepEqual([places.status, places.body.error], [400, 'Transaction fee has at most 2 decimal places']);
    const yen = await structure(jpy, { validFrom: '2026-01-01', values: [{ feeTypeId: 'transaction-fixed', value: 30.5 }] });
    assert.deepEqual([yen.status, yen.body.error], [400, 'Fixed fee per transaction has at most 0 decimal places in JPY']);
    const unknown = await structure(gbp, { validFrom: '2026-01-01', values: [{ feeTypeId: 'tip', value: 1 }] });
    assert.deepEqual([unknown.status, unknown.body.error], [400, 'Unknown fee type tip']);
    const order = await structure(gbp, { validFrom: '2026-06-01', validTo: '2026-05-31', values: [{ feeTypeId: 'transaction-rate', value: 1 }] });
    assert.deepEqual([order.status, order.body.error], [400, 'The end of validity must be on or after its start']);

    const first = await structure(gbp, { validFrom: '2026-01-01', validTo: '2026-12-31', values: [{ feeTypeId: 'transaction-rate', value: 1.25 }, { feeTypeId: 'transaction-fixed', value: 0.2 }] });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    assert.deepEqual(first.body.structures[0].items.map((i: { feeSymbol: string; value: number }) => [i.feeSymbol, i.value]), [['%', 1.25], ['fixed', 0.2]]);
    const overlap = await structure(gbp, { validFrom: '2026-12-31', values: [{ feeTypeId: 'transaction-rate', value: 1.3 }] });
    assert.deepEqual([overlap.status, overlap.body.error], [400, 'The book prices Product SOFORT in GBP from 01/01/2026 to 31/12/2026 already: validity dates must not overlap']);
    const later = await structure(gbp, { validFrom: '2027-01-01', validTo: null, values: [{ feeTypeId: 'transaction-rate', value: 1.3 }] });
    assert.equal(later.status, 201, JSON.stringify(later.body));
    // Moving the first to end later overlaps the second; its own dates do not count against it.
    const firstId = (later.body as Entry).structures[0]!.id;
    const moved = await s.call('tenant', 'PUT', api(`pricebooks/${book.id}/entry/${gbp}/structures/${firstId}`), { body: { validFrom: '2026-02-01', validTo: '2027-01-01', values: [{ feeTypeId: 'transaction-rate', value: 1.2 }] } });
    assert.equal(moved.status, 400);
    const kept = await s.call('tenant', 'PUT', api(`pricebooks/${book.id}/entry/${gbp}/structures/${firstId}`), { body: { validFrom: '2026-02-01', validTo: '2026-12-31', values: [{ feeTypeId: 'transaction-rate', value: 1.2 }] } });
    assert.equal(kept.status, 200, JSON.stringify(kept.body));
    const info = await s.call('tenant', 'GET', api(`pricebooks/${book.id}/info`));
    assert.deepEqual(info.body.entries.map((e: Entry) => e.currencyCode), ['GBP', 'JPY', 'KWD']);
    const products = await s.call('tenant', 'GET', api(`pricebooks/${book.id}/products`));
    assert.deepEqual(products.body.map((p: { currencies: string[] }) => p.currencies), [['GBP', 'JPY', 'KWD']]);
    // Another tenant reaches none of it.
    assert.equal((await s.call('tenant2', 'GET', api(`pricebooks/${book.id}/info`))).status, 404);
    assert.equal((await s.call('tenant2', 'POST', api(`pricebooks/${book.id}/entry`), { body: { productId: product.id, currencyCode: 'EUR', isActive: true } })).status, 404);
    const foreign = await s.call('tenant2', 'GET', api('crm/products?pageIndex=0&pageSize=1'));
    const foreignBook = (await s.call('tenant2', 'GET', api('pricebooks?pageIndex=0&pageSize=1'))).body.data[0] as Book;
    const foreignProduct = await s.call('tenant2', 'POST', api(`pricebooks/${foreignBook.id}/entry`), { body: { productId: product.id, currencyCode: 'EUR', isActive: true } });
    assert.deepEqual([foreign.status, foreignProduct.status, foreignProduct.body.error], [200, 400, 'Unknown product']);
  });

  it('a book or entry a proposal uses is not deleted (409) but can be deactivated; the related count says so', async () => {
    const product = await newProduct('USED');
    const book = await newBook('Used book');
    const entry = (await s.call('tenant', 'POST', api(`pricebooks/${book.id}/entry`), { body: { productId: product.id, currencyCode: 'EUR', isActive: true } })).body as Entry;
    assert.deepEqual((await s.call('tenant', 'GET', api(`pricebooks/${book.id}/related-count`))).body, { proposals: 0, agreements: 0, total: 0 });
    // What a proposal (issue 32) writes when it copies the book's entries.
    await s.db.insert(crmPriceBookUsages).values({ id: newId(), tenantId: ACME, priceBookId: book.id, entryId: entry.id, usedByType: 'proposal', usedById: newId() });
    assert.deepEqual((await s.call('tenant', 'GET', api(`pricebooks/${book.id}/related-count`))).body, { proposals: 1, agreements: 0, total: 1 });
    const bookRefused = await s.call('tenant', 'DELETE', api(`pricebooks/${book.id}`));
    assert.deepEqual([bookRefused.status, bookRefused.body.error], [409, 'This price book is used by 1 proposals or agreements: deactivate it instead']);
    const entryRefused = await s.call('tenant', 'DELETE', api(`pricebooks/${book.id}/entry/${entry.id}`));
    assert.deepEqual([entryRefused.status, entryRefused.body.error], [409, 'This entry is used by 1 proposals or agreements: deactivate it instead']);
    const productRefused = await s.call('tenant', 'DELETE', api(`crm/products/${product.id}`));
    assert.deepEqual([productRefused.status, productRefused.body.error], [409, 'This product is priced in 1 price book entries: deactivate it instead']);
    const moved = await s.call('tenant', 'PUT', api(`pricebooks/${book.id}/entry/${entry.id}`), { body: { productId: product.id, currencyCode: 'USD', isActive: true } });
    assert.equal(moved.status, 409, 'a used entry keeps its product and currency');
    const deactivated = await s.call('tenant', 'PUT', api(`pricebooks/${book.id}/entry/${entry.id}`), { body: { productId: product.id, currencyCode: 'EUR', isActive: false } });
    assert.deepEqual([deactivated.status, deactivated.body.isActive], [200, false]);
    const bookOff = await s.call('tenant', 'PUT', api(`pricebooks/${book.id}`), { body: { name: 'Used book', isStandard: false, isActive: false } });
    assert.deepEqual([bookOff.status, bookOff.body.isActive, bookOff.body.related], [200, false, 1]);
    const listed = await s.call('tenant', 'GET', api('pricebooks?filterType=Inactive&pageIndex=0&pageSize=10'));
    assert.deepEqual(listed.body.data.map((b: Book) => b.name), ['Used book']);
    const active = await s.call('tenant', 'GET', api('pricebooks/all'));
    assert.ok(!active.body.some((b: Book) => b.id === book.id), 'an inactive book leaves the pickers');
    // An unused book goes, entries and structures with it.
    const spare = await newBook('Spare book');
    await s.call('tenant', 'POST', api(`pricebooks/${spare.id}/entry`), { body: { productId: product.id, currencyCode: 'EUR', isActive: true } });
    assert.equal((await s.call('tenant', 'DELETE', api(`pricebooks/${spare.id}`))).status, 204);
  });
});
