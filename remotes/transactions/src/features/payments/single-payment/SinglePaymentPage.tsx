import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Row, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { getSystemMode } from '@portal/api-client';
import { PAYMENT_LIMITS, PAYMENT_MESSAGES, type Beneficiary, type MerchantPayment } from '@portal/contracts';
import { AlertBannerProvider, FieldList, formatMoney, toMinorUnits, useFieldForm } from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { PT } from '../../../i18n/payment-texts';
import { useTransactionsTranslation } from '../../../i18n/use-transactions-translation';
import { useActionRunner } from '../../actions/use-action-runner';
import { accountText } from '../beneficiaries/BeneficiariesPage';
import { PayeePill } from '../PayeePill';
import { PAYMENT_QUERY_KEYS, paymentsApi } from '../payments-api';
import { useCurrencies } from '../use-currencies';
import { paymentFields } from './payment-fields';

export const PENDING_PAYMENTS_PATH = '/merchant/payments/pending-payments';

const PAYEE_HELP = { NotNeeded: PT.payeeNotNeeded, Pending: PT.payeePending, Success: PT.payeeSuccess, Failed: PT.payeeFailed } as const;

/**
 * merchant/payments/single-payment: pay one beneficiary from the balance of its account currency. The payee check
 * (spec part 2 section 3's statuses) shows with the chosen beneficiary and can be run before paying; the payment
 * waits for a second user (pending payments). A retry after a network failure resends the same request id.
 */
export function SinglePaymentPage({ title }: { title: string }) {
  return (
    <AlertBannerProvider>
      <SinglePayment title={title} />
    </AlertBannerProvider>
  );
}

function SinglePayment({ title }: { title: string }) {
  const { t } = useTransactionsTranslation();
  const queryClient = useQueryClient();
  const runner = useActionRunner();
  const currencies = useCurrencies();
  const mode = getSystemMode();
  const beneficiaries = useQuery({ queryKey: PAYMENT_QUERY_KEYS.beneficiaries, queryFn: ({ signal }) => paymentsApi.beneficiaries(signal) });
  const balances = useQuery({ queryKey: PAYMENT_QUERY_KEYS.balances(mode), queryFn: ({ signal }) => paymentsApi.balances(signal) });
  const [chosenId, setChosenId] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const list = useMemo(() => beneficiaries.data ?? [], [beneficiaries.data]);
  const chosen: Beneficiary | undefined = list.find((b) => b.id === chosenId);
  const fields = useMemo(() => paymentFields({
    beneficiaries: list, balances: balances.data ?? [], currency: chosen?.currency, places: currencies.places, t,
  }), [list, balances.data, chosen?.currency, currencies.places, t]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: PAYMENT_QUERY_KEYS.all });
  const form = useFieldForm({
    fields,
    onSubmit: async (values, helpers) => {
      const beneficiary = list.find((b) => b.id === values.beneficiaryId);
      if (!beneficiary) return;
      const amount = toMinorUnits(String(values.amount ?? ''), currencies.places(beneficiary.currency))!;
      const body = { beneficiaryId: beneficiary.id, amount, currency: beneficiary.currency, reference: String(values.reference ?? '').trim() };
      const requestId = crypto.randomUUID();
      const ok = await runner.run<{ message: string; payment: MerchantPayment }>({
        requestId,
        send: async () => ({ message: t(PAYMENT_MESSAGES.paymentWaiting), payment: await paymentsApi.pay(body, requestId) }),
      });
      void refresh();
      if (ok) helpers.resetForm();
    },
  });
  const picked = typeof form.values.beneficiaryId === 'string' ? form.values.beneficiaryId : undefined;
  if (picked !== chosenId) setChosenId(picked);

  const checkPayee = async (b: Beneficiary) => {
    setChecking(true);
    try {
      await paymentsApi.confirmPayee(b.id);
      await queryClient.invalidateQueries({ queryKey: PAYMENT_QUERY_KEYS.beneficiaries });
    } finally {
      setChecking(false);
    }
  };

  const fee = (currency: string) => formatMoney(PAYMENT_LIMITS.payoutFeeMinor, currency, currencies.places(currency));
  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <Typography.Paragraph type="secondary">{t(PT.secondUserNote)}</Typography.Paragraph>
      {beneficiaries.isSuccess && list.length === 0 && <Alert type="info" showIcon title={t(PT.noBeneficiaries)} style={{ marginBottom: 12 }} />}
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <FieldList form={form} fields={fields} idPrefix="single-payment" />
          {chosen && (
            <Descriptions size="small" column={1} bordered style={{ marginTop: 8 }}>
              <Descriptions.Item label={t(PT.account)}>{accountText(chosen)}</Descriptions.Item>
              <Descriptions.Item label={t(PT.payeeConfirmation)}>
                <Space wrap>
                  <PayeePill status={chosen.payeeConfirmation} />
                  <span>{t(PAYEE_HELP[chosen.payeeConfirmation])}</span>
                  {chosen.payeeConfirmation !== 'NotNeeded' && (
                    <Button size="small" loading={checking} onClick={() => void checkPayee(chosen)}>{t(PT.checkPayee)}</Button>
                  )}
                </Space>
              </Descriptions.Item>
            </Descriptions>
          )}
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {t(PT.feeNote, { fee: fee(chosen?.currency ?? 'GBP') })} <Link to={PENDING_PAYMENTS_PATH} style={{ textDecoration: 'underline' }}>{t(PT.openPending)}</Link>
          </Typography.Paragraph>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t(PT.balancesTitle, { mode: t(mode) })}</h2>}>
            {balances.isSuccess && balances.data.length === 0 && <Typography.Text>{t(PT.noBalances)}</Typography.Text>}
            <ul style={{ paddingLeft: 18, margin: 0 }}>
              {(balances.data ?? []).map((b) => {
                const money = (n: number) => formatMoney(n, b.currency, currencies.places(b.currency));
                return (
                  <li key={b.currency} data-currency={b.currency}>
                    <strong>{b.currency}</strong> {t(PT.balanceLine, { available: money(b.available), ledger: money(b.ledger), pending: money(b.pending) })}
                    {/* What the tenant's settlement delay and rolling reserve hold back (ADR 0155). */}
                    {b.unsettled > 0 && ` · ${t(PT.balanceUnsettled, { days: b.settlementDelayDays, amount: money(b.unsettled) })}`}
                    {b.reserve > 0 && ` · ${t(PT.balanceReserve, { percent: b.reservePercent, amount: money(b.reserve) })}`}
                  </li>
                );
              })}
            </ul>
          </Card>
        </Col>
      </Row>
    </Card>
  );
}
