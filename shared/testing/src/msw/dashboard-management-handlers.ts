import { HttpResponse, type HttpHandler } from 'msw';
import {
  DASHBOARD_DATA_SOURCES, DASHBOARD_ENDPOINTS, DEFAULT_SERVICE_BASES, dataSourceEndpointOf,
  type CategoryInput, type DashboardTemplateVersion, type DashboardWidget, type ManagedCategory, type PublishTemplateInput, type ResourcePage, type RoleWidgets,
  type ServiceBases, type WidgetInput,
} from '@portal/contracts';
import { declaredHandlers } from './declared-handlers';
import { dashboardFixture, widgetDataFixtures } from './dashboard-handlers';
import { ACME_TENANT } from '../fixtures/tenants-and-merchants';

/**
 * msw fakes of dashboard management (spec part 2 section 7.9; issue 11, ADR 0047 and 0052): one tenant's
 * categories (tenant staff and merchants), widget definitions, the widgets the tenant is given and its roles'.
 * The fake keeps the server's rules a page relies on: a merchant category reads no staff-only source, a widget
 * goes to a role of its category's user type, unknown ids are 404. Every write is recorded.
 */
export interface DashboardManagementStore {
  categories: ManagedCategory[];
  widgets: DashboardWidget[];
  tenantWidgets: string[];
  roles: RoleWidgets[];
  writes: Array<{ method: string; path: string; body: unknown }>;
  /** The definitions previewed, in order (previews are reads: not in writes). */
  previews: WidgetInput[];
  /** Set to make the preview answer 500 with it. */
  previewFailsWith: string | null;
  /** Set to make every write answer 500 with it. */
  failWritesWith: string | null;
  /** Published merchant dashboard templates, newest first (ADR 0058). */
  templates: DashboardTemplateVersion[];
  /** Merchant users of the tenant (who follow the newest template unless they arranged their own). */
  merchantUsers: number;
}

/** tenant@demo.test's tenant (Acme Payments): the one the fake manages. */
export const MANAGED_TENANT_ID = ACME_TENANT.id;
const roleId = (n: number) => `a01e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
let next = 1;
const freshId = () => `da5b0a4d-1111-4000-8000-${String(next++).padStart(12, '0')}`;

/** An unpaged resource list's answer (ADR 0063): every row, in the store's order. */
const pageOf = <Row>(rows: Row[]): ResourcePage<Row> => ({ data: rows, count: rows.length, countIsCapped: false, nextCursor: null });

/** A tenant like the backend's seed: the staff dashboard and the merchants' (three categories each), three roles. */
export function managementFixture(): Omit<DashboardManagementStore, 'writes' | 'failWritesWith' | 'previews' | 'previewFailsWith' | 'templates' | 'merchantUsers'> {
  const staff = dashboardFixture('Tenant');
  const merchant = dashboardFixture('Merchant').map((c, i) => ({
    ...c, id: c.id.replace('da5b0a4d-0000', 'da5b0a4d-0001'),
    widgets: c.widgets.map((w) => ({ ...w, widgetId: w.widgetId.replace('da5b0a4d-0000', 'da5b0a4d-0001'), categoryId: c.id.replace('da5b0a4d-0000', 'da5b0a4d-0001') })),
    sortOrder: i + 1,
  }));
  const categories: ManagedCategory[] = [
    ...merchant.map((c, i) => ({ id: c.id, name: c.name, userType: 'Merchant' as const, sortOrder: i + 1 })),
    ...staff.map((c, i) => ({ id: c.id, name: c.name, userType: 'Tenant' as const, sortOrder: i + 1 })),
  ];
  const widgets = [...merchant, ...staff].flatMap((c) => c.widgets);
  const idsOf = (list: typeof staff) => list.flatMap((c) => c.widgets.map((w) => w.widgetId)).sort();
  return {
    categories, widgets, tenantWidgets: widgets.map((w) => w.widgetId),
    roles: [
      { roleId: roleId(1), name: 'Tenant staff', userType: 'Tenant', widgetsIds: idsOf(staff) },
      { roleId: roleId(2), name: 'Merchant', userType: 'Merchant', widgetsIds: idsOf(merchant) },
      { roleId: roleId(3), name: 'Merchant viewer', userType: 'Merchant', widgetsIds: [] },
    ],
  };
}

const problem = (status: number, error: string) => HttpResponse.json({ error }, { status });

function widgetOf(input: WidgetInput, widgetId: string, order: number): DashboardWidget {
  return {
    widgetId, categoryId: input.categoryId, name: input.name.trim(), filters: input.filters ?? {},
    data: {
      dataSourceEndpoint: dataSourceEndpointOf(input.dataSource), dataSourceEndpointId: input.dataSource, dataSourceMoreDataEndpoint: null,
      dataSourceType: DASHBOARD_DATA_SOURCES[input.dataSource].type,
    },
    configuration: input.configuration,
    layout: input.layout ?? { order, width: 'medium' },
  };
}

export function createDashboardManagementHandlers({ services = DEFAULT_SERVICE_BASES }: { services?: ServiceBases } = {}): { handlers: HttpHandler[]; store: DashboardManagementStore } {
  const store: DashboardManagementStore = {
    ...managementFixture(), writes: [], failWritesWith: null, previews: [], previewFailsWith: null, templates: [], merchantUsers: 4,
  };
  const E = DASHBOARD_ENDPOINTS;
  const opts = { services };
  const write = (request: Request, body: unknown) => {
    store.writes.push({ method: request.method, path: new URL(request.url).pathname, body });
    return store.failWritesWith ? problem(500, store.failWritesWith) : null;
  };
  const categoryOf = (id: string) => store.categories.find((c) => c.id === id);
  const checkDefinition = (input: WidgetInput) => {
    const category = categoryOf(input.categoryId);
    if (!category) return problem(404, 'Category not found');
    if (!(DASHBOARD_DATA_SOURCES[input.dataSource].userTypes as readonly string[]).includes(category.userType)) {
      return problem(400, `${input.dataSource} is not a data source of ${category.userType} dashboards`);
    }
    return null;
  };
  const setRole = (kind: 'Tenant' | 'Merchant') => ({ request, body }: { request: Request; body: unknown }) => {
    const failed = write(request, body);
    if (failed) return failed;
    const { roleId: id, widgetsIds } = body as { roleId: string; widgetsIds: string[] };
    const role = store.roles.find((r) => r.roleId === id && r.userType === kind);
    if (!role) return problem(404, 'Role not found');
    const wrong = widgetsIds.find((w) => categoryOf(store.widgets.find((x) => x.widgetId === w)?.categoryId ?? '')?.userType !== kind);
    if (wrong) return problem(400, `Widget ${wrong} is not a widget of ${kind} dashboards`);
    role.widgetsIds = [...widgetsIds].sort();
    return HttpResponse.json(role);
  };

  const handlers = [
    ...declaredHandlers(E.listCategories, () => HttpResponse.json(pageOf(store.categories)), opts),
    ...declaredHandlers(E.createCategory, ({ request, body }) => {
      const failed = write(request, body);
      if (failed) return failed;
      const input = body as CategoryInput;
      const sortOrder = Math.max(0, ...store.categories.filter((c) => c.userType === input.userType).map((c) => c.sortOrder)) + 1;
      const made: ManagedCategory = { id: freshId(), name: input.name.trim(), userType: input.userType, sortOrder };
      store.categories.push(made);
      return HttpResponse.json(made, { status: 201 });
    }, opts),
    ...declaredHandlers(E.updateCategory, ({ request, params, body }) => {
      const failed = write(request, body);
      if (failed) return failed;
      const category = categoryOf(params.id!);
      if (!category) return problem(404, 'Category not found');
      category.name = (body as { name: string }).name.trim();
      return HttpResponse.json(category);
    }, opts),
    ...declaredHandlers(E.deleteCategory, ({ request, params }) => {
      const failed = write(request, undefined);
      if (failed) return failed;
      if (!categoryOf(params.id!)) return problem(404, 'Category not found');
      store.categories = store.categories.filter((c) => c.id !== params.id);
      store.widgets = store.widgets.filter((w) => w.categoryId !== params.id);
      return new HttpResponse(null, { status: 204 });
    }, opts),
    ...declaredHandlers(E.listWidgets, () => HttpResponse.json(pageOf(store.widgets)), opts),
    ...declaredHandlers(E.createWidget, ({ request, body }) => {
      const failed = write(request, body);
      if (failed) return failed;
      const input = body as WidgetInput;
      const refused = checkDefinition(input);
      if (refused) return refused;
      const made = widgetOf(input, freshId(), store.widgets.filter((w) => w.categoryId === input.categoryId).length + 1);
      store.widgets.push(made);
      store.tenantWidgets.push(made.widgetId);
      return HttpResponse.json(made, { status: 201 });
    }, opts),
    ...declaredHandlers(E.updateWidget, ({ request, params, body }) => {
      const failed = write(request, body);
      if (failed) return failed;
      const index = store.widgets.findIndex((w) => w.widgetId === params.widgetId && w.categoryId === params.categoryId);
      if (index < 0) return problem(404, 'Widget not found');
      const input = body as WidgetInput;
      const refused = checkDefinition(input);
      if (refused) return refused;
      store.widgets[index] = widgetOf(input, params.widgetId!, store.widgets[index]!.layout.order);
      return HttpResponse.json(store.widgets[index]);
    }, opts),
    ...declaredHandlers(E.deleteWidget, ({ request, params }) => {
      const failed = write(request, undefined);
      if (failed) return failed;
      if (!store.widgets.some((w) => w.widgetId === params.widgetId)) return problem(404, 'Widget not found');
      store.widgets = store.widgets.filter((w) => w.widgetId !== params.widgetId);
      return new HttpResponse(null, { status: 204 });
    }, opts),
    ...declaredHandlers(E.previewWidget, ({ body }) => {
      const input = body as WidgetInput;
      store.previews.push(input);
      if (store.previewFailsWith) return problem(500, store.previewFailsWith);
      return checkDefinition(input) ?? HttpResponse.json(widgetDataFixtures()[input.dataSource]);
    }, opts),
    ...declaredHandlers(E.setTenantWidgets, ({ request, params, body }) => {
      const failed = write(request, body);
      if (failed) return failed;
      if (params.tenantId !== MANAGED_TENANT_ID) return problem(403, 'You may manage your own tenant only');
      store.tenantWidgets = [...(body as { widgetsIds: string[] }).widgetsIds];
      return HttpResponse.json({ widgetsIds: store.tenantWidgets });
    }, opts),
    ...declaredHandlers(E.tenantWidgetsByCategory, ({ params }) => {
      if (params.tenantId !== MANAGED_TENANT_ID) return problem(403, 'You may manage your own tenant only');
      return HttpResponse.json(store.categories.map((c) => ({
        id: c.id, name: c.name, userType: c.userType,
        widgets: store.widgets.filter((w) => w.categoryId === c.id && store.tenantWidgets.includes(w.widgetId)),
      })));
    }, opts),
    ...declaredHandlers(E.listRoles, () => HttpResponse.json(store.roles), opts),
    // Section 7.9's POST roles: the role's own kind decides, as on the server.
    ...declaredHandlers(E.setRoleWidgets, (call) => {
      const kind = store.roles.find((r) => r.roleId === (call.body as { roleId?: string } | undefined)?.roleId)?.userType ?? 'Tenant';
      return setRole(kind)(call);
    }, opts),
    ...declaredHandlers(E.setTenantRoleWidgets, setRole('Tenant'), opts),
    ...declaredHandlers(E.setMerchantRoleWidgets, setRole('Merchant'), opts),
    // Templates (ADR 0058): like the server, only the managed tenant; nothing shown to merchants is refused.
    ...declaredHandlers(E.listTemplates, ({ params }) => {
      if (params.tenantId !== MANAGED_TENANT_ID) return problem(403, 'You may manage your own tenant only');
      const customisedCount = store.templates.reduce((n, v) => n + v.customisedCount, 0);
      return HttpResponse.json({ versions: store.templates, customisedCount, followingCount: store.templates.length ? store.merchantUsers - customisedCount : 0 });
    }, opts),
    ...declaredHandlers(E.publishTemplate, ({ request, params, body }) => {
      const failed = write(request, body);
      if (failed) return failed;
      if (params.tenantId !== MANAGED_TENANT_ID) return problem(403, 'You may manage your own tenant only');
      const merchantCategories = new Set(store.categories.filter((c) => c.userType === 'Merchant').map((c) => c.id));
      const shown = store.widgets.filter((w) => merchantCategories.has(w.categoryId) && store.tenantWidgets.includes(w.widgetId));
      if (!shown.length) return problem(400, 'Nothing to publish: no merchant widget is shown in this tenant');
      const made: DashboardTemplateVersion = {
        templateId: freshId(), version: (store.templates[0]?.version ?? 0) + 1, note: (body as PublishTemplateInput | null)?.note?.trim() || null,
        publishedAt: new Date().toISOString(), publishedBy: 'Tenant Admin',
        categoryCount: new Set(shown.map((w) => w.categoryId)).size, widgetCount: shown.length, customisedCount: 0,
      };
      store.templates.unshift(made);
      return HttpResponse.json(made, { status: 201 });
    }, opts),
  ];
  return { handlers, store };
}
