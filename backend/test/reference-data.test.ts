import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { IDENTITY_PATHS } from '@portal/contracts';
import { seedIds } from '../src/db/seed';
import { users } from '../src/db/schema';
import { stableId } from '../src/lib/ids';
import { platformCurrencyId } from '../src/modules/settings/reference-data/seed';
import { VT_MAX_AMOUNT_VARIABLE } from '../src/modules/virtual-terminal/take-payment';
import { apiSuite } from './helpers/api-suite';
import { Browser } from './helpers/browser';

/**
 * Reference data settings (ADR 0064) through the API: create, edit, deactivate, delete-in-use and scope per
 * resource; the currency list is the one source of decimal places; the virtual terminal reads the platform
 * currencies and the amount limit; the section 7.3 lookups answer within the caller's scope.
 */
describe('reference data settings and lookups (ADR 0064)', () => {
  const api = apiSuite(['platform', 'tenant', 'tenant2', 'tenant-viewer', 'merchant', 'merchant2']);
  const v1 = (path: string) => `/svc/merchant/api/v1/${path}`;
  const acme = seedIds.tenant('acme');
  const globex = seedIds.tenant('globex');
  const blueBottle = seedIds.merchant('blue-bottle');

  const currency = (over: Record<string, unknown> = {}) => ({ code: 'SEK', numericCode: '752', name: 'Swedish krona', symbol: 'kr', decimalPlaces: 2, isActive: true, ...over });

  it('currencies: create, edit decimal places, deactivate (gone from the pickers), delete; a currency in use is refused', async () => {
    const made = await api.call('tenant', 'POST', v1('settings/currencies'), { body: currency() });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.deepEqual([made.body.id, made.body.decimalPlaces, made.body.symbol], ['SEK', 2, 'kr']);
    assert.equal((await api.call('tenant', 'POST', v1('settings/currencies'), { body: currency() })).status, 409, 'a code is added once');
    assert.equal((await api.call('tenant', 'POST', v1('settings/currencies'), { body: currency({ code: 'sek', decimalPlaces: 7 }) })).status, 400, 'the body schema is checked');

    const edited = await api.call('tenant', 'PUT', v1('settings/currencies/SEK'), { body: currency({ decimalPlaces: 0 }) });
    assert.equal(edited.body.decimalPlaces, 0);
    const context = await api.call('merchant', 'GET', v1('users/me/context'));
    assert.equal(context.body.lists.currencies.find((c: { code: string }) => c.code === 'SEK').decimalPlaces, 0, 'the user context carries the new places');
    assert.equal((await api.call('tenant', 'PUT', v1('settings/currencies/SEK'), { body: currency({ code: 'NOK' }) })).status, 400, 'a code never changes');

    await api.call('tenant', 'PUT', v1('settings/currencies/SEK'), { body: currency({ isActive: false }) });
    const active = await api.call('merchant', 'GET', v1('lookup/active-currencies'));
    assert.ok(!active.body.some((c: { code: string }) => c.code === 'SEK'), 'a deactivated currency leaves the pickers');
    const all = await api.call('tenant', 'GET', '/svc/merchant/api/crm/lookup/currencies/all');
    assert.equal(all.body.find((c: { code: string }) => c.code === 'SEK').isActive, false, 'the all lookup still names it');

    assert.equal((await api.call('tenant', 'DELETE', v1('settings/currencies/SEK'))).status, 204);
    const inUse = await api.call('tenant', 'DELETE', v1('settings/currencies/EUR'));
    assert.equal(inUse.status, 409);
    assert.match(inUse.body.error, /^Currency EUR is in use by transactions.*: deactivate it instead$/);
    assert.equal((await api.call('tenant', 'GET', v1('settings/currencies/EUR'))).status, 200, 'nothing lost');
  });

  it('countries and languages: ISO details, filters, delete in use refused; the page permission is needed', async () => {
    const list = await api.call('tenant', 'GET', v1('settings/countries?search=gbr'));
    assert.deepEqual(list.body.data.map((c: { code: string; alpha3: string; numericCode: string }) => [c.code, c.alpha3, c.numericCode]), [['GB', 'GBR', '826']]);
    const made = await api.call('tenant', 'POST', v1('settings/countries'), { body: { code: 'SE', alpha3: 'SWE', numericCode: '752', name: 'Sweden', isActive: true } });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal((await api.call('tenant', 'PUT', v1('settings/countries/SE'), { body: { code: 'SE', alpha3: 'SWE', numericCode: '752', name: 'Kingdom of Sweden', isActive: false } })).body.name, 'Kingdom of Sweden');
    assert.deepEqual((await api.call('tenant', 'GET', v1('settings/countries?isActive=false'))).body.data.map((c: { code: string }) => c.code), ['SE']);
    assert.equal((await api.call('tenant', 'DELETE', v1('settings/countries/SE'))).status, 204);
    assert.equal((await api.call('tenant', 'DELETE', v1('settings/countries/GB'))).status, 409, 'the default parameters name GB');

    const en = await api.call('tenant', 'DELETE', v1('settings/languages/en'));
    assert.equal(en.status, 409);
    assert.match(en.body.error, /^Language en is in use by users/);
    assert.equal((await api.call('tenant-viewer', 'GET', v1('settings/currencies'))).status, 403, 'without Settings.Currencies');
    assert.equal((await api.call('merchant', 'GET', v1('settings/currencies'))).status, 403, 'merchants use the lookups');
  });

  it('platform currencies: a tenant changes only its own; the virtual terminal refuses a currency its tenant does not process', async () => {
    const own = await api.call('tenant', 'GET', v1('settings/platform-currencies?pageSize=100'));
    assert.ok(own.body.data.length > 0 && own.body.data.every((r: { tenantId: string }) => r.tenantId === acme), 'only acme rows');
    const gbp = platformCurrencyId(acme, 'GBP');
    assert.equal((await api.call('tenant2', 'GET', v1(`settings/platform-currencies/${gbp}`))).status, 404, "another tenant's row is not there");
    assert.equal((await api.call('tenant2', 'PUT', v1(`settings/platform-currencies/${gbp}`), { body: { currency: 'GBP', processing: false, settlement: false, isActive: true } })).status, 404);
    assert.equal((await api.call('tenant', 'GET', v1(`settings/platform-currencies?tenantId=${globex}`))).status, 403);

    const vt = (amount = 4_250) => api.call('tenant', 'POST', '/svc/merchant/api/crm/virtual-terminal/payments', {
      body: { merchantId: blueBottle, websiteId: stableId('website:blue-bottle:1'), cardNumber: '4000056655665556', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 1, cvc: '737', cardholderName: 'Ada Lovelace', amount, currency: 'GBP' },
      headers: { 'x-request-id': randomUUID(), systemmode: 'Test' },
    });
    const off = await api.call('tenant', 'PUT', v1(`settings/platform-currencies/${gbp}`), { body: { currency: 'GBP', processing: false, settlement: true, isActive: true } });
    assert.equal(off.body.processing, false);
    const refused = await vt();
    assert.equal(refused.status, 422);
    assert.match(refused.body.error, /GBP is not a currency this merchant's tenant processes/);
    await api.call('tenant', 'PUT', v1(`settings/platform-currencies/${gbp}`), { body: { currency: 'GBP', processing: true, settlement: true, isActive: true } });
    assert.equal((await vt()).status, 201, 'processed again once switched back');

    const inUse = await api.call('tenant', 'DELETE', v1(`settings/platform-currencies/${gbp}`));
    assert.equal(inUse.status, 409);
    assert.match(inUse.body.error, /in use by payment channels/);
    const platformMade = await api.call('platform', 'POST', v1(`settings/platform-currencies?tenantId=${globex}`), { body: { currency: 'EUR', processing: true, settlement: false, isActive: true } });
    assert.equal(platformMade.status, 409, 'globex already has EUR');
    assert.equal((await api.call('platform', 'POST', v1('settings/platform-currencies'), { body: { currency: 'EUR', processing: true, settlement: false, isActive: true } })).status, 400, 'platform staff pick the tenant');
  });

  it('system variables: typed values checked, only platform staff change them, and the virtual terminal reads its limit', async () => {
    const list = await api.call('tenant', 'GET', v1('settings/system-variables'));
    const limit = list.body.data.find((v: { key: string }) => v.key === VT_MAX_AMOUNT_VARIABLE);
    assert.deepEqual([limit.type, limit.value, limit.minimum], ['integer', '10000', 1]);
    assert.equal((await api.call('tenant', 'PUT', v1(`settings/system-variables/${VT_MAX_AMOUNT_VARIABLE}`), { body: { value: '10' } })).status, 403, 'tenants read, platform changes');
    const wrong = await api.call('platform', 'PUT', v1(`settings/system-variables/${VT_MAX_AMOUNT_VARIABLE}`), { body: { value: '12.5' } });
    assert.deepEqual([wrong.status, wrong.body.error], [400, 'The value must be a whole number']);
    assert.equal((await api.call('platform', 'PUT', v1(`settings/system-variables/${VT_MAX_AMOUNT_VARIABLE}`), { body: { value: '0' } })).body.error, 'The value must be 1 or more');

    assert.equal((await api.call('platform', 'PUT', v1(`settings/system-variables/${VT_MAX_AMOUNT_VARIABLE}`), { body: { value: '10' } })).status, 200);
    const vt = await api.call('merchant', 'POST', '/svc/merchant/api/virtual-terminal/payments', {
      body: { websiteId: stableId('website:blue-bottle:1'), cardNumber: '4000056655665556', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 1, cvc: '737', cardholderName: 'Ada Lovelace', amount: 1_001, currency: 'GBP' },
      headers: { 'x-request-id': randomUUID(), systemmode: 'Test' },
    });
    assert.deepEqual([vt.status, vt.body.error], [422, 'The virtual terminal takes at most 10 GBP per payment']);
    await api.call('platform', 'PUT', v1(`settings/system-variables/${VT_MAX_AMOUNT_VARIABLE}`), { body: { value: '10000' } });
  });

  it('document types and default parameters: per tenant, validated', async () => {
    const body = { name: 'VAT certificate', description: 'The tax office\'s registration', required: true, acceptedFileTypes: ['pdf', 'png'], maxSizeMb: 5, isActive: true };
    const made = await api.call('tenant', 'POST', v1('settings/document-types'), { body });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(made.body.tenantId, acme);
    assert.equal((await api.call('tenant', 'POST', v1('settings/document-types'), { body })).status, 409);
    assert.equal((await api.call('tenant', 'POST', v1('settings/document-types'), { body: { ...body, name: 'Other', acceptedFileTypes: ['exe'] } })).status, 400);
    assert.equal((await api.call('tenant2', 'DELETE', v1(`settings/document-types/${made.body.id}`))).status, 404);
    assert.equal((await api.call('tenant', 'PUT', v1(`settings/document-types/${made.body.id}`), { body: { ...body, isActive: false } })).body.isActive, false);
    assert.equal((await api.call('tenant', 'DELETE', v1(`settings/document-types/${made.body.id}`))).status, 204);

    const defaults = await api.call('tenant', 'GET', v1('settings/default-parameters'));
    assert.deepEqual(defaults.body.data.map((d: { tenantId: string }) => d.tenantId), [acme]);
    const edit = { currency: 'EUR', country: 'DE', language: 'tr', timeZone: 'Europe/Berlin', settlementDelayDays: 3, rollingReservePercent: 10 };
    assert.equal((await api.call('tenant', 'PUT', v1(`settings/default-parameters/${acme}`), { body: edit })).body.country, 'DE');
    assert.equal((await api.call('tenant', 'PUT', v1(`settings/default-parameters/${acme}`), { body: { ...edit, timeZone: 'Mars/Olympus' } })).status, 400);
    assert.equal((await api.call('tenant', 'PUT', v1(`settings/default-parameters/${acme}`), { body: { ...edit, currency: 'XXX' } })).status, 400);
    assert.equal((await api.call('tenant2', 'PUT', v1(`settings/default-parameters/${acme}`), { body: edit })).status, 404);
    assert.equal((await api.call('platform', 'GET', v1('settings/default-parameters'))).body.count, 2, 'platform staff see every tenant');
  });

  it('a new user of the tenant starts on its default time zone and language; the registration page\'s language wins', async () => {
    const edit = { currency: 'EUR', country: 'DE', language: 'tr', timeZone: 'Asia/Tokyo', settlementDelayDays: 2, rollingReservePercent: 0 };
    const before = (await api.call('tenant', 'GET', v1('settings/default-parameters'))).body.data[0];
    assert.equal((await api.call('tenant', 'PUT', v1(`settings/default-parameters/${acme}`), { body: edit })).status, 200);
    const profileOf = async (email: string) => (await api.db.select({ timeZone: users.timeZone, language: users.language }).from(users).where(eq(users.email, email)))[0];
    try {
      const invited = await api.call('tenant', 'POST', v1(`users/merchant?merchantId=${blueBottle}`), { body: { email: 'new.clerk@example.test', firstName: 'New', lastName: 'Clerk' } });
      assert.equal(invited.status, 201, JSON.stringify(invited.body));
      assert.deepEqual(await profileOf('new.clerk@example.test'), { timeZone: 'Asia/Tokyo', language: 'tr' });
      // Registered on the English page under the default tenant (Acme): its clock, the page's language.
      const page = await new Browser().request(`${api.origin}${IDENTITY_PATHS.register}?lang=en`, {
        form: { firstName: 'Reg', lastName: 'Istered', email: 'registered.user@example.test', password: 'Good-Pass-1', confirmPassword: 'Good-Pass-1' },
      });
      assert.equal(page.status, 200);
      assert.deepEqual(await profileOf('registered.user@example.test'), { timeZone: 'Asia/Tokyo', language: 'en' });
    } finally {
      const { id: _i, tenantId: _t, tenantName: _n, updatedAt: _u, ...restore } = before;
      assert.equal((await api.call('tenant', 'PUT', v1(`settings/default-parameters/${acme}`), { body: restore })).status, 200);
    }
  });

  it('section 7.3 lookups answer within the caller\'s scope', async () => {
    const tenants = await api.call('tenant', 'GET', '/svc/merchant/api/crm/lookup/tenants/all');
    assert.deepEqual(tenants.body.map((t: { id: string }) => t.id), [acme]);
    assert.equal((await api.call('platform', 'GET', '/svc/merchant/api/crm/lookup/tenants/all')).body.length, 2);
    const channels = await api.call('tenant', 'GET', `/svc/merchant/api/crm/payment-channels/all?organizationId=${blueBottle}`);
    assert.ok(channels.body.length > 0 && channels.body.every((c: { merchantId: string }) => c.merchantId === blueBottle));
    assert.equal((await api.call('tenant2', 'GET', `/svc/merchant/api/crm/payment-channels/all?organizationId=${blueBottle}`)).status, 404);
    assert.equal((await api.call('tenant2', 'GET', `/svc/merchant/api/crm/lookup/organizations/${blueBottle}/websites/active`)).status, 404);
    const websites = await api.call('tenant', 'GET', `/svc/merchant/api/crm/lookup/organizations/${blueBottle}/websites/active`);
    assert.ok(websites.body.some((w: { id: string }) => w.id === stableId('website:blue-bottle:1')));
    const own = await api.call('merchant2', 'GET', '/svc/merchant/api/payment-channels/all');
    assert.ok(own.body.length > 0 && own.body.every((c: { merchantId: string }) => c.merchantId === seedIds.merchant('globex-garden')));
    assert.ok((await api.call('merchant2', 'GET', '/svc/merchant/api/lookup/websites')).body.every((w: { merchantId: string }) => w.merchantId === seedIds.merchant('globex-garden')));
    const methods = await api.call('merchant', 'GET', '/svc/merchant/api/crm/merchants/lookup/active-payment-methods');
    assert.ok(methods.body.some((m: { id: string }) => m.id === 'card'));
    const providers = await api.call('tenant', 'GET', `/svc/merchant/api/crm/merchants/lookup/active-service-providers?organizationId=${blueBottle}`);
    assert.ok(providers.body.some((p: { id: string }) => p.id === 'acquirer-one'));
    assert.equal((await api.call('tenant', 'GET', '/svc/merchant/api/crm/lookup/payment-channels')).body.every((c: { isActive: boolean }) => c.isActive), true);
  });
});
