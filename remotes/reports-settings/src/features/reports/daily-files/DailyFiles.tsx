import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Table, Typography } from 'antd';
import { useState } from 'react';
import { callApi, callApiFile } from '@portal/api-client';
import { REPORT_FILE_ENDPOINTS, type DailyReportFile } from '@portal/contracts';
import { AlertBanner, formatCount, saveBlob, useAlertQueue } from '@portal/kit';
import { R } from '../i18n/report-texts';
import { useReportsTranslation } from '../i18n/use-reports-translation';
import { EmptyTableText } from '@portal/ui';

const PAGE_SIZE = 10;
const sizeOf = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

/**
 * The daily transactions-daily files of the caller's scope (issue 12 deliverable 3, ADR 0057), written each night
 * by the server: one per tenant and one per merchant with transactions; each downloads by its name.
 */
export function DailyFiles() {
  const { t } = useReportsTranslation();
  const alerts = useAlertQueue();
  const [pageIndex, setPageIndex] = useState(0);
  const [downloading, setDownloading] = useState<string | null>(null);
  const files = useQuery({
    queryKey: ['reports', 'daily-files', pageIndex],
    queryFn: ({ signal }) => callApi(REPORT_FILE_ENDPOINTS.dailyFiles, { query: { pageIndex, PageSize: PAGE_SIZE }, signal, silent: true }),
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
  return (
    <section aria-labelledby="daily-files-title" style={{ marginTop: 32 }}>
      <Typography.Title level={2} style={{ fontSize: 18 }} id="daily-files-title">{t(R.dailyFiles)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t(R.dailyFilesIntro)}</Typography.Paragraph>
      <AlertBanner alerts={alerts.alerts} onClose={alerts.close} />
      {files.isError ? <Alert type="error" showIcon title={t(R.loadFailed)} description={files.error.message} /> : (
        <Table<DailyReportFile>
          rowKey="name"
          size="small"
          // Scrolls inside itself on a narrow screen instead of widening the page (a phone at 390 px).
          scroll={{ x: 'max-content' }}
          loading={files.isPending}
          dataSource={files.data?.data ?? []}
          pagination={{ current: pageIndex + 1, pageSize: PAGE_SIZE, total: files.data?.count ?? 0, showSizeChanger: false, hideOnSinglePage: true, onChange: (page) => setPageIndex(page - 1) }}
          locale={{ emptyText: <EmptyTableText text={t(R.noDailyFiles)} /> }}
          columns={[
            { key: 'day', title: t(R.day), dataIndex: 'day', render: (day: string) => day.split('-').reverse().join('/') },
            { key: 'owner', title: t(R.covers), render: (_, f) => f.merchantName ?? t(R.allCustomers) },
            { key: 'rows', title: t(R.fileRows), align: 'right', render: (_, f) => formatCount(f.rows) },
            { key: 'size', title: t(R.fileSize), align: 'right', render: (_, f) => sizeOf(f.size) },
            {
              key: 'download', title: t(R.download), render: (_, f) => (
                <Button size="small" icon={<DownloadOutlined aria-hidden />} loading={downloading === f.name} onClick={() => void download(f)}
                  aria-label={t(R.downloadFile, { name: f.name })}>
                  {t(R.download)}
                </Button>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
