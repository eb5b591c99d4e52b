import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { callApi, callApiFile } from '@portal/api-client';
import { useProfileTimeZone } from '@portal/auth';
import { AUDIT_ENDPOINTS, type AuditVerification } from '@portal/contracts';
import { formatInTimeZone } from '@portal/i18n';
import { formatCount, saveBlob } from '@portal/kit';
import { AU } from '../../i18n/audit-texts';
import { useCrmTranslation } from '../../i18n/use-crm-translation';

/** The list's filter parameters the export takes (paging and sort are the list's own). */
const EXPORT_KEYS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to', 'tenants'] as const;

const REASONS = { changed: AU.brokenChanged, 'missing-before': AU.brokenMissingBefore, 'missing-at-end': AU.brokenMissingAtEnd } as const;

type Outcome = { kind: 'verified'; result: AuditVerification } | { kind: 'error'; message: string };

/** "Verify chain" (the first broken link, or how many events hold) and "Export CSV" of what the filters select. */
export function ChainTools({ query }: { query: Readonly<Record<string, unknown>> }) {
  const { t } = useCrmTranslation();
  const timeZone = useProfileTimeZone();
  const [verifying, setVerifying] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const verify = async () => {
    setVerifying(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'verified', result: await callApi(AUDIT_ENDPOINTS.verify, { query: {}, silent: true }) as AuditVerification });
    } catch (error) {
      setOutcome({ kind: 'error', message: t(AU.verifyFailed, { error: (error as Error).message }) });
    } finally {
      setVerifying(false);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const filters = Object.fromEntries(EXPORT_KEYS.filter((k) => query[k] !== undefined && query[k] !== '').map((k) => [k, query[k]]));
      const answer = await callApiFile(AUDIT_ENDPOINTS.export, { query: filters as never, silent: true });
      if (answer.kind === 'file') saveBlob(answer.blob, answer.fileName ?? 'audit.csv');
    } catch (error) {
      setOutcome({ kind: 'error', message: t(AU.exportFailed, { error: (error as Error).message }) });
    } finally {
      setExporting(false);
    }
  };

  const broken = outcome?.kind === 'verified' ? outcome.result.broken : null;
  return (
    <div style={{ marginBottom: 12 }}>
      <Space wrap>
        <Button onClick={() => void verify()} loading={verifying}>{t(AU.verify)}</Button>
        <Button onClick={() => void exportCsv()} loading={exporting}>{t(AU.exportCsv)}</Button>
      </Space>
      <div role="status" aria-live="polite" style={{ marginTop: outcome || verifying ? 8 : 0 }}>
        {verifying && <span>{t(AU.verifying)}</span>}
        {outcome?.kind === 'verified' && !broken && <Alert type="success" showIcon title={t(AU.intact, { count: formatCount(outcome.result.events) })} />}
        {broken && (
          <Alert type="error" showIcon title={t(AU.broken, {
            id: broken.eventId ?? '—', time: broken.occurredAt ? formatInTimeZone(broken.occurredAt, timeZone, 'dateTimeSeconds') : '—', reason: t(REASONS[broken.reason]),
          })} />
        )}
        {outcome?.kind === 'error' && <Alert type="error" showIcon title={outcome.message} />}
      </div>
    </div>
  );
}
