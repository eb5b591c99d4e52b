import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { callApi, isApiError } from '@portal/api-client';
import { useUserContext } from '@portal/auth';
import { TRANSACTION_ENDPOINTS, type VirtualTerminalResult } from '@portal/contracts';
import { FieldList, toMinorUnits, useFieldForm } from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { VT } from '../../i18n/vt-batch-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { useLookupOptions } from '../lookup/lookup-options';
import { useCurrencies } from '../payments/use-currencies';
import { terminalFields } from './vt-fields';
import { TerminalResult } from './TerminalResult';
import { takePayment } from './vt-api';

/**
 * Virtual terminal (tenant and merchant transaction menus; issue 13, ADR 0054): key in a card payment. Staff pick
 * the merchant and its website, a merchant its own website. The answer shows the payment's status, what routing and
 * the antifraud screen decided, and a link to it in the lookup. The CVC leaves the form with the request only.
 */
export function VirtualTerminalPage({ title }: { title: string }) {
  const { t } = useTransactionsTranslation();
  const context = useUserContext();
  const staff = context.data?.user.userType !== 'Merchant';
  const options = useLookupOptions();
  const currencies = useCurrencies();
  const [merchantId, setMerchantId] = useState<string | undefined>();
  const [result, setResult] = useState<VirtualTerminalResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One id per payment the user means to take: a retry after a network failure sends it again.
  const requestId = useRef(crypto.randomUUID());
  const websites = useQuery({
    queryKey: ['virtual-terminal', 'websites', merchantId ?? 'own'],
    queryFn: ({ signal }) => callApi(TRANSACTION_ENDPOINTS.websites, { query: merchantId ? { Customer: [merchantId] } : {}, signal, silent: true }),
    enabled: !staff || !!merchantId,
  });
  const fields = useMemo(() => terminalFields({
    pickMerchant: staff, merchants: options.customers, websites: Array.isArray(websites.data) ? websites.data : [],
    currencies: currencies.options, places: currencies.places, now: new Date(), t,
  }), [staff, options.customers, websites.data, currencies.options, currencies.places, t]);
  const form = useFieldForm({
    fields,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const currency = String(values.currency);
      const customerIp = typeof values.customerIp === 'string' ? values.customerIp.trim() : '';
      const input = {
        ...(staff ? { merchantId: String(values.merchantId) } : {}), websiteId: String(values.websiteId), cardNumber: String(values.cardNumber),
        expiryMonth: Number(values.expiryMonth), expiryYear: Number(values.expiryYear), cvc: String(values.cvc),
        cardholderName: String(values.cardholderName).trim(), amount: toMinorUnits(String(values.amount), currencies.places(currency))!, currency,
        ...(customerIp ? { customerIp } : {}),
      };
      try {
        setResult(await takePayment(input, requestId.current, staff));
        requestId.current = crypto.randomUUID();
        helpers.resetForm();
        setMerchantId(undefined);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retryable = !isApiError(error) || error.status === 0 || error.status >= 500;
        // A refusal is final for this request: a corrected form is a new payment with a new id.
        if (!retryable) requestId.current = crypto.randomUUID();
        setFailure(retryable ? t(VT.notThrough, { reason: t(message) }) : t(message));
      }
    },
  });
  const picked = typeof form.values.merchantId === 'string' ? form.values.merchantId : undefined;
  if (staff && picked !== merchantId) {
    setMerchantId(picked);
    void form.setFieldValue('websiteId', undefined, false);
  }

  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <Typography.Paragraph type="secondary">{t(staff ? VT.introStaff : VT.introMerchant)}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16, maxWidth: 720 }} closable onClose={() => setFailure(null)} />}
      {result && <TerminalResult result={result} staff={staff} places={currencies.places} onClose={() => setResult(null)} />}
      <div style={{ maxWidth: 720 }}>
        <FieldList form={form} fields={fields} idPrefix="virtual-terminal" />
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>{t(VT.cvcNote)}</Typography.Paragraph>
    </Card>
  );
}
