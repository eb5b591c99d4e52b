import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { roles, users } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import {
  API_PATHS, DEFAULT_SERVICE_BASES, REPORT_PATHS, REPORT_SETTINGS_PATHS, type ReportDefinition, type ReportPage, type ReportSettingInput, type ReportSettingsPage,
  type ReportsOverview, type UserContextResponse,
} from '@portal/contracts';
import { apiClient, v1 } from './helpers/api';
import { parseCsv } from './helpers/parse-csv';
import { forgeAccessToken } from './helpers/tokens';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * Report settings (issue 12 deliverable 4, ADR 0057): platform staff with Platform.ReportV2.Settings set, per
 * tenant and report, who sees it and its default filters and columns; the definition, data and export calls
 * refuse a hidden report (403) and apply the defaults when the caller names no filter or column.
 */
describe('report settings: visibility per tenant and role, defaults applied by the server, the overview', () => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  const emails = ['platform@demo.test', 'tenant@demo.test', 'tenant2@demo.test', 'merchant@demo.test', 'merchant2@demo.test', 'sandbox@demo.test'];
  const ACME = seedIds.tenant('acme');
  const GLOBEX = seedIds.tenant('globex');
  const DAY = 86_400_000;
  const endDate = new Date(Math.floor(Date.now() / DAY) * DAY + DAY).toISOString();
  const startDate = new Date(Date.parse(endDate) - 92 * DAY).toISOString();
  const NONE: ReportSettingInput = { hidden: false, hiddenRoleIds: [], defaultFilters: {}, defaultColumns: [], defaultRangeDays: null };

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call(email: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: any; text: string }> {
    const res = await fetch(`${t.origin}${DEFAULT_SERVICE_BASES.reporting}/${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${tokens.get(email)}`, mode: 'Live', ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const text = await res.text();
    let body: unknown;
    try { body = text ? JSON.parse(text) : undefined; } catch { body = undefined; }
    return { status: res.status, body, text };
  }
  const settingsPath = (tenantId: string) => REPORT_SETTINGS_PATHS.settings.replace(':tenantId', tenantId);
  const save = (email: string, tenantId: string, reportId: string, body: ReportSettingInput) =>
    call(email, REPORT_SETTINGS_PATHS.setting.replace(':tenantId', tenantId).replace(':reportId', reportId), { method: 'PUT', body });
  const definition = (email: string, id: string) => call(email, REPORT_PATHS.definition.replace(':reportId', id));
  const data = (email: string, id: string, query: Record<string, string> = {}) =>
    call(email, `${REPORT_PATHS.data.replace(':reportId', id)}?${new URLSearchParams({ startDate, endDate, PageSize: '100', ...query })}`);
  const exportV3 = (email: string, body: Record<string, unknown>) => call(email, REPORT_PATHS.exportV3, { method: 'POST', body });
  /** The permissions the user context sends (what the menu and the route guard go by). */
  const contextPermissions = async (email: string): Promise<string[]> => {
    const answer = await apiClient(t.origin, tokens.get(email)).get(v1(API_PATHS.userContext));
    assert.equal(answer.status, 200);
    return (answer.body as UserContextResponse).user.permissions;
  };
  const roleOf = async (email: string) => {
    const [row] = await t.server.database.db.select({ id: roles.id }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.email, email));
    return row!.id;
  };

  before(async () => {
    t = await startTestServer({ EXPORT_SYNC_LIMIT: '1000' });
    for (const email of emails) tokens.set(email, await forgeAccessToken(t, { sub: seedIds.user(email) }));
  });
  after(async () => t.close());

  it('only platform staff with Platform.ReportV2.Settings read and write settings; a tenant lists its own roles', async () => {
    const page = await call('platform@demo.test', settingsPath(ACME));
    assert.equal(page.status, 200, page.text);
    const settings = page.body as ReportSettingsPage;
    assert.ok(settings.roles.length >= 2 && settings.roles.some((r) => r.userType === 'merchant') && settings.roles.some((r) => r.userType === 'crm'));
    const globexRoles = (await call('platform@demo.test', settingsPath(GLOBEX))).body as ReportSettingsPage;
    assert.ok(!globexRoles.roles.some((r) => settings.roles.some((a) => a.id === r.id)), 'each tenant its own roles');
    const summary = settings.reports.find((r) => r.reportId === 'transactions-summary')!;
    assert.deepEqual(summary.userTypes, ['crm', 'merchant']);
    assert.equal(settings.reports.find((r) => r.reportId === 'alerts')?.userTypes.join(), 'crm');
    for (const email of ['tenant@demo.test', 'merchant@demo.test']) {
      assert.equal((await call(email, settingsPath(ACME))).status, 403, email);
      assert.equal((await save(email, ACME, 'transactions-summary', NONE)).status, 403, email);
    }
    assert.equal((await call('platform@demo.test', settingsPath('00000000-0000-4000-8000-000000000000'))).status, 404);
  });

  it('a report hidden from a role: its users get 403 on definition, data and export, and the overview leaves it out; others keep it', async () => {
    const merchantRole = await roleOf('merchant@demo.test');
    const saved = await save('platform@demo.test', ACME, 'transactions-summary', { ...NONE, hiddenRoleIds: [merchantRole] });
    assert.equal(saved.status, 200, saved.text);
    assert.equal((await definition('merchant@demo.test', 'transactions-summary')).status, 403);
    assert.equal((await data('merchant@demo.test', 'transactions-summary')).status, 403);
    assert.equal((await exportV3('merchant@demo.test', { reportId: 'transactions-summary', filters: { startDate, endDate } })).status, 403);
    const overview = (await call('merchant@demo.test', REPORT_SETTINGS_PATHS.overview)).body as ReportsOverview;
    const listed = overview.groups.flatMap((g) => g.reports.map((r) => r.reportId));
    assert.ok(!listed.includes('transactions-summary') && listed.includes('transactions-summary-v1'), listed.join());
    // The menu and the route guard leave it out too: the user context withholds its permission.
    const merchantPermissions = await contextPermissions('merchant@demo.test');
    assert.ok(!merchantPermissions.includes('Merchant.Reports.TransactionsSummary') && merchantPermissions.includes('Merchant.Reports.TransactionsSummaryV1'));
    assert.ok((await contextPermissions('merchant2@demo.test')).includes('Merchant.Reports.TransactionsSummary'));
    // Staff of the tenant and the other tenant's merchant are not that role.
    assert.equal((await data('tenant@demo.test', 'transactions-summary')).status, 200);
    assert.equal((await data('merchant2@demo.test', 'transactions-summary')).status, 200);
    // Shown again.
    assert.equal((await save('platform@demo.test', ACME, 'transactions-summary', NONE)).status, 200);
    assert.equal((await definition('merchant@demo.test', 'transactions-summary')).status, 200);
    assert.ok((await contextPermissions('merchant@demo.test')).includes('Merchant.Reports.TransactionsSummary'));
  });

  it('a report hidden from a tenant: every user of that tenant gets 403, the other tenant does not', async () => {
    assert.equal((await save('platform@demo.test', ACME, 'transactions-summary-v1', { ...NONE, hidden: true })).status, 200);
    for (const email of ['tenant@demo.test', 'merchant@demo.test', 'sandbox@demo.test']) {
      assert.equal((await definition(email, 'transactions-summary-v1')).status, 403, email);
      assert.equal((await data(email, 'transactions-summary-v1')).status, 403, email);
      assert.equal((await exportV3(email, { reportId: 'transactions-summary-v1', filters: { startDate, endDate } })).status, 403, email);
    }
    assert.equal((await data('tenant2@demo.test', 'transactions-summary-v1')).status, 200);
    const listed = ((await call('tenant@demo.test', REPORT_SETTINGS_PATHS.overview)).body as ReportsOverview).groups.flatMap((g) => g.reports.map((r) => r.reportId));
    assert.ok(!listed.includes('transactions-summary-v1') && listed.includes('alerts'));
    assert.ok(!(await contextPermissions('tenant@demo.test')).includes('Reports.TransactionsSummaryV1'));
    assert.ok((await contextPermissions('tenant2@demo.test')).includes('Reports.TransactionsSummaryV1'));
    assert.equal((await save('platform@demo.test', ACME, 'transactions-summary-v1', NONE)).status, 200);
    assert.equal((await data('tenant@demo.test', 'transactions-summary-v1')).status, 200);
  });

  it('default filters and columns: sent in the definition, applied to data and export when the caller names none', async () => {
    const saved = await save('platform@demo.test', ACME, 'transactions-summary', {
      ...NONE, defaultFilters: { currency: 'EUR', status: ['Declined', 'Captured'] }, defaultColumns: ['currency', 'type', 'transactions'], defaultRangeDays: 30,
    });
    assert.equal(saved.status, 200, saved.text);
    const def = (await definition('tenant@demo.test', 'transactions-summary')).body as ReportDefinition;
    assert.equal(def.fields.find((f) => f.name === 'currency')?.value, 'EUR');
    assert.deepEqual(def.fields.find((f) => f.name === 'status')?.value, ['Declined', 'Captured']);
    assert.deepEqual(def.defaultColumns, ['currency', 'type', 'transactions']);
    assert.equal(def.defaultRangeDays, 30);

    const byDefault = (await data('tenant@demo.test', 'transactions-summary')).body as ReportPage;
    const explicit = (await data('tenant@demo.test', 'transactions-summary', { currency: 'EUR', status: 'Declined,Captured' })).body as ReportPage;
    const everything = (await data('tenant@demo.test', 'transactions-summary', { useDefaults: 'false' })).body as ReportPage;
    assert.ok(byDefault.count > 0);
    assert.deepEqual(byDefault.data, explicit.data);
    assert.ok(byDefault.data.every((r) => r.currency === 'EUR'));
    assert.ok(Number(everything.totals?.transactions) > Number(byDefault.totals?.transactions), 'useDefaults false: the call\'s own filters only');
    assert.ok(everything.data.some((r) => r.currency !== 'EUR'));

    const file = await exportV3('tenant@demo.test', { reportId: 'transactions-summary', filters: { startDate, endDate } });
    assert.equal(file.status, 200, file.text);
    const [header, ...rows] = parseCsv(file.text.replace(/^\uFEFF/, ''));
    assert.deepEqual(header, ['Currency', 'Type', 'Transactions']);
    assert.equal(rows.length, byDefault.count);
    assert.ok(rows.every((r) => r[0] === 'EUR'));
    const unfiltered = await exportV3('tenant@demo.test', { reportId: 'transactions-summary', filters: { startDate, endDate }, useDefaults: false });
    assert.ok(parseCsv(unfiltered.text.replace(/^\uFEFF/, '')).length - 1 > rows.length);
    // Named columns win over the defaults.
    const named = await exportV3('tenant@demo.test', { reportId: 'transactions-summary', filters: { startDate, endDate }, columns: ['type'] });
    assert.deepEqual(parseCsv(named.text.replace(/^\uFEFF/, ''))[0], ['Type']);
    // Another tenant's users are not given Acme's defaults.
    const globex = (await definition('tenant2@demo.test', 'transactions-summary')).body as ReportDefinition;
    assert.equal(globex.fields.find((f) => f.name === 'currency')?.value, undefined);
    assert.equal(globex.defaultColumns, undefined);
    assert.equal((await save('platform@demo.test', ACME, 'transactions-summary', NONE)).status, 200);
  });

  it('refuses settings the report would refuse, naming what is wrong, and keeps the saved one', async () => {
    const globexRole = (await call('platform@demo.test', settingsPath(GLOBEX))).body as ReportSettingsPage;
    const ggs = seedIds.merchant('globex-garden');
    const cases: Array<[Partial<ReportSettingInput>, RegExp]> = [
      [{ defaultColumns: ['password'] }, /Unknown column password/],
      [{ hiddenRoleIds: [globexRole.roles[0]!.id] }, /not a role of this tenant/],
      [{ defaultRangeDays: 94 }, /at most 93 days/],
      [{ defaultFilters: { currency: 'EUR', unknown: 'x' } }, /Unknown filter unknown/],
      [{ defaultFilters: { status: ['Nope'] } }, /status cannot be Nope/],
      [{ defaultFilters: { customer: ggs } }, /customer of this tenant/],
      [{ defaultFilters: { startDate } }, /Unknown filter startDate/],
    ];
    assert.equal((await save('platform@demo.test', ACME, 'transactions-summary', { ...NONE, defaultColumns: ['type'] })).status, 200);
    for (const [change, message] of cases) {
      const answer = await save('platform@demo.test', ACME, 'transactions-summary', { ...NONE, ...change });
      assert.equal(answer.status, 400, JSON.stringify(change));
      assert.match(answer.text, message);
    }
    const staffRole = await roleOf('tenant@demo.test');
    const staffOnly = await save('platform@demo.test', ACME, 'alerts', { ...NONE, hiddenRoleIds: [await roleOf('merchant@demo.test')] });
    assert.equal(staffOnly.status, 400, 'alerts is no report of merchant roles');
    assert.equal((await save('platform@demo.test', ACME, 'alerts', { ...NONE, hiddenRoleIds: [staffRole] })).status, 200);
    assert.equal((await save('platform@demo.test', ACME, 'alerts', NONE)).status, 200);
    const page = (await call('platform@demo.test', settingsPath(ACME))).body as ReportSettingsPage;
    assert.deepEqual(page.reports.find((r) => r.reportId === 'transactions-summary')?.defaultColumns, ['type']);
    assert.equal((await save('platform@demo.test', ACME, 'transactions-summary', NONE)).status, 200);
  });

  it('the overview: the caller\'s runnable reports grouped, with when the caller last ran and exported each', async () => {
    const before = (await call('merchant@demo.test', REPORT_SETTINGS_PATHS.overview)).body as ReportsOverview;
    const groups = before.groups.map((g) => g.group);
    assert.deepEqual(groups, ['Transactions', 'Webhooks and API', 'Finance']);
    const all = before.groups.flatMap((g) => g.reports);
    assert.ok(!all.some((r) => r.reportId === 'alerts'), 'no staff-only report for merchants');
    assert.ok(all.every((r) => r.description.length > 0));
    assert.equal((await data('merchant@demo.test', 'invoices')).status, 200);
    const after = ((await call('merchant@demo.test', REPORT_SETTINGS_PATHS.overview)).body as ReportsOverview).groups.flatMap((g) => g.reports);
    const invoices = after.find((r) => r.reportId === 'invoices')!;
    assert.ok(invoices.lastRunAt && Date.now() - Date.parse(invoices.lastRunAt) < 60_000);
    assert.equal(invoices.lastExportedAt, null);
    // Another user's runs are not the caller's.
    const other = ((await call('sandbox@demo.test', REPORT_SETTINGS_PATHS.overview)).body as ReportsOverview).groups.flatMap((g) => g.reports);
    assert.equal(other.find((r) => r.reportId === 'invoices')?.lastRunAt, null);
  });
});
