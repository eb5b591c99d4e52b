import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { generate } from 'otplib';
import { SCA_HEADER } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { scaAuthenticators } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { DEMO_TOTP_SECRET } from '../src/db/seed-data';
import { acceptedStep, totpCode } from '../src/modules/sca/totp';
import { apiClient } from './helpers/api';
import { fakeScaClock } from './helpers/sca';
import { startTestServer, type TestServer } from './helpers/server';
import { tokenFor } from './helpers/transaction-actions';

const CRM_USERS = 'api/v1/users/crm';
const CRM_ROLES = 'api/v1/users/roles/crm';
const AUTHENTICATOR = 'api/v1/users/me/authenticator';

describe('TOTP codes (RFC 6238)', () => {
  // RFC 6238 appendix B, SHA-1: the 20-byte ASCII secret "12345678901234567890", 8 digits, 30-second steps.
  const secret = new TextEncoder().encode('12345678901234567890');
  const vectors: Array<[seconds: number, code: string]> = [
    [59, '94287082'], [1111111109, '07081804'], [1111111111, '14050471'], [1234567890, '89005924'], [2000000000, '69279037'], [20000000000, '65353130'],
  ];
  for (const [seconds, code] of vectors) {
    it(`gives ${code} at ${seconds} s`, async () => {
      assert.equal(await generate({ secret, epoch: seconds, digits: 8, period: 30 }), code);
    });
  }

  it('accepts a code one step either side of now, not two, and never a step already used', async () => {
    const now = Date.UTC(2026, 0, 5, 9, 0, 0);
    const step = Math.floor(now / 30_000);
    const at = (offsetSteps: number) => totpCode(DEMO_TOTP_SECRET, now + offsetSteps * 30_000);
    assert.equal(await acceptedStep(DEMO_TOTP_SECRET, await at(0), 0, now), step);
    assert.equal(await acceptedStep(DEMO_TOTP_SECRET, await at(-1), 0, now), step - 1);
    assert.equal(await acceptedStep(DEMO_TOTP_SECRET, await at(1), 0, now), step + 1);
    assert.equal(await acceptedStep(DEMO_TOTP_SECRET, await at(-2), 0, now), undefined);
    assert.equal(await acceptedStep(DEMO_TOTP_SECRET, await at(2), 0, now), undefined);
    assert.equal(await acceptedStep(DEMO_TOTP_SECRET, await at(0), step, now), undefined, 'the step already used');
    assert.equal(await acceptedStep(DEMO_TOTP_SECRET, 'abcdef', 0, now), undefined);
  });
});

describe('strong customer authentication on the API (scaCode, ADR 0080)', () => {
  let t: TestServer;
  // Installed when the file's tests start (every file is imported before any runs).
  let clock: ReturnType<typeof fakeScaClock>;
  let tokens: Record<string, string>;
  let invited = 0;

  before(async () => {
    clock = fakeScaClock();
    t = await startTestServer({ DEV_MAILBOX: 'true', RATE_LIMIT_PER_MINUTE: '1000' });
    tokens = Object.fromEntries(await Promise.all(['tenant', 'tenant-approver', 'merchant-approver', 'tenant-viewer'].map(async (who) => [who, await tokenFor(t, who)] as const)));
  });
  after(async () => { clock.restore(); await t?.close(); });

  const withCode = (who: string, code?: string) => apiClient(t.origin, tokens[who], code === undefined ? {} : { changeHeaders: async () => ({ [SCA_HEADER]: code }) });
  const storedSecretOf = async (userId: string) => {
    const [row] = await t.server.database.db.select({ secret: scaAuthenticators.secret }).from(scaAuthenticators).where(eq(scaAuthenticators.userId, userId));
    return row!.secret;
  };
  const invitee = () => ({ email: `sca.${++invited}@example.test`, firstName: 'Sca', lastName: `Invitee${invited}` });

  it('asks for a code on CRM user create, update, activation and deletion; a right code passes once', async () => {
    const missing = await withCode('tenant').post(CRM_USERS, invitee());
    assert.equal(missing.status, 403);
    assert.equal(missing.body.sca, 'required');

    const code = await clock.nextCode();
    const created = await withCode('tenant', code).post(CRM_USERS, invitee());
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const reused = await withCode('tenant', code).post(CRM_USERS, invitee());
    assert.equal(reused.status, 403, 'each code works once');
    assert.deepEqual([reused.body.sca, reused.body.error], ['invalid', 'Invalid code']);

    const id = created.body.id as string;
    const edit = { firstName: 'Sca', lastName: 'Edited' };
    assert.equal((await withCode('tenant').put(`${CRM_USERS}/${id}`, edit)).body.sca, 'required');
    assert.equal((await withCode('tenant', await clock.nextCode()).put(`${CRM_USERS}/${id}`, edit)).status, 200);
    assert.equal((await withCode('tenant').put(`api/v1/users/${id}/activation`, { isActive: false })).body.sca, 'required');
    assert.equal((await withCode('tenant', await clock.nextCode()).put(`api/v1/users/${id}/activation`, { isActive: false })).status, 200);
    assert.equal((await withCode('tenant').delete(`${CRM_USERS}/${id}`)).body.sca, 'required');
    assert.equal((await withCode('tenant', await clock.nextCode()).delete(`${CRM_USERS}/${id}`)).status, 204);
    // Part 1's tenant-user calls are CRM user changes too.
    const part1 = await withCode('tenant').post(`api/v1/tenants/${seedIds.tenant('acme')}/tenant-user`, invitee());
    assert.equal(part1.body.sca, 'required');
  });

  it("keeps the demo accounts' known secret sealed at rest, and their codes still pass", async () => {
    const stored = await storedSecretOf(seedIds.user('tenant@demo.test'));
    assert.match(stored, /^enc:v1:/);
    assert.equal(await t.server.vault.open(stored), DEMO_TOTP_SECRET);
  });

  it('takes a code of the step before or after, and refuses an older one than the last used', async () => {
    clock.advance(10 * 30_000);
    const now = clock.now();
    const before = await totpCode(DEMO_TOTP_SECRET, now - 30_000);
    assert.equal((await withCode('tenant', before).post(CRM_ROLES, { name: 'Drift early', permissions: ['CRM.Dashboard.View'], scaRequiredPermissions: [] })).status, 201);
    const ahead = await totpCode(DEMO_TOTP_SECRET, now + 30_000);
    assert.equal((await withCode('tenant', ahead).post(CRM_ROLES, { name: 'Drift late', permissions: ['CRM.Dashboard.View'], scaRequiredPermissions: [] })).status, 201);
    const current = await totpCode(DEMO_TOTP_SECRET, now);
    assert.equal((await withCode('tenant', current).post(CRM_ROLES, { name: 'Too old', permissions: ['CRM.Dashboard.View'], scaRequiredPermissions: [] })).body.sca, 'invalid', 'a step before one already used');
  });

  it('locks SCA for 15 minutes after five wrong codes', async () => {
    clock.advance(5 * 30_000);
    const approver = (code: string) => withCode('tenant-approver', code).post(CRM_USERS, invitee());
    for (let i = 1; i <= 4; i++) assert.equal((await approver('111111')).body.sca, 'invalid', `wrong code ${i}`);
    const fifth = await approver('111111');
    assert.equal(fifth.body.sca, 'locked');
    assert.equal(fifth.body.lockedUntil, new Date(clock.now() + 15 * 60_000).toISOString());
    assert.equal((await approver(await clock.nextCode())).body.sca, 'locked', 'a right code is refused while locked');
    assert.equal((await withCode('tenant-approver').post(CRM_USERS, invitee())).body.sca, 'locked', 'without a code: says it is locked');
    const status = await withCode('tenant-approver').get(AUTHENTICATOR);
    assert.ok(status.body.lockedUntil);
    clock.advance(15 * 60_000);
    assert.equal((await approver(await clock.nextCode())).status, 201, 'open again after 15 minutes');
    assert.equal((await withCode('tenant-approver').get(AUTHENTICATOR)).body.lockedUntil, null);
  });

  it('leads a user without an authenticator to enrol: QR code and secret, a first code, ten recovery codes that each work once', async () => {
    const merchantApprover = withCode('merchant-approver');
    const needsEnrolment = await merchantApprover.post('api/v1/users/roles/merchant', { name: 'Not yet', permissions: ['Merchant.Transaction.View'], scaRequiredPermissions: [] });
    assert.equal(needsEnrolment.status, 403);
    assert.equal(needsEnrolment.body.sca, 'enrol');
    assert.equal((await merchantApprover.get(AUTHENTICATOR)).body.enrolled, false);

    const started = await merchantApprover.post(`${AUTHENTICATOR}/enrolment`, {});
    assert.equal(started.status, 200);
    assert.match(started.body.secret, /^[A-Z2-7]{32}$/);
    assert.match(started.body.otpauthUrl, /^otpauth:\/\/totp\/.*merchant-approver%40demo\.test\?.*secret=/);
    assert.match(started.body.qrCode, /^data:image\/svg\+xml;base64,/);
    assert.match(Buffer.from(started.body.qrCode.split(',')[1], 'base64').toString(), /<svg/);
    const secret = started.body.secret as string;
    // At rest the secret is sealed with the user's tenant key (ADR 0083), never in clear.
    const stored = await storedSecretOf(seedIds.user('merchant-approver@demo.test'));
    assert.match(stored, /^enc:v1:/);
    assert.equal(stored.includes(secret), false);
    assert.equal(await t.server.vault.open(stored), secret);

    const wrong = await merchantApprover.post(`${AUTHENTICATOR}/confirmation`, { code: '000000' });
    assert.deepEqual([wrong.status, wrong.body.error], [400, 'Invalid code']);
    const confirmed = await merchantApprover.post(`${AUTHENTICATOR}/confirmation`, { code: await clock.nextCode(secret) });
    assert.equal(confirmed.status, 200);
    const recovery = confirmed.body.recoveryCodes as string[];
    assert.equal(recovery.length, 10);
    assert.equal(new Set(recovery).size, 10);
    assert.deepEqual((await merchantApprover.get(AUTHENTICATOR)).body, { enrolled: true, lockedUntil: null, recoveryCodesLeft: 10 });

    const role = (name: string, code: string) => withCode('merchant-approver', code).post('api/v1/users/roles/merchant', { name, permissions: ['Merchant.Transaction.View'], scaRequiredPermissions: [] });
    assert.equal((await role('With TOTP', await clock.nextCode(secret))).status, 201);
    assert.equal((await role('With recovery', recovery[0]!)).status, 201);
    assert.equal((await role('Recovery again', recovery[0]!)).body.sca, 'invalid', 'a recovery code works once');
    assert.equal((await merchantApprover.get(AUTHENTICATOR)).body.recoveryCodesLeft, 9);
    // Replacing an enrolled authenticator needs a code of it.
    assert.equal((await merchantApprover.post(`${AUTHENTICATOR}/enrolment`, {})).body.sca, 'required');

    // New recovery codes need a code too (one of the old recovery codes will do); the unused old ones stop working.
    assert.equal((await merchantApprover.post(`${AUTHENTICATOR}/recovery-codes`, {})).body.sca, 'required');
    const renewed = await withCode('merchant-approver', recovery[1]!).post(`${AUTHENTICATOR}/recovery-codes`, {});
    assert.equal(renewed.status, 200);
    const fresh = renewed.body.recoveryCodes as string[];
    assert.equal(new Set(fresh).size, 10);
    assert.equal(fresh.some((c) => recovery.includes(c)), false);
    assert.equal((await merchantApprover.get(AUTHENTICATOR)).body.recoveryCodesLeft, 10);
    assert.equal((await role('Old recovery', recovery[2]!)).body.sca, 'invalid', 'an unused old code no longer works');
    assert.equal((await role('New recovery', fresh[0]!)).status, 201);
    assert.equal((await merchantApprover.get(AUTHENTICATOR)).body.recoveryCodesLeft, 9);
    // Without an authenticator there is nothing to renew: the caller is led to enrol.
    assert.equal((await withCode('tenant-viewer').post(`${AUTHENTICATOR}/recovery-codes`, {})).body.sca, 'enrol');
  });

  it('asks for a code on a change that relies on a permission the role marks SCA-required; reads need none', async () => {
    const tenant = apiClient(t.origin, tokens.tenant, { changeHeaders: clock.headers() });
    const marked = await tenant.post(CRM_ROLES, {
      name: 'Merchant user admin', permissions: ['CRM.Dashboard.View', 'CRM.Users.Merchant'], scaRequiredPermissions: ['CRM.Users.Merchant'],
    });
    assert.equal(marked.status, 201);
    const viewerId = seedIds.user('tenant-viewer@demo.test');
    assert.equal((await tenant.put(`${CRM_USERS}/${viewerId}`, { firstName: 'Victor', lastName: 'Viewer', roleId: marked.body.id })).status, 200);
    // tenant-viewer@ has no authenticator: the marked permission sends them to enrol.
    const merchantUsers = `api/v1/users/merchant?merchantId=${seedIds.merchant('blue-bottle')}`;
    assert.equal((await withCode('tenant-viewer').get(merchantUsers)).status, 200);
    assert.equal((await withCode('tenant-viewer').post(merchantUsers, invitee())).body.sca, 'enrol');
    // tenant-approver@ with the same role: a code of theirs, and it passes.
    const approverId = seedIds.user('tenant-approver@demo.test');
    assert.equal((await tenant.put(`${CRM_USERS}/${approverId}`, { firstName: 'Avery', lastName: 'Approver', roleId: marked.body.id })).status, 200);
    assert.equal((await withCode('tenant-approver').post(merchantUsers, invitee())).body.sca, 'required');
    assert.equal((await withCode('tenant-approver', await clock.nextCode()).post(merchantUsers, invitee())).status, 201);
    // Unmarked, the same call needs no code.
    assert.equal((await tenant.put(`api/v1/users/permissions/${marked.body.id}`, { permissions: ['CRM.Dashboard.View', 'CRM.Users.Merchant'], scaRequiredPermissions: [] })).status, 200);
    assert.equal((await withCode('tenant-approver').post(merchantUsers, invitee())).status, 201);
    await tenant.put(`${CRM_USERS}/${approverId}`, { firstName: 'Avery', lastName: 'Approver', roleId: seedIds.role('acme', 'tenantAdmin') });
  });
});
