import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { callApi } from '@portal/api-client';
import { BANK_ORDER_LIMITS, BANK_ORDER_MESSAGES, TRANSACTION_TOOL_ENDPOINTS, type BankOrderItem } from '@portal/contracts';
import { FieldFormDialog, useFieldForm, type FieldDefinition } from '@portal/kit';
import { BO } from '../../../i18n/bank-order-texts';
import { useTransactionsTranslation } from '../../../i18n/use-transactions-translation';

/**
 * An unmatched line matched by hand: the bank wrote another reference than the payment's, so the user names the
 * payment's. The server checks it is the tenant's and says Matched or Other amount; a refusal keeps what was typed.
 */
export function MatchLineDialog({ line, onDone, onClose }: { line: BankOrderItem; onDone(message: string): void; onClose(): void }) {
  const { t } = useTransactionsTranslation();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const match = useMutation({
    mutationFn: (transactionReference: string) => callApi(TRANSACTION_TOOL_ENDPOINTS.matchBankOrderLine, {
      params: { id: line.id }, body: { transactionReference }, silent: true,
    }),
    onSuccess: async (answer) => {
      // The order's counts and its lines change.
      await queryClient.invalidateQueries({ queryKey: ['transactions', 'tools'] });
      onDone(t(answer.status === 'Matched' ? BO.matchDone : BO.matchDiffers, { line: line.lineNumber, reference: answer.transactionExternalId }));
    },
    onError: (error) => setRefusal(error.message),
  });
  const fields = useMemo<FieldDefinition[]>(() => [{
    name: 'transactionReference', label: t(BO.transactionReference), type: 'input', help: t(BO.matchHelp),
    validations: [
      { name: 'required', message: t(BANK_ORDER_MESSAGES.referenceRequired) },
      { name: 'maxLength', value: BANK_ORDER_LIMITS.maxReference, message: t(BANK_ORDER_MESSAGES.referenceRequired) },
    ],
  }], [t]);
  const form = useFieldForm({
    fields,
    // Returns the call's promise, so that the form is submitting until the server answers (a refusal is shown by onError).
    onSubmit: (values) => {
      setRefusal(null);
      return match.mutateAsync(String(values.transactionReference ?? '').trim()).catch(() => undefined);
    },
  });
  return (
    <FieldFormDialog open title={t(BO.matchLine, { line: line.lineNumber })} form={form} fields={fields} okText={t(BO.matchByHand)}
      onCancel={onClose} saving={match.isPending} keepSubmitEnabled
      intro={<Typography.Paragraph type="secondary">{`${line.reference} · ${line.payer}`}</Typography.Paragraph>}>
      {refusal && <Alert role="alert" type="error" showIcon title={refusal} style={{ marginTop: 8 }} />}
    </FieldFormDialog>
  );
}
