import { Alert } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { OPEN_BANKING_MESSAGES, PAYMENT_LIMITS, type OpenBankingConsent } from '@portal/contracts';
import { FieldFormDialog, formatMoney, toMinorUnits, useFieldForm } from '@portal/kit';
import { OB } from '../../i18n/open-banking-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { openBankingApi } from './open-banking-api';
import { payoutFields } from './payout-fields';

export interface PayoutDialogProps {
  consent: OpenBankingConsent;
  places: number;
  /** The available balance in the consent's currency (minor units); undefined while unknown. */
  available: number | undefined;
  onPaid(message: string): void;
  onClose(): void;
}

/** Pays the balance out to the consent's linked account; a refusal shows in the dialog with what was typed kept. */
export function PayoutDialog({ consent, places, available, onPaid, onClose }: PayoutDialogProps) {
  const { t } = useTransactionsTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  // One request id per dialog: a retry after a failure the server may have done sends the same one.
  const requestId = useRef(crypto.randomUUID());
  const fields = useMemo(() => payoutFields(consent.currency, places, available, t), [consent.currency, places, available, t]);
  const form = useFieldForm({
    fields,
    validateOnMount: true,
    onSubmit: async (values) => {
      setRefusal(null);
      const amount = toMinorUnits(String(values.amount ?? ''), places)!;
      try {
        await openBankingApi.payout(consent.id, { amount, currency: consent.currency, reference: String(values.reference ?? '').trim() }, requestId.current);
        onPaid(OPEN_BANKING_MESSAGES.payoutSent);
      } catch (error) {
        setRefusal(error instanceof Error ? error.message : String(error));
      }
    },
  });
  const money = (n: number) => formatMoney(n, consent.currency, places);
  return (
    <FieldFormDialog
      open
      title={t(OB.payOutTitle, { account: consent.accountMasked ?? '' })}
      form={form}
      fields={fields}
      okText={t(OB.payOut)}
      onCancel={onClose}
      idPrefix="open-banking-payout"
      intro={(
        <>
          <p>{t(OB.payOutIntro, { currency: consent.currency, fee: money(PAYMENT_LIMITS.payoutFeeMinor), available: available === undefined ? '…' : money(available) })}</p>
          {refusal && <Alert type="error" showIcon role="alert" title={t(refusal)} style={{ marginBottom: 12 }} />}
        </>
      )}
    />
  );
}
