import { Button, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { BatchPayoutOutcome, TransactionRecord } from '@portal/contracts';
import { FieldFormDialog, ListTable, useFieldForm, type ColumnDef, type FieldDefinition } from '@portal/kit';
import { A } from '../../i18n/action-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { decidePayouts } from './action-api';
import { REASON_MAX_LENGTH } from './action-fields';
import { newRequestId, useActionRunner } from './use-action-runner';


type Decision = 'approve' | 'decline';
interface Outcome extends BatchPayoutOutcome { externalId: string }

export interface PayoutBatchBarProps {
  /** The ticked payouts (rows of the page shown). */
  selected: TransactionRecord[];
  /** The batch was decided: the selection is spent. */
  onDecided(): void;
}

/**
 * Batch payout approval (spec part 2 sections 3, 7.1: POST payout/approvals and payout/declinations) for tenant
 * staff holding the approvals permission: approve the ticked payouts after a confirmation, or decline them with
 * one reason (optional: the spec's "empty string if none"). Each payout is decided on its own; the outcome of
 * each is listed, a summary goes to the banner above, and the lookup is refreshed.
 */
export function PayoutBatchBar({ selected, onDecided }: PayoutBatchBarProps) {
  const { t } = useTransactionsTranslation();
  const runner = useActionRunner();
  const [opening, setOpening] = useState<{ decision: Decision; requestId: string } | null>(null);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const n = selected.length;
  const outcomeColumns = useMemo<ColumnDef<Outcome>[]>(() => [
    { key: 'externalId', title: A.subjectColumn, value: (o) => o.externalId },
    { key: 'outcome', title: A.outcomeColumn, value: (o) => o.outcome, render: (o) => <Tag color={o.outcome === 'Refused' ? 'red' : 'green'}>{t(o.outcome)}</Tag> },
    { key: 'message', title: A.messageColumn, value: (o) => o.message },
  ], [t]);
  return (
    <section aria-label={t(A.payoutBatch)} style={{ marginBottom: 12 }}>
      <Space wrap>
        <Typography.Text strong>{t(A.payoutBatch)}</Typography.Text>
        <Button type="primary" disabled={n === 0} onClick={() => setOpening({ decision: 'approve', requestId: newRequestId() })}>
          {t(A.approveSelected, { n })}
        </Button>
        <Button danger disabled={n === 0} onClick={() => setOpening({ decision: 'decline', requestId: newRequestId() })}>
          {t(A.declineSelected, { n })}
        </Button>
      </Space>
      {outcomes.length > 0 && (
        <div role="region" aria-label={t(A.batchOutcomes)} style={{ marginTop: 8 }}>
        <ListTable rows={outcomes} rowKey={(o) => o.transactionId} columns={outcomeColumns} translate={t} fit caption={t(A.batchOutcomes)} />
        </div>
      )}
      {opening && (
        <BatchDialog
          key={opening.requestId}
          decision={opening.decision}
          count={n}
          onCancel={() => setOpening(null)}
          onSubmit={async (reason) => {
            const ids = selected.map((row) => row.id);
            const externalIds = new Map(selected.map((row) => [row.id, row.externalId]));
            const { requestId, decision } = opening;
            const done = await runner.run({
              requestId,
              send: async () => {
                const { results } = await decidePayouts(decision, ids, reason, requestId);
                const refused = results.filter((r) => r.outcome === 'Refused').length;
                return { results, message: t(A.batchSummary, { done: results.length - refused, n: results.length, refused }) };
              },
              onSuccess: ({ results }) => setOutcomes(results.map((r) => ({ ...r, externalId: externalIds.get(r.transactionId) ?? r.transactionId }))),
            });
            setOpening(null);
            if (done) onDecided();
          }}
        />
      )}
    </section>
  );
}

function BatchDialog({ decision, count, onCancel, onSubmit }: {
  decision: Decision; count: number; onCancel(): void; onSubmit(reason: string): Promise<void>;
}) {
  const { t } = useTransactionsTranslation();
  const fields = useMemo<FieldDefinition[]>(() => (decision === 'approve' ? [] : [{
    name: 'reason', label: t(A.reasonLabel), type: 'input', inputType: 'textarea',
    validations: [{ name: 'maxLength', value: REASON_MAX_LENGTH, message: t(A.reasonTooLong, { n: REASON_MAX_LENGTH }) }],
  }]), [decision, t]);
  const form = useFieldForm({
    fields,
    validateOnMount: true,
    onSubmit: (values) => onSubmit(typeof values.reason === 'string' ? values.reason.trim() : ''),
  });
  return (
    <FieldFormDialog
      open
      title={decision === 'approve' ? t(A.confirmBatchApprove, { n: count }) : t(A.batchDeclineTitle, { n: count })}
      okText={t(decision === 'approve' ? A.approve : A.decline)}
      form={form}
      fields={fields}
      onCancel={onCancel}
      idPrefix={`payouts-${decision}`}
    />
  );
}
