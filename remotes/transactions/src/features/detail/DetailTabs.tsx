import { Button, Descriptions, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CASCADING_PAGE_SIZE, type TransactionDetailTab, type TransactionRecord } from '@portal/contracts';
import { ElapsedTime, formatInTimeZone, formatMoney, ListPager, ListTable, useLookup, type ColumnDef } from '@portal/kit';
import { A } from '../../i18n/action-texts';
import { D } from '../../i18n/detail-texts';
import { RESENDABLE_WEBHOOKS, useDrawerActions } from '../actions/drawer-actions';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import type { DetailApi, DetailOf } from './detail-api';
import { TabQuery } from './TabState';

export interface TabProps {
  tx: TransactionRecord;
  api: DetailApi;
  timeZone: string | undefined;
}

const key = (tx: TransactionRecord, tab: string, ...rest: unknown[]) => ['transactions', 'detail', tx.id, tab, ...rest];
const byId = <R extends { id: string }>(row: R) => row.id;
const hasNone = (rows: readonly unknown[]) => rows.length === 0;
const Json = ({ value }: { value: unknown }) => (
  <pre style={{ margin: 0, maxHeight: 240, overflow: 'auto', fontSize: 12, background: 'rgba(0,0,0,0.03)', padding: 8 }}>{JSON.stringify(value, null, 2)}</pre>
);

function useCommon() {
  const { t } = useTransactionsTranslation();
  return { t, yesNo: (v: boolean) => (v ? t(D.yes) : t(D.no)) };
}

function DetailsTab({ tx, api, timeZone }: TabProps) {
  const { t } = useCommon();
  // The method's name as the settings call it (its id is "google-pay"); a method the lookup no longer has keeps its id.
  const methods = useLookup('methods');
  return (
    <TabQuery queryKey={key(tx, 'details')} fetch={(s) => api.details(tx.id, s)}>
      {(d: DetailOf<'details'>) => {
        const r = d.transaction;
        return (
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t(D.type)}>{t(r.type ?? '')}</Descriptions.Item>
            <Descriptions.Item label={t(D.created)}>{formatInTimeZone(r.createdAt, timeZone)}</Descriptions.Item>
            <Descriptions.Item label={t(D.paymentMethod)}>{methods.byId.get(r.paymentMethod)?.name ?? r.paymentMethod}</Descriptions.Item>
            {r.cardFirst6 && <Descriptions.Item label={t(D.card)}>{`${r.cardFirst6}******${r.cardLast4 ?? ''}`} {r.cardCountry}</Descriptions.Item>}
            {d.bin && (
              <Descriptions.Item label={t(D.bin)}>
                {[d.bin.scheme, d.bin.issuer, d.bin.country, d.bin.cardType].join(' · ')}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t(D.customerEmail)}>{r.customerEmail}</Descriptions.Item>
            <Descriptions.Item label={t(D.customerIp)}>{r.customerIp}</Descriptions.Item>
            <Descriptions.Item label={t(D.website)}>{[r.websiteName, d.websiteUrl].filter(Boolean).join(' · ')}</Descriptions.Item>
            <Descriptions.Item label={t(D.paymentChannel)}>{r.paymentChannelName}</Descriptions.Item>
            <Descriptions.Item label={t(D.serviceProvider)}>{r.serviceProviderName}</Descriptions.Item>
            {r.parentExternalId && <Descriptions.Item label={t(D.parent)}>{r.parentExternalId}</Descriptions.Item>}
            {d.riskScore !== null && <Descriptions.Item label={t(D.riskScore)}>{d.riskScore}</Descriptions.Item>}
            {d.webhookStatus && <Descriptions.Item label={t(D.webhook)}>{t(d.webhookStatus)}</Descriptions.Item>}
          </Descriptions>
        );
      }}
    </TabQuery>
  );
}

function EventsTab({ tx, api, timeZone }: TabProps) {
  const { t } = useCommon();
  type Row = DetailOf<'events'>[number];
  const columns: ColumnDef<Row>[] = [
    { key: 'createdAt', title: D.created, kind: 'dateTime', value: (e) => e.createdAt },
    { key: 'type', title: D.eventType, value: (e) => e.type },
    { key: 'status', title: D.status, kind: 'status', value: (e) => e.status, label: (status) => t(status) },
    { key: 'webhook', title: D.webhook, value: (e) => e.webhookStatus, render: (e) => t(e.webhookStatus) },
    { key: 'attempts', title: D.attempts, value: (e) => e.webhookAttempts, align: 'right' },
    { key: 'code', title: D.responseCode, value: (e) => e.webhookResponseCode ?? '' },
  ];
  // Tenant staff who act resend a webhook that was tried (issue 10; spec part 2 section 7.1 events/{id}/resend-webhook).
  const actions = useDrawerActions();
  if (actions?.canResendWebhook) {
    columns.push({
      key: 'resend', title: A.resendWebhook, value: () => '', render: (e) => RESENDABLE_WEBHOOKS.includes(e.webhookStatus) && (
        <Button size="small" loading={actions.resending.has(e.id)} onClick={() => void actions.resend(e.id, tx)}
          aria-label={`${t(A.resendWebhook)} (${e.type})`}>
          {t(A.resendWebhook)}
        </Button>
      ),
    });
  }
  return (
    <TabQuery queryKey={key(tx, 'events')} fetch={(s) => api.events(tx.id, s)} isEmpty={hasNone}>
      {(rows: DetailOf<'events'>) => (
        <ListTable rows={rows} rowKey={byId} columns={columns} translate={t} timeZone={timeZone} fit
          expandedRow={(e) => <Json value={e.payload} />} />
      )}
    </TabQuery>
  );
}

function RelatedTab({ tx, api, timeZone }: TabProps) {
  const { t } = useCommon();
  type Row = DetailOf<'related'>[number];
  const columns: ColumnDef<Row>[] = [
    { key: 'externalId', title: D.externalId, value: (r) => r.externalId },
    { key: 'type', title: D.type, value: (r) => t(r.type ?? '') },
    { key: 'status', title: D.status, kind: 'status', value: (r) => r.status, label: (status) => t(status) },
    { key: 'amount', title: D.amount, kind: 'money', value: (r) => r.amount, currency: (r) => r.currency },
    { key: 'createdAt', title: D.created, kind: 'dateTime', value: (r) => r.createdAt },
  ];
  return (
    <TabQuery queryKey={key(tx, 'related')} fetch={(s) => api.related(tx.id, s)} isEmpty={hasNone}>
      {(rows: DetailOf<'related'>) => <ListTable rows={rows} rowKey={byId} columns={columns} translate={t} timeZone={timeZone} fit />}
    </TabQuery>
  );
}

/** Where a payment's money was allocated (merchants' account references), and ending an allocation. */
function RelationshipsTab({ tx, api, timeZone }: TabProps) {
  const { t } = useCommon();
  const actions = useDrawerActions();
  type Row = DetailOf<'relationships'>['data'][number];
  const columns: ColumnDef<Row>[] = [
    { key: 'accountReference', title: D.accountReference, value: (r) => r.accountReference },
    { key: 'organization', title: D.merchant, value: (r) => r.organizationName },
    { key: 'requestType', title: D.requestType, value: (r) => t(r.requestType) },
    { key: 'amount', title: D.amount, kind: 'money', value: (r) => r.amount, currency: (r) => r.currency },
    { key: 'allocatedAt', title: D.allocatedAt, kind: 'dateTime', value: (r) => r.allocatedAt },
    { key: 'deallocatedAt', title: D.deallocatedAt, kind: 'dateTime', value: (r) => r.deallocatedAt },
  ];
  if (actions?.canDeallocate) {
    columns.push({
      key: 'deallocate', title: A.deallocate, value: () => '', render: (r) => !r.deallocatedAt && (
        <Popconfirm title={t(A.confirmDeallocate, { reference: r.accountReference })} okText={t(A.deallocate)}
          onConfirm={() => actions.deallocate({ organizationId: r.organizationId, transactionId: r.transactionId, accountReference: r.accountReference, websiteId: r.websiteId }, tx)}>
          <Button size="small" aria-label={t(A.deallocateLabel, { reference: r.accountReference })}>{t(A.deallocate)}</Button>
        </Popconfirm>
      ),
    });
  }
  return (
    <TabQuery queryKey={key(tx, 'relationships')} fetch={(s) => api.relationships(tx.id, s)} isEmpty={(d) => hasNone(d.data)}>
      {(d: DetailOf<'relationships'>) => <ListTable rows={d.data} rowKey={byId} columns={columns} translate={t} timeZone={timeZone} fit />}
    </TabQuery>
  );
}

function ApiLogsTab({ tx, api, timeZone }: TabProps) {
  const { t } = useCommon();
  return (
    <TabQuery queryKey={key(tx, 'apiLogs')} fetch={(s) => api.apiLogs(tx.id, s)} isEmpty={hasNone}>
      {(rows: DetailOf<'apiLogs'>) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {rows.map((log) => (
            <section key={log.id} aria-label={`${log.method} ${log.url}`} style={{ border: '1px solid rgba(0,0,0,0.06)', borderRadius: 6, padding: 12 }}>
              <Space wrap>
                <Tag>{log.source}</Tag>
                <Typography.Text strong>{log.method} {log.url}</Typography.Text>
                <Tag color={log.statusCode >= 400 ? 'red' : 'green'}>{log.statusCode}</Tag>
                <span>{t(D.elapsed)}: <ElapsedTime seconds={log.elapsedMs / 1000} /></span>
                <span>{formatInTimeZone(log.createdAt, timeZone)}</span>
              </Space>
              <div><Typography.Text type="secondary">{t(D.request)}</Typography.Text></div>
              <Json value={log.requestBody} />
              <div><Typography.Text type="secondary">{t(D.response)}</Typography.Text></div>
              <Json value={log.responseBody} />
            </section>
          ))}
        </Space>
      )}
    </TabQuery>
  );
}

function AlertsTab({ tx, api }: TabProps) {
  const { t } = useCommon();
  type Row = DetailOf<'alerts'>[number];
  const columns: ColumnDef<Row>[] = [
    { key: 'rule', title: D.rule, value: (a) => a.rule },
    { key: 'condition', title: D.firedCondition, value: (a) => a.condition ?? '' },
    { key: 'score', title: D.score, value: (a) => a.score, align: 'right' },
    { key: 'outcome', title: D.outcome, value: (a) => a.outcome, render: (a) => <Tag color={a.outcome === 'Passed' ? 'green' : a.outcome === 'Review' ? 'gold' : 'red'}>{a.outcome}</Tag> },
    { key: 'elapsed', title: D.elapsed, align: 'right', value: (a) => a.elapsedMs, render: (a) => <ElapsedTime seconds={a.elapsedMs / 1000} /> },
  ];
  return (
    <TabQuery queryKey={key(tx, 'alerts')} fetch={(s) => api.alerts(tx.id, s)} isEmpty={hasNone}>
      {(rows: DetailOf<'alerts'>) => <ListTable rows={rows} rowKey={byId} columns={columns} translate={t} fit />}
    </TabQuery>
  );
}

function FeesTab({ tx, api }: TabProps) {
  const { t } = useCommon();
  type Row = DetailOf<'fees'>['data'][number];
  const columns: ColumnDef<Row>[] = [
    { key: 'feeType', title: D.feeType, value: (f) => f.feeType },
    { key: 'amount', title: D.amount, kind: 'money', value: (f) => f.amount, currency: (f) => f.currency },
  ];
  return (
    <TabQuery queryKey={key(tx, 'fees')} fetch={(s) => api.fees(tx.id, s)} isEmpty={(d) => hasNone(d.data)}>
      {(d: DetailOf<'fees'>) => (
        <ListTable rows={d.data} rowKey={byId} columns={columns} translate={t} fit
          summary={{ cells: { feeType: <strong>{t(D.total)}</strong>, amount: <strong>{formatMoney(d.total, d.currency)}</strong> } }} />
      )}
    </TabQuery>
  );
}

function CascadingTab({ tx, api }: TabProps) {
  const { t } = useCommon();
  const [offset, setOffset] = useState(0);
  type Row = DetailOf<'cascading'>['data'][number];
  const columns: ColumnDef<Row>[] = [
    { key: 'order', title: D.attempt, value: (a) => a.attemptOrder, align: 'right' },
    { key: 'provider', title: D.provider, value: (a) => a.serviceProviderName },
    { key: 'outcome', title: D.outcome, value: (a) => a.outcome },
    { key: 'reason', title: D.reason, value: (a) => a.reasonCode ?? '' },
    { key: 'elapsed', title: D.elapsed, align: 'right', value: (a) => a.elapsedMs, render: (a) => <ElapsedTime seconds={a.elapsedMs / 1000} /> },
  ];
  return (
    <TabQuery queryKey={key(tx, 'cascading', offset)} fetch={(s) => api.cascading(tx.id, offset, s)} isEmpty={(d) => d.count === 0}>
      {(d: DetailOf<'cascading'>) => (
        <>
          <ListTable rows={d.data} rowKey={byId} columns={columns} translate={t} fit />
          {d.count > CASCADING_PAGE_SIZE && (
            <ListPager pageIndex={Math.floor(offset / CASCADING_PAGE_SIZE)} pageSize={CASCADING_PAGE_SIZE} total={d.count} sizeChoice={false}
              onChange={(pageIndex) => setOffset(pageIndex * CASCADING_PAGE_SIZE)} />
          )}
        </>
      )}
    </TabQuery>
  );
}

function SmartRoutingTab({ tx, api }: TabProps) {
  const { t, yesNo } = useCommon();
  type Row = DetailOf<'smartRouting'>[number];
  const columns: ColumnDef<Row>[] = [
    { key: 'attempt', title: D.attempt, value: (r) => r.attemptOrder, align: 'right' },
    { key: 'step', title: D.step, value: (r) => r.step, align: 'right' },
    { key: 'rule', title: D.rule, value: (r) => r.rule },
    { key: 'matched', title: D.matched, value: (r) => yesNo(r.matched) },
    { key: 'decision', title: D.decision, value: (r) => r.decision },
  ];
  return (
    <TabQuery queryKey={key(tx, 'smartRouting')} fetch={(s) => api.smartRouting(tx.id, s)} isEmpty={hasNone}>
      {(rows: DetailOf<'smartRouting'>) => <ListTable rows={rows} rowKey={byId} columns={columns} translate={t} fit />}
    </TabQuery>
  );
}

function AccountingTab({ tx, api }: TabProps) {
  const { t } = useCommon();
  type Row = DetailOf<'accountingEntries'>['data'][number];
  const money = (v: number, currency: string) => (v ? formatMoney(v, currency) : '');
  const columns: ColumnDef<Row>[] = [
    { key: 'journal', title: D.journal, value: (e) => e.journal },
    { key: 'account', title: D.account, value: (e) => e.account },
    { key: 'debit', title: D.debit, align: 'right', value: (e) => money(e.debit, e.currency) },
    { key: 'credit', title: D.credit, align: 'right', value: (e) => money(e.credit, e.currency) },
  ];
  return (
    <TabQuery queryKey={key(tx, 'accountingEntries')} fetch={(s) => api.accountingEntries(tx.id, tx.merchantId, s)} isEmpty={(d) => hasNone(d.data)}>
      {(d: DetailOf<'accountingEntries'>) => (
        <ListTable rows={d.data} rowKey={byId} columns={columns} translate={t} fit
          summary={{
            testId: 'accounting-total',
            cells: {
              journal: <strong>{t(D.total)}</strong>,
              account: d.balance === 0
                ? <Tag color="green">{t(D.balanced)}</Tag>
                : <Tag color="red">{t(D.notBalanced, { difference: formatMoney(d.balance, d.currency) })}</Tag>,
              debit: <strong>{formatMoney(d.totalDebit, d.currency)}</strong>,
              credit: <strong>{formatMoney(d.totalCredit, d.currency)}</strong>,
            },
          }} />
      )}
    </TabQuery>
  );
}

function RejectionReasonsTab({ tx, api, timeZone }: TabProps) {
  const { t } = useCommon();
  type Row = DetailOf<'rejectionReasons'>[number];
  const columns: ColumnDef<Row>[] = [
    { key: 'code', title: D.code, value: (r) => r.code },
    // A seeded reason in the reader's language; one the tenant wrote, as written.
    { key: 'description', title: D.description, value: (r) => t(r.description) },
    { key: 'source', title: D.source, value: (r) => r.source },
    { key: 'createdAt', title: D.created, kind: 'dateTime', value: (r) => r.createdAt },
  ];
  return (
    <TabQuery queryKey={key(tx, 'rejectionReasons')} fetch={(s) => api.rejectionReasons(tx.id, s)} isEmpty={hasNone}>
      {(rows: DetailOf<'rejectionReasons'>) => <ListTable rows={rows} rowKey={(r) => r.code} columns={columns} translate={t} timeZone={timeZone} fit />}
    </TabQuery>
  );
}

function DisputeCodesTab({ tx, api }: TabProps) {
  const { t } = useCommon();
  type Row = DetailOf<'disputeCodes'>['data'][number];
  const columns: ColumnDef<Row>[] = [
    { key: 'scheme', title: D.scheme, value: (r) => r.scheme },
    { key: 'code', title: D.code, value: (r) => r.code },
    { key: 'category', title: D.category, value: (r) => t(r.category) },
    { key: 'description', title: D.description, value: (r) => t(r.description) },
  ];
  return (
    <TabQuery queryKey={key(tx, 'disputeCodes')} fetch={(s) => api.disputeCodes(tx.id, s)} isEmpty={(d) => hasNone(d.data)}>
      {(d: DetailOf<'disputeCodes'>) => (
        <>
          {d.scheme && <Typography.Paragraph>{t(D.schemeCodes, { scheme: d.scheme })}</Typography.Paragraph>}
          <ListTable rows={d.data} rowKey={(r) => `${r.scheme}:${r.code}`} columns={columns} translate={t} fit />
        </>
      )}
    </TabQuery>
  );
}

function BalanceTab({ tx, api }: TabProps) {
  const { t } = useCommon();
  return (
    <TabQuery queryKey={key(tx, 'checkBalance')} fetch={(s) => api.checkBalance(tx.id, s)}>
      {(b: DetailOf<'checkBalance'>) => (
        <Descriptions size="small" column={1} bordered>
          {(['authorised', 'captured', 'refunded', 'pendingRefunds', 'disputed', 'chargedBack', 'reversed', 'voided', 'capturable', 'refundable'] as const).map((k) => (
            <Descriptions.Item key={k} label={t(D[k])}>{formatMoney(b[k], b.currency)}</Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </TabQuery>
  );
}

export const TAB_COMPONENTS: Record<TransactionDetailTab, (props: TabProps) => React.ReactElement> = {
  details: DetailsTab, events: EventsTab, related: RelatedTab, relationships: RelationshipsTab, apiLogs: ApiLogsTab, alerts: AlertsTab, fees: FeesTab,
  cascading: CascadingTab, smartRouting: SmartRoutingTab, accountingEntries: AccountingTab, rejectionReasons: RejectionReasonsTab,
  disputeCodes: DisputeCodesTab, checkBalance: BalanceTab,
};
