import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { callApi } from '@portal/api-client';
import { useUserContext } from '@portal/auth';
import { PROCESSING_SETUP_ENDPOINTS, TRANSACTION_ENDPOINTS, type ProcessingChannel, type ProcessingCheckResult, type ProcessingSetupAnswer } from '@portal/contracts';
import {
  decimalsOf, FieldList, formatMoney, ItemList, ItemListItem, ListTable, StatusPill, toMinorUnits, type ColumnDef, type FieldDefinition, type FieldFormValues, type LookupOption, useFieldForm,
} from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { A } from '../../i18n/action-texts';
import { DB } from '../../i18n/disputes-bulk-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { useLookupOptions } from '../lookup/lookup-options';
import { useCurrencies } from '../payments/use-currencies';

type Translate = (text: string, params?: Record<string, string | number>) => string;

/** Pills by the spec's table: the table's word of each tone. */
const TONE_WORDS: Record<string, string> = { Pass: 'Validated', Block: 'Rejected', Warn: 'Pending', Primary: 'Active', Fallback: 'Pending', NotUsed: 'Inactive' };
const Pill = ({ value, t }: { value: string; t: Translate }) => <StatusPill status={TONE_WORDS[value] ?? value} label={t((DB as Record<string, string>)[value] ?? value)} />;

function channelColumns(t: Translate, places: (currency: string) => number): ColumnDef<ProcessingChannel>[] {
  return [
    { key: 'name', title: DB.channel, value: (c) => c.name, width: 180 },
    { key: 'serviceProviderName', title: DB.provider, value: (c) => c.serviceProviderName, width: 180 },
    { key: 'currency', title: DB.currency, value: (c) => c.currency, width: 90 },
    { key: 'role', title: DB.role, value: (c) => c.role, render: (c) => <Pill value={c.role} t={t} />, width: 120 },
    // What the channel charges for the amount by the merchant's settings (ADR 0144): equal priorities go cheapest first.
    { key: 'fee', title: DB.channelFee, value: (c) => (typeof c.fee === 'number' ? formatMoney(c.fee, c.currency, places(c.currency)) : '—'), width: 130 },
    { key: 'reason', title: DB.message, value: (c) => reasonText(c, t, places), width: 280 },
  ];
}

/** The merchant's processing status as this page names it (its own words: "Processing" alone is a fee type too). */
const PROCESSING_STATUS_TEXTS: Record<string, string> = { Processing: DB.processingLive, SandboxEnabled: DB.processingSandbox, NoProcessing: DB.processingNone };

/** A check's data value as the user reads it: a status in the user's language, a name (website, method, channel) as it is. */
function detailText(c: ProcessingCheckResult, t: Translate): string {
  const detail = c.detail ?? '';
  if (c.check === 'processing') return t(PROCESSING_STATUS_TEXTS[detail] ?? detail);
  // The merchant's and its review's statuses are in the portal's one label table (Active, Pending, Approved...).
  return c.check === 'merchant' || c.check === 'review' ? t(detail) : detail;
}

/** A channel's reason, with the limit an amount passed in the channel's currency. */
function reasonText(c: ProcessingChannel, t: Translate, places: (currency: string) => number): string {
  return typeof c.limit !== 'number' ? t(c.reason) : `${t(c.reason)}: ${formatMoney(c.limit, c.currency, places(c.currency))}`;
}

/**
 * Processing setup tool (tenant, platform and merchant menus; issue 13, ADR 0050): how a payment of a merchant,
 * website and payment method (and currency) would be routed in the mode the user works in, and what blocks it.
 * Merchants check their own; staff pick the merchant.
 */
export function ProcessingSetupPage({ title }: { title: string }) {
  const { t } = useTransactionsTranslation();
  const context = useUserContext();
  const isMerchant = context.data?.user.userType === 'Merchant';
  const options = useLookupOptions();
  const currencies = useCurrencies();
  const fields = useMemo<FieldDefinition[]>(() => {
    const pick = (name: string, label: string, items: LookupOption[], required?: string): FieldDefinition => ({
      name, label: t(label), type: 'selectAutoComplete', options: items, validations: required ? [{ name: 'required', message: t(required) }] : [],
    });
    return [
      ...(isMerchant ? [] : [pick('merchantId', DB.merchant, options.customers, DB.chooseMerchant)]),
      pick('websiteId', DB.website, [], DB.chooseWebsite),
      pick('paymentMethod', DB.paymentMethod, options.paymentMethods, DB.chooseMethod),
      pick('currency', DB.currencyOptional, options.currencies),
      // A payment's amount is read against each channel's minimum and maximum (the merchant's payment settings, ADR 0143).
      {
        name: 'amount', label: t(DB.amountOptional), type: 'input', inputType: 'decimal', help: t(DB.amountHelp),
        validations: [{
          name: 'custom', message: t(A.amountPositive),
          test: (text, values) => {
            const currency = typeof values.currency === 'string' && values.currency ? values.currency : undefined;
            if (!currency) return t(DB.amountNeedsCurrency);
            const n = currencies.places(currency);
            if (decimalsOf(text) > n) return n === 0 ? t(A.amountNoDecimals, { currency }) : t(A.amountDecimals, { currency, n });
            const minor = toMinorUnits(text, n);
            return minor !== undefined && minor > 0;
          },
        }],
      },
    ];
  }, [t, isMerchant, options.customers, options.paymentMethods, options.currencies, currencies]);
  const checking = useMutation<ProcessingSetupAnswer, Error, FieldFormValues>({
    mutationFn: (values) => {
      const text = (key: string) => (values[key] === null || values[key] === undefined ? '' : String(values[key]));
      const currency = text('currency');
      const amount = currency && text('amount') ? toMinorUnits(text('amount'), currencies.places(currency)) : undefined;
      const common = {
        websiteId: text('websiteId'), paymentMethod: text('paymentMethod'), ...(currency ? { currency } : {}), ...(amount !== undefined ? { amount } : {}),
      };
      return isMerchant
        ? callApi(PROCESSING_SETUP_ENDPOINTS.merchant, { query: common, silent: true })
        : callApi(PROCESSING_SETUP_ENDPOINTS.staff, { query: { ...common, merchantId: text('merchantId') }, silent: true });
    },
  });
  const form = useFieldForm({
    fields,
    sanitize: false,
    onSubmit: (values) => checking.mutate(values),
    // The websites are the chosen merchant's: another merchant clears the website.
    onValuesChange: (_values, changed, current) => {
      if (changed.includes('merchantId')) void current.setFieldValue('websiteId', null);
    },
  });
  const merchantId = form.values.merchantId === null || form.values.merchantId === undefined ? undefined : String(form.values.merchantId);
  const websites = useQuery({
    queryKey: ['processing-setup', 'websites', merchantId ?? 'own'],
    queryFn: ({ signal }) => callApi(TRANSACTION_ENDPOINTS.websites, { query: merchantId ? { Customer: [merchantId] } : {}, signal }),
    enabled: isMerchant || !!merchantId,
  });
  const drawn = useMemo(() => {
    const websiteOptions: LookupOption[] = Array.isArray(websites.data) ? websites.data : [];
    return fields.map((field) => (field.name === 'websiteId' ? { ...field, options: websiteOptions } : field));
  }, [fields, websites.data]);
  const columns = useMemo(() => channelColumns(t, currencies.places), [t, currencies.places]);
  const answer = checking.data;
  const primary = answer?.channels.find((c) => c.role === 'Primary');

  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <div style={{ maxWidth: 960 }}>
        <FieldList form={form} fields={drawn} idPrefix="ps" columnWidth={200} />
        <Button type="primary" loading={checking.isPending} onClick={() => void form.submitForm()}>{t(DB.check)}</Button>
      </div>
      {checking.isError && <Alert type="error" showIcon style={{ marginTop: 16 }} title={t(DB.actionFailed, { error: t(checking.error.message) })} />}
      {answer && (
        <div style={{ marginTop: 24 }}>
          <Alert
            type={answer.routable ? 'success' : 'error'} showIcon
            title={answer.routable && primary ? t(DB.routable, { channel: primary.name, provider: primary.serviceProviderName }) : t(DB.blocked)}
            description={t(DB.modeNote, { mode: t(answer.mode) })}
          />
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>{t(DB.checks)}</Typography.Title>
          <ItemList
            size="small" bordered items={answer.checks}
            renderItem={(c) => (
              <ItemListItem>
                <Flex gap={12} align="center" wrap>
                  <Pill value={c.outcome} t={t} />
                  <span>{t(c.message)}</span>
                  {c.detail && <Typography.Text type="secondary">{detailText(c, t)}</Typography.Text>}
                </Flex>
              </ItemListItem>
            )}
          />
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>{t(DB.channels)}</Typography.Title>
          <ListTable rows={answer.channels} rowKey={(c) => c.id} columns={columns} translate={t} label={t(DB.channels)} />
        </div>
      )}
    </Card>
  );
}
