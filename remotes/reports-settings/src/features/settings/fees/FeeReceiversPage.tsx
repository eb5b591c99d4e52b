import { Typography } from 'antd';
import { useMemo } from 'react';
import { FEE_RECEIVER_KINDS, FEE_RECEIVERS, FEE_TYPES, type ResourceRowOf } from '@portal/contracts';
import { formatPercent } from '@portal/i18n';
import { ResourceListPage, useLookups, type ColumnDef, type FieldOverrides, type FilterFieldOverrides } from '@portal/kit';
import { useEngineSettingsTranslation } from '../engine-settings-texts';

type FeeReceiver = ResourceRowOf<typeof FEE_RECEIVERS>;

const percentOf = (basisPoints: number) => formatPercent(basisPoints / 100);

/**
 * Fee receivers (crm/settings/fees, ADR 0066): who receives each fee type of the tenant's transactions, in
 * the Mode the user works in. The transaction actions' fees are computed from these rows.
 */
export function FeeReceiversPage({ title }: { title: string }) {
  const { t } = useEngineSettingsTranslation();
  const { methods, currencies } = useLookups(['methods', 'currencies']);
  const columns = useMemo<ColumnDef<FeeReceiver>[]>(() => [
    { key: 'feeType', title: 'Fee type', value: (r) => t(r.feeType), sortable: true, alwaysShown: true },
    { key: 'receiver', title: 'Receiver', value: (r) => (r.receiver === 'Partner' ? `${t('Partner')}: ${r.partnerName ?? ''}` : t(r.receiver)), sortable: true },
    { key: 'paymentMethod', title: 'Payment method', value: (r) => (r.paymentMethod ? methods.byId.get(r.paymentMethod)?.name ?? r.paymentMethod : t('Any')) },
    { key: 'currency', title: 'Currency', value: (r) => r.currency ?? t('Any') },
    { key: 'rate', title: 'Rate', value: (r) => percentOf(r.basisPoints), align: 'right' },
    // Minor units of the transaction's currency (of the rule's when it names one): 20 is 0.20 GBP or 20 JPY.
    { key: 'fixedAmount', title: 'Fixed amount', value: (r) => (r.currency ? `${r.fixedAmount} (${r.currency})` : String(r.fixedAmount)), align: 'right' },
    { key: 'isActive', title: 'Active', value: (r) => (r.isActive ? t('Yes') : t('No')) },
  ], [t, methods.byId]);

  const form = useMemo<FieldOverrides>(() => ({
    feeType: { label: t('Fee type'), options: FEE_TYPES.map((id) => ({ id, name: t(id) })) },
    receiver: { label: t('Receiver'), options: FEE_RECEIVER_KINDS.map((id) => ({ id, name: t(id) })) },
    partnerName: { label: t('Partner name') },
    paymentMethod: { label: t('Payment method'), type: 'select', options: [{ id: '', name: t('Any') }, ...methods.options] },
    currency: { label: t('Currency'), type: 'select', options: [{ id: '', name: t('Any') }, ...currencies.options] },
    basisPoints: { label: t('Rate in basis points (140 = 1,40%)') },
    fixedAmount: { label: t('Fixed amount in minor units of the currency (20 = 0.20)') },
    isActive: { label: t('Active') },
  }), [t, methods.options, currencies.options]);

  const filters = useMemo<FilterFieldOverrides>(() => ({
    feeType: { label: t('Fee type'), options: FEE_TYPES.map((id) => ({ id, name: t(id) })) },
    receiver: { label: t('Receiver'), options: FEE_RECEIVER_KINDS.map((id) => ({ id, name: t(id) })) },
    search: { label: t('Partner') },
    isActive: { label: t('Active') },
  }), [t]);

  return (
    <ResourceListPage<FeeReceiver>
      resource={FEE_RECEIVERS}
      columns={columns}
      title={title}
      translate={t}
      fields={filters}
      before={<Typography.Paragraph type="secondary">{t('feesIntro')}</Typography.Paragraph>}
      create={{ fields: form, initial: { isActive: true, basisPoints: 0, fixedAmount: 0, paymentMethod: '', currency: '' } }}
      edit={{ fields: form }}
      remove
      rowName={(r) => `${t(r.feeType)} ${t(r.receiver)}`}
    />
  );
}
