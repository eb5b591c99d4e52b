import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Typography, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BULK_UPDATE_LIMITS, BULK_MESSAGES, type BulkPreview, type StatusChangeActionType } from '@portal/contracts';
import {
  AlertBannerProvider, FieldList, ListTable, useAlertBanner, useFieldForm, type FieldDefinition, type FieldEditorProps, type FieldFormValues,
} from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { DB } from '../../i18n/disputes-bulk-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { createBulkUpdate, previewBulkUpdate, type BulkRequest } from './bulk-api';
import { previewColumns } from './bulk-columns';
import { parsePastedReferences, parseReferenceCsv, type ParsedReferences } from './parse-references';

export const BULK_HISTORY_PATH = '/platform/transaction-management/transaction-bulk-update-history';

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

type Translate = ReturnType<typeof useTransactionsTranslation>['t'];

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The pasted ids: one per line, as many as the limit allows (more than a text box's own cap), in a fixed-width font. */
function ReferencesEditor({ field, form, id, invalid }: FieldEditorProps) {
  return (
    <Input.TextArea
      id={id} rows={6} value={textOf(form.values[field.name])} status={invalid ? 'error' : undefined} style={{ fontFamily: 'monospace' }}
      onChange={(event) => void form.setFieldValue(field.name, event.target.value)}
      onBlur={() => void form.setFieldTouched(field.name, true, true)}
    />
  );
}

/**
 * The CSV file: read here, never uploaded as is. The form keeps its text and name; a file too large or
 * unreadable is kept as the field's problem (the form's `csvProblem`), shown at once.
 */
function CsvEditor({ field, form, id }: FieldEditorProps) {
  const { t } = useTransactionsTranslation();
  const keep = (values: FieldFormValues) => {
    void form.setValues((current) => ({ ...current, ...values }));
    void form.setFieldTouched(field.name, true, false);
  };
  const read = (file: File) => {
    if (file.size > BULK_UPDATE_LIMITS.maxFileBytes) {
      keep({ [field.name]: '', csvName: '', csvProblem: t(DB.csvTooLarge, { n: BULK_UPDATE_LIMITS.maxFileBytes }) });
      return false;
    }
    file.text().then((text) => keep({ [field.name]: text, csvName: file.name, csvProblem: '' }))
      .catch(() => keep({ [field.name]: '', csvName: '', csvProblem: t(DB.csvUnreadable) }));
    return false;
  };
  return (
    <Upload accept=".csv,text/csv" maxCount={1} showUploadList={false} beforeUpload={read}>
      <Button id={id}>{t(DB.chooseCsv)}</Button>
    </Upload>
  );
}

function bulkFields(t: Translate): FieldDefinition[] {
  return [
    { name: 'source', label: t(DB.idsSource), type: 'radiobutton', value: 'paste', options: [{ id: 'paste', name: t(DB.pasteIds) }, { id: 'csv', name: t(DB.uploadCsv) }] },
    { name: 'pasted', label: t(DB.pastedIds), type: 'input', render: (props) => <ReferencesEditor {...props} /> },
    { name: 'csv', label: t(DB.csvFile), type: 'input', render: (props) => <CsvEditor {...props} /> },
    { name: 'target', label: t(DB.targetStatus), type: 'radiobutton', value: 'Approve', options: [{ id: 'Approve', name: t(DB.targetApprove) }, { id: 'Decline', name: t(DB.targetDecline) }] },
    {
      name: 'reason', label: t(DB.bulkReason), type: 'input', inputType: 'textarea', maxLength: BULK_UPDATE_LIMITS.reasonMaxLength, showCount: true,
      validations: [{ name: 'required', message: t(DB.reasonRequired) }],
    },
  ];
}

/** The ids the form holds: pasted, or read from the CSV file; null while there are none. */
function parsedOf(values: FieldFormValues): ParsedReferences | null {
  if (values.source === 'csv') return textOf(values.csvName) ? parseReferenceCsv(textOf(values.csv)) : null;
  const pasted = textOf(values.pasted);
  return pasted.trim() ? parsePastedReferences(pasted) : null;
}

function requestOf(values: FieldFormValues): BulkRequest | null {
  const parsed = parsedOf(values);
  return parsed?.ok ? { references: parsed.references, targetStatus: values.target as StatusChangeActionType, reason: textOf(values.reason).trim() } : null;
}

function BulkUpdateForm() {
  const { t } = useTransactionsTranslation();
  const banner = useAlertBanner();
  const [preview, setPreview] = useState<{ request: BulkRequest; answer: BulkPreview } | null>(null);
  const [queuedId, setQueuedId] = useState<string | null>(null);

  const idsError = (values: FieldFormValues): string | undefined => {
    if (values.source === 'csv' && textOf(values.csvProblem)) return textOf(values.csvProblem);
    const p = parsedOf(values);
    if (!p || (!p.ok && p.error === 'empty')) return t(DB.idsEmpty);
    if (!p.ok && p.error === 'tooMany') return t(DB.idsTooMany, { n: BULK_UPDATE_LIMITS.maxIds });
    if (!p.ok) return t(DB.idTooLong, { line: p.line ?? 0, n: BULK_UPDATE_LIMITS.referenceMaxLength });
    return undefined;
  };

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

  const fields = useMemo(() => bulkFields(t), [t]);
  const form = useFieldForm({
    fields,
    values: { csvName: '', csvProblem: '' },
    sanitize: false,
    validate: (values) => ({ [values.source === 'csv' ? 'csv' : 'pasted']: idsError(values) }),
    onSubmit: (values) => { const request = requestOf(values); if (request) previewing.mutate(request); },
  });
  const request = requestOf(form.values);
  const stale = !!preview && JSON.stringify(preview.request) !== JSON.stringify(request);
  const source = form.values.source === 'csv' ? 'csv' : 'paste';
  const parsed = parsedOf(form.values);
  const drawn = fields
    .filter((field) => (field.name === 'pasted' ? source === 'paste' : field.name === 'csv' ? source === 'csv' : true))
    .map((field) => (field.name === 'csv' && parsed?.ok
      ? { ...field, help: t(DB.csvChosen, { file: textOf(form.values.csvName), n: parsed.references.length }) }
      : field));
  const columns = useMemo(() => previewColumns(t), [t]);

  return (
    <>
      <div style={{ maxWidth: 720 }}>
        <FieldList form={form} fields={drawn} idPrefix="bulk" />
        <Flex gap={8}>
          <Button type={preview && !stale ? 'default' : 'primary'} loading={previewing.isPending} onClick={() => void form.submitForm()}>{t(DB.preview)}</Button>
          {preview && !stale && preview.answer.ready > 0 && (
            <Button type="primary" loading={applying.isPending} onClick={() => applying.mutate(preview.request)}>
              {preview.answer.ready === 1 ? t(DB.applyUpdateOne) : t(DB.applyUpdate, { n: preview.answer.ready })}
            </Button>
          )}
        </Flex>
      </div>
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
