import { Button, Descriptions, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { CASCADING_PAGE_SIZE, type TransactionDetailTab, type TransactionRecord } from '@portal/contracts';
import { ElapsedTime, formatInTimeZone, formatMoney, StatusPill } from '@portal/kit';
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
  return (
    <TabQuery queryKey={key(tx, 'details')} fetch={(s) => api.details(tx.id, s)}>
      {(d: DetailOf<'details'>) => {
        const r = d.transaction;
        return (
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t(D.type)}>{t(r.type ?? '')}</Descriptions.Item>
            <Descriptions.Item label={t(D.created)}>{formatInTimeZone(r.createdAt, timeZone)}</Descriptions.Item>
            <Descriptions.Item label={t(D.paymentMethod)}>{r.paymentMethod}</Descriptions.Item>
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
            {d.webhookStatus && <Descriptions.Item label={t(D.webhook)}>{d.webhookStatus}</Descriptions.Item>}
          </Descriptions>
        );
      }}
    </TabQuery>
  );
}

function EventsTab({ tx, api, timeZone }: TabProps) {
  const { t } = useCommon();
  type Row = DetailOf<'events'>[number];
  const columns: ColumnsType<Row> = [
    { key: 'createdAt', title: t(D.created), render: (_, e) => formatInTimeZone(e.createdAt, timeZone) },
    { key: 'type', title: t(D.eventType), dataIndex: 'type' },
    { key: 'status', title: t(D.status), render: (_, e) => <StatusPill status={e.status} label={t(e.status)} /> },
    { key: 'webhook', title: t(D.webhook), render: (_, e) => e.webhookStatus },
    { key: 'attempts', title: t(D.attempts), dataIndex: 'webhookAttempts', align: 'right' },
    { key: 'code', title: t(D.responseCode), render: (_, e) => e.webhookResponseCode ?? '' },
  ];
  // Tenant staff who act resend a webhook that was tried (issue 10; spec part 2 section 7.1 events/{id}/resend-webhook).
  const actions = useDrawerActions();
  if (actions?.canResendWebhook) {
    columns.push({
      key: 'resend', title: t(A.resendWebhook), render: (_, e) => RESENDABLE_WEBHOOKS.includes(e.webhookStatus) && (
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
        <Table<Row> size="small" rowKey="id" pagination={false} columns={columns} dataSource={rows}
          expandable={{ expandedRowRender: (e) => <Json value={e.payload} /> }} />
      )}
    </TabQuery>
  );
}

function RelatedTab({ tx, api, timeZone }: TabProps) {
  const { t } = useCommon();
  type Row = DetailOf<'related'>[number];
  const columns: ColumnsType<Row> = [
    { key: 'externalId', title: t(D.externalId), dataIndex: 'externalId' },
    { key: 'type', title: t(D.type), render: (_, r) => t(r.type ?? '') },
    { key: 'status', title: t(D.status), render: (_, r) => <StatusPill status={r.status} label={t(r.status)} /> },
    { key: 'amount', title: t(D.amount), align: 'right', render: (_, r) => formatMoney(r.amount, r.currency) },
    { key: 'createdAt', title: t(D.created), render: (_, r) => formatInTimeZone(r.createdAt, timeZone) },
  ];
  return (
    <TabQuery queryKey={key(tx, 'related')} fetch={(s) => api.related(tx.id, s)} isEmpty={hasNone}>
      {(rows: DetailOf<'related'>) => <Table<Row> size="small" rowKey="id" pagination={false} columns={columns} dataSource={rows} />}
    </TabQuery>
  );
}

/** Where a payment's money was allocated (merchants' account references), and ending an allocation. */
function RelationshipsTab({ tx, api, timeZone }: TabProps) {
  const { t } = useCommon();
  const actions = useDrawerActions();
  type Row = DetailOf<'relationships'>['data'][number];
  const columns: ColumnsType<Row> = [
    { key: 'accountReference', title: t(D.accountReference), dataIndex: 'accountReference' },
    { key: 'organization', title: t(D.merchant), dataIndex: 'organizationName' },
    { key: 'requestType', title: t(D.requestType), render: (_, r) => t(r.requestType) },
    { key: 'amount', title: t(D.amount), align: 'right', render: (_, r) => formatMoney(r.amount, r.currency) },
    { key: 'allocatedAt', title: t(D.allocatedAt), render: (_, r) => formatInTimeZone(r.allocatedAt, timeZone) },
    { key: 'deallocatedAt', title: t(D.deallocatedAt), render: (_, r) => (r.deallocatedAt ? formatInTimeZone(r.deallocatedAt, timeZone) : '') },
  ];
  if (actions?.canDeallocate) {
    columns.push({
      key: 'deallocate', title: t(A.deallocate), render: (_, r) => !r.deallocatedAt && (
        <Popconfirm title={t(A.confirmDeallocate, { reference: r.accountReference })} okText={t(A.deallocate)}
          onConfirm={() => actions.deallocate({ organizationId: r.organizationId, transactionId: r.transactionId, accountReference: r.accountReference, websiteId: r.websiteId }, tx)}>
          <Button size="small" aria-label={t(A.deallocateLabel, { reference: r.accountReference })}>{t(A.deallocate)}</Button>
        </Popconfirm>
      ),
    });
  }
  return (
    <TabQuery queryKey={key(tx, 'relationships')} fetch={(s) => api.relationships(tx.id, s)} isEmpty={(d) => hasNone(d.data)}>
      {(d: DetailOf<'relationships'>) => <Table<Row> size="small" rowKey="id" pagination={false} columns={columns} dataSource={d.data} />}
    </TabQuery>
  );
}

function ApiLogsTab({ tx, api, timeZone }: TabProps) {
  const { t } = useCommon();
  return (
    <TabQuery queryKey={key(tx, 'apiLogs')} fetch={(s) => api.apiLogs(tx.id, s)} isEmpty={hasNone}>
      {(rows: DetailOf<'apiLogs'>) => (
        <Space direction="vertical" style={{ width: '100%' }}>
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
  const columns: ColumnsType<Row> = [
    { key: 'rule', title: t(D.rule), dataIndex: 'rule' },
    { key: 'score', title: t(D.score), dataIndex: 'score', align: 'right' },
    { key: 'outcome', title: t(D.outcome), render: (_, a) => <Tag color={a.outcome === 'Passed' ? 'green' : a.outcome === 'Review' ? 'gold' : 'red'}>{a.outcome}</Tag> },
    { key: 'elapsed', title: t(D.elapsed), align: 'right', render: (_, a) => <ElapsedTime seconds={a.elapsedMs / 1000} /> },
  ];
  return (
    <TabQuery queryKey={key(tx, 'alerts')} fetch={(s) => api.alerts(tx.id, s)} isEmpty={hasNone}>
      {(rows: DetailOf<'alerts'>) => <Table<Row> size="small" rowKey="id" pagination={false} columns={columns} dataSource={rows} />}
    </TabQuery>
  );
}

function FeesTab({ tx, api }: TabProps) {
  const { t } = useCommon();
  type Row = DetailOf<'fees'>['data'][number];
  const columns: ColumnsType<Row> = [
    { key: 'feeType', title: t(D.feeType), dataIndex: 'feeType' },
    { key: 'amount', title: t(D.amount), align: 'right', render: (_, f) => formatMoney(f.amount, f.currency) },
  ];
  return (
    <TabQuery queryKey={key(tx, 'fees')} fetch={(s) => api.fees(tx.id, s)} isEmpty={(d) => hasNone(d.data)}>
      {(d: DetailOf<'fees'>) => (
        <Table<Row> size="small" rowKey="id" pagination={false} columns={columns} dataSource={d.data}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}><strong>{t(D.total)}</strong></Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right"><strong>{formatMoney(d.total, d.currency)}</strong></Table.Summary.Cell>
            </Table.Summary.Row>
          )} />
      )}
    </TabQuery>
  );
}

function CascadingTab({ tx, api }: TabProps) {
  const { t } = useCommon();
  const [offset, setOffset] = useState(0);
  type Row = DetailOf<'cascading'>['data'][number];
  const columns: ColumnsType<Row> = [
    { key: 'order', title: t(D.attempt), dataIndex: 'attemptOrder', align: 'right' },
    { key: 'provider', title: t(D.provider), dataIndex: 'serviceProviderName' },
    { key: 'outcome', title: t(D.outcome), dataIndex: 'outcome' },
    { key: 'reason', title: t(D.reason), render: (_, a) => a.reasonCode ?? '' },
    { key: 'elapsed', title: t(D.elapsed), align: 'right', render: (_, a) => <ElapsedTime seconds={a.elapsedMs / 1000} /> },
  ];
  return (
    <TabQuery queryKey={key(tx, 'cascading', offset)} fetch={(s) => api.cascading(tx.id, offset, s)} isEmpty={(d) => d.count === 0}>
      {(d: DetailOf<'cascading'>) => (
        <Table<Row> size="small" rowKey="id" columns={columns} dataSource={d.data}
          pagination={d.count > CASCADING_PAGE_SIZE ? {
            current: Math.floor(offset / CASCADING_PAGE_SIZE) + 1, pageSize: CASCADING_PAGE_SIZE, total: d.count,
            onChange: (page) => setOffset((page - 1) * CASCADING_PAGE_SIZE),
          } : false} />
      )}
    </TabQuery>
  );
}

function SmartRoutingTab({ tx, api }: TabProps) {
  const { t, yesNo } = useCommon();
  type Row = DetailOf<'smartRouting'>[number];
  const columns: ColumnsType<Row> = [
    { key: 'attempt', title: t(D.attempt), dataIndex: 'attemptOrder', align: 'right' },
    { key: 'step', title: t(D.step), dataIndex: 'step', align: 'right' },
    { key: 'rule', title: t(D.rule), dataIndex: 'rule' },
    { key: 'matched', title: t(D.matched), render: (_, r) => yesNo(r.matched) },
    { key: 'decision', title: t(D.decision), dataIndex: 'decision' },
  ];
  return (
    <TabQuery queryKey={key(tx, 'smartRouting')} fetch={(s) => api.smartRouting(tx.id, s)} isEmpty={hasNone}>
      {(rows: DetailOf<'smartRouting'>) => <Table<Row> size="small" rowKey="id" pagination={false} columns={columns} dataSource={rows} />}
    </TabQuery>
  );
}

function AccountingTab({ tx, api }: TabProps) {
  const { t } = useCommon();
  type Row = DetailOf<'accountingEntries'>['data'][number];
  const money = (v: number, currency: string) => (v ? formatMoney(v, currency) : '');
  const columns: ColumnsType<Row> = [
    { key: 'journal', title: t(D.journal), dataIndex: 'journal' },
    { key: 'account', title: t(D.account), dataIndex: 'account' },
    { key: 'debit', title: t(D.debit), align: 'right', render: (_, e) => money(e.debit, e.currency) },
    { key: 'credit', title: t(D.credit), align: 'right', render: (_, e) => money(e.credit, e.currency) },
  ];
  return (
    <TabQuery queryKey={key(tx, 'accountingEntries')} fetch={(s) => api.accountingEntries(tx.id, tx.merchantId, s)} isEmpty={(d) => hasNone(d.data)}>
      {(d: DetailOf<'accountingEntries'>) => (
        <Table<Row> size="small" rowKey="id" pagination={false} columns={columns} dataSource={d.data}
          summary={() => (
            <Table.Summary.Row data-testid="accounting-total">
              <Table.Summary.Cell index={0}><strong>{t(D.total)}</strong></Table.Summary.Cell>
              <Table.Summary.Cell index={1}>
                {d.balance === 0
                  ? <Tag color="green">{t(D.balanced)}</Tag>
                  : <Tag color="red">{t(D.notBalanced, { difference: formatMoney(d.balance, d.currency) })}</Tag>}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right"><strong>{formatMoney(d.totalDebit, d.currency)}</strong></Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right"><strong>{formatMoney(d.totalCredit, d.currency)}</strong></Table.Summary.Cell>
            </Table.Summary.Row>
          )} />
      )}
    </TabQuery>
  );
}

function RejectionReasonsTab({ tx, api, timeZone }: TabProps) {
  const { t } = useCommon();
  type Row = DetailOf<'rejectionReasons'>[number];
  const columns: ColumnsType<Row> = [
    { key: 'code', title: t(D.code), dataIndex: 'code' },
    { key: 'description', title: t(D.description), dataIndex: 'description' },
    { key: 'source', title: t(D.source), dataIndex: 'source' },
    { key: 'createdAt', title: t(D.created), render: (_, r) => formatInTimeZone(r.createdAt, timeZone) },
  ];
  return (
    <TabQuery queryKey={key(tx, 'rejectionReasons')} fetch={(s) => api.rejectionReasons(tx.id, s)} isEmpty={hasNone}>
      {(rows: DetailOf<'rejectionReasons'>) => <Table<Row> size="small" rowKey="code" pagination={false} columns={columns} dataSource={rows} />}
    </TabQuery>
  );
}

function DisputeCodesTab({ tx, api }: TabProps) {
  const { t } = useCommon();
  type Row = DetailOf<'disputeCodes'>['data'][number];
  const columns: ColumnsType<Row> = [
    { key: 'scheme', title: t(D.scheme), dataIndex: 'scheme' },
    { key: 'code', title: t(D.code), dataIndex: 'code' },
    { key: 'category', title: t(D.category), dataIndex: 'category' },
    { key: 'description', title: t(D.description), dataIndex: 'description' },
  ];
  return (
    <TabQuery queryKey={key(tx, 'disputeCodes')} fetch={(s) => api.disputeCodes(tx.id, s)} isEmpty={(d) => hasNone(d.data)}>
      {(d: DetailOf<'disputeCodes'>) => (
        <>
          {d.scheme && <Typography.Paragraph>{t(D.schemeCodes, { scheme: d.scheme })}</Typography.Paragraph>}
          <Table<Row> size="small" rowKey={(r) => `${r.scheme}:${r.code}`} pagination={false} columns={columns} dataSource={d.data} />
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
