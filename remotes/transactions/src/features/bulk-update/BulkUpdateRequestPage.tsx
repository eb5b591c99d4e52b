import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Radio, Segmented, Typography, Upload } from 'antd';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BULK_UPDATE_LIMITS, BULK_MESSAGES, type BulkPreview, type StatusChangeActionType } from '@portal/contracts';
import { AlertBannerProvider, ListTable, useAlertBanner } from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { DB } from '../../i18n/disputes-bulk-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { createBulkUpdate, previewBulkUpdate, type BulkRequest } from './bulk-api';
import { previewColumns } from './bulk-columns';
import { parsePastedReferences, parseReferenceCsv, type ParsedReferences } from './parse-references';

export const BULK_HISTORY_PATH = '/platform/transaction-management/transaction-bulk-update-history';

type Source = 'paste' | 'csv';

/**
 * Platform bulk status update (issue 13, ADR 0050): ids pasted or read from a CSV file, a target status and a reason;
 * the server's preview checks each id against the status rules; Apply queues one background job for the ready ones.
 * The preview belongs to exactly what was previewed: any change asks for a new one.
 */
export function BulkUpdateRequestPage({ title }: { title: string }) {
  const { t } = useTransactionsTranslation();
  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <AlertBannerProvider>
        <BulkUpdateForm />
      </AlertBannerProvider>
    </Card>
  );
}

function BulkUpdateForm() {
  const { t } = useTransactionsTranslation();
  const banner = useAlertBanner();
  const ids = { paste: useId(), csv: useId(), reason: useId() };
  const [source, setSource] = useState<Source>('paste');
  const [pasted, setPasted] = useState('');
  const [csv, setCsv] = useState<{ name: string; parsed: ParsedReferences } | null>(null);
  const [target, setTarget] = useState<StatusChangeActionType>('Approve');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ ids?: string; reason?: string }>({});
  const [preview, setPreview] = useState<{ request: BulkRequest; answer: BulkPreview } | null>(null);
  const [queuedId, setQueuedId] = useState<string | null>(null);

  const parsed: ParsedReferences | null = source === 'paste' ? (pasted.trim() ? parsePastedReferences(pasted) : null) : csv?.parsed ?? null;
  const idsError = (p: ParsedReferences | null): string | undefined => {
    if (!p || (!p.ok && p.error === 'empty')) return t(DB.idsEmpty);
    if (!p.ok && p.error === 'tooMany') return t(DB.idsTooMany, { n: BULK_UPDATE_LIMITS.maxIds });
    if (!p.ok) return t(DB.idTooLong, { line: p.line ?? 0, n: BULK_UPDATE_LIMITS.referenceMaxLength });
    return undefined;
  };
  const request: BulkRequest | null = parsed?.ok ? { references: parsed.references, targetStatus: target, reason: reason.trim() } : null;
  const stale = !!preview && JSON.stringify(preview.request) !== JSON.stringify(request);

  const failed = (error: Error) => banner.show({ id: 'bulk', severity: 'failed', persist: true, message: t(DB.actionFailed, { error: t(error.message) }) });
  const previewing = useMutation({ mutationFn: previewBulkUpdate, onSuccess: (answer, sent) => setPreview({ request: sent, answer }), onError: failed });
  const applying = useMutation({
    mutationFn: createBulkUpdate,
    onSuccess: (summary) => {
      setQueuedId(summary.id);
      setPreview(null);
      banner.show({ id: 'bulk', severity: 'success', message: t(BULK_MESSAGES.queued) });
    },
    onError: failed,
  });

  const check = (): BulkRequest | null => {
    const next = { ids: idsError(parsed), reason: reason.trim() ? undefined : t(DB.reasonRequired) };
    setErrors(next);
    return next.ids || next.reason ? null : request;
  };
  const readCsv = (file: File) => {
    if (file.size > BULK_UPDATE_LIMITS.maxFileBytes) {
      setCsv(null);
      setErrors((e) => ({ ...e, ids: t(DB.csvTooLarge, { n: BULK_UPDATE_LIMITS.maxFileBytes }) }));
      return false;
    }
    file.text().then((text) => { setCsv({ name: file.name, parsed: parseReferenceCsv(text) }); setErrors((e) => ({ ...e, ids: undefined })); })
      .catch(() => setErrors((e) => ({ ...e, ids: t(DB.csvUnreadable) })));
    return false; // read here, never uploaded as is
  };
  const columns = useMemo(() => previewColumns(t), [t]);

  return (
    <>
      <Form layout="vertical" style={{ maxWidth: 720 }} onFinish={() => { const r = check(); if (r) previewing.mutate(r); }}>
        <Form.Item label={t(DB.idsSource)}>
          <Segmented<Source>
            value={source}
            onChange={setSource}
            options={[{ value: 'paste', label: t(DB.pasteIds) }, { value: 'csv', label: t(DB.uploadCsv) }]}
          />
        </Form.Item>
        {source === 'paste' ? (
          <Form.Item label={t(DB.pastedIds)} htmlFor={ids.paste} validateStatus={errors.ids ? 'error' : undefined} help={errors.ids}>
            <Input.TextArea id={ids.paste} rows={6} value={pasted} onChange={(e) => setPasted(e.target.value)} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
        ) : (
          <Form.Item label={t(DB.csvFile)} validateStatus={errors.ids ? 'error' : undefined} help={errors.ids}
            extra={csv?.parsed.ok ? t(DB.csvChosen, { file: csv.name, n: csv.parsed.references.length }) : undefined}>
            <Upload accept=".csv,text/csv" maxCount={1} showUploadList={false} beforeUpload={readCsv}>
              <Button id={ids.csv}>{t(DB.chooseCsv)}</Button>
            </Upload>
          </Form.Item>
        )}
        <Form.Item label={t(DB.targetStatus)}>
          <Radio.Group value={target} onChange={(e) => setTarget(e.target.value as StatusChangeActionType)} aria-label={t(DB.targetStatus)}>
            <Radio value="Approve">{t(DB.targetApprove)}</Radio>
            <Radio value="Decline">{t(DB.targetDecline)}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t(DB.bulkReason)} htmlFor={ids.reason} required validateStatus={errors.reason ? 'error' : undefined} help={errors.reason}>
          <Input.TextArea id={ids.reason} rows={2} value={reason} maxLength={BULK_UPDATE_LIMITS.reasonMaxLength} showCount onChange={(e) => setReason(e.target.value)} />
        </Form.Item>
        <Flex gap={8}>
          <Button htmlType="submit" type={preview && !stale ? 'default' : 'primary'} loading={previewing.isPending}>{t(DB.preview)}</Button>
          {preview && !stale && preview.answer.ready > 0 && (
            <Button type="primary" loading={applying.isPending} onClick={() => applying.mutate(preview.request)}>
              {t(DB.applyUpdate, { n: preview.answer.ready })}
            </Button>
          )}
        </Flex>
      </Form>
      {queuedId && (
        <Alert type="info" showIcon style={{ marginTop: 16 }} title={<Link to={`${BULK_HISTORY_PATH}?update=${queuedId}`}>{t(DB.openHistory)}</Link>} />
      )}
      {preview && (
        <div style={{ marginTop: 24 }}>
          {stale && <Alert type="warning" showIcon title={t(DB.previewStale)} style={{ marginBottom: 12 }} />}
          <Typography.Paragraph strong>{t(DB.previewSummary, { ready: preview.answer.ready, total: preview.answer.lines.length })}</Typography.Paragraph>
          <ListTable rows={preview.answer.lines} rowKey={(l) => l.line} columns={columns} translate={t} label={t(DB.preview)} />
        </div>
      )}
    </>
  );
}
