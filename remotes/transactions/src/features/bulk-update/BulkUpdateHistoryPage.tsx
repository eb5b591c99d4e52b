import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Drawer, Spin } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getSystemMode } from '@portal/api-client';
import { formatInTimeZone, ListPager, ListTable, saveBlob, useListState, type ListSpec } from '@portal/kit';
import { useProfileTimeZone } from '@portal/auth';
import { PageTitle } from '@portal/ui';
import { DB } from '../../i18n/disputes-bulk-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { downloadBulkUpdate, fetchBulkUpdate, fetchBulkUpdates } from './bulk-api';
import { BulkPill, historyColumns, itemColumns } from './bulk-columns';

const UPDATE_PARAM = 'update';
const SPEC: ListSpec = { filterKeys: [], defaultSort: null };
/** While a job runs, the history asks again this often. */
const POLL_MS = 1_000;
const running = (status: string | undefined) => status === 'Queued' || status === 'Running';

/** Who bulk-updated what, when, how many, and each id's outcome, downloadable as CSV (issue 13, ADR 0050). */
export function BulkUpdateHistoryPage({ title }: { title: string }) {
  const { t } = useTransactionsTranslation();
  const timeZone = useProfileTimeZone();
  const list = useListState(SPEC);
  const query = { pageIndex: list.state.pageIndex, pageSize: list.state.pageSize };
  const result = useQuery({
    queryKey: ['bulk-updates', 'list', getSystemMode(), query],
    queryFn: ({ signal }) => fetchBulkUpdates(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some((u) => running(u.status)) ? POLL_MS : false),
  });
  const columns = useMemo(() => historyColumns(t), [t]);
  const [params, setParams] = useSearchParams();
  const openId = params.get(UPDATE_PARAM);
  const setOpen = useCallback((id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set(UPDATE_PARAM, id); else next.delete(UPDATE_PARAM);
    setParams(next);
  }, [params, setParams]);
  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      {result.isError && <Alert type="error" showIcon title={t(DB.loadFailed)} description={result.error.message} style={{ marginBottom: 12 }} />}
      <ListTable rows={result.data?.data ?? []} rowKey={(u) => u.id} columns={columns} translate={t} label={t(title)} loading={result.isFetching && !result.data}
        timeZone={timeZone} onRowClick={(u) => setOpen(u.id)} emptyText={t(DB.historyEmpty)} />
      <ListPager pageIndex={list.state.pageIndex} pageSize={list.state.pageSize} total={result.data?.count ?? 0} onChange={list.setPage} />
      <BulkUpdateDrawer updateId={openId} onClose={() => setOpen(null)} timeZone={timeZone} />
    </Card>
  );
}

function BulkUpdateDrawer({ updateId, onClose, timeZone }: { updateId: string | null; onClose(): void; timeZone: string | undefined }) {
  const { t } = useTransactionsTranslation();
  const detail = useQuery({
    queryKey: ['bulk-updates', 'detail', updateId],
    queryFn: ({ signal }) => fetchBulkUpdate(updateId!, signal),
    enabled: !!updateId,
    retry: false,
    refetchInterval: (q) => (running(q.state.data?.status) ? POLL_MS : false),
  });
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const columns = useMemo(() => itemColumns(t), [t]);
  const u = detail.data;
  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const answer = await downloadBulkUpdate(updateId!);
      if (answer.kind === 'file') saveBlob(answer.blob, answer.fileName ?? 'bulk-status-update.csv');
    } catch (error) {
      setDownloadError(t(DB.downloadFailed, { error: (error as Error).message }));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Drawer
      open={!!updateId} onClose={onClose} size={900} destroyOnHidden closable={false} aria-label={t(DB.bulkLabel)}
      title={u ? t(DB.bulkTitle, { date: formatInTimeZone(u.createdAt, timeZone) }) : t(DB.bulkLabel)}
      extra={<>
        <Button onClick={() => void download()} loading={downloading} disabled={!u} style={{ marginRight: 8 }}>{t(DB.download)}</Button>
        <Button onClick={onClose}>{t(DB.close)}</Button>
      </>}
    >
      {detail.isPending && updateId && <Spin />}
      {detail.isError && <Alert type="error" showIcon title={detail.error.message} />}
      {downloadError && <Alert type="error" showIcon title={downloadError} style={{ marginBottom: 12 }} />}
      {u && (
        <>
          <Descriptions column={2} size="small" bordered style={{ marginBottom: 16 }} items={[
            { key: 'by', label: t(DB.requestedBy), children: u.requestedByName },
            { key: 'status', label: t(DB.updateStatus), children: <BulkPill value={u.status} t={t} /> },
            { key: 'target', label: t(DB.targetStatus), children: t(u.targetStatus === 'Approve' ? DB.targetApprove : DB.targetDecline) },
            { key: 'reason', label: t(DB.bulkReason), children: u.reason },
            { key: 'counts', label: t(DB.total), children: `${u.total} · ${t(DB.succeeded)} ${u.succeeded} · ${t(DB.refusedCount)} ${u.refused}` },
            { key: 'finished', label: t(DB.finishedAt), children: u.finishedAt ? formatInTimeZone(u.finishedAt, timeZone) : '' },
          ]} />
          <ListTable rows={u.items} rowKey={(i) => i.line} columns={columns} translate={t} label={t(DB.bulkLabel)} />
        </>
      )}
    </Drawer>
  );
}
