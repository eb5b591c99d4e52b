import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_SERVICE_BASES, MANAGED_TENANTS, TENANT_SUSPENDED_MESSAGE } from '@portal/contracts';
import { DEMO_PASSWORD } from '../src/db/seed-data';
import { confirmationLevels, devMailboxMessages, encryptionKeys, posProviders, roles, serviceProviders, tenants, users } from '../src/db/schema';
import { actionClient, makeTransaction } from './helpers/transaction-actions';
import { seedIds } from '../src/db/seed';
import { SecretVault } from '../src/modules/encryption-keys/vault';
import { startRotation } from '../src/modules/encryption-keys/rotation';
import { loadConfig } from '../src/config';
import { openLoginPage, submitLogin } from './helpers/oidc';
import { startTestServer, type TestServer } from './helpers/server';
import { forgeAccessToken } from './helpers/tokens';

/**
 * Tenant management and encryption keys (ADR 0083): platform staff create a tenant with its first administrator,
 * edit and suspend it (its users lose access at once); every secret at rest is sealed with its tenant's key, and a
 * rotation re-seals them all under a new key and destroys the old one's material.
 */
describe('tenant management and the tenants\' encryption keys', () => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  const ACME = seedIds.tenant('acme');
  const GLOBEX = seedIds.tenant('globex');
  const db = () => t.server.database.db;

  before(async () => {
    t = await startTestServer({ DEV_MAILBOX: 'true' });
    for (const email of ['platform@demo.test', 'tenant@demo.test', 'tenant2@demo.test']) tokens.set(email, await forgeAccessToken(t, { sub: seedIds.user(email) }));
  });
  after(async () => { await t?.close(); });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function api(email: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const res = await fetch(`${t.origin}${DEFAULT_SERVICE_BASES.merchant}/api/v1/${path}`, {
      method, body: body === undefined ? undefined : JSON.stringify(body),
      headers: { authorization: `Bearer ${tokens.get(email)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }
  const path = MANAGED_TENANTS.path;
  const newTenant = {
    name: 'Initech Payments', supportEmail: 'Support@Initech.test', emailSenderAddress: 'no-reply@initech.test', primaryColor: '#123456',
    administratorEmail: 'boss@initech.test', administratorFirstName: 'Bill', administratorLastName: 'Lumbergh',
  };

  it('lists the tenants for platform staff only, with their counts', async () => {
    const list = await api('platform@demo.test', 'GET', `${path}?sortField=name`);
    assert.equal(list.status, 200, JSON.stringify(list.body));
    const acme = list.body.data.find((r: { id: string }) => r.id === ACME);
    assert.equal(acme.name, 'Acme Payments');
    assert.equal(acme.status, 'Active');
    assert.ok(acme.merchants >= 5 && acme.users >= 3, JSON.stringify(acme));
    assert.equal((await api('tenant@demo.test', 'GET', path)).status, 403, 'tenant staff do not manage tenants');
  });

  it('creates a tenant with its roles and its first administrator, invited by e-mail; refuses a taken name and a missing administrator', async () => {
    const made = await api('platform@demo.test', 'POST', path, newTenant);
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.deepEqual([made.body.name, made.body.supportEmail, made.body.primaryColor, made.body.status, made.body.users], ['Initech Payments', 'support@initech.test', '#123456', 'Active', 1]);
    const made_roles = await db().select().from(roles).where(eq(roles.tenantId, made.body.id));
    assert.deepEqual(made_roles.map((r) => r.name).sort(), ['Merchant (e-mail support)', 'Merchant administrator', 'Merchant onboarding', 'Tenant administrator', 'Tenant viewer']);
    const [boss] = await db().select().from(users).where(eq(users.email, 'boss@initech.test'));
    assert.ok(boss?.invitedAt && boss.tenantId === made.body.id);
    assert.equal(made_roles.find((r) => r.id === boss.roleId)?.name, 'Tenant administrator');
    const mail = await db().select().from(devMailboxMessages).where(eq(devMailboxMessages.toAddress, 'boss@initech.test'));
    assert.equal(mail.length, 1);
    assert.match(mail[0]!.body, /made you the administrator of Initech Payments/);
    assert.match(mail[0]!.link ?? '', /\/Identity\/Account\/SetPassword\?/);

    const again = await api('platform@demo.test', 'POST', path, { ...newTenant, name: 'initech payments', administratorEmail: 'other@initech.test' });
    assert.equal(again.status, 400);
    assert.equal(again.body.errors[0].message, "Name 'initech payments' is already taken by another tenant");
    const { administratorEmail: _e, administratorFirstName: _f, administratorLastName: _l, ...withoutAdmin } = newTenant;
    assert.equal((await api('platform@demo.test', 'POST', path, { ...withoutAdmin, name: 'Nobody Pay' })).body.errors[0].message, 'Administrator is required: a new tenant starts with its first administrator');
    assert.equal((await api('platform@demo.test', 'POST', path, { ...newTenant, name: 'Bad', primaryColor: 'red' })).status, 400);
  });

  it('sets the four-eyes threshold a merchant without a confirmation level of its own follows (ADR 0046, 0067)', async () => {
    const [acme] = await db().select().from(tenants).where(eq(tenants.id, ACME));
    const body = { name: acme!.name, supportEmail: acme!.supportEmail, emailSenderAddress: acme!.emailSenderAddress, isDefaultTenant: acme!.isDefaultTenant };
    // Blue Bottle's own levels (seeded from the tenant's 500.00) step aside: the tenant's threshold decides.
    await db().delete(confirmationLevels).where(eq(confirmationLevels.merchantId, seedIds.merchant('blue-bottle')));
    const set = await api('platform@demo.test', 'PUT', `${path}/${ACME}`, { ...body, fourEyesThresholdMajor: 2 });
    assert.deepEqual([set.status, set.body.fourEyesThresholdMajor], [200, 2], JSON.stringify(set.body));
    const refund = async (amount: number) => {
      const sale = await makeTransaction(db(), { type: 'Sale', status: 'Captured', amount: 10_000 });
      return (await actionClient(t.origin, tokens.get('tenant@demo.test')!)(`${sale}/refunds`, { amount })).body.created.status as string;
    };
    assert.equal(await refund(200), 'Successful', 'at the threshold: no second user');
    assert.equal(await refund(201), 'WaitingForApproval', 'above it: a second user');
    assert.equal((await api('platform@demo.test', 'PUT', `${path}/${ACME}`, { ...body, fourEyesThresholdMajor: -1 })).status, 400);
    assert.equal((await api('platform@demo.test', 'PUT', `${path}/${ACME}`, body)).body.fourEyesThresholdMajor, 2, 'not sent: unchanged');
    assert.equal((await api('platform@demo.test', 'PUT', `${path}/${ACME}`, { ...body, fourEyesThresholdMajor: 1000 })).status, 200);
    assert.equal(await refund(201), 'Successful', 'raised again: no second user');
  });

  it('edits a tenant and moves the default; the default cannot be unset or suspended', async () => {
    const [initial] = await db().select().from(tenants).where(eq(tenants.isDefaultTenant, true));
    assert.ok(initial);
    const body = { name: 'Globex Pay', supportEmail: 'help@globex.test', emailSenderAddress: 'no-reply@globex.test', primaryColor: '#ff0000', isDefaultTenant: true };
    const edited = await api('platform@demo.test', 'PUT', `${path}/${GLOBEX}`, body);
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.deepEqual([edited.body.supportEmail, edited.body.primaryColor, edited.body.isDefaultTenant], ['help@globex.test', '#ff0000', true]);
    const defaults = await db().select({ id: tenants.id }).from(tenants).where(eq(tenants.isDefaultTenant, true));
    assert.deepEqual(defaults.map((d) => d.id), [GLOBEX], 'one default tenant');
    assert.equal((await api('platform@demo.test', 'PUT', `${path}/${GLOBEX}`, { ...body, isDefaultTenant: false })).status, 400);
    assert.equal((await api('platform@demo.test', 'PUT', `tenant-management/tenants/${GLOBEX}/activation`, { isActive: false })).status, 409);
    // The retention of its transactions (ADR 0117): months from 1 to 120, or null to keep all; left alone when not sent.
    const kept = await api('platform@demo.test', 'PUT', `${path}/${GLOBEX}`, { ...body, transactionRetentionMonths: 24 });
    assert.equal(kept.body.transactionRetentionMonths, 24);
    assert.equal((await db().select({ months: tenants.transactionRetentionMonths }).from(tenants).where(eq(tenants.id, GLOBEX)))[0]!.months, 24, 'the nightly job reads this');
    assert.equal((await api('platform@demo.test', 'PUT', `${path}/${GLOBEX}`, { ...body, transactionRetentionMonths: 0 })).status, 400);
    assert.equal((await api('platform@demo.test', 'PUT', `${path}/${GLOBEX}`, { ...body, transactionRetentionMonths: 121 })).status, 400);
    assert.equal((await api('platform@demo.test', 'PUT', `${path}/${GLOBEX}`, body)).body.transactionRetentionMonths, 24, 'not sent: unchanged');
    assert.equal((await api('platform@demo.test', 'PUT', `${path}/${GLOBEX}`, { ...body, transactionRetentionMonths: null })).body.transactionRetentionMonths, null);
    // Back as it was, for the tests after.
    assert.equal((await api('platform@demo.test', 'PUT', `${path}/${initial.id}`, { name: initial.name, supportEmail: initial.supportEmail, emailSenderAddress: initial.emailSenderAddress, isDefaultTenant: true })).status, 200);
  });

  it('a suspended tenant\'s users are refused at once, by the API and at sign-in; reactivated, they are back', async () => {
    assert.equal((await api('tenant2@demo.test', 'GET', 'tenants/mydetails')).status, 200);
    const suspended = await api('platform@demo.test', 'PUT', `tenant-management/tenants/${GLOBEX}/activation`, { isActive: false });
    assert.equal(suspended.status, 200);
    assert.equal(suspended.body.status, 'Suspended');
    const refused = await api('tenant2@demo.test', 'GET', 'tenants/mydetails');
    assert.deepEqual([refused.status, refused.body.error], [401, TENANT_SUSPENDED_MESSAGE]);
    const { browser, page } = await openLoginPage(t.origin);
    const answer = await submitLogin(t.origin, browser, page, 'tenant2@demo.test', DEMO_PASSWORD);
    assert.equal(answer.status, 403);
    assert.match(answer.text, /access of your organisation to the portal is suspended/);
    assert.equal((await api('platform@demo.test', 'PUT', `tenant-management/tenants/${GLOBEX}/activation`, { isActive: true })).status, 200);
    assert.equal((await api('tenant2@demo.test', 'GET', 'tenants/mydetails')).status, 200);
  });

  it('seals every secret at rest with its tenant\'s key; a row still shows an API key\'s last four characters', async () => {
    const stored = await db().select({ secret: posProviders.secret, tenantId: posProviders.tenantId }).from(posProviders);
    assert.ok(stored.some((r) => r.secret), 'the seed stores POS provider keys');
    for (const row of stored.filter((r) => r.secret)) assert.match(row.secret!, /^enc:v1:/, 'no secret in clear');
    const providers = await db().select({ secret: serviceProviders.secret }).from(serviceProviders);
    for (const row of providers.filter((r) => r.secret)) assert.match(row.secret!, /^enc:v1:/);

    const made = await fetch(`${t.origin}${DEFAULT_SERVICE_BASES.merchant}/api/v1/settings/pos-providers`, {
      method: 'POST', headers: { authorization: `Bearer ${tokens.get('tenant@demo.test')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Sealed POS', countryId: 'GB', currencies: ['GBP'], isActive: true, apiKey: 'sk_live_secret_9876' }),
    });
    const row = await made.json() as { id: string; secretLast4: string; hasSecret: boolean };
    assert.equal(made.status, 201, JSON.stringify(row));
    assert.deepEqual([row.hasSecret, row.secretLast4], [true, '9876']);
    const [saved] = await db().select({ secret: posProviders.secret }).from(posProviders).where(eq(posProviders.id, row.id));
    assert.ok(!saved!.secret!.includes('sk_live_secret'), 'the database never holds it in clear');
    const [active] = await db().select().from(encryptionKeys).where(and(eq(encryptionKeys.tenantId, ACME), eq(encryptionKeys.status, 'Active')));
    assert.ok(saved!.secret!.startsWith(`enc:v1:${active!.id}:`), 'sealed with Acme\'s Active key');
    assert.equal(await new SecretVault(db(), t.server.config.secretsMasterKey).open(saved!.secret!), 'sk_live_secret_9876');
  });

  it('production refuses to start without a master key of 32 bytes; development has a fixed one', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /SECRETS_MASTER_KEY is required in production/);
    assert.throws(() => loadConfig({ SECRETS_MASTER_KEY: Buffer.alloc(16).toString('base64') }), /must be base64 of 32 bytes, got 16 bytes/);
    assert.equal(loadConfig({}).secretsMasterKey.length, 32);
  });

  it('rotates a tenant\'s key: a new key at once, every secret re-sealed, the old key retired with its material destroyed', async () => {
    const before = await api('platform@demo.test', 'GET', `tenant-management/encryption-keys?tenantId=${ACME}`);
    assert.equal(before.status, 200, JSON.stringify(before.body));
    const [old] = before.body.keys;
    assert.equal(old.status, 'Active');
    assert.ok(before.body.secrets > 0);
    const vault = new SecretVault(db(), t.server.config.secretsMasterKey);
    const clearBefore = await Promise.all((await db().select({ secret: posProviders.secret }).from(posProviders).where(eq(posProviders.tenantId, ACME)))
      .filter((r) => r.secret).map((r) => vault.open(r.secret!)));

    const { jobId } = await startRotation(db(), t.server.vault, t.server.jobs, ACME, seedIds.user('platform@demo.test'));
    const started = await api('platform@demo.test', 'GET', `tenant-management/encryption-keys?tenantId=${ACME}`);
    assert.equal(started.body.keys[0].status, 'Active');
    assert.equal(started.body.keys[0].version, old.version + 1);
    assert.deepEqual(await t.server.jobs.settled(jobId), { ok: true });

    const after = await api('platform@demo.test', 'GET', `tenant-management/encryption-keys?tenantId=${ACME}`);
    assert.deepEqual(after.body.keys.map((k: { status: string }) => k.status), ['Active', 'Retired', ...after.body.keys.slice(2).map(() => 'Retired')]);
    assert.deepEqual([after.body.rotation.status, after.body.rotation.done, after.body.rotation.total], ['Done', after.body.secrets, after.body.secrets]);
    const [retired] = await db().select().from(encryptionKeys).where(eq(encryptionKeys.id, old.id));
    assert.equal(retired!.wrappedKey, null, 'the old key\'s material is gone');
    const rows = await db().select({ secret: posProviders.secret }).from(posProviders).where(eq(posProviders.tenantId, ACME));
    for (const row of rows.filter((r) => r.secret)) assert.ok(row.secret!.startsWith(`enc:v1:${after.body.keys[0].id}:`));
    const fresh = new SecretVault(db(), t.server.config.secretsMasterKey);
    assert.deepEqual(await Promise.all(rows.filter((r) => r.secret).map((r) => fresh.open(r.secret!))), clearBefore, 'the same secrets, under the new key');
    const globexKeys = await db().select().from(encryptionKeys).where(eq(encryptionKeys.tenantId, GLOBEX));
    assert.ok(globexKeys.every((k) => k.status === 'Active'), 'another tenant\'s key is untouched');

    assert.equal((await api('tenant@demo.test', 'POST', `tenant-management/encryption-keys/rotations?tenantId=${ACME}`, {})).status, 403);
    const platformKeys = await api('platform@demo.test', 'GET', 'tenant-management/encryption-keys');
    assert.equal(platformKeys.status, 200);
    assert.ok((await db().select().from(encryptionKeys).where(isNull(encryptionKeys.tenantId))).length >= 1, 'the platform has its own key');
    const rotated = await api('platform@demo.test', 'POST', 'tenant-management/encryption-keys/rotations', {});
    assert.equal(rotated.status, 202, JSON.stringify(rotated.body));
    // Its job ends before the server closes (pg-boss's own table names the job the call queued).
    const { rows: [job] } = await db().execute<{ id: string }>(sql`SELECT id::text AS id FROM pgboss.job WHERE name = 'key-rotation' ORDER BY created_on DESC LIMIT 1`);
    assert.deepEqual(await t.server.jobs.settled(job!.id), { ok: true });
    assert.equal((await api('platform@demo.test', 'GET', 'tenant-management/encryption-keys')).body.rotation.status, 'Done');
  });
});
