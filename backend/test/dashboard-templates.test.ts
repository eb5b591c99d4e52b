import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedIds } from '../src/db/seed';
import {
  DASHBOARD_PATHS, DEFAULT_SERVICE_BASES,
  type DashboardCategoryWithWidgets, type DashboardTemplates, type RoleWidgets, type UserTemplateState,
} from '@portal/contracts';
import { forgeAccessToken } from './helpers/tokens';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * Tenant templates (issue 11 deliverable 4, ADR 0058): tenant@ publishes Acme's merchant dashboard; a merchant
 * user who arranged nothing (sandbox@) follows each new version, one who arranged their own (merchant@) keeps the
 * version they arranged from and may reset to the template; another tenant can neither publish nor read Acme's.
 */
describe('dashboard templates: publish, follow, keep your own, reset', () => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  const emails = ['tenant@demo.test', 'tenant2@demo.test', 'merchant@demo.test', 'sandbox@demo.test', 'merchant2@demo.test'];
  const acme = seedIds.tenant('acme');
  const templatesPath = (tenantId: string) => DASHBOARD_PATHS.templates.replace(':tenantId', tenantId);

  before(async () => {
    t = await startTestServer();
    for (const email of emails) tokens.set(email, await forgeAccessToken(t, { sub: seedIds.user(email) }));
  });
  after(async () => { await t?.close(); });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call(email: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const res = await fetch(`${t.origin}${DEFAULT_SERVICE_BASES.reporting}/${path}`, {
      method, headers: { authorization: `Bearer ${tokens.get(email)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }
  const dashboardOf = async (email: string) => (await call(email, 'GET', DASHBOARD_PATHS.userCategories)).body as DashboardCategoryWithWidgets[];
  const stateOf = async (email: string) => (await call(email, 'GET', DASHBOARD_PATHS.userTemplate)).body as UserTemplateState;
  const idsOf = (dashboard: DashboardCategoryWithWidgets[]) => dashboard.map((c) => `${c.name}: ${c.widgets.map((w) => w.widgetId).join(',')}`);

  it('publishes versions that followers see, keeps a customised merchant on theirs until reset, and refuses another tenant', async () => {
    assert.deepEqual(await stateOf('merchant@demo.test'), { version: null, latestVersion: null, customised: false });
    const before = await dashboardOf('sandbox@demo.test');
    const globexBefore = await dashboardOf('merchant2@demo.test');

    // Another tenant can neither publish to nor read Acme's templates.
    assert.equal((await call('tenant2@demo.test', 'POST', templatesPath(acme), { note: 'not mine' })).status, 403);
    assert.equal((await call('tenant2@demo.test', 'GET', templatesPath(acme))).status, 403);
    assert.equal((await call('merchant@demo.test', 'POST', templatesPath(acme), {})).status, 403, 'merchants do not publish');
    assert.equal((await call('tenant@demo.test', 'POST', templatesPath(acme), { note: 'x'.repeat(201) })).status, 400, 'note over 200 characters');

    const v1 = await call('tenant@demo.test', 'POST', templatesPath(acme), { note: ' First ' });
    assert.equal(v1.status, 201, JSON.stringify(v1.body));
    assert.equal(v1.body.version, 1);
    assert.equal(v1.body.note, 'First');
    assert.equal(v1.body.publishedBy.length > 0, true);
    assert.deepEqual(idsOf(await dashboardOf('sandbox@demo.test')), idsOf(before), 'version 1 is what merchants saw');
    assert.deepEqual(await stateOf('sandbox@demo.test'), { version: 1, latestVersion: 1, customised: false });

    // merchant@ arranges Overview its own way (reversed): it keeps version 1 from now on.
    const overview = before[0]!;
    const reversed = [...overview.widgets].reverse().map((w, i) => ({ widgetId: w.widgetId, order: i + 1, width: w.layout.width }));
    assert.equal((await call('merchant@demo.test', 'PUT', DASHBOARD_PATHS.userLayout, { categoryId: overview.id, widgets: reversed })).status, 200);
    assert.deepEqual(await stateOf('merchant@demo.test'), { version: 1, latestVersion: 1, customised: true });

    // The tenant adds a widget to Overview and gives it to the merchant role: nobody sees it until it publishes.
    const added = await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.widgets, {
      categoryId: overview.id, name: 'Refunds this period', dataSource: 'refunds',
      configuration: { widgetType: 'COUNT_WIDGET', chartConfiguration: null, tableConfiguration: null, customPipe: 'count', description: null, isLast24Hours: false },
    });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    const newId = added.body.widgetId as string;
    const merchantRole = ((await call('tenant@demo.test', 'GET', DASHBOARD_PATHS.roles)).body as RoleWidgets[]).find((r) => r.roleId === seedIds.role('acme', 'merchant'))!;
    assert.equal((await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.merchantRoles, { roleId: merchantRole.roleId, widgetsIds: [...merchantRole.widgetsIds, newId] })).status, 200);
    assert.deepEqual(idsOf(await dashboardOf('sandbox@demo.test')), idsOf(before), 'unpublished changes reach nobody');

    const v2 = await call('tenant@demo.test', 'POST', templatesPath(acme), {});
    assert.equal(v2.body.version, 2);
    assert.equal(v2.body.widgetCount, v1.body.widgetCount + 1);

    // The follower gets version 2 (the new widget last in Overview); the customised merchant keeps version 1 in its own order.
    const follower = await dashboardOf('sandbox@demo.test');
    assert.equal(follower[0]!.widgets.at(-1)!.widgetId, newId);
    assert.deepEqual(await stateOf('sandbox@demo.test'), { version: 2, latestVersion: 2, customised: false });
    const own = await dashboardOf('merchant@demo.test');
    assert.deepEqual(own[0]!.widgets.map((w) => w.widgetId), reversed.map((w) => w.widgetId), 'theirs, in their order, without the new widget');
    assert.deepEqual(await stateOf('merchant@demo.test'), { version: 1, latestVersion: 2, customised: true });

    // Taking a widget away (section 6: the tenant no longer shows it) is at once, template or not.
    const dropped = reversed[0]!.widgetId;
    const shown = (await call('tenant@demo.test', 'GET', DASHBOARD_PATHS.tenantWidgetsByCategory.replace(':tenantId', acme))).body as DashboardCategoryWithWidgets[];
    const keep = shown.flatMap((c) => c.widgets.map((w) => w.widgetId)).filter((id) => id !== dropped);
    assert.equal((await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.tenantWidgets.replace(':tenantId', acme), { widgetsIds: keep })).status, 200);
    assert.ok(!(await dashboardOf('merchant@demo.test'))[0]!.widgets.some((w) => w.widgetId === dropped));
    assert.ok(!(await dashboardOf('sandbox@demo.test'))[0]!.widgets.some((w) => w.widgetId === dropped));
    const followerNow = await dashboardOf('sandbox@demo.test');

    const listed = (await call('tenant@demo.test', 'GET', templatesPath(acme))).body as DashboardTemplates;
    assert.deepEqual(listed.versions.map((v) => [v.version, v.customisedCount]), [[2, 0], [1, 1]]);
    assert.equal(listed.customisedCount, 1);
    assert.ok(listed.followingCount >= 1, 'sandbox@ at least follows the newest');

    // Reset: merchant@ follows version 2 like everybody else, in the template's order.
    const reset = await call('merchant@demo.test', 'POST', DASHBOARD_PATHS.userTemplateReset);
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    assert.deepEqual(reset.body, { version: 2, latestVersion: 2, customised: false });
    assert.deepEqual(idsOf(await dashboardOf('merchant@demo.test')), idsOf(followerNow));

    // Globex never changed; its merchants have no template.
    assert.deepEqual(idsOf(await dashboardOf('merchant2@demo.test')), idsOf(globexBefore));
    assert.deepEqual(await stateOf('merchant2@demo.test'), { version: null, latestVersion: null, customised: false });
    assert.equal((await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.userTemplateReset)).status, 400, 'tenant staff follow no template');
  });

  it('refuses to publish a merchant dashboard with nothing shown', async () => {
    const shown = (await call('tenant@demo.test', 'GET', DASHBOARD_PATHS.tenantWidgetsByCategory.replace(':tenantId', acme))).body as DashboardCategoryWithWidgets[];
    const staffOnly = shown.filter((c) => c.userType === 'Tenant').flatMap((c) => c.widgets.map((w) => w.widgetId));
    assert.equal((await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.tenantWidgets.replace(':tenantId', acme), { widgetsIds: staffOnly })).status, 200);
    const refused = await call('tenant@demo.test', 'POST', templatesPath(acme), {});
    assert.equal(refused.status, 400);
    assert.match(refused.body.message ?? refused.body.detail ?? JSON.stringify(refused.body), /Nothing to publish/);
  });
});
