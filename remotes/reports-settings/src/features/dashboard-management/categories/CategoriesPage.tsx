import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space } from 'antd';
import { useMemo, useState } from 'react';
import { DASHBOARD_CATEGORIES, type ManagedCategory } from '@portal/contracts';
import { ListTable, useResourceList, type ColumnDef } from '@portal/kit';
import { M, useManagementTranslation } from '../i18n/texts';
import { UNPAGED_LIST, useDeleteCategory, useManagedWidgets } from '../api/management-api';
import { ManagementFrame } from '../ManagementFrame';
import { CategoryDialog } from './CategoryDialog';

/** crm/settings/dashboard/management/categories-settings (spec part 2 section 7.9): the tenant's dashboard tabs. */
export function CategoriesPage({ title }: { title: string }) {
  const { t } = useManagementTranslation();
  const { message } = App.useApp();
  const list = useResourceList<ManagedCategory>(DASHBOARD_CATEGORIES, { fixed: UNPAGED_LIST });
  const widgets = useManagedWidgets();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<{ category?: ManagedCategory } | null>(null);

  const columns = useMemo<ColumnDef<ManagedCategory>[]>(() => {
    const widgetCount = (id: string) => widgets.data?.filter((w) => w.categoryId === id).length ?? 0;
    return [
      { key: 'name', title: M.name, value: (c) => c.name },
      { key: 'userType', title: M.userType, value: (c) => t(M[c.userType]) },
      { key: 'order', title: M.order, value: (c) => c.sortOrder, align: 'right' },
      { key: 'widgets', title: M.widgetCount, value: (c) => widgetCount(c.id), align: 'right' },
      {
        key: 'actions', title: M.actions, value: () => null, width: 220, render: (c) => (
          <Space>
            <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={`${t(M.edit)} ${c.name}`} onClick={() => setEditing({ category: c })}>{t(M.edit)}</Button>
            <Popconfirm
              title={t(M.deleteCategoryConfirm, { name: c.name })}
              okText={t(M.delete)}
              cancelText={t(M.cancel)}
              onConfirm={() => remove.mutateAsync(c.id).then(
                () => message.success(t(M.deleted)),
                (error: Error) => message.error(t(M.saveFailed, { message: error.message })),
              )}
            >
              <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`${t(M.delete)} ${c.name}`}>{t(M.delete)}</Button>
            </Popconfirm>
          </Space>
        ),
      },
    ];
  }, [t, widgets.data, remove, message]);

  return (
    <ManagementFrame
      title={t(title)}
      intro={M.categoriesIntro}
      loading={list.result.isPending}
      error={list.result.error}
      retry={() => void list.refresh()}
      extra={<Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>{t(M.addCategory)}</Button>}
    >
      <ListTable<ManagedCategory> {...list.table} columns={columns} translate={t} label={t(title)} emptyText={t(M.noCategories)} />
      <CategoryDialog open={!!editing} category={editing?.category} onClose={(saved) => { setEditing(null); if (saved) void message.success(t(M.saved)); }} />
    </ManagementFrame>
  );
}
