import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { callApi } from '@portal/api-client';
import { BANK_ORDER_LIMITS, BANK_ORDER_MESSAGES, TRANSACTION_TOOL_ENDPOINTS, type BankOrderItem } from '@portal/contracts';
import { BO } from '../../../i18n/bank-order-texts';
import { useTransactionsTranslation } from '../../../i18n/use-transactions-translation';

/**
 * An unmatched line matched by hand: the bank wrote another reference than the payment's, so the user names the
 * payment's. The server checks it is the tenant's and says Matched or Other amount; a refusal keeps what was typed.
 */
export function MatchLineDialog({ line, tenantId, onDone, onClose }: {
  line: BankOrderItem; tenantId?: string; onDone(message: string): void; onClose(): void;
}) {
  const { t } = useTransactionsTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const match = useMutation({
    mutationFn: (transactionReference: string) => callApi(TRANSACTION_TOOL_ENDPOINTS.matchBankOrderLine, {
      params: { id: line.id }, query: tenantId ? { tenantId } : {}, body: { transactionReference }, silent: true,
    }),
    onSuccess: async (answer) => {
      // The order's counts and its lines change.
      await queryClient.invalidateQueries({ queryKey: ['transactions', 'tools'] });
      onDone(t(answer.status === 'Matched' ? BO.matchDone : BO.matchDiffers, { line: line.lineNumber, reference: answer.transactionExternalId }));
    },
    onError: (error) => setProblem(error.message),
  });
  const send = () => {
    const wanted = reference.trim();
    if (!wanted || wanted.length > BANK_ORDER_LIMITS.maxReference) {
      setProblem(t(BANK_ORDER_MESSAGES.referenceRequired));
      return;
    }
    setProblem(null);
    match.mutate(wanted);
  };
  return (
    <Modal open title={t(BO.matchLine, { line: line.lineNumber })} onCancel={onClose} onOk={send} okText={t(BO.matchByHand)}
      confirmLoading={match.isPending} destroyOnHidden mask={{ closable: false }}>
      <Typography.Paragraph type="secondary">{`${line.reference} · ${line.payer}`}</Typography.Paragraph>
      <label htmlFor={`${id}-reference`}>{t(BO.transactionReference)}</label>
      <Input id={`${id}-reference`} value={reference} maxLength={BANK_ORDER_LIMITS.maxReference} aria-required
        aria-invalid={problem !== null} aria-describedby={`${id}-help${problem ? ` ${id}-problem` : ''}`} status={problem ? 'error' : undefined}
        onChange={(event) => setReference(event.target.value)} onPressEnter={send} />
      <Typography.Text type="secondary" id={`${id}-help`} style={{ display: 'block' }}>{t(BO.matchHelp)}</Typography.Text>
      {problem && <Alert id={`${id}-problem`} role="alert" type="error" showIcon title={t(problem)} style={{ marginTop: 8 }} />}
    </Modal>
  );
}
