import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { callApi, callApiFile } from '@portal/api-client';
import { REPORT_FILE_ENDPOINTS, type DailyReportFile } from '@portal/contracts';
import { AlertBanner, formatCount, ListPager, ListTable, saveBlob, useAlertQueue, useListState, type ColumnDef, type ListSpec } from '@portal/kit';
import { R } from '../i18n/report-texts';
import { useReportsTranslation } from '../i18n/use-reports-translation';

const PAGE_SIZE = 10;
const sizeOf = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

/**
 * The daily transactions-daily files of the caller's scope (issue 12 deliverable 3, ADR 0057), written each night
 * by the server: one per tenant and one per merchant with transactions; each downloads by its name.
 */
export function DailyFiles({ listId }: { listId?: string }) {
  const { t } = useReportsTranslation();
  const alerts = useAlertQueue();
  // The report's second list: its page in the URL under its own keys, beside the report's list state.
  const spec = useMemo<ListSpec>(() => ({ id: listId, urlPrefix: 'daily', filterKeys: [], defaultPageSize: PAGE_SIZE }), [listId]);
  const list = useListState(spec);
  const page = { pageIndex: list.state.pageIndex, pageSize: list.state.pageSize };
  const [downloading, setDownloading] = useState<string | null>(null);
  const files = useQuery({
    queryKey: ['reports', 'daily-files', page],
    queryFn: ({ signal }) => callApi(REPORT_FILE_ENDPOINTS.dailyFiles, { query: { pageIndex: page.pageIndex, PageSize: page.pageSize }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
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
    { key: 'size', title: R.fileSize, align: 'right', value: (f) => sizeOf(f.size) },
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
      {files.isError && <Alert type="error" showIcon title={t(R.loadFailed)} description={files.error.message} />}
      {!files.isError && (
        <>
          <ListTable rows={files.data?.data ?? []} rowKey={(f) => f.name} columns={columns} translate={t} label={t(R.dailyFiles)} loading={files.isFetching} emptyText={t(R.noDailyFiles)} />
          {(files.data?.count ?? 0) > page.pageSize && <ListPager {...page} total={files.data?.count ?? 0} onChange={list.setPage} />}
        </>
      )}
    </section>
  );
}
