import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { UTR_MESSAGES, type UtrPendingPayment, type UtrResubmission } from '@portal/contracts';
import { AlertBanner, ListPager, ListTable, useAlertQueue, useResourceList, type ColumnDef } from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { T } from '../../i18n/texts';
import { UT } from '../../i18n/utr-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { useCurrencies } from '../payments/use-currencies';
import { UtrDialog } from './UtrDialog';
import { UtrOutcomePill } from './UtrOutcomePill';
import { UTR_QUERY_KEYS, utrApi, utrHistoryResource, utrPendingResource, type UtrSide } from './utr-api';

/**
 * transaction-management/utr-resubmissions (tenant) and merchant/transaction-management/utr-resubmissions (ADR 0055):
 * the pending bank transfers waiting for their credit with their latest UTR, a UTR submitted for one (matched to the
 * merchant's unmatched credit, or kept with why not), and every submission, newest first.
 */
export function UtrResubmissionsPage({ title, side }: { title: string; side: UtrSide }) {
  const { t } = useTransactionsTranslation();
  const queryClient = useQueryClient();
  const currencies = useCurrencies();
  const alerts = useAlertQueue();
  const api = useMemo(() => utrApi(side), [side]);
  const listId = `utr-pending-${side}`;
  const pendingList = useResourceList<UtrPendingPayment>(useMemo(() => utrPendingResource(side), [side]), { id: listId });
  const pending = pendingList.result;
  const search = pendingList.list.state.filters.search;
  const [open, setOpen] = useState<UtrPendingPayment | null>(null);
  // The submissions below the pending list: the page's second list, its page in the URL under its own keys.
  const historyList = useResourceList<UtrResubmission>(useMemo(() => utrHistoryResource(side), [side]), {
    id: listId, urlPrefix: 'history',
    fetch: async (query, signal) => ({ ...(await api.list(Number(query.pageIndex ?? 0), Number(query.pageSize ?? 20), signal)), countIsCapped: false, nextCursor: null }),
  });
  const history = historyList.result;
  const places = currencies.places;

  const pendingColumns = useMemo<ColumnDef<UtrPendingPayment>[]>(() => [
    { key: 'externalId', title: T.externalId, value: (p) => p.externalId, width: 170 },
    { key: 'createdAt', title: UT.created, kind: 'dateTime', value: (p) => p.createdAt, width: 150 },
    ...(side === 'tenant' ? [{ key: 'merchantName', title: UT.merchant, value: (p: UtrPendingPayment) => p.merchantName, width: 190 }] : []),
    { key: 'amount', title: T.amount, kind: 'money', value: (p) => p.amount, currency: (p) => p.currency, decimalPlaces: (p) => places(p.currency), width: 130 },
    { key: 'customerEmail', title: UT.payer, value: (p) => p.customerEmail ?? '', width: 190 },
    { key: 'lastUtr', title: UT.lastUtr, value: (p) => p.lastUtr ?? '', width: 140 },
    { key: 'lastOutcome', title: UT.lastOutcome, value: (p) => p.lastOutcome ?? '', render: (p) => (p.lastOutcome ? <UtrOutcomePill outcome={p.lastOutcome} /> : <span>{t(UT.noneYet)}</span>), width: 170 },
    { key: 'attempts', title: UT.attempts, value: (p) => p.attempts, width: 100 },
    { key: 'actions', title: UT.actions, value: () => '', width: 170, render: (p) => (
      <Button size="small" type="primary" aria-label={t(UT.submitNamed, { externalId: p.externalId })} onClick={() => setOpen(p)}>{t(UT.submit)}</Button>
    ) },
  ], [places, side, t]);
  const historyColumns = useMemo<ColumnDef<UtrResubmission>[]>(() => [
    { key: 'submittedAt', title: UT.submittedAt, kind: 'dateTimeSeconds', value: (r) => r.submittedAt, width: 180 },
    { key: 'externalId', title: T.externalId, value: (r) => r.externalId, width: 170 },
    ...(side === 'tenant' ? [{ key: 'merchantName', title: UT.merchant, value: (r: UtrResubmission) => r.merchantName, width: 190 }] : []),
    { key: 'utr', title: UT.utr, value: (r) => r.utr, width: 140 },
    { key: 'outcome', title: UT.outcome, value: (r) => r.outcome, render: (r) => <UtrOutcomePill outcome={r.outcome} />, width: 170 },
    { key: 'transactionStatus', title: T.status, kind: 'status', value: (r) => r.transactionStatus, label: (s) => t(s), width: 130 },
    { key: 'amount', title: T.amount, kind: 'money', value: (r) => r.amount, currency: (r) => r.currency, decimalPlaces: (r) => places(r.currency), width: 130 },
    { key: 'submittedBy', title: UT.submittedBy, value: (r) => r.submittedBy.name, width: 160 },
  ], [places, side, t]);

  const done = (result: UtrResubmission) => {
    setOpen(null);
    alerts.show({ id: 'utr', severity: result.outcome === 'Matched' ? 'success' : 'warning', message: t(UTR_MESSAGES[result.outcome]), persist: result.outcome !== 'Matched' });
    void queryClient.invalidateQueries({ queryKey: UTR_QUERY_KEYS.all });
  };

  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <Typography.Paragraph>{t(UT.intro)}</Typography.Paragraph>
      <AlertBanner alerts={alerts.alerts} onClose={alerts.close} />
      <Typography.Title level={2} style={{ fontSize: 18 }}>{t(UT.pendingTitle)}</Typography.Title>
      <Input.Search
        aria-label={t(UT.searchLabel)} placeholder={t(UT.searchLabel)} allowClear maxLength={100} style={{ maxWidth: 320, marginBottom: 12 }}
        defaultValue={typeof search === 'string' ? search : undefined}
        onSearch={(value) => pendingList.list.setFilters({ search: value.trim() })}
      />
      {pending.isError && <Alert type="error" showIcon title={t(UT.loadFailed)} description={t(pending.error.message)} style={{ marginBottom: 12 }} />}
      <ListTable {...pendingList.table} columns={pendingColumns} translate={t} label={t(UT.pendingTitle)}
        emptyText={pending.isError ? undefined : typeof search === 'string' && search ? t(UT.noPendingFor, { search }) : t(UT.noPending)} />
      <ListPager {...pendingList.pager} />
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>{t(UT.historyTitle)}</Typography.Title>
      <ListTable {...historyList.table} columns={historyColumns} translate={t} label={t(UT.historyTitle)} emptyText={history.isError ? undefined : t(UT.noHistory)} />
      <ListPager {...historyList.pager} />
      {open && <UtrDialog side={side} payment={open} places={places(open.currency)} onDone={done} onClose={() => setOpen(null)} />}
    </Card>
  );
}
