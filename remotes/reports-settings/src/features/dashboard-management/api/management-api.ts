import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import {
  DASHBOARD_CATEGORIES, DASHBOARD_ENDPOINTS, DASHBOARD_WIDGETS, UNPAGED_RESOURCE_LIMIT, type CategoryInput, type WidgetInput,
} from '@portal/contracts';

const E = DASHBOARD_ENDPOINTS;

export const managementKeys = {
  all: ['dashboard-management'] as const,
  categories: ['dashboard-management', 'categories'] as const,
  widgets: ['dashboard-management', 'widgets'] as const,
  roles: ['dashboard-management', 'roles'] as const,
};

/** The management lists are short and unpaged (ADR 0063 paging 'none'): one call answers every row. */
export const UNPAGED_LIST = { pageIndex: 0, pageSize: UNPAGED_RESOURCE_LIMIT } as const;

// Each page shows its own error (silent: no global error toast on top of it).
export const useManagedCategories = () => useQuery({
  queryKey: managementKeys.categories,
  queryFn: ({ signal }) => callApi(E.listCategories, { query: UNPAGED_LIST, signal, silent: true }),
  select: (page) => page.data,
});
export const useManagedWidgets = () => useQuery({
  queryKey: managementKeys.widgets,
  queryFn: ({ signal }) => callApi(E.listWidgets, { query: UNPAGED_LIST, signal, silent: true }),
  select: (page) => page.data,
});
export const useTenantWidgets = (tenantId: string | null) => useQuery({
  queryKey: [...managementKeys.all, 'tenant', tenantId],
  queryFn: ({ signal }) => callApi(E.tenantWidgetsByCategory, { params: { tenantId: tenantId! }, signal, silent: true }),
  enabled: !!tenantId,
  select: (categories) => new Set(categories.flatMap((c) => c.widgets.map((w) => w.widgetId))),
});
export const useManagedRoles = () => useQuery({ queryKey: managementKeys.roles, queryFn: ({ signal }) => callApi(E.listRoles, { signal, silent: true }) });

/** A write, then every management list read again (a category's delete takes its widgets, a widget's its grants). */
function useManagementWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => Promise.all([managementKeys.all, [DASHBOARD_CATEGORIES.key], [DASHBOARD_WIDGETS.key]].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

export const useSaveCategory = () => useManagementWrite(({ id, input }: { id?: string; input: CategoryInput }) => (id
  ? callApi(E.updateCategory, { params: { id }, body: { name: input.name }, silent: true })
  : callApi(E.createCategory, { body: input, silent: true })));

export const useDeleteCategory = () => useManagementWrite((id: string) => callApi(E.deleteCategory, { params: { id }, silent: true }));

export const useSaveWidget = () => useManagementWrite(({ widgetId, input }: { widgetId?: string; input: WidgetInput }) => (widgetId
  ? callApi(E.updateWidget, { params: { categoryId: input.categoryId, widgetId }, body: input, silent: true })
  : callApi(E.createWidget, { body: input, silent: true })));

export const useDeleteWidget = () => useManagementWrite(({ categoryId, widgetId }: { categoryId: string; widgetId: string }) => callApi(
  E.deleteWidget, { params: { categoryId, widgetId }, silent: true },
));

export const useSetTenantWidgets = () => useManagementWrite(({ tenantId, widgetsIds }: { tenantId: string; widgetsIds: string[] }) => callApi(
  E.setTenantWidgets, { params: { tenantId }, body: { widgetsIds }, silent: true },
));

export const useSetRoleWidgets = () => useManagementWrite(({ kind, roleId, widgetsIds }: { kind: 'Tenant' | 'Merchant'; roleId: string; widgetsIds: string[] }) => callApi(
  kind === 'Tenant' ? E.setTenantRoleWidgets : E.setMerchantRoleWidgets, { body: { roleId, widgetsIds }, silent: true },
));

/** The tenant's published merchant dashboard versions (ADR 0058). */
export const useTemplates = (tenantId: string) => useQuery({
  queryKey: [...managementKeys.all, 'templates', tenantId],
  queryFn: ({ signal }) => callApi(E.listTemplates, { params: { tenantId }, signal, silent: true }),
});

export const usePublishTemplate = () => useManagementWrite(({ tenantId, note }: { tenantId: string; note: string | null }) => callApi(
  E.publishTemplate, { params: { tenantId }, body: { note }, silent: true },
));
