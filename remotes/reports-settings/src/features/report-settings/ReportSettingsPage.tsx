import { EditOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUserContext } from '@portal/auth';
import { REPORT_SETTINGS, type ReportSettingRow } from '@portal/contracts';
import { PageTitle } from '@portal/ui';
import { KitSelect, LabelledField, ListTable, TENANT_URL_KEY, usePortalScope, useResourceList, type ColumnDef } from '@portal/kit';
import { useReportsTranslation } from '../reports/i18n/use-reports-translation';
import { fetchReportSettingsPage, useTenantReportSettings } from './api/settings-api';
import { S, useReportSettingsTranslation } from './i18n/texts';
import { SettingDialog } from './SettingDialog';

/**
 * report-settings/reports (Platform.ReportV2.Settings, ADR 0057): per tenant, every report with who sees it and
 * what it opens with; Edit opens the setting's form. The tenant picked is kept in the URL.
 */
export function ReportSettingsPage({ title }: { title: string }) {
  const { t } = useReportSettingsTranslation();
  const { t: tReport } = useReportsTranslation();
  const context = useUserContext();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const scope = usePortalScope();
  const tenants = context.data?.user.tenants ?? [];
  const tenantId = search.get(TENANT_URL_KEY) ?? tenants[0]?.tenantId;
  // The first tenant until one is picked: in the URL, where the list's tenant scope reads it.
  useEffect(() => { if (tenantId && !search.get(TENANT_URL_KEY)) scope.setTenant(tenantId); }, [tenantId, search, scope]);
  const list = useResourceList<ReportSettingRow>(REPORT_SETTINGS, {
    enabled: !!tenantId,
    rowKey: (row) => row.reportId,
    fetch: (query) => fetchReportSettingsPage(client, String(query.tenantId ?? tenantId)),
  });
  const settings = list.result;
  const roles = useTenantReportSettings(tenantId).data?.roles ?? [];
  const [editing, setEditing] = useState<ReportSettingRow | null>(null);

  const visibility = (row: ReportSettingRow) => {
    if (row.hidden) return <Tag color="red">{t(S.hiddenForTenant)}</Tag>;
    if (row.hiddenRoleIds.length) return <Tag color="orange">{t(S.hiddenForRoles, { count: row.hiddenRoleIds.length })}</Tag>;
    return <Tag color="green">{t(S.visible)}</Tag>;
  };
  const defaults = (row: ReportSettingRow) => {
    const filters = Object.keys(row.defaultFilters).length;
    if (!filters && !row.defaultColumns.length && row.defaultRangeDays === null) return <Typography.Text type="secondary">{t(S.noDefaults)}</Typography.Text>;
    return (
      <Space orientation="vertical" size={0}>
        <span>{t(S.defaultsSummary, { filters, columns: row.defaultColumns.length || row.columns.length })}</span>
        {row.defaultRangeDays !== null && <span>{t(S.days, { days: row.defaultRangeDays })}</span>}
      </Space>
    );
  };

  const columns: ColumnDef<ReportSettingRow>[] = [
    {
      key: 'report', title: S.report, value: (row) => tReport(row.title), width: 360, render: (row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{tReport(row.title)}</Typography.Text>
          <Typography.Text type="secondary">{tReport(row.description)}</Typography.Text>
        </Space>
      ),
    },
    { key: 'who', title: S.whoRuns, value: (row) => t(row.userTypes.includes('merchant') ? S.staffAndMerchants : S.staffOnly) },
    { key: 'visibility', title: S.visibility, value: (row) => row.hidden, render: visibility },
    { key: 'defaults', title: S.defaults, value: (row) => row.defaultColumns, width: 240, render: defaults },
    {
      key: 'actions', title: S.actions, value: () => null, render: (row) => (
        <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={`${t(S.edit)} ${tReport(row.title)}`} onClick={() => setEditing(row)}>{t(S.edit)}</Button>
      ),
    },
  ];

  let content;
  if (settings.error) {
    content = (
      <Alert type="error" showIcon title={t(S.loadFailed)} description={settings.error.message}
        action={<Button size="small" onClick={() => void list.refresh()}>{t(S.retry)}</Button>} />
    );
  } else if (!settings.data) {
    content = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    content = <ListTable<ReportSettingRow> {...list.table} columns={columns} translate={t} label={t(title)} />;
  }

  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <Typography.Paragraph type="secondary">{t(S.intro)}</Typography.Paragraph>
      <LabelledField layout="inline" label={t(S.tenant)} htmlFor="report-settings-tenant" style={{ marginBottom: 16 }}>
        <KitSelect<string>
          id="report-settings-tenant"
          style={{ minWidth: 240 }}
          placeholder={t(S.pickTenant)}
          value={tenantId}
          options={tenants.map((tenant) => ({ value: tenant.tenantId, label: tenant.tenantName }))}
          onChange={(id: string) => setSearch((current) => { const next = new URLSearchParams(current); next.set(TENANT_URL_KEY, id); return next; })}
        />
      </LabelledField>
      {content}
      {editing && tenantId && <SettingDialog tenantId={tenantId} row={editing} roles={roles} onClose={() => setEditing(null)} />}
    </Card>
  );
}
