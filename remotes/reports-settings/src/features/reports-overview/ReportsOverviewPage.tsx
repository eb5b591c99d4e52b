import { Alert, Button, Card, Empty, Skeleton, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useUserContext } from '@portal/auth';
import type { ReportOverviewItem } from '@portal/contracts';
import { formatInTimeZone, ListTable, type ColumnDef } from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { useReportsOverview } from '../report-settings/api/settings-api';
import { S, useReportSettingsTranslation } from '../report-settings/i18n/texts';
import { useReportsTranslation } from '../reports/i18n/use-reports-translation';
import { reportPathOf, tablePathOf } from './report-links';

const groupIdOf = (group: string) => `reports-group-${group.replace(/\W+/g, '-')}`;

/**
 * reports/overview (issue 12, ADR 0057): the reports the caller may run, by group, with what each shows and when
 * the caller last ran and exported it; each opens its report page or its raw table.
 */
export function ReportsOverviewPage({ title }: { title: string }) {
  const { t } = useReportSettingsTranslation();
  const { t: tReport } = useReportsTranslation();
  const overview = useReportsOverview();
  const context = useUserContext();
  const timeZone = context.data?.user.configureTimeZone || undefined;
  const merchant = context.data?.user.userType === 'Merchant';
  const columns = useMemo<ColumnDef<ReportOverviewItem>[]>(() => {
    const when = (at: string | null) => (at ? formatInTimeZone(at, timeZone) : <Typography.Text type="secondary">{t(S.never)}</Typography.Text>);
    return [
      {
        key: 'report', title: S.report, value: (item) => item.title, width: 360, render: (item) => {
          const path = reportPathOf(item.reportId, merchant);
          return (
            <Space orientation="vertical" size={0}>
              {path ? <Link to={path} aria-label={t(S.openReport, { report: tReport(item.title) })}>{tReport(item.title)}</Link> : tReport(item.title)}
              <Typography.Text type="secondary">{tReport(item.description)}</Typography.Text>
            </Space>
          );
        },
      },
      { key: 'lastRun', title: S.lastRun, width: 180, value: (item) => item.lastRunAt, render: (item) => when(item.lastRunAt) },
      { key: 'lastExport', title: S.lastExport, width: 180, value: (item) => item.lastExportedAt, render: (item) => when(item.lastExportedAt) },
      {
        key: 'table', title: S.table, width: 120, value: () => null, render: (item) => (
          <Link to={tablePathOf(item.reportId)} aria-label={t(S.tableOf, { report: tReport(item.title) })}>{t(S.table)}</Link>
        ),
      },
    ];
  }, [t, tReport, timeZone, merchant]);

  let content;
  if (overview.error) {
    content = (
      <Alert type="error" showIcon title={t(S.loadFailed)} description={overview.error.message}
        action={<Button size="small" onClick={() => void overview.refetch()}>{t(S.retry)}</Button>} />
    );
  } else if (!overview.data) {
    content = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (overview.data.groups.length === 0) {
    content = <Empty description={t(S.noReports)} />;
  } else {
    // A fixed overview of the reports the caller may run, by group: short tables, not a paged list.
    content = overview.data.groups.map(({ group, reports }) => (
      <section key={group} aria-labelledby={groupIdOf(group)} style={{ marginBottom: 24 }}>
        <Typography.Title level={2} style={{ fontSize: 18 }} id={groupIdOf(group)}>{t(group)}</Typography.Title>
        <ListTable<ReportOverviewItem> rows={reports} rowKey={(item) => item.reportId} columns={columns} translate={t} label={t(group)} timeZone={timeZone} />
      </section>
    ));
  }
  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <Typography.Paragraph type="secondary">{t(S.overviewIntro)}</Typography.Paragraph>
      {content}
    </Card>
  );
}
