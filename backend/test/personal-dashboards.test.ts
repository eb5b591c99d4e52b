import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedIds } from '../src/db/seed';
import { DASHBOARD_PATHS, DEFAULT_SERVICE_BASES, PERSONAL_DASHBOARD_PATHS as P, type DashboardCategoryWithWidgets, type DashboardWidget, type ResourcePage } from '@portal/contracts';
import { forgeAccessToken } from './helpers/tokens';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * Personal dashboards (spec part 2 section 7.10, issue 11 deliverable 3): merchant@ keeps a category of its own,
 * adds a base widget its role is given, clones, shares with its role (sandbox@, same role, sees it and its own
 * data), un-shares and deletes; another tenant's user never reads or touches any of it.
 */
describe('personal dashboards: own categories, widgets from base widgets, clone, delete, share', () => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  const emails = ['merchant@demo.test', 'sandbox@demo.test', 'noprocessing@demo.test', 'merchant2@demo.test', 'tenant@demo.test'];

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
  const at = (template: string, id: string) => template.replace(':id', id);
  const dataOf = (email: string, w: DashboardWidget) => call(email, 'GET',
    `${DASHBOARD_PATHS.widgetData.replace(':source', w.data.dataSourceEndpointId)}?${new URLSearchParams({ widgetId: w.widgetId, mode: '2' })}`,
    undefined, { endpointid: w.data.dataSourceEndpointId, widgetid: w.widgetId });

  it('merchant@ builds its own dashboard from its base widgets, shares a widget with its role, then takes it back', async () => {
    assert.equal((await call('merchant@demo.test', 'POST', P.category, { name: 'Mine', userType: 'Tenant' })).status, 400, 'a merchant keeps Merchant categories only');
    const made = await call('merchant@demo.test', 'POST', P.category, { name: ' My watch ', userType: 'Merchant' });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(made.body.name, 'My watch');
    assert.deepEqual((await call('merchant@demo.test', 'GET', P.categories)).body.map((c: { name: string }) => c.name), ['My watch']);
    // A personal category never appears in the tenant's management or on the tenant's shared dashboards.
    const managed = (await call('tenant@demo.test', 'GET', DASHBOARD_PATHS.categories)).body as ResourcePage<{ id: string }>;
    assert.ok(managed.count > 0 && !managed.data.some((c) => c.id === made.body.id), 'not in the tenant\'s management list');

    const bases = (await call('merchant@demo.test', 'GET', at(P.baseWidgets, made.body.id))).body as DashboardWidget[];
    const given = (await call('merchant@demo.test', 'GET', DASHBOARD_PATHS.userCategories)).body as DashboardCategoryWithWidgets[];
    assert.deepEqual(bases.map((w) => w.widgetId).sort(), given.flatMap((c) => c.widgets.map((w) => w.widgetId)).sort(), 'exactly the widgets merchant@ is given');
    const base = bases[0]!;

    const added = await call('merchant@demo.test', 'POST', P.root, { categoryId: made.body.id, baseWidgetId: base.widgetId });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    assert.equal(added.body.name, base.name);
    assert.notEqual(added.body.widgetId, base.widgetId);
    const cloned = await call('merchant@demo.test', 'PUT', at(P.widget, added.body.widgetId));
    assert.equal(cloned.status, 200, JSON.stringify(cloned.body));
    assert.equal(cloned.body.name, `${base.name} (copy)`);
    const renamed = await call('merchant@demo.test', 'PUT', P.root, { widgetId: cloned.body.widgetId, name: 'Second look' });
    assert.equal(renamed.body.name, 'Second look');
    const category = (await call('merchant@demo.test', 'GET', at(P.byCategory, made.body.id))).body as DashboardCategoryWithWidgets;
    assert.deepEqual(category.widgets.map((w) => w.name), [base.name, 'Second look'], 'in the order they were added');

    // Its data in merchant@'s own scope, like the base widget's.
    const own = await dataOf('merchant@demo.test', added.body);
    const ofBase = await dataOf('merchant@demo.test', base);
    assert.equal(own.status, 200, JSON.stringify(own.body));
    assert.deepEqual(own.body, ofBase.body);

    // Shared with its own role: sandbox@ (same role) sees it; noprocessing@ (another role) does not.
    const shares = (await call('merchant@demo.test', 'GET', P.shares)).body;
    const role = seedIds.role('acme', 'merchant');
    assert.ok(shares.roles.some((r: { roleId: string }) => r.roleId === role));
    assert.ok(!shares.roles.some((r: { roleId: string }) => r.roleId === seedIds.role('globex', 'merchant')), 'only roles of its own tenant');
    assert.equal((await dataOf('sandbox@demo.test', added.body)).status, 404, 'not shared yet');
    assert.equal((await call('merchant@demo.test', 'PUT', P.share, { widgetId: added.body.widgetId, roleId: role })).status, 200);
    assert.deepEqual((await call('merchant@demo.test', 'GET', P.shares)).body.shares, [{ widgetId: added.body.widgetId, roleId: role }]);
    const seen = (await call('sandbox@demo.test', 'GET', P.allWidgets)).body as Array<DashboardWidget & { own: boolean; ownerName: string }>;
    assert.deepEqual(seen.map((w) => [w.name, w.own, w.ownerName]), [[base.name, false, 'Mia Merchant']]);
    assert.equal((await dataOf('sandbox@demo.test', added.body)).status, 200);
    assert.ok(!((await call('noprocessing@demo.test', 'GET', P.allWidgets)).body as DashboardWidget[]).some((w) => w.widgetId === added.body.widgetId));
    assert.equal((await call('sandbox@demo.test', 'DELETE', at(P.widget, added.body.widgetId))).status, 404, 'a shared widget is not the reader\'s to delete');

    assert.equal((await call('merchant@demo.test', 'PUT', P.unShare, { widgetId: added.body.widgetId, roleId: role })).status, 200);
    assert.deepEqual((await call('sandbox@demo.test', 'GET', P.allWidgets)).body, []);
    assert.equal((await call('merchant@demo.test', 'DELETE', at(P.widget, cloned.body.widgetId))).status, 204);
    assert.deepEqual(((await call('merchant@demo.test', 'GET', P.widgets)).body as DashboardWidget[]).map((w) => w.widgetId), [added.body.widgetId]);
  });

  it('refuses across tenants: another tenant\'s user can neither read, change, share into nor add from merchant@\'s dashboard', async () => {
    const made = (await call('merchant@demo.test', 'POST', P.category, { name: 'Private', userType: 'Merchant' })).body;
    const base = ((await call('merchant@demo.test', 'GET', at(P.baseWidgets, made.id))).body as DashboardWidget[])[0]!;
    const widget = (await call('merchant@demo.test', 'POST', P.root, { categoryId: made.id, baseWidgetId: base.widgetId })).body as DashboardWidget;

    assert.equal((await call('merchant2@demo.test', 'GET', at(P.byCategory, made.id))).status, 404);
    assert.equal((await call('merchant2@demo.test', 'GET', at(P.baseWidgets, made.id))).status, 404);
    assert.equal((await call('merchant2@demo.test', 'PUT', P.category, { id: made.id, name: 'Taken', userType: 'Merchant' })).status, 404);
    assert.equal((await call('merchant2@demo.test', 'DELETE', at(P.categoryById, made.id))).status, 404);
    assert.equal((await call('merchant2@demo.test', 'PUT', at(P.widget, widget.widgetId))).status, 404);
    assert.equal((await call('merchant2@demo.test', 'DELETE', at(P.widget, widget.widgetId))).status, 404);
    assert.equal((await call('merchant2@demo.test', 'PUT', P.share, { widgetId: widget.widgetId, roleId: seedIds.role('globex', 'merchant') })).status, 404);
    assert.equal((await dataOf('merchant2@demo.test', widget)).status, 404);
    // merchant@ may not share with another tenant's role, nor add Globex's base widget to its category.
    assert.equal((await call('merchant@demo.test', 'PUT', P.share, { widgetId: widget.widgetId, roleId: seedIds.role('globex', 'merchant') })).status, 404);
    const own2 = (await call('merchant2@demo.test', 'POST', P.category, { name: 'Garden', userType: 'Merchant' })).body;
    const globexBase = ((await call('merchant2@demo.test', 'GET', at(P.baseWidgets, own2.id))).body as DashboardWidget[])[0]!;
    assert.equal((await call('merchant@demo.test', 'POST', P.root, { categoryId: made.id, baseWidgetId: globexBase.widgetId })).status, 404);
    assert.deepEqual((await call('merchant2@demo.test', 'GET', P.allWidgets)).body, []);

    // Deleting the category takes its widgets with it.
    assert.equal((await call('merchant@demo.test', 'DELETE', at(P.categoryById, made.id))).status, 204);
    assert.equal((await dataOf('merchant@demo.test', widget)).status, 404);
  });
});
