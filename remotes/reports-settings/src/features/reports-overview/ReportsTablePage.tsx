import { Card, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { REPORT_IDS, type ReportId } from '@portal/contracts';
import { PageTitle } from '@portal/ui';
import { KitSelect, LabelledField } from '@portal/kit';
import { useReportsOverview } from '../report-settings/api/settings-api';
import { S, useReportSettingsTranslation } from '../report-settings/i18n/texts';
import { useReportsTranslation } from '../reports/i18n/use-reports-translation';
import { ReportPage } from '../reports/ReportPage';

const isReportId = (value: string | null): value is ReportId => !!value && (REPORT_IDS as readonly string[]).includes(value);

/**
 * reports/table (hidden route, ADR 0057): one report's raw table from its definition (every column, the server's
 * paging and sort, its filters), the report named by `?reportId=`; without one, a picker of the reports the caller
 * may run. The server refuses a report the caller may not run, as on its own page.
 */
export function ReportsTablePage({ title }: { title: string }) {
  const { t } = useReportSettingsTranslation();
  const { t: tReport } = useReportsTranslation();
  const [search, setSearch] = useSearchParams();
  const reportId = search.get('reportId');
  const overview = useReportsOverview();
  const reports = overview.data?.groups.flatMap((g) => g.reports) ?? [];

  const picker = (
    <LabelledField layout="inline" label={t(S.report)} htmlFor="reports-table-report" style={{ marginBottom: 16 }}>
      {overview.isPending ? <Skeleton.Input active /> : (
        <KitSelect<string>
          id="reports-table-report"
          style={{ minWidth: 280 }}
          placeholder={t(S.pickReport)}
          value={isReportId(reportId) ? reportId : undefined}
          options={reports.map((r) => ({ value: r.reportId, label: tReport(r.title) }))}
          onChange={(id: string) => setSearch(new URLSearchParams({ reportId: id }))}
        />
      )}
    </LabelledField>
  );
  if (!isReportId(reportId)) {
    return (
      <Card variant="borderless">
        <PageTitle title={t(title)} level={1} />
        <Typography.Paragraph type="secondary">{t(S.tableIntro)}</Typography.Paragraph>
        {picker}
      </Card>
    );
  }
  return (
    <>
      <Card variant="borderless" style={{ marginBottom: 8 }}>
        <PageTitle title={t(title)} level={1} />
        <Typography.Paragraph type="secondary">{t(S.tableIntro)}</Typography.Paragraph>
        {picker}
      </Card>
      <ReportPage key={reportId} reportId={reportId} title={reports.find((r) => r.reportId === reportId)?.title ?? reportId} raw headingLevel={2} />
    </>
  );
}
