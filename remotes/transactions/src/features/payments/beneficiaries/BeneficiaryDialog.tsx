import { Alert, Radio } from 'antd';
import { useMemo, useState } from 'react';
import { PAYMENT_MESSAGES, type Beneficiary, type BeneficiaryAccountKind } from '@portal/contracts';
import { FieldFormDialog, useFieldForm, type FieldFormValues, type LookupOption } from '@portal/kit';
import { PT } from '../../../i18n/payment-texts';
import { useTransactionsTranslation } from '../../../i18n/use-transactions-translation';
import { paymentsApi } from '../payments-api';
import { beneficiaryFields, beneficiaryInputOf, beneficiaryValues } from './beneficiary-fields';

export interface BeneficiaryDialogProps {
  /** The beneficiary edited; null adds one. */
  editing: Beneficiary | null;
  currencies: LookupOption[];
  onSaved(message: string): void;
  onClose(): void;
}

/**
 * Adds or edits a beneficiary. The account kind (IBAN, or account number and bank code) picks the form; switching
 * it keeps the name, e-mail and currency typed so far. A refusal of the server (its account rules) shows in the
 * dialog, with what was typed kept.
 */
export function BeneficiaryDialog({ editing, currencies, onSaved, onClose }: BeneficiaryDialogProps) {
  const { t } = useTransactionsTranslation();
  const [kind, setKind] = useState<BeneficiaryAccountKind>(editing?.accountKind ?? 'iban');
  const [kept, setKept] = useState<FieldFormValues>(() => beneficiaryValues(editing));
  return (
    <BeneficiaryForm
      key={kind}
      kind={kind}
      values={kept}
      editing={editing}
      currencies={currencies}
      onKind={(next, values) => { setKept({ name: values.name, email: values.email, currency: values.currency }); setKind(next); }}
      onSaved={onSaved}
      onClose={onClose}
      t={t}
    />
  );
}

interface FormProps extends BeneficiaryDialogProps {
  kind: BeneficiaryAccountKind;
  values: FieldFormValues;
  onKind(kind: BeneficiaryAccountKind, values: FieldFormValues): void;
  t: (text: string, params?: Record<string, string | number>) => string;
}

function BeneficiaryForm({ kind, values, editing, currencies, onKind, onSaved, onClose, t }: FormProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const fields = useMemo(() => beneficiaryFields(kind, currencies, t), [kind, currencies, t]);
  const form = useFieldForm({
    fields,
    values,
    validateOnMount: true,
    onSubmit: async (submitted) => {
      setRefusal(null);
      const input = beneficiaryInputOf(kind, submitted);
      try {
        if (editing) await paymentsApi.updateBeneficiary(editing.id, input);
        else await paymentsApi.createBeneficiary(input);
        onSaved(editing ? PAYMENT_MESSAGES.beneficiaryUpdated : PAYMENT_MESSAGES.beneficiaryCreated);
      } catch (error) {
        setRefusal(error instanceof Error ? error.message : String(error));
      }
    },
  });
  return (
    <FieldFormDialog
      open
      title={t(editing ? PT.editBeneficiary : PT.addBeneficiary)}
      form={form}
      fields={fields}
      onCancel={onClose}
      idPrefix="beneficiary"
      intro={(
        <>
          <Radio.Group
            aria-label={t(PT.accountKindLabel)}
            value={kind}
            onChange={(event) => onKind(event.target.value as BeneficiaryAccountKind, form.values)}
            options={[{ value: 'iban', label: t(PT.byIban) }, { value: 'accountNumber', label: t(PT.byAccountNumber) }]}
            optionType="button"
            style={{ marginBottom: 16 }}
          />
          {refusal && <Alert type="error" showIcon role="alert" title={t(refusal)} style={{ marginBottom: 12 }} />}
        </>
      )}
    />
  );
}
