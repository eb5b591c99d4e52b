import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { paymentChannels, terminals } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { stableId } from '../src/lib/ids';
import { PAYMENT_CONFIGURATION_MESSAGES as M, PROCESSING_MESSAGES as P } from '@portal/contracts';
import { paymentConfigurationIds as ids } from '../src/modules/settings/payment-configuration/seed';
import { apiSuite } from './helpers/api-suite';

/**
 * Payment configuration settings (ADR 0065): per resource, create / edit / deactivate / delete-in-use / scope
 * through the API; secrets never come back; a deactivated method or provider leaves the pickers and the
 * payment path refuses it.
 */
describe('payment configuration settings (ADR 0065)', () => {
  const api = apiSuite(['platform', 'tenant', 'tenant2', 'tenant-viewer', 'merchant']);
  const acme = seedIds.tenant('acme');
  const v1 = (path: string) => `/svc/merchant/api/v1/${path}`;
  const call = (who: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    api.call(who, method, v1(path), { body, headers });
  const names = (page: { data: Array<{ name?: string; mid?: string }> }) => page.data.map((r) => r.name ?? r.mid);
  /** The whole answer as text: a secret must appear nowhere in it. */
  const leaks = (answer: { body: unknown }, secret: string) => JSON.stringify(answer.body).includes(secret);

  describe('payment methods: the platform catalogue', () => {
    const method = { code: 'klarna', name: 'Klarna', category: 'BuyNowPayLater', supportedCurrencies: ['EUR', 'GBP'], isActive: true };

    it('platform staff create, edit and delete an unused method; tenant staff read but cannot change', async () => {
      const made = await call('platform', 'POST', 'settings/payment-methods', method);
      assert.equal(made.status, 201, JSON.stringify(made.body));
      assert.deepEqual(made.body, { id: 'klarna', ...method });
      assert.equal((await call('platform', 'POST', 'settings/payment-methods', method)).body.error, M.codeTaken);
      const edited = await call('platform', 'PUT', 'settings/payment-methods/klarna', { ...method, code: 'ignored', name: 'Klarna Pay later' });
      assert.deepEqual([edited.status, edited.body.id, edited.body.name], [200, 'klarna', 'Klarna Pay later'], 'the code is fixed once created');
      const listed = await call('tenant', 'GET', 'settings/payment-methods?category=BuyNowPayLater');
      assert.deepEqual(names(listed.body), ['Klarna Pay later']);
      assert.equal((await call('tenant', 'PUT', 'settings/payment-methods/klarna', method)).status, 403);
      assert.equal((await call('tenant', 'DELETE', 'settings/payment-methods/klarna')).status, 403);
      assert.equal((await call('tenant-viewer', 'GET', 'settings/payment-methods')).status, 403);
      const bad = await call('platform', 'POST', 'settings/payment-methods', { ...method, code: 'zip', supportedCurrencies: ['XXX'] });
      assert.deepEqual([bad.status, bad.body.error], [400, `${M.unknownCurrency}: XXX`]);
      assert.equal((await call('platform', 'DELETE', 'settings/payment-methods/klarna')).status, 204);
      assert.equal((await call('platform', 'GET', 'settings/payment-methods/klarna')).status, 404);
    });

    it('a method in use cannot be deleted: 409 naming what uses it, nothing lost', async () => {
      const refused = await call('platform', 'DELETE', 'settings/payment-methods/card');
      assert.deepEqual([refused.status, refused.body.error], [409, M.methodUsedByChannels]);
      assert.equal((await call('platform', 'GET', 'settings/payment-methods/card')).body.isActive, true);
    });

    it('deactivating a method removes it from the pickers and the payment path refuses it', async () => {
      const paypal = (await call('platform', 'GET', 'settings/payment-methods/paypal')).body;
      const pickers = async () => ({
        lookup: (await api.call('tenant', 'GET', '/svc/merchant/api/crm/lookup/active-payment-methods')).body.map((m: { id: string }) => m.id),
        context: (await call('tenant', 'GET', 'users/me/context')).body.lists.paymentMethods.map((m: { id: string }) => m.id),
      });
      assert.ok((await pickers()).lookup.includes('paypal'));
      const { id: _id, ...body } = paypal;
      assert.equal((await call('platform', 'PUT', 'settings/payment-methods/paypal', { ...body, isActive: false })).status, 200);
      try {
        const after = await pickers();
        assert.ok(!after.lookup.includes('paypal') && !after.context.includes('paypal'));
        const check = await api.call('tenant', 'GET', `/svc/merchant/api/crm/processing-setup?${new URLSearchParams({
          merchantId: seedIds.merchant('blue-bottle'), websiteId: stableId('website:blue-bottle:1'), paymentMethod: 'paypal',
        })}`, { headers: { mode: 'Test' } });
        assert.equal(check.body.routable, false);
        assert.ok(check.body.checks.some((c: { outcome: string; message: string }) => c.outcome === 'Block' && c.message === P.methodInactive));
      } finally {
        await call('platform', 'PUT', 'settings/payment-methods/paypal', { ...body, isActive: true });
      }
    });
  });

  describe('service providers: the platform catalogue, with a write-only API key', () => {
    const provider = {
      code: 'stripe-connect', name: 'Stripe Connect', capabilities: ['Authorise', 'Capture', 'Refund'], supportedMethods: ['card'],
      supportedCurrencies: [], apiBaseUrl: 'https://api.stripe.example', isActive: true, apiKey: 'sk_test_51Hx9secretABCD',
    };

    it('never returns the API key: a hint only, kept when an edit sends none, replaced when it sends one', async () => {
      const made = await call('platform', 'POST', 'settings/service-providers', provider);
      assert.equal(made.status, 201, JSON.stringify(made.body));
      assert.deepEqual([made.body.hasSecret, made.body.secretLast4, 'apiKey' in made.body, 'secret' in made.body], [true, 'ABCD', false, false]);
      const { apiKey: _key, ...withoutKey } = provider;
      const edited = await call('platform', 'PUT', 'settings/service-providers/stripe-connect', { ...withoutKey, name: 'Stripe' });
      assert.deepEqual([edited.body.name, edited.body.hasSecret, edited.body.secretLast4], ['Stripe', true, 'ABCD']);
      const replaced = await call('platform', 'PUT', 'settings/service-providers/stripe-connect', { ...withoutKey, apiKey: 'sk_live_new_WXYZ' });
      assert.equal(replaced.body.secretLast4, 'WXYZ');
      for (const answer of [made, edited, replaced, await call('platform', 'GET', 'settings/service-providers/stripe-connect'), await call('tenant', 'GET', 'settings/service-providers')]) {
        assert.ok(!leaks(answer, 'sk_test_51Hx9secret') && !leaks(answer, 'sk_live_new'), 'no answer carries the key');
      }
      assert.equal((await call('tenant', 'POST', 'settings/service-providers', { ...provider, code: 'other' })).status, 403);
      const unknownMethod = await call('platform', 'POST', 'settings/service-providers', { ...provider, code: 'x-pay', supportedMethods: ['cheque'] });
      assert.deepEqual([unknownMethod.status, unknownMethod.body.error], [400, `${M.unknownMethod}: cheque`]);
      assert.equal((await call('platform', 'DELETE', 'settings/service-providers/stripe-connect')).status, 204);
    });

    it('a provider in use cannot be deleted; deactivating it leaves the pickers and the virtual terminal refuses the payment', async () => {
      const refused = await call('platform', 'DELETE', 'settings/service-providers/acquirer-one');
      assert.deepEqual([refused.status, refused.body.error], [409, M.providerUsedByChannels]);
      const current = (await call('platform', 'GET', 'settings/service-providers/acquirer-one')).body;
      const body = {
        code: current.code, name: current.name, capabilities: current.capabilities, supportedMethods: current.supportedMethods,
        supportedCurrencies: current.supportedCurrencies, apiBaseUrl: current.apiBaseUrl ?? '', isActive: false,
      };
      assert.equal((await call('platform', 'PUT', 'settings/service-providers/acquirer-one', body)).status, 200);
      // Blue Bottle's other card channel (Northbank, smart routing's demo, ADR 0107) is switched off by its provider too.
      const northbank = (await call('platform', 'GET', 'settings/service-providers/northbank')).body;
      const northbankBody = {
        code: northbank.code, name: northbank.name, capabilities: northbank.capabilities, supportedMethods: northbank.supportedMethods,
        supportedCurrencies: northbank.supportedCurrencies, apiBaseUrl: northbank.apiBaseUrl ?? '', isActive: false,
      };
      const pay = () => api.call('tenant', 'POST', '/svc/merchant/api/crm/virtual-terminal/payments', {
        headers: { 'x-request-id': randomUUID(), systemmode: 'Test' },
        body: {
          merchantId: seedIds.merchant('blue-bottle'), websiteId: stableId('website:blue-bottle:1'), cardNumber: '4000056655665556',
          expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 1, cvc: '737', cardholderName: 'Ada Lovelace', amount: 1_000, currency: 'GBP',
        },
      });
      try {
        const lookup = await api.call('tenant', 'GET', '/svc/merchant/api/crm/transaction-service-providers');
        assert.ok(!lookup.body.some((p: { id: string }) => p.id === 'acquirer-one'));
        // The payment goes round the inactive provider, to the channel left.
        const routedAround = await pay();
        assert.equal(routedAround.status, 201, JSON.stringify(routedAround.body));
        assert.equal((await call('platform', 'PUT', 'settings/service-providers/northbank', northbankBody)).status, 200);
        const payment = await pay();
        assert.deepEqual([payment.status, payment.body.error], [422, P.noUsableChannel]);
      } finally {
        await call('platform', 'PUT', 'settings/service-providers/acquirer-one', { ...body, isActive: true });
        await call('platform', 'PUT', 'settings/service-providers/northbank', { ...northbankBody, isActive: true });
      }
    });
  });

  describe('POS providers: a tenant\'s own', () => {
    const listAll = () => call('platform', 'GET', 'settings/pos-providers');
    const pos = { name: 'Ingenico Host', countryId: 'GB', currencies: ['GBP'], endpointUrl: 'https://tms.ingenico.example', isActive: true, apiKey: 'pos-key-998877' };

    it('tenant staff create, edit, deactivate and delete their own; other tenants and merchants do not see them', async () => {
      const made = await call('tenant', 'POST', 'settings/pos-providers', pos);
      assert.equal(made.status, 201, JSON.stringify(made.body));
      assert.deepEqual([made.body.tenantId, made.body.hasSecret, made.body.secretLast4, leaks(made, 'pos-key-998877')], [acme, true, '8877', false]);
      const id = made.body.id as string;
      const off = await call('tenant', 'PUT', `settings/pos-providers/${id}`, { ...pos, apiKey: undefined, isActive: false });
      assert.deepEqual([off.body.isActive, off.body.hasSecret], [false, true]);
      assert.deepEqual(names((await call('tenant', 'GET', 'settings/pos-providers?isActive=false')).body).sort(), ['Anatolia POS', 'Ingenico Host']);
      assert.equal((await call('tenant', 'POST', 'settings/pos-providers', pos)).body.error, M.nameTaken);
      assert.equal((await call('tenant2', 'GET', `settings/pos-providers/${id}`)).status, 404);
      assert.ok(!names((await call('tenant2', 'GET', 'settings/pos-providers')).body).includes('Ingenico Host'));
      assert.equal((await call('tenant2', 'DELETE', `settings/pos-providers/${id}`)).status, 404);
      assert.equal((await call('merchant', 'GET', 'settings/pos-providers')).status, 403);
      const unknown = await call('tenant', 'POST', 'settings/pos-providers', { ...pos, name: 'Elsewhere', countryId: 'ZZ' });
      assert.deepEqual([unknown.status, unknown.body.error], [400, `${M.unknownCountry}: ZZ`]);
      assert.equal((await call('tenant', 'DELETE', `settings/pos-providers/${id}`)).status, 204);
    });

    it('platform staff see every tenant\'s or pick one, and pick one to create', async () => {
      const every = names((await listAll()).body);
      assert.ok(['Acme Terminal Host', 'Globex Terminal Host'].every((n) => every.includes(n)));
      const listed = await call('platform', 'GET', `settings/pos-providers?tenantId=${acme}`);
      assert.ok(names(listed.body).includes('Acme Terminal Host') && !names(listed.body).includes('Globex Terminal Host'));
      assert.equal((await call('platform', 'POST', 'settings/pos-providers', pos)).status, 400, 'no tenant picked');
      const made = await call('platform', 'POST', `settings/pos-providers?tenantId=${acme}`, { ...pos, name: 'Platform-made host' });
      assert.deepEqual([made.status, made.body.tenantId], [201, acme]);
      assert.equal((await call('platform', 'DELETE', `settings/pos-providers/${made.body.id}`)).status, 204);
      assert.equal((await call('tenant', 'GET', `settings/pos-providers?tenantId=${seedIds.tenant('globex')}`)).status, 403);
    });

    it('keeps the host its terminals connect through: not deleted, and taking their currencies (ADR 0152)', async () => {
      const id = ids.posProvider('acme', 1);
      const host = (await call('tenant', 'GET', `settings/pos-providers/${id}`)).body;
      assert.deepEqual(host.currencies, ['GBP', 'EUR'], "the seed's Acme Terminal Host");
      const connected = await api.db.select({ currency: terminals.currency }).from(terminals).where(eq(terminals.posProviderId, id));
      assert.ok(connected.some((t) => t.currency === 'GBP') && connected.some((t) => t.currency === 'EUR'), 'the seed connects GBP and EUR terminals');
      const { id: _id, tenantId: _t, hasSecret: _h, secretLast4: _l, ...body } = host;
      const dropped = await call('tenant', 'PUT', `settings/pos-providers/${id}`, { ...body, currencies: ['EUR'] });
      assert.deepEqual([dropped.status, dropped.body.error], [400, `${M.posProviderCurrencyInUse}: GBP`]);
      const added = await call('tenant', 'PUT', `settings/pos-providers/${id}`, { ...body, currencies: ['GBP', 'EUR', 'USD'] });
      assert.deepEqual([added.status, added.body.currencies], [200, ['GBP', 'EUR', 'USD']]);
      const removed = await call('tenant', 'DELETE', `settings/pos-providers/${id}`);
      assert.deepEqual([removed.status, removed.body.error], [409, M.posProviderUsedByTerminals]);
      assert.equal((await call('tenant', 'PUT', `settings/pos-providers/${id}`, { ...body, isActive: false })).status, 200, 'deactivated instead');
      assert.equal((await call('tenant', 'PUT', `settings/pos-providers/${id}`, body)).status, 200);
    });
  });

  describe('banking channels', () => {
    const channel = {
      name: 'Acme TRY payouts', bankName: 'Bosphorus Bank', countryId: 'TR', currency: 'TRY', scheme: 'EFT', purpose: 'Payout',
      accountIdentifier: 'TR330006100519786457841326', bic: '', apiUsername: 'acme-try', isActive: true, password: 'hunter2-banking',
    };

    it('keeps the password write-only (no characters hinted), edits, deactivates, deletes; scope per tenant', async () => {
      const made = await call('tenant', 'POST', 'settings/banking-channels', channel);
      assert.equal(made.status, 201, JSON.stringify(made.body));
      assert.deepEqual([made.body.hasSecret, made.body.secretLast4, made.body.bic, leaks(made, 'hunter2')], [true, null, null, false]);
      const id = made.body.id as string;
      const { password: _p, ...rest } = channel;
      const edited = await call('tenant', 'PUT', `settings/banking-channels/${id}`, { ...rest, bic: 'TGBATRISXXX', isActive: false });
      assert.deepEqual([edited.body.bic, edited.body.isActive, edited.body.hasSecret], ['TGBATRISXXX', false, true]);
      assert.ok(!leaks(await call('tenant', 'GET', 'settings/banking-channels'), 'hunter2'));
      assert.equal((await call('tenant', 'POST', 'settings/banking-channels', { ...channel, name: 'X', currency: 'ABC' })).status, 400);
      assert.equal((await call('tenant2', 'PUT', `settings/banking-channels/${id}`, channel)).status, 404);
      assert.equal((await call('tenant', 'DELETE', `settings/banking-channels/${id}`)).status, 204);
    });
  });

  describe('MPI configurations', () => {
    const mpi = {
      name: 'Acme Amex SafeKey', cardScheme: 'Amex', threeDsVersion: '2.2.0', directoryServerUrl: 'https://ds.amex.example/3ds2',
      acquirerBin: '376543', requestorId: 'ACME-AX-0001', merchantName: 'Acme Payments', challengePreference: 'ChallengeRequested', isActive: true, password: 'mpi-pass-5150',
    };

    it('creates, edits, deactivates and deletes one per scheme; the password never comes back; scope per tenant', async () => {
      const made = await call('tenant', 'POST', 'settings/mpi-configurations', mpi);
      assert.equal(made.status, 201, JSON.stringify(made.body));
      assert.deepEqual([made.body.hasSecret, made.body.secretLast4, leaks(made, 'mpi-pass')], [true, null, false]);
      const id = made.body.id as string;
      const edited = await call('tenant', 'PUT', `settings/mpi-configurations/${id}`, { ...mpi, password: '', threeDsVersion: '2.3.1', isActive: false });
      assert.deepEqual([edited.body.threeDsVersion, edited.body.isActive, edited.body.hasSecret], ['2.3.1', false, true], 'an empty password keeps the stored one');
      assert.deepEqual(names((await call('tenant', 'GET', 'settings/mpi-configurations?cardScheme=Amex')).body), ['Acme Amex SafeKey']);
      assert.equal((await call('tenant', 'POST', 'settings/mpi-configurations', { ...mpi, name: 'Bad', directoryServerUrl: 'http://plain.example' })).status, 400);
      assert.equal((await call('tenant2', 'GET', `settings/mpi-configurations/${id}`)).status, 404);
      assert.equal((await call('tenant', 'DELETE', `settings/mpi-configurations/${id}`)).status, 204);
    });
  });

  describe('MIDs: per tenant and mode, referencing providers', () => {
    const mid = {
      mid: 'ACM000777001', serviceProviderId: 'northbank', acquirerBin: '535522', acquirerCountryId: 'GB', mcc: '5812',
      currencies: ['GBP'], descriptor: 'ACME*CAFE', status: 'Active',
    };
    const live = { mode: 'Live' };
    const test = { mode: 'Test' };

    it('keeps Test and Live apart, edits, suspends and deletes; another tenant gets 404', async () => {
      const made = await call('tenant', 'POST', 'settings/mids', mid, test);
      assert.equal(made.status, 201, JSON.stringify(made.body));
      const id = made.body.id as string;
      assert.ok(names((await call('tenant', 'GET', 'settings/mids', undefined, test)).body).includes('ACM000777001'));
      assert.ok(!names((await call('tenant', 'GET', 'settings/mids', undefined, live)).body).includes('ACM000777001'));
      assert.equal((await call('tenant', 'GET', `settings/mids/${id}`, undefined, live)).status, 404, 'a Test MID is not a Live one');
      assert.equal((await call('tenant', 'POST', 'settings/mids', mid, test)).body.error, M.midTaken);
      const suspended = await call('tenant', 'PUT', `settings/mids/${id}`, { ...mid, status: 'Suspended', descriptor: 'ACME*CAFE LDN' }, test);
      assert.deepEqual([suspended.body.status, suspended.body.descriptor], ['Suspended', 'ACME*CAFE LDN']);
      assert.equal((await call('tenant2', 'DELETE', `settings/mids/${id}`, undefined, test)).status, 404);
      const badDescriptor = await call('tenant', 'POST', 'settings/mids', { ...mid, mid: 'X1', descriptor: 'A descriptor far too long for a statement' }, test);
      assert.equal(badDescriptor.status, 400);
      const unknownProvider = await call('tenant', 'POST', 'settings/mids', { ...mid, mid: 'X2', serviceProviderId: 'nobody' }, test);
      assert.deepEqual([unknownProvider.status, unknownProvider.body.error], [400, `${M.unknownProvider}: nobody`]);
      assert.equal((await call('tenant', 'DELETE', `settings/mids/${id}`, undefined, test)).status, 204);
    });

    it('a MID used by channels cannot be deleted; suspending it takes its channels out of the route', async () => {
      const seeded = ids.mid('acme', 'Live', 'acquirer-one');
      const refused = await call('tenant', 'DELETE', `settings/mids/${seeded}`, undefined, live);
      assert.deepEqual([refused.status, refused.body.error], [409, M.midUsedByChannels]);
      const row = (await call('tenant', 'GET', `settings/mids/${seeded}`, undefined, live)).body;
      const { id: _id, tenantId: _t, ...body } = row;
      assert.equal((await call('tenant', 'PUT', `settings/mids/${seeded}`, { ...body, status: 'Suspended' }, live)).status, 200);
      try {
        const check = await api.call('tenant', 'GET', `/svc/merchant/api/crm/processing-setup?${new URLSearchParams({
          merchantId: seedIds.merchant('blue-bottle'), websiteId: stableId('website:blue-bottle:1'), paymentMethod: 'card',
        })}`, { headers: { mode: 'Live' } });
        // The channel on the suspended MID is out of the route; the payment would go to what is left (Northbank's).
        const onMid = check.body.channels.filter((c: { reason: string }) => c.reason === P.midInactive);
        assert.ok(onMid.length > 0, JSON.stringify(check.body.channels));
        assert.ok(onMid.every((c: { role: string; serviceProviderId: string }) => c.role === 'NotUsed' && c.serviceProviderId === 'acquirer-one'));
        const used = check.body.channels.filter((c: { role: string }) => c.role !== 'NotUsed');
        assert.equal(check.body.routable, used.length > 0);
        assert.ok(used.every((c: { serviceProviderId: string }) => c.serviceProviderId !== 'acquirer-one'));
      } finally {
        await call('tenant', 'PUT', `settings/mids/${seeded}`, { ...body, status: 'Active' }, live);
      }
      const channels = await api.db.select({ midId: paymentChannels.midId }).from(paymentChannels).where(eq(paymentChannels.midId, seeded));
      assert.ok(channels.length > 0, 'the seed links card channels to their Live MID');
    });
  });
});
