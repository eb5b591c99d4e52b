import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedIds } from '../src/db/seed';
import { DASHBOARD_PATHS, DEFAULT_SERVICE_BASES, type DashboardCategoryWithWidgets, type ManagedCategory, type ResourcePage, type RoleWidgets, type WidgetInput } from '@portal/contracts';
import { forgeAccessToken } from './helpers/tokens';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * Dashboard management (spec part 2 section 7.9, issue 11 deliverable 4): tenant@ defines a category and a widget
 * for merchants, gives it to a merchant role, and merchant@ sees it and reads its data; other tenants never see
 * or touch it.
 */
describe('dashboard management: categories, widgets, tenant and role assignment', () => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  const emails = ['tenant@demo.test', 'tenant-viewer@demo.test', 'tenant2@demo.test', 'merchant@demo.test', 'merchant2@demo.test', 'noprocessing@demo.test'];

  before(async () => {
    t = await startTestServer();
    for (const email of emails) tokens.set(email, await forgeAccessToken(t, { sub: seedIds.user(email) }));
  });
  after(async () => { await t?.close(); });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call(email: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
    const res = await fetch(`${t.origin}${DEFAULT_SERVICE_BASES.reporting}/${path}`, {
      method, headers: { authorization: `Bearer ${tokens.get(email)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }
  const path = (template: string, params: Record<string, string>) => template.replace(/:(\w+)/g, (_, k: string) => params[k]!);
  const dashboardOf = async (email: string) => (await call(email, 'GET', DASHBOARD_PATHS.userCategories)).body as DashboardCategoryWithWidgets[];

  const countWidget = (categoryId: string): WidgetInput => ({
    categoryId, name: 'Refunds this period', dataSource: 'refunds',
    configuration: { widgetType: 'COUNT_WIDGET', chartConfiguration: null, tableConfiguration: null, customPipe: 'count', description: 'Refunds,Refunded', isLast24Hours: false },
  });

  it('tenant@ adds a merchant category and a widget, gives it to a merchant role, and merchant@ sees it and its data', async () => {
    const made = await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.categories, { name: ' Refund watch ', userType: 'Merchant' });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(made.body.name, 'Refund watch');
    assert.equal(made.body.sortOrder, 4, 'after the three default categories');
    const widget = await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.widgets, countWidget(made.body.id));
    assert.equal(widget.status, 201, JSON.stringify(widget.body));
    assert.equal(widget.body.data.dataSourceEndpoint, '/reporting/data/refunds');

    // Given to the tenant, to no role yet: nobody sees it.
    assert.ok(!(await dashboardOf('merchant@demo.test')).some((c) => c.id === made.body.id));
    const roles = (await call('tenant@demo.test', 'GET', DASHBOARD_PATHS.roles)).body as RoleWidgets[];
    const merchantRole = roles.find((r) => r.roleId === seedIds.role('acme', 'merchant'))!;
    assert.equal(merchantRole.userType, 'Merchant');
    const given = await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.merchantRoles, { roleId: merchantRole.roleId, widgetsIds: [...merchantRole.widgetsIds, widget.body.widgetId] });
    assert.equal(given.status, 200, JSON.stringify(given.body));

    const seen = (await dashboardOf('merchant@demo.test')).find((c) => c.id === made.body.id);
    assert.deepEqual(seen?.widgets.map((w) => w.name), ['Refunds this period']);
    assert.ok(!(await dashboardOf('noprocessing@demo.test')).some((c) => c.id === made.body.id), 'another merchant role is not given it');
    assert.ok(!(await dashboardOf('merchant2@demo.test')).some((c) => c.id === made.body.id), 'another tenant never');
    const params = new URLSearchParams({ widgetId: widget.body.widgetId, mode: '2' });
    const data = await call('merchant@demo.test', 'GET', `${DASHBOARD_PATHS.widgetData.replace(':source', 'refunds')}?${params}`, undefined, { endpointid: 'refunds', widgetid: widget.body.widgetId });
    assert.equal(data.status, 200, JSON.stringify(data.body));
    assert.equal(data.body.baseCurrency, 'GBP');

    // The live preview draws an unsaved definition from the whole tenant (merchant@'s and its other merchants'
    // refunds): at least merchant@'s own count; another tenant cannot preview into Acme's category.
    const preview = await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.widgetPreview, countWidget(made.body.id));
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    assert.ok(preview.body.totalCount >= data.body.totalCount);
    assert.equal((await call('tenant2@demo.test', 'POST', DASHBOARD_PATHS.widgetPreview, countWidget(made.body.id))).status, 404);
    assert.equal((await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.widgetPreview, { ...countWidget(made.body.id), dataSource: 'top-merchants' })).status, 400);

    // Renamed, changed, then deleted with its category: gone from merchant@'s dashboard.
    const renamed = await call('tenant@demo.test', 'PUT', path(DASHBOARD_PATHS.category, { id: made.body.id }), { name: 'Refunds' });
    assert.equal(renamed.body.name, 'Refunds');
    const changed = await call('tenant@demo.test', 'PUT', path(DASHBOARD_PATHS.widget, { categoryId: made.body.id, widgetId: widget.body.widgetId }), { ...countWidget(made.body.id), name: 'Refunds (count)' });
    assert.equal(changed.body.name, 'Refunds (count)');
    assert.equal((await call('tenant@demo.test', 'DELETE', path(DASHBOARD_PATHS.category, { id: made.body.id }))).status, 204);
    assert.ok(!(await dashboardOf('merchant@demo.test')).some((c) => c.id === made.body.id));
  });

  it('takes a widget away from the tenant: its users no longer see it', async () => {
    const widgets = ((await call('tenant@demo.test', 'GET', DASHBOARD_PATHS.widgets)).body as ResourcePage<{ widgetId: string; name: string }>).data;
    assert.ok(widgets.length >= 20);
    const refunds = (await dashboardOf('merchant@demo.test')).flatMap((c) => c.widgets).find((w) => w.name === 'Refunds')!;
    const rest = widgets.map((w) => w.widgetId).filter((id) => id !== refunds.widgetId);
    assert.equal((await call('tenant@demo.test', 'POST', path(DASHBOARD_PATHS.tenantWidgets, { tenantId: seedIds.tenant('acme') }), { widgetsIds: rest })).status, 200);
    const byCategory = await call('tenant@demo.test', 'GET', path(DASHBOARD_PATHS.tenantWidgetsByCategory, { tenantId: seedIds.tenant('acme') }));
    assert.equal(byCategory.status, 200);
    const givenIds = (byCategory.body as DashboardCategoryWithWidgets[]).flatMap((c) => c.widgets.map((w) => w.widgetId));
    assert.deepEqual(new Set(givenIds), new Set(rest), 'the tenant is given all but the one taken away');
    assert.equal((await call('tenant2@demo.test', 'GET', path(DASHBOARD_PATHS.tenantWidgetsByCategory, { tenantId: seedIds.tenant('acme') }))).status, 403);
    assert.ok(!(await dashboardOf('merchant@demo.test')).flatMap((c) => c.widgets).some((w) => w.widgetId === refunds.widgetId));
    await call('tenant@demo.test', 'POST', path(DASHBOARD_PATHS.tenantWidgets, { tenantId: seedIds.tenant('acme') }), { widgetsIds: widgets.map((w) => w.widgetId) });
    assert.ok((await dashboardOf('merchant@demo.test')).flatMap((c) => c.widgets).some((w) => w.widgetId === refunds.widgetId));
  });

  it("refuses what is not the caller's to manage, and definitions that cannot be drawn", async () => {
    const listed = (await call('tenant@demo.test', 'GET', DASHBOARD_PATHS.categories)).body as ResourcePage<ManagedCategory>;
    // One unpaged list in the dashboards' order: by user type, then each category's order.
    assert.equal(listed.count, listed.data.length);
    const order = listed.data.map((c) => `${c.userType}:${String(c.sortOrder).padStart(4, '0')}`);
    assert.deepEqual(order, [...order].sort());
    const acmeCategory = listed.data[0]!;
    // Another tenant's list has none of them.
    const other = (await call('tenant2@demo.test', 'GET', DASHBOARD_PATHS.categories)).body as ResourcePage<ManagedCategory>;
    assert.ok(!other.data.some((c) => c.id === acmeCategory.id));
    const merchantCategory = (await dashboardOf('merchant@demo.test'))[0]!;
    // Other tenants: unknown ids; other kinds of user or no permission: 403.
    assert.equal((await call('tenant2@demo.test', 'PUT', path(DASHBOARD_PATHS.category, { id: acmeCategory.id }), { name: 'x' })).status, 404);
    assert.equal((await call('tenant2@demo.test', 'POST', DASHBOARD_PATHS.widgets, countWidget(acmeCategory.id))).status, 404);
    assert.equal((await call('tenant2@demo.test', 'POST', path(DASHBOARD_PATHS.tenantWidgets, { tenantId: seedIds.tenant('acme') }), { widgetsIds: [] })).status, 403);
    assert.equal((await call('tenant-viewer@demo.test', 'GET', DASHBOARD_PATHS.categories)).status, 403);
    assert.equal((await call('merchant@demo.test', 'GET', DASHBOARD_PATHS.widgets)).status, 403);
    // A merchant dashboard cannot read staff-only sources; a table needs its configuration.
    assert.equal((await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.widgets, { ...countWidget(merchantCategory.id), dataSource: 'top-merchants' })).status, 400);
    const table = { ...countWidget(merchantCategory.id), configuration: { ...countWidget(merchantCategory.id).configuration, widgetType: 'TABLE_WIDGET' } };
    assert.equal((await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.widgets, table)).status, 400);
    // A staff widget cannot go to a merchant role.
    const staffWidget = (await dashboardOf('tenant@demo.test'))[0]!.widgets[0]!;
    assert.equal((await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.merchantRoles, { roleId: seedIds.role('acme', 'merchant'), widgetsIds: [staffWidget.widgetId] })).status, 400);
    assert.equal((await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.merchantRoles, { roleId: seedIds.role('globex', 'merchant'), widgetsIds: [] })).status, 404);
  });
  it('takes a row link only as a path of the portal (ADR 0074)', async () => {
    const category = (await dashboardOf('merchant@demo.test'))[0]!;
    const tableWidget = (navigationUrl: string): WidgetInput => ({
      ...countWidget(category.id), dataSource: 'method-split',
      configuration: {
        widgetType: 'TABLE_WIDGET', chartConfiguration: null, customPipe: null, description: null, isLast24Hours: false,
        tableConfiguration: { pageIndex: 0, pageSize: 5, tableDataProperties: ['paymentMethod'], tableDataColumns: ['Payment method'], customTemplate: null, pipes: [null], navigationUrl },
      },
    });
    for (const link of ['//evil.test/x', '/\\evil.test', '\\\\evil.test', 'javascript:alert(1)', 'https://other.example/a', '/..//evil.test']) {
      const refused = await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.widgetPreview, tableWidget(link));
      assert.equal(refused.status, 400, link);
      assert.equal(refused.body.error, 'navigationUrl must be a path of the portal', link);
    }
    const taken = await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.widgetPreview, tableWidget('/merchant/transaction-management/transaction-lookup?paymentMethod={paymentMethod}#top'));
    assert.equal(taken.status, 200, JSON.stringify(taken.body));
  });
  it("POST roles (section 7.9) gives any of the tenant's roles its widgets, asking for its kind's permission", async () => {
    const roles = (await call('tenant@demo.test', 'GET', DASHBOARD_PATHS.roles)).body as RoleWidgets[];
    const merchantRole = roles.find((r) => r.roleId === seedIds.role('acme', 'merchant'))!;
    const staffRole = roles.find((r) => r.userType === 'Tenant')!;
    const merchantWidget = (await dashboardOf('merchant@demo.test'))[0]!.widgets[0]!.widgetId;
    const staffWidget = (await dashboardOf('tenant@demo.test'))[0]!.widgets[0]!.widgetId;

    const given = await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.roles, { roleId: merchantRole.roleId, widgetsIds: [merchantWidget] });
    assert.equal(given.status, 200, JSON.stringify(given.body));
    assert.deepEqual(given.body, { roleId: merchantRole.roleId, name: merchantRole.name, userType: 'Merchant', widgetsIds: [merchantWidget] });
    const after = ((await call('tenant@demo.test', 'GET', DASHBOARD_PATHS.roles)).body as RoleWidgets[]).find((r) => r.roleId === merchantRole.roleId);
    assert.deepEqual(after?.widgetsIds, [merchantWidget], 'GET roles shows what POST roles gave');
    const staff = await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.roles, { roleId: staffRole.roleId, widgetsIds: [...staffRole.widgetsIds] });
    assert.equal(staff.status, 200, JSON.stringify(staff.body));
    assert.equal(staff.body.userType, 'Tenant');

    // A staff widget does not fit a merchant role; another tenant's role is unknown; a merchant may not call it.
    assert.equal((await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.roles, { roleId: merchantRole.roleId, widgetsIds: [staffWidget] })).status, 400);
    assert.equal((await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.roles, { roleId: seedIds.role('globex', 'merchant'), widgetsIds: [] })).status, 404);
    assert.equal((await call('merchant@demo.test', 'POST', DASHBOARD_PATHS.roles, { roleId: merchantRole.roleId, widgetsIds: [] })).status, 403);
    assert.equal((await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.roles, { roleId: merchantRole.roleId, widgetsIds: [], userType: 'Merchant' })).status, 400, 'a field it does not take');
    // merchant@'s dashboard: given back what it had.
    assert.equal((await call('tenant@demo.test', 'POST', DASHBOARD_PATHS.roles, { roleId: merchantRole.roleId, widgetsIds: merchantRole.widgetsIds })).status, 200);
  });
});
