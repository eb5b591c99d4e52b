import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, List, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { callApi } from '@portal/api-client';
import { useUserContext } from '@portal/auth';
import { PROCESSING_SETUP_ENDPOINTS, TRANSACTION_ENDPOINTS, type ProcessingChannel, type ProcessingSetupAnswer } from '@portal/contracts';
import { KitSelect, ListTable, StatusPill, type ColumnDef } from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { DB } from '../../i18n/disputes-bulk-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { useLookupOptions } from '../lookup/lookup-options';

type Translate = (text: string, params?: Record<string, string | number>) => string;

/** Pills by the spec's table: the table's word of each tone. */
const TONE_WORDS: Record<string, string> = { Pass: 'Validated', Block: 'Rejected', Warn: 'Pending', Primary: 'Active', Fallback: 'Pending', NotUsed: 'Inactive' };
const Pill = ({ value, t }: { value: string; t: Translate }) => <StatusPill status={TONE_WORDS[value] ?? value} label={t((DB as Record<string, string>)[value] ?? value)} />;

function channelColumns(t: Translate): ColumnDef<ProcessingChannel>[] {
  return [
    { key: 'name', title: DB.channel, value: (c) => c.name, width: 200 },
    { key: 'serviceProviderName', title: DB.provider, value: (c) => c.serviceProviderName, width: 200 },
    { key: 'currency', title: DB.currency, value: (c) => c.currency, width: 100 },
    { key: 'role', title: DB.role, value: (c) => c.role, render: (c) => <Pill value={c.role} t={t} />, width: 130 },
    { key: 'reason', title: DB.message, value: (c) => t(c.reason), width: 280 },
  ];
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
  const [merchantId, setMerchantId] = useState<string | undefined>();
  const [websiteId, setWebsiteId] = useState<string | undefined>();
  const [paymentMethod, setPaymentMethod] = useState<string | undefined>();
  const [currency, setCurrency] = useState<string | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const websites = useQuery({
    queryKey: ['processing-setup', 'websites', merchantId ?? 'own'],
    queryFn: ({ signal }) => callApi(TRANSACTION_ENDPOINTS.websites, { query: merchantId ? { Customer: [merchantId] } : {}, signal }),
    enabled: isMerchant || !!merchantId,
  });
  const checking = useMutation<ProcessingSetupAnswer, Error, void>({
    mutationFn: () => {
      const common = { websiteId: websiteId!, paymentMethod: paymentMethod!, ...(currency ? { currency } : {}) };
      return isMerchant
        ? callApi(PROCESSING_SETUP_ENDPOINTS.merchant, { query: common, silent: true })
        : callApi(PROCESSING_SETUP_ENDPOINTS.staff, { query: { ...common, merchantId: merchantId! }, silent: true });
    },
  });
  const submit = () => {
    const next: Record<string, string> = {};
    if (!isMerchant && !merchantId) next.merchant = t(DB.chooseMerchant);
    if (!websiteId) next.website = t(DB.chooseWebsite);
    if (!paymentMethod) next.method = t(DB.chooseMethod);
    setErrors(next);
    if (Object.keys(next).length === 0) checking.mutate();
  };
  const columns = useMemo(() => channelColumns(t), [t]);
  const answer = checking.data;
  const primary = answer?.channels.find((c) => c.role === 'Primary');
  const field = (key: string) => (errors[key] ? { validateStatus: 'error' as const, help: errors[key] } : {});
  const select = (id: string, value: string | undefined, onChange: (v: string | undefined) => void, items: Array<{ id: string | number; name: string }>, allowClear = false) => (
    <KitSelect<string> id={id} value={value} onChange={(v) => onChange(v ?? undefined)} allowClear={allowClear} showSearch optionFilterProp="label"
      options={items.map((o) => ({ value: String(o.id), label: o.name }))} style={{ width: '100%' }} />
  );

  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <Form layout="vertical" onFinish={submit} style={{ maxWidth: 960 }}>
        <Flex gap={16} wrap>
          {!isMerchant && (
            <Form.Item label={t(DB.merchant)} htmlFor="ps-merchant" style={{ minWidth: 240, flex: 1 }} {...field('merchant')}>
              {select('ps-merchant', merchantId, (v) => { setMerchantId(v); setWebsiteId(undefined); }, options.customers)}
            </Form.Item>
          )}
          <Form.Item label={t(DB.website)} htmlFor="ps-website" style={{ minWidth: 220, flex: 1 }} {...field('website')}>
            {select('ps-website', websiteId, setWebsiteId, Array.isArray(websites.data) ? websites.data : [])}
          </Form.Item>
          <Form.Item label={t(DB.paymentMethod)} htmlFor="ps-method" style={{ minWidth: 200, flex: 1 }} {...field('method')}>
            {select('ps-method', paymentMethod, setPaymentMethod, options.paymentMethods)}
          </Form.Item>
          <Form.Item label={t(DB.currencyOptional)} htmlFor="ps-currency" style={{ minWidth: 160, flex: 1 }}>
            {select('ps-currency', currency, setCurrency, options.currencies, true)}
          </Form.Item>
        </Flex>
        <Button type="primary" htmlType="submit" loading={checking.isPending}>{t(DB.check)}</Button>
      </Form>
      {checking.isError && <Alert type="error" showIcon style={{ marginTop: 16 }} title={t(DB.actionFailed, { error: t(checking.error.message) })} />}
      {answer && (
        <div style={{ marginTop: 24 }}>
          <Alert
            type={answer.routable ? 'success' : 'error'} showIcon
            title={answer.routable && primary ? t(DB.routable, { channel: primary.name, provider: primary.serviceProviderName }) : t(DB.blocked)}
            description={t(DB.modeNote, { mode: t(answer.mode) })}
          />
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>{t(DB.checks)}</Typography.Title>
          <List
            size="small" bordered dataSource={answer.checks}
            renderItem={(c) => (
              <List.Item>
                <Flex gap={12} align="center" wrap>
                  <Pill value={c.outcome} t={t} />
                  <span>{t(c.message)}</span>
                  {c.detail && <Typography.Text type="secondary">{c.detail}</Typography.Text>}
                </Flex>
              </List.Item>
            )}
          />
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>{t(DB.channels)}</Typography.Title>
          <ListTable rows={answer.channels} rowKey={(c) => c.id} columns={columns} translate={t} label={t(DB.channels)} />
        </div>
      )}
    </Card>
  );
}
