import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { callApi, callApiFile } from '@portal/api-client';
import { REPORT_FILE_ENDPOINTS, type DailyReportFile } from '@portal/contracts';
import { formatFileSize } from '@portal/i18n';
import { AlertBanner, formatCount, ListPager, ListTable, saveBlob, useAlertQueue, useResourceList, type AnyResource, type ColumnDef } from '@portal/kit';
import { R } from '../i18n/report-texts';
import { useReportsTranslation } from '../i18n/use-reports-translation';

const PAGE_SIZE = 10;

/** The caller's daily files, newest day first, paged by offset; one list for every mode (the files are written per scope). */
const DAILY_FILES: AnyResource = {
  key: 'report-daily-files', path: REPORT_FILE_ENDPOINTS.dailyFiles.path, title: 'Daily files', tag: 'Reports', row: { type: 'object' },
  operations: ['list'], filters: {}, sorts: ['day'], defaultSort: { key: 'day', direction: 'desc' },
  paging: 'offset', modeScoped: false, scope: 'global', endpoints: { list: REPORT_FILE_ENDPOINTS.dailyFiles },
};

/**
 * The daily transactions-daily files of the caller's scope (issue 12 deliverable 3, ADR 0057), written each night
 * by the server: one per tenant and one per merchant with transactions; each downloads by its name.
 */
export function DailyFiles({ listId }: { listId?: string }) {
  const { t } = useReportsTranslation();
  const alerts = useAlertQueue();
  // The report's second list: its page in the URL under its own keys, beside the report's list state.
  const files = useResourceList<DailyReportFile>(DAILY_FILES, {
    id: listId, urlPrefix: 'daily', defaultPageSize: PAGE_SIZE, rowKey: (f) => f.name, silent: true,
    fetch: async (query, signal) => ({
      ...(await callApi(REPORT_FILE_ENDPOINTS.dailyFiles, { query: { pageIndex: Number(query.pageIndex ?? 0), PageSize: Number(query.pageSize ?? PAGE_SIZE) }, signal, silent: true })),
      countIsCapped: false, nextCursor: null,
    }),
  });
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (file: DailyReportFile) => {
    setDownloading(file.name);
    try {
      const answer = await callApiFile(REPORT_FILE_ENDPOINTS.dailyFile, { params: { name: file.name }, silent: true });
      if (answer.kind === 'file') saveBlob(answer.blob, answer.fileName ?? file.name);
    } catch (error) {
      alerts.show({ id: 'daily-file', severity: 'failed', message: t(R.downloadFailed, { message: (error as Error).message }), persist: true });
    } finally {
      setDownloading(null);
    }
  };
  const columns = useMemo<ColumnDef<DailyReportFile>[]>(() => [
    { key: 'day', title: R.day, value: (f) => f.day, render: (f) => f.day.split('-').reverse().join('/') },
    { key: 'owner', title: R.covers, value: (f) => f.merchantName ?? t(R.allCustomers) },
    { key: 'rows', title: R.fileRows, align: 'right', value: (f) => formatCount(f.rows) },
    { key: 'size', title: R.fileSize, align: 'right', value: (f) => formatFileSize(f.size) },
    {
      key: 'download', title: R.download, value: () => '', render: (f) => (
        <Button size="small" icon={<DownloadOutlined aria-hidden />} loading={downloading === f.name} onClick={() => void download(f)}
          aria-label={t(R.downloadFile, { name: f.name })}>
          {t(R.download)}
        </Button>
      ),
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- download reads the alerts of this render
  ], [downloading, t]);
  return (
    <section aria-labelledby="daily-files-title" style={{ marginTop: 32 }}>
      <Typography.Title level={2} style={{ fontSize: 18 }} id="daily-files-title">{t(R.dailyFiles)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t(R.dailyFilesIntro)}</Typography.Paragraph>
      <AlertBanner alerts={alerts.alerts} onClose={alerts.close} />
      {files.result.isError && <Alert type="error" showIcon title={t(R.loadFailed)} description={files.result.error.message} />}
      {!files.result.isError && (
        <>
          <ListTable {...files.table} columns={columns} translate={t} label={t(R.dailyFiles)} emptyText={t(R.noDailyFiles)} />
          {files.pager.total > files.pager.pageSize && <ListPager {...files.pager} />}
        </>
      )}
    </section>
  );
}
