import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Divider, Flex, Form, Input, Popconfirm, Radio, Typography } from 'antd';
import { useId, useState } from 'react';
import { DISPUTE_EVIDENCE_LIMITS, type DisputeOutcome, type DisputeRecord } from '@portal/contracts';
import { useAlertBanner } from '@portal/kit';
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

/** An explanation and files from the shared Attachments box; at least one of them (checked here and by the server). */
function EvidenceForm({ dispute, busy, run }: FormProps) {
  const { t } = useTransactionsTranslation();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<AttachedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const submit = () => {
    if (!text.trim() && files.length === 0) { setError(t(DB.evidenceRequired)); return; }
    setError(null);
    run(() => disputeChanges.evidence(dispute, text, files.map((f) => f.fileId)));
  };
  return (
    <Form layout="vertical" onFinish={submit} aria-label={t(DB.submitEvidence)}>
      <Form.Item label={t(DB.evidenceText)} htmlFor={textId} validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
        <Input.TextArea id={textId} rows={4} value={text} maxLength={DISPUTE_EVIDENCE_LIMITS.textMaxLength} showCount onChange={(e) => setText(e.target.value)} />
      </Form.Item>
      <Form.Item label={t(DB.evidenceFiles)}>
        <AttachmentsBox value={files} onChange={setFiles} onBusyChange={setUploading} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} disabled={uploading}>{t(DB.submitEvidence)}</Button>
    </Form>
  );
}

/** The scheme's decision (a simulated scheme in Test mode): Won or Lost with a note. */
function DecisionForm({ dispute, busy, run }: FormProps) {
  const { t } = useTransactionsTranslation();
  const [outcome, setOutcome] = useState<DisputeOutcome>('Won');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const noteId = useId();
  const submit = () => {
    if (!note.trim()) { setError(t(DB.noteRequired)); return; }
    setError(null);
    run(() => disputeChanges.decide(dispute, outcome, note));
  };
  return (
    <Form layout="vertical" onFinish={submit} aria-label={t(DB.recordDecision)}>
      <Typography.Title level={3} style={{ fontSize: 14 }}>{t(DB.recordDecision)}</Typography.Title>
      {dispute.mode === 'Test' && <Alert type="info" showIcon title={t(DB.simulatedDecision)} style={{ marginBottom: 12 }} />}
      <Form.Item label={t(DB.outcome)}>
        <Radio.Group value={outcome} onChange={(e) => setOutcome(e.target.value as DisputeOutcome)} aria-label={t(DB.outcome)}>
          <Radio value="Won">{t(DB.Won)}</Radio>
          <Radio value="Lost">{t(DB.Lost)}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item label={t(DB.decisionNote)} htmlFor={noteId} validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
        <Input id={noteId} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      </Form.Item>
      <Flex gap={8}><Button type="primary" htmlType="submit" loading={busy}>{t(DB.save)}</Button></Flex>
    </Form>
  );
}
