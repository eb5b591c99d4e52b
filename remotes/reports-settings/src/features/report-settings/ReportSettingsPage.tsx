import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUserContext } from '@portal/auth';
import type { ReportSettingRow } from '@portal/contracts';
import { PageTitle } from '@portal/ui';
import { KitSelect, LabelledField } from '@portal/kit';
import { useReportsTranslation } from '../reports/i18n/use-reports-translation';
import { useTenantReportSettings } from './api/settings-api';
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
  const [search, setSearch] = useSearchParams();
  const tenants = context.data?.user.tenants ?? [];
  const tenantId = search.get('tenantId') ?? tenants[0]?.tenantId;
  const settings = useTenantReportSettings(tenantId);
  const [editing, setEditing] = useState<ReportSettingRow | null>(null);
  const roles = settings.data?.roles ?? [];

  const visibility = (row: ReportSettingRow) => {
    if (row.hidden) return <Tag color="red">{t(S.hiddenForTenant)}</Tag>;
    if (row.hiddenRoleIds.length) return <Tag color="orange">{t(S.hiddenForRoles, { count: row.hiddenRoleIds.length })}</Tag>;
    return <Tag color="green">{t(S.visible)}</Tag>;
  };
  const defaults = (row: ReportSettingRow) => {
    const filters = Object.keys(row.defaultFilters).length;
    if (!filters && !row.defaultColumns.length && row.defaultRangeDays === null) return <Typography.Text type="secondary">{t(S.noDefaults)}</Typography.Text>;
    return (
      <Space direction="vertical" size={0}>
        <span>{t(S.defaultsSummary, { filters, columns: row.defaultColumns.length || row.columns.length })}</span>
        {row.defaultRangeDays !== null && <span>{t(S.days, { days: row.defaultRangeDays })}</span>}
      </Space>
    );
  };

  let content;
  if (settings.error) {
    content = (
      <Alert type="error" showIcon title={t(S.loadFailed)} description={settings.error.message}
        action={<Button size="small" onClick={() => void settings.refetch()}>{t(S.retry)}</Button>} />
    );
  } else if (!settings.data) {
    content = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    content = (
      <Table<ReportSettingRow>
        rowKey="reportId"
        dataSource={settings.data.reports}
        pagination={false}
        size="middle"
        columns={[
          {
            key: 'report', title: t(S.report), render: (_, row) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{tReport(row.title)}</Typography.Text>
                <Typography.Text type="secondary">{tReport(row.description)}</Typography.Text>
              </Space>
            ),
          },
          { key: 'who', title: t(S.whoRuns), render: (_, row) => t(row.userTypes.includes('merchant') ? S.staffAndMerchants : S.staffOnly) },
          { key: 'visibility', title: t(S.visibility), render: (_, row) => visibility(row) },
          { key: 'defaults', title: t(S.defaults), render: (_, row) => defaults(row) },
          {
            key: 'actions', title: t(S.actions), render: (_, row) => (
              <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={`${t(S.edit)} ${tReport(row.title)}`} onClick={() => setEditing(row)}>{t(S.edit)}</Button>
            ),
          },
        ]}
      />
    );
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
          onChange={(id: string) => setSearch((current) => { const next = new URLSearchParams(current); next.set('tenantId', id); return next; })}
        />
      </LabelledField>
      {content}
      {editing && tenantId && <SettingDialog tenantId={tenantId} row={editing} roles={roles} onClose={() => setEditing(null)} />}
    </Card>
  );
}
