import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Space, Spin, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { DisputeRecord } from '@portal/contracts';
import { AlertBannerProvider, formatInTimeZone, formatMoney } from '@portal/kit';
import { DB } from '../../i18n/disputes-bulk-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { fetchDispute } from './dispute-api';
import { DisputeActions } from './DisputeActions';
import { DisputeStatusPill } from './dispute-columns';

const DAY_MS = 86_400_000;

export interface DisputeDrawerProps {
  disputeId: string | null;
  onClose(): void;
  timeZone: string | undefined;
  decimalPlaces: Record<string, number>;
}

/** One dispute: the case, its evidence and outcome, and what the user may do now. */
export function DisputeDrawer({ disputeId, onClose, timeZone, decimalPlaces }: DisputeDrawerProps) {
  const { t } = useTransactionsTranslation();
  const result = useQuery({
    queryKey: ['disputes', 'detail', disputeId],
    queryFn: ({ signal }) => fetchDispute(disputeId!, signal),
    enabled: !!disputeId,
    retry: false,
  });
  const d = result.data;
  return (
    <Drawer
      open={!!disputeId}
      onClose={onClose}
      size={640}
      destroyOnHidden
      aria-label={t(DB.disputeLabel)}
      title={d ? t(DB.disputeTitle, { externalId: d.chargebackExternalId }) : t(DB.disputeLabel)}
      extra={<Button onClick={onClose}>{t(DB.close)}</Button>}
      closable={false}
    >
      {result.isPending && disputeId && <Spin />}
      {result.isError && <Alert type="error" showIcon title={result.error.message} />}
      {d && (
        <AlertBannerProvider>
          <DisputeFacts d={d} timeZone={timeZone} decimalPlaces={decimalPlaces} />
          <DisputeActions dispute={d} />
        </AlertBannerProvider>
      )}
    </Drawer>
  );
}

function DisputeFacts({ d, timeZone, decimalPlaces }: { d: DisputeRecord; timeZone: string | undefined; decimalPlaces: Record<string, number> }) {
  const { t } = useTransactionsTranslation();
  const date = (iso: string | null) => (iso ? formatInTimeZone(iso, timeZone) : '');
  const daysLeft = Math.ceil((new Date(d.respondBy).getTime() - Date.now()) / DAY_MS);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions column={1} size="small" bordered items={[
        { key: 'status', label: t(DB.disputeStatus), children: <><DisputeStatusPill status={d.status} t={t} />{d.overdue && <Tag color="red">{t(DB.overdue)}</Tag>}</> },
        { key: 'payment', label: t(DB.paymentId), children: <Link to={`/transaction-management/transaction-lookup?tx=${d.paymentId}`}>{d.paymentExternalId}</Link> },
        { key: 'merchant', label: t(DB.merchant), children: d.merchantName },
        { key: 'reason', label: t(DB.reason), children: `${d.scheme} ${d.reasonCode} · ${d.reasonDescription}` },
        { key: 'amount', label: t(DB.amount), children: formatMoney(d.amount, d.currency, decimalPlaces[d.currency]) },
        { key: 'opened', label: t(DB.openedAt), children: date(d.openedAt) },
        {
          key: 'respondBy', label: t(DB.respondBy),
          children: <>{date(d.respondBy)}{d.status === 'NeedsResponse' && !d.overdue && <Typography.Text type="secondary"> · {t(DB.daysLeft, { n: Math.max(daysLeft, 0) })}</Typography.Text>}</>,
        },
        ...(d.decidedAt ? [
          { key: 'decided', label: t(DB.decidedAt), children: date(d.decidedAt) },
          { key: 'note', label: t(DB.outcomeNote), children: d.outcomeNote ?? '' },
        ] : []),
      ]} />
      <div>
        <Typography.Title level={2} style={{ fontSize: 16 }}>{t(DB.evidence)}</Typography.Title>
        {d.evidenceSubmittedAt ? (
          <Descriptions column={1} size="small" items={[
            { key: 'at', label: t(DB.evidenceSubmittedAt), children: date(d.evidenceSubmittedAt) },
            // Evidence is an explanation, files or both: only what was given is listed (no empty row).
            ...(d.evidenceText ? [{ key: 'text', label: t(DB.evidenceText), children: <span style={{ whiteSpace: 'pre-wrap' }}>{d.evidenceText}</span> }] : []),
            ...(d.evidenceFiles.length > 0 ? [{ key: 'files', label: t(DB.evidenceFiles), children: d.evidenceFiles.map((f) => f.fileName).join(', ') }] : []),
          ]} />
        ) : <Typography.Text type="secondary">{t(DB.noEvidence)}</Typography.Text>}
      </div>
    </Space>
  );
}
