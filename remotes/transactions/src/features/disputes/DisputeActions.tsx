import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Divider, Flex, Popconfirm, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { DISPUTE_EVIDENCE_LIMITS, type DisputeOutcome, type DisputeRecord } from '@portal/contracts';
import { FieldList, useAlertBanner, useFieldForm, type FieldDefinition, type FieldEditorProps } from '@portal/kit';
import { AttachmentsBox, type AttachedFile } from '@portal/ui';
import { A } from '../../i18n/action-texts';
import { DB } from '../../i18n/disputes-bulk-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { disputeChanges } from './dispute-api';

type Answer = { dispute: DisputeRecord; message: string };

/** Runs one change: the answer's message in the banner, the list and the case fetched again; a refusal in the banner. */
function useDisputeChange() {
  const { t } = useTransactionsTranslation();
  const banner = useAlertBanner();
  const client = useQueryClient();
  return useMutation<Answer, Error, () => Promise<Answer>>({
    mutationFn: (run) => run(),
    onSuccess: (answer) => {
      banner.show({ id: 'dispute-outcome', severity: 'success', message: t(answer.message) });
      client.setQueryData(['disputes', 'detail', answer.dispute.id], answer.dispute);
      void client.invalidateQueries({ queryKey: ['disputes', 'list'] });
    },
    onError: (error) => banner.show({ id: 'dispute-outcome', severity: 'failed', persist: true, message: t(error.message) }),
  });
}

/** What the user may do on the case now (the server's `actions`, which it enforces again). */
export function DisputeActions({ dispute }: { dispute: DisputeRecord }) {
  const { t } = useTransactionsTranslation();
  const change = useDisputeChange();
  if (dispute.actions.length === 0) return null;
  return (
    <>
      <Divider />
      <Typography.Title level={2} style={{ fontSize: 16 }}>{t(A.actions)}</Typography.Title>
      {dispute.actions.includes('submitEvidence') && <EvidenceForm dispute={dispute} busy={change.isPending} run={change.mutate} />}
      {dispute.actions.includes('accept') && (
        <Popconfirm
          title={t(DB.acceptDispute)}
          description={<div style={{ maxWidth: 320 }}>{t(DB.acceptConfirm)}</div>}
          okText={t(DB.acceptDispute)}
          cancelText={t(DB.cancel)}
          onConfirm={() => change.mutate(() => disputeChanges.accept(dispute, ''))}
        >
          <Button danger loading={change.isPending} style={{ marginTop: 12 }}>{t(DB.acceptDispute)}</Button>
        </Popconfirm>
      )}
      {dispute.actions.includes('decide') && <DecisionForm dispute={dispute} busy={change.isPending} run={change.mutate} />}
    </>
  );
}

interface FormProps {
  dispute: DisputeRecord;
  busy: boolean;
  run(change: () => Promise<Answer>): void;
}

/**
 * The evidence files: the shared Attachments box, keeping the uploaded files' ids in the form (the box's own
 * list of names and previews stays here). An upload under way is the form's status, so Submit waits for it.
 */
function AttachmentsEditor({ field, form }: FieldEditorProps) {
  const [files, setFiles] = useState<AttachedFile[]>([]);
  return (
    <AttachmentsBox
      value={files}
      onChange={(next) => { setFiles(next); void form.setFieldValue(field.name, next.map((file) => file.fileId)); }}
      onBusyChange={(uploading) => form.setStatus({ uploading })}
    />
  );
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const idsOf = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/** An explanation and files from the shared Attachments box; at least one of them (checked here and by the server). */
function EvidenceForm({ dispute, busy, run }: FormProps) {
  const { t } = useTransactionsTranslation();
  const fields = useMemo<FieldDefinition[]>(() => [
    { name: 'text', label: t(DB.evidenceText), type: 'input', inputType: 'textarea', maxLength: DISPUTE_EVIDENCE_LIMITS.textMaxLength, showCount: true },
    { name: 'files', label: t(DB.evidenceFiles), type: 'multiSelectAutoComplete', render: (props) => <AttachmentsEditor {...props} /> },
  ], [t]);
  const form = useFieldForm({
    fields,
    sanitize: false,
    validate: (values) => ({ text: !textOf(values.text).trim() && idsOf(values.files).length === 0 ? t(DB.evidenceRequired) : undefined }),
    onSubmit: (values) => run(() => disputeChanges.evidence(dispute, textOf(values.text), idsOf(values.files))),
  });
  const uploading = (form.status as { uploading?: boolean } | undefined)?.uploading === true;
  return (
    <div role="form" aria-label={t(DB.submitEvidence)}>
      <FieldList form={form} fields={fields} idPrefix="dispute-evidence" />
      <Button type="primary" loading={busy} disabled={uploading} onClick={() => void form.submitForm()}>{t(DB.submitEvidence)}</Button>
    </div>
  );
}

/** The scheme's decision (a simulated scheme in Test mode): Won or Lost with a note. */
function DecisionForm({ dispute, busy, run }: FormProps) {
  const { t } = useTransactionsTranslation();
  const fields = useMemo<FieldDefinition[]>(() => [
    { name: 'outcome', label: t(DB.outcome), type: 'radiobutton', value: 'Won', options: [{ id: 'Won', name: t(DB.Won) }, { id: 'Lost', name: t(DB.Lost) }] },
    { name: 'note', label: t(DB.decisionNote), type: 'input', maxLength: 500, validations: [{ name: 'required', message: t(DB.noteRequired) }] },
  ], [t]);
  const form = useFieldForm({
    fields,
    sanitize: false,
    onSubmit: (values) => run(() => disputeChanges.decide(dispute, values.outcome as DisputeOutcome, textOf(values.note))),
  });
  return (
    <div role="form" aria-label={t(DB.recordDecision)}>
      <Typography.Title level={3} style={{ fontSize: 14 }}>{t(DB.recordDecision)}</Typography.Title>
      {dispute.mode === 'Test' && <Alert type="info" showIcon title={t(DB.simulatedDecision)} style={{ marginBottom: 12 }} />}
      <FieldList form={form} fields={fields} idPrefix="dispute-decision" />
      <Flex gap={8}><Button type="primary" loading={busy} onClick={() => void form.submitForm()}>{t(DB.save)}</Button></Flex>
    </div>
  );
}
