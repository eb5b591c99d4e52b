import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import type { ManagedCategory } from '@portal/contracts';
import { M, useManagementTranslation } from '../i18n/texts';
import { useDeleteCategory, useManagedCategories, useManagedWidgets } from '../api/management-api';
import { ManagementFrame } from '../ManagementFrame';
import { CategoryDialog } from './CategoryDialog';
import { EmptyTableText } from '@portal/ui';

/** crm/settings/dashboard/management/categories-settings (spec part 2 section 7.9): the tenant's dashboard tabs. */
export function CategoriesPage({ title }: { title: string }) {
  const { t } = useManagementTranslation();
  const { message } = App.useApp();
  const categories = useManagedCategories();
  const widgets = useManagedWidgets();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<{ category?: ManagedCategory } | null>(null);
  const widgetCount = (id: string) => widgets.data?.filter((w) => w.categoryId === id).length ?? 0;

  return (
    <ManagementFrame
      title={t(title)}
      intro={M.categoriesIntro}
      loading={categories.isPending}
      error={categories.error}
      retry={() => void categories.refetch()}
      extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>{t(M.addCategory)}</Button>}
    >
      <Table<ManagedCategory>
        rowKey="id"
        dataSource={categories.data}
        pagination={false}
        locale={{ emptyText: <EmptyTableText text={t(M.noCategories)} /> }}
        columns={[
          { key: 'name', title: t(M.name), dataIndex: 'name' },
          { key: 'userType', title: t(M.userType), render: (_, c) => t(M[c.userType]) },
          { key: 'order', title: t(M.order), dataIndex: 'sortOrder', align: 'right' },
          { key: 'widgets', title: t(M.widgetCount), align: 'right', render: (_, c) => widgetCount(c.id) },
          {
            key: 'actions', title: t(M.actions), render: (_, c) => (
              <Space>
                <Button size="small" icon={<EditOutlined />} aria-label={`${t(M.edit)} ${c.name}`} onClick={() => setEditing({ category: c })}>{t(M.edit)}</Button>
                <Popconfirm
                  title={t(M.deleteCategoryConfirm, { name: c.name })}
                  okText={t(M.delete)}
                  cancelText={t(M.cancel)}
                  onConfirm={() => remove.mutateAsync(c.id).then(
                    () => message.success(t(M.deleted)),
                    (error: Error) => message.error(t(M.saveFailed, { message: error.message })),
                  )}
                >
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${t(M.delete)} ${c.name}`}>{t(M.delete)}</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <CategoryDialog open={!!editing} category={editing?.category} onClose={(saved) => { setEditing(null); if (saved) void message.success(t(M.saved)); }} />
    </ManagementFrame>
  );
}

