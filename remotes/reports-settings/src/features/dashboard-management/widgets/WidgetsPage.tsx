import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space, Switch, Tooltip } from 'antd';
import { useState } from 'react';
import { useUserContext } from '@portal/auth';
import { DASHBOARD_WIDGETS, type DashboardWidget } from '@portal/contracts';
import { ListTable, useResourceList, type ColumnDef } from '@portal/kit';
import { useDashboardTranslation } from '@portal/dashboard-widgets';
import { M, SOURCE_LABELS, TYPE_LABELS, useManagementTranslation } from '../i18n/texts';
import { UNPAGED_LIST, useDeleteWidget, useManagedCategories, useSetTenantWidgets, useTenantWidgets } from '../api/management-api';
import { ManagementFrame } from '../ManagementFrame';
import { TemplatePanel } from '../templates/TemplatePanel';
import { WidgetDialog } from './WidgetDialog';

/**
 * crm/settings/dashboard/management/Widgets-settings (spec part 2 section 7.9): the tenant's widget definitions,
 * whether each is shown in the tenant ("management/{tenantId}/widgets"), and adding, changing and deleting them.
 */
export function WidgetsPage({ title }: { title: string }) {
  const { t } = useManagementTranslation();
  // Seeded widget and category names read in the user's language, as on the dashboard; a name a tenant wrote shows as written.
  const { t: named } = useDashboardTranslation();
  const { message } = App.useApp();
  const tenantId = useUserContext().data?.user.tenantId ?? null;
  const categories = useManagedCategories();
  const list = useResourceList<DashboardWidget>(DASHBOARD_WIDGETS, { fixed: UNPAGED_LIST, rowKey: (w) => w.widgetId });
  const widgets = list.result;
  const given = useTenantWidgets(tenantId);
  const remove = useDeleteWidget();
  const setTenant = useSetTenantWidgets();
  // What the switches show while a change is on its way (null: the server's list).
  const [shown, setShown] = useState<Set<string> | null>(null);
  const [editing, setEditing] = useState<{ widget?: DashboardWidget } | null>(null);
  const categoryOf = (id: string) => categories.data?.find((c) => c.id === id);
  const shownIds = shown ?? given.data ?? new Set<string>();
  const failed = (error: Error) => message.error(t(M.saveFailed, { message: error.message }));

  const toggle = (widgetId: string, on: boolean) => {
    if (!tenantId) return;
    const next = new Set(shownIds);
    if (on) next.add(widgetId); else next.delete(widgetId);
    const before = shown;
    setShown(next);
    setTenant.mutate({ tenantId, widgetsIds: [...next] }, {
      onSuccess: () => { setShown(null); void message.success(t(M.saved)); },
      // A refused change puts the switch back.
      onError: (error) => { setShown(before); void failed(error); },
    });
  };

  const columns: ColumnDef<DashboardWidget>[] = [
    { key: 'name', title: M.name, value: (w) => named(w.name) },
    {
      key: 'category', title: M.category,
      value: (w) => { const c = categoryOf(w.categoryId); return c ? `${named(c.name)} (${t(M[c.userType])})` : ''; },
    },
    { key: 'source', title: M.dataSource, value: (w) => t(SOURCE_LABELS[w.data.dataSourceEndpointId] ?? w.data.dataSourceEndpointId) },
    { key: 'type', title: M.widgetType, value: (w) => t(TYPE_LABELS[w.configuration.widgetType]!) },
    {
      key: 'shown', title: M.shownInTenant, header: () => <Tooltip title={t(M.shownInTenantHelp)}>{t(M.shownInTenant)}</Tooltip>,
      value: (w) => shownIds.has(w.widgetId),
      render: (w) => (
        <Switch size="small" checked={shownIds.has(w.widgetId)} aria-label={`${t(M.shownInTenant)}: ${named(w.name)}`}
          loading={setTenant.isPending} onChange={(on) => toggle(w.widgetId, on)} />
      ),
    },
    {
      key: 'actions', title: M.actions, value: () => null, width: 220, render: (w) => (
        <Space>
          <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={`${t(M.edit)} ${named(w.name)}`} onClick={() => setEditing({ widget: w })}>{t(M.edit)}</Button>
          <Popconfirm
            title={t(M.deleteWidgetConfirm, { name: named(w.name) })}
            okText={t(M.delete)}
            cancelText={t(M.cancel)}
            onConfirm={() => remove.mutateAsync({ categoryId: w.categoryId, widgetId: w.widgetId }).then(() => message.success(t(M.deleted)), failed)}
          >
            <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`${t(M.delete)} ${named(w.name)}`}>{t(M.delete)}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <ManagementFrame
      title={t(title)}
      loading={categories.isPending || widgets.isPending || given.isPending}
      error={categories.error ?? widgets.error ?? given.error}
      retry={() => { void categories.refetch(); void list.refresh(); void given.refetch(); }}
      extra={(
        <Button type="primary" icon={<PlusOutlined aria-hidden />} disabled={categories.isSuccess && categories.data.length === 0} onClick={() => setEditing({})}>{t(M.addWidget)}</Button>
      )}
    >
      <ListTable<DashboardWidget> {...list.table} columns={columns} translate={t} label={t(title)} emptyText={t(M.noWidgets)} />
      {tenantId && <TemplatePanel tenantId={tenantId} />}
      <WidgetDialog
        open={!!editing}
        widget={editing?.widget}
        categories={categories.data ?? []}
        onClose={(saved) => {
          setEditing(null);
          if (saved) {
            void message.success(t(M.saved));
          }
        }}
      />
    </ManagementFrame>
  );
}
