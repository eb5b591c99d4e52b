import { Alert, Descriptions, Space } from 'antd';
import { Link } from 'react-router';
import type { VirtualTerminalResult } from '@portal/contracts';
import { formatMoney, StatusPill } from '@portal/kit';
import { VT } from '../../i18n/vt-batch-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { lookupLinkOf } from './vt-api';

/** The antifraud outcome's tone: Passed positive, Review pending (held for a person), Blocked negative. */
const FRAUD_TONE = { Passed: 'positive', Review: 'pending', Blocked: 'negative' } as const;

/**
 * What the virtual terminal's payment came to: its status, amount, card, route, antifraud screen, a decline's reason
 * and what to tell the customer (the merchant's error mapping, ADR 0143), and a link to it in the lookup.
 */
export function TerminalResult({ result, staff, places, onClose }: { result: VirtualTerminalResult; staff: boolean; places(c: string): number; onClose(): void }) {
  const { t } = useTransactionsTranslation();
  const taken = result.status === 'Captured';
  return (
    <Alert
      type={taken ? 'success' : 'error'} showIcon closable onClose={onClose} style={{ marginBottom: 16, maxWidth: 720 }}
      title={<span role="status">{t(taken ? VT.resultTaken : VT.resultNotTaken, { externalId: result.externalId })}</span>}
      description={(
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t(VT.status)}><StatusPill status={result.status} label={t(result.status)} /></Descriptions.Item>
            <Descriptions.Item label={t(VT.amount)}>{formatMoney(result.amount, result.currency, places(result.currency))}</Descriptions.Item>
            <Descriptions.Item label={t(VT.card)}>{`${result.cardFirst6}******${result.cardLast4}`}</Descriptions.Item>
            <Descriptions.Item label={t(VT.routedTo)}>{`${result.channelName} · ${result.serviceProviderName}`}</Descriptions.Item>
            <Descriptions.Item label={t(VT.antifraud)}>
              <Space wrap>
                <StatusPill status={result.antifraudOutcome} tone={FRAUD_TONE[result.antifraudOutcome as keyof typeof FRAUD_TONE] ?? 'neutral'} label={t(result.antifraudOutcome)} />
                <span>{t(VT.score, { score: result.antifraudScore })} · {t(result.antifraudRule)}</span>
              </Space>
            </Descriptions.Item>
            {result.declineReason && <Descriptions.Item label={t(VT.declineReason)}>{t(result.declineReason)}</Descriptions.Item>}
            {/* The merchant's own words for the payer (its error mappings), as written: read out on a phone payment. */}
            {result.payerMessage && <Descriptions.Item label={t(VT.payerMessage)}>{result.payerMessage}</Descriptions.Item>}
            <Descriptions.Item label={t(VT.mode)}>{t(result.mode)}</Descriptions.Item>
          </Descriptions>
          <Link to={lookupLinkOf(result, staff)} style={{ textDecoration: 'underline' }}>{t(VT.openTransaction, { externalId: result.externalId })}</Link>
        </Space>
      )}
    />
  );
}
