import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Typography, Upload } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { batchTotals, parseBatchPaymentCsv, BATCH_PAYMENT_MESSAGES as M, type BatchLineMessage, type BatchPaymentLine, type BatchPaymentParse, type BatchTotal, type PaymentBatchDetail } from '@portal/contracts';
import { ListTable, type ColumnDef } from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { BP } from '../../../i18n/vt-batch-texts';
import { useTransactionsTranslation } from '../../../i18n/use-transactions-translation';
import { useUserContext } from '@portal/auth';
import { useCurrencies } from '../use-currencies';
import { BATCH_QUERY_KEYS, batchApi, readFileText } from './batch-api';

export const BATCH_SUMMARY_PATH = '/merchant/payments/batch-summary';

/** The server's "Line 3: <rule's message>" in the user's language: the line pattern and the rule's text each translated. */
export function translatedRefusal(message: string, t: (text: string, params?: Record<string, string | number>) => string): string {
  const line = /^Line (\d+): (.*)$/.exec(message);
  return line ? t(M.line, { line: line[1]!, reason: t(line[2]!) }) : t(message);
}

/**
 * merchant/payments/batch-payment (ADR 0054): choose a CSV; it is read at once with the server's own parser, each bad
 * line listed with its number and why, the totals per currency shown; a file without errors is submitted as one batch
 * that waits for a second user (pending payments, batch summary).
 */
export function BatchPaymentPage({ title }: { title: string }) {
  const { t } = useTransactionsTranslation();
  const queryClient = useQueryClient();
  const currencies = useCurrencies();
  const lists = useUserContext().data?.lists.currencies;
  const places = useMemo(() => Object.fromEntries((lists ?? []).map((c) => [c.code, c.decimalPlaces])), [lists]);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true; detail: PaymentBatchDetail } | { ok: false; message: string } | null>(null);
  const requestId = useRef(crypto.randomUUID());
  const say = (m: BatchLineMessage) => t(m.text, m.params);
  const parsed: BatchPaymentParse | null = useMemo(() => (file ? parseBatchPaymentCsv(file.text, places) : null), [file, places]);
  const bad = parsed && !parsed.error ? parsed.lines.filter((l) => l.error) : [];
  const totals = parsed && !parsed.error ? batchTotals(parsed.lines) : [];
  const ready = !!parsed && !parsed.error && bad.length === 0 && parsed.lines.length > 0;
  const badColumns = useMemo<ColumnDef<BatchPaymentLine>[]>(() => [
    { key: 'line', title: BP.line, value: (l) => l.lineNumber, width: 80 },
    { key: 'reason', title: BP.reason, value: (l) => (l.error ? t(l.error.text, l.error.params) : '') },
  ], [t]);
  const placesOf = currencies.places;
  const totalColumns = useMemo<ColumnDef<BatchTotal>[]>(() => [
    { key: 'currency', title: BP.currency, value: (x) => x.currency, width: 120 },
    { key: 'count', title: BP.payments, value: (x) => x.count, width: 120 },
    { key: 'amount', title: BP.total, kind: 'money', value: (x) => x.amount, currency: (x) => x.currency, decimalPlaces: (x) => placesOf(x.currency), align: 'left' },
  ], [placesOf]);

  const choose = async (chosen: File) => {
    setOutcome(null);
    requestId.current = crypto.randomUUID();
    setFile({ name: chosen.name, text: await readFileText(chosen) });
  };
  const submit = async () => {
    if (!file || !ready) return;
    setSending(true);
    try {
      const detail = await batchApi.submit({ fileName: file.name, csv: file.text }, requestId.current);
      setOutcome({ ok: true, detail });
      setFile(null);
      requestId.current = crypto.randomUUID();
      void queryClient.invalidateQueries({ queryKey: BATCH_QUERY_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
    } catch (error) {
      setOutcome({ ok: false, message: translatedRefusal(error instanceof Error ? error.message : String(error), t) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <Typography.Paragraph type="secondary">{t(BP.intro)}</Typography.Paragraph>
      <Typography.Paragraph><code>{t(BP.format)}</code></Typography.Paragraph>
      {outcome?.ok && (
        <Alert
          type="success" showIcon role="status" style={{ marginBottom: 16 }} closable onClose={() => setOutcome(null)}
          title={t(M.submitted, { lines: outcome.detail.batch.lines })}
          description={<Link to={BATCH_SUMMARY_PATH} style={{ textDecoration: 'underline' }}>{t(BP.openSummary)}</Link>}
        />
      )}
      {outcome && !outcome.ok && <Alert type="error" showIcon role="alert" title={outcome.message} style={{ marginBottom: 16 }} />}
      <Space orientation="vertical" size="middle" style={{ width: '100%', maxWidth: 960 }}>
        <Upload
          accept=".csv,text/csv" maxCount={1} showUploadList={false}
          beforeUpload={(chosen) => { void choose(chosen); return false; }}
        >
          <Button icon={<UploadOutlined aria-hidden />}>{t(BP.chooseFile)}</Button>
        </Upload>
        {file && <Typography.Text>{t(BP.chosen, { fileName: file.name })}</Typography.Text>}
        {parsed?.error && <Alert type="error" showIcon title={say(parsed.error)} />}
        {parsed && !parsed.error && (
          <Alert
            type={bad.length ? 'warning' : 'info'} showIcon
            title={t(BP.checked, { lines: parsed.lines.length, good: parsed.lines.length - bad.length, bad: bad.length })}
            description={bad.length ? t(M.fileRefused) : undefined}
          />
        )}
        {bad.length > 0 && (
          <div>
            <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>{t(BP.badLines)}</h2>
            <ListTable rows={bad} rowKey={(l) => l.lineNumber} columns={badColumns} translate={t} fit label={t(BP.badLines)} />
          </div>
        )}
        {totals.length > 0 && (
          <div>
            <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>{t(BP.totals)}</h2>
            <ListTable rows={totals} rowKey={(x) => x.currency} columns={totalColumns} translate={t} fit label={t(BP.totals)} />
          </div>
        )}
        <Typography.Paragraph type="secondary">{t(BP.feeNote)}</Typography.Paragraph>
        <Button type="primary" disabled={!ready} loading={sending} onClick={() => void submit()}>{t(BP.submit)}</Button>
      </Space>
    </Card>
  );
}
