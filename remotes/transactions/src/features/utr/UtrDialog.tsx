import { Alert, Descriptions } from 'antd';
import { useMemo, useState } from 'react';
import { UTR_LIMITS, UTR_MESSAGES, UTR_PATTERN, type UtrPendingPayment, type UtrResubmission } from '@portal/contracts';
import { FieldFormDialog, formatMoney, useFieldForm, type FieldDefinition } from '@portal/kit';
import { UT } from '../../i18n/utr-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { utrApi, type UtrSide } from './utr-api';

export interface UtrDialogProps {
  side: UtrSide;
  payment: UtrPendingPayment;
  places: number;
  onDone(result: UtrResubmission): void;
  onClose(): void;
}

/** Submits a payment's UTR (12 digits, checked as typed and again by the server); a refusal stays in the dialog. */
export function UtrDialog({ side, payment, places, onDone, onClose }: UtrDialogProps) {
  const { t } = useTransactionsTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const fields = useMemo<FieldDefinition[]>(() => [{
    name: 'utr', label: t(UT.utr), type: 'input', inputType: 'digits',
    validations: [
      { name: 'required', message: t(UT.enterUtr) },
      { name: 'maxLength', value: UTR_LIMITS.length, message: t(UTR_MESSAGES.utrShape) },
      // Not `pattern`: the digits input filters keystrokes by it, and a partial UTR must be typeable.
      { name: 'custom', message: t(UTR_MESSAGES.utrShape), test: (text) => new RegExp(UTR_PATTERN).test(text.trim()) },
    ],
  }], [t]);
  const form = useFieldForm({
    fields,
    validateOnMount: true,
    onSubmit: async (values) => {
      setRefusal(null);
      try {
        onDone(await utrApi(side).submit(payment.id, String(values.utr ?? '').trim()));
      } catch (error) {
        setRefusal(error instanceof Error ? error.message : String(error));
      }
    },
  });
  return (
    <FieldFormDialog
      open
      title={t(UT.submitTitle, { externalId: payment.externalId })}
      form={form}
      fields={fields}
      okText={t(UT.submit)}
      onCancel={onClose}
      idPrefix="utr"
      intro={(
        <>
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t(UT.merchant)}>{payment.merchantName}</Descriptions.Item>
            <Descriptions.Item label={t(UT.amount)}>{formatMoney(payment.amount, payment.currency, places)}</Descriptions.Item>
            {payment.lastUtr && <Descriptions.Item label={t(UT.lastUtr)}>{payment.lastUtr}</Descriptions.Item>}
          </Descriptions>
          <p>{t(UT.dialogHelp)}</p>
          {refusal && <Alert type="error" showIcon role="alert" title={t(refusal)} style={{ marginBottom: 12 }} />}
        </>
      )}
    />
  );
}
