import { useQuery } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { actionVerdict, type TransactionAction, type TransactionBalance, type TransactionRecord } from '@portal/contracts';
import { FieldFormDialog, formatMoney, useFieldForm } from '@portal/kit';
import { A } from '../../i18n/action-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { RequestFacts } from '../approvals/RequestFacts';
import type { DetailApi } from '../detail/detail-api';
import { sendAction, type ActingStaff } from './action-api';
import { actionFields, actionInputOf, CONFIRMATION_TEXT, confirmationAmount } from './action-fields';
import type { ActionRunner } from './use-action-runner';

export interface ActionDialogProps {
  action: TransactionAction;
  /** Fresh per opening of the dialog; every send of this opening (a retry) carries it. */
  requestId: string;
  tx: TransactionRecord;
  balance: TransactionBalance;
  places: number;
  staff: ActingStaff;
  api: DetailApi;
  runner: ActionRunner;
  onClose(): void;
}

/**
 * One action's dialog on the kit's form engine: the transaction it acts on, the action's fields (or its
 * confirmation question), the action's name on the submit button. The submit is disabled while the form is
 * invalid and spins while the call is in flight; the outcome goes to the drawer's banner and the dialog closes.
 */
export function ActionDialog({ action, requestId, tx, balance, places, staff, api, runner, onClose }: ActionDialogProps) {
  const { t } = useTransactionsTranslation();
  const verdict = actionVerdict(action, tx, balance);
  const maxAmount = verdict.allowed ? verdict.maxAmount : undefined;
  // A dispute's reason codes: the drawer's own call (the Dispute codes tab shares its answer).
  const codes = useQuery({
    queryKey: ['transactions', 'detail', tx.id, 'disputeCodes'],
    queryFn: ({ signal }) => api.disputeCodes(tx.id, signal),
    enabled: action === 'dispute',
    retry: false,
  });
  const disputeCodes = useMemo(
    () => (codes.data?.data ?? []).map((c) => ({ id: c.code, name: `${c.code} · ${t(c.description)}` })),
    [codes.data, t],
  );
  const fields = useMemo(
    () => actionFields({ action, currency: tx.currency, places, maxAmount, disputeCodes, t }),
    [action, tx.currency, places, maxAmount, disputeCodes, t],
  );
  const form = useFieldForm({
    fields,
    validateOnMount: true,
    onSubmit: async (values) => {
      const input = actionInputOf(values, places);
      await runner.run({ requestId, send: () => sendAction(action, tx, input, requestId, staff) });
      onClose();
    },
  });
  // A four-eyes request: who asked, why, the payment and what it has left, as the approvals page shows it (ADR 0071).
  const fourEyes = action === 'approve' && tx.status === 'WaitingForApproval' && staff === 'tenant';
  const question = CONFIRMATION_TEXT[action];
  const amount = confirmationAmount(action, balance);
  return (
    <FieldFormDialog
      open
      title={t(A.dialogTitle, { action: t(A[action]), externalId: tx.externalId })}
      okText={t(A[action])}
      form={form}
      fields={fields}
      onCancel={onClose}
      idPrefix={`action-${action}`}
      intro={(
        <>
          <Typography.Paragraph type="secondary">
            {t(A.subject, { externalId: tx.externalId, amount: formatMoney(tx.amount, tx.currency, places), status: t(tx.status) })}
          </Typography.Paragraph>
          <Tag color={tx.mode === 'Live' ? 'red' : 'gold'} data-testid="action-mode" style={{ marginBottom: 12 }}>
            {t(tx.mode === 'Live' ? A.liveModeAction : A.testModeAction)}
          </Tag>
          {fourEyes && <RequestFacts id={tx.id} />}
          {question && (
            <Typography.Paragraph>
              {t(question, amount === undefined ? {} : { amount: formatMoney(amount, tx.currency, places) })}
            </Typography.Paragraph>
          )}
        </>
      )}
    />
  );
}
