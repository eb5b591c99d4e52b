import { Alert } from 'antd';
import { useMemo } from 'react';
import { PAYMENT_METHOD_CATEGORIES, PAYMENT_METHODS, type PaymentMethodRow } from '@portal/contracts';
import { ResourceListPage, type ColumnDef } from '@portal/kit';
import { P } from './i18n/texts';
import { activeColumn, listColumn, useSettingsPageParts } from './shared-columns';

/** The platform's payment methods (ADR 0065): platform staff change them, tenant staff read them. */
export function PaymentMethodsPage({ title }: { title: string }) {
  const { t, translate, isPlatform, currencies, enumOptions, multi } = useSettingsPageParts();
  const columns = useMemo<ColumnDef<PaymentMethodRow>[]>(() => [
    { key: 'name', title: P.name, value: (r) => r.name, sortable: true, alwaysShown: true },
    { key: 'code', title: P.code, value: (r) => r.code, sortable: true },
    { key: 'category', title: P.category, value: (r) => t(r.category), sortable: true },
    listColumn<PaymentMethodRow>('supportedCurrencies', P.supportedCurrencies, (r) => r.supportedCurrencies, t(P.allCurrencies)),
    activeColumn<PaymentMethodRow>(t),
  ], [t]);
  const fields = {
    code: { label: t(P.code) }, name: { label: t(P.name) },
    category: { label: t(P.category), options: enumOptions(PAYMENT_METHOD_CATEGORIES) },
    supportedCurrencies: multi(P.supportedCurrencies, currencies.options), isActive: { label: t(P.isActive) },
  };
  return (
    <ResourceListPage<PaymentMethodRow>
      resource={PAYMENT_METHODS} title={title} translate={translate} columns={columns} rowName={(r) => r.name}
      fields={{ category: { label: t(P.category), options: enumOptions(PAYMENT_METHOD_CATEGORIES) }, isActive: { label: t(P.active) } }}
      before={!isPlatform && <Alert type="info" showIcon title={t(P.readOnlyCatalogue)} style={{ marginBottom: 12 }} />}
      create={isPlatform && { fields, initial: { isActive: true, supportedCurrencies: [], category: 'Card' } }}
      edit={isPlatform && { fields: { ...fields, code: { label: t(P.code), disabled: true, placeholder: t(P.codeFixed) } } }}
      remove={isPlatform}
    />
  );
}
