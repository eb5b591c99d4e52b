import { App, Button, Checkbox, Empty, Flex, Tag, Typography } from 'antd';
import { KitSelect, LabelledField } from '@portal/kit';
import { useDashboardTranslation } from '@portal/dashboard-widgets';
import { useEffect, useMemo, useState } from 'react';
import { useUserContext } from '@portal/auth';
import { M, useManagementTranslation } from '../i18n/texts';
import { useManagedCategories, useManagedRoles, useManagedWidgets, useSetRoleWidgets, useTenantWidgets } from '../api/management-api';
import { ManagementFrame } from '../ManagementFrame';

export interface RolesPageProps {
  title: string;
  /** Tenant staff roles (dashboard/management/tenant/roles) or merchant roles (.../merchant/roles). */
  kind: 'Tenant' | 'Merchant';
}

/**
 * Which widgets each role of the tenant is given (spec part 2 section 6 "widget roles", section 7.9
 * tenant-roles and merchant-roles): one role at a time, its user type's widgets by category, saved as a whole.
 */
export function RolesPage({ title, kind }: RolesPageProps) {
  const { t } = useManagementTranslation();
  // Seeded widget and category names read in the user's language, as on the dashboard; a name a tenant wrote shows as written.
  const { t: named } = useDashboardTranslation();
  const { message } = App.useApp();
  const tenantId = useUserContext().data?.user.tenantId ?? null;
  const roles = useManagedRoles();
  const categories = useManagedCategories();
  const widgets = useManagedWidgets();
  const shownInTenant = useTenantWidgets(tenantId);
  const save = useSetRoleWidgets();
  const ofKind = useMemo(() => roles.data?.filter((r) => r.userType === kind) ?? [], [roles.data, kind]);
  const [roleId, setRoleId] = useState<string | null>(null);
  const role = ofKind.find((r) => r.roleId === roleId) ?? ofKind[0];
  const [checked, setChecked] = useState<string[]>([]);
  useEffect(() => { setChecked(role?.widgetsIds ?? []); }, [role]);

  const groups = (categories.data ?? []).filter((c) => c.userType === kind)
    .map((c) => ({ category: c, widgets: (widgets.data ?? []).filter((w) => w.categoryId === c.id) }))
    .filter((g) => g.widgets.length > 0);
  const total = groups.reduce((n, g) => n + g.widgets.length, 0);

  const submit = () => {
    if (!role) return;
    save.mutate({ kind, roleId: role.roleId, widgetsIds: checked }, {
      onSuccess: () => message.success(t(M.saved)),
      // What was ticked stays ticked: the user may try again.
      onError: (error) => message.error(t(M.saveFailed, { message: error.message })),
    });
  };

  return (
    <ManagementFrame
      title={t(title)}
      intro={kind === 'Tenant' ? M.tenantRolesIntro : M.merchantRolesIntro}
      loading={roles.isPending || categories.isPending || widgets.isPending}
      error={roles.error ?? categories.error ?? widgets.error}
      retry={() => { void roles.refetch(); void categories.refetch(); void widgets.refetch(); }}
    >
      {!role ? <Empty description={t(M.noRoles)} /> : (
        <div>
          <LabelledField label={t(M.role)} htmlFor="dashboard-role">
            <KitSelect id="dashboard-role" style={{ maxWidth: 360 }} value={role.roleId} onChange={setRoleId}
              options={ofKind.map((r) => ({ value: r.roleId, label: r.name }))} />
          </LabelledField>
          <Typography.Title level={2} style={{ fontSize: 18 }}>{t(M.widgetsOfRole, { role: role.name })}</Typography.Title>
          <Typography.Paragraph type="secondary">{t(M.givenCount, { given: checked.length, total })}</Typography.Paragraph>
          {groups.map(({ category, widgets: list }) => (
            <fieldset key={category.id} style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
              <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 8 }}>{named(category.name)}</legend>
              <Flex vertical gap={4}>
                {list.map((w) => (
                  <Checkbox
                    key={w.widgetId}
                    checked={checked.includes(w.widgetId)}
                    onChange={(e) => setChecked((now) => (e.target.checked ? [...now, w.widgetId] : now.filter((id) => id !== w.widgetId)))}
                  >
                    {named(w.name)}
                    {shownInTenant.data && !shownInTenant.data.has(w.widgetId) && <Tag style={{ marginInlineStart: 8 }}>{t(M.notShownInTenant)}</Tag>}
                  </Checkbox>
                ))}
              </Flex>
            </fieldset>
          ))}
          <Button type="primary" loading={save.isPending} onClick={submit}>{t(M.save)}</Button>
        </div>
      )}
    </ManagementFrame>
  );
}
