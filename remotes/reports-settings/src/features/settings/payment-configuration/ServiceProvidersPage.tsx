import { Alert } from 'antd';
import { useMemo } from 'react';
import { PROVIDER_CAPABILITIES, SERVICE_PROVIDERS, type ServiceProviderRow } from '@portal/contracts';
import { ResourceListPage, useLookup, type ColumnDef } from '@portal/kit';
import { P } from './i18n/texts';
import { activeColumn, listColumn, secretColumn, secretField, useSettingsPageParts } from './shared-columns';

/** The platform's service providers (ADR 0065): connectors with their capabilities and a write-only API key. */
export function ServiceProvidersPage({ title }: { title: string }) {
  const { t, translate, isPlatform, currencies, enumOptions, multi } = useSettingsPageParts();
  const methods = useLookup('methods');
  const columns = useMemo<ColumnDef<ServiceProviderRow>[]>(() => [
    { key: 'name', title: P.name, value: (r) => r.name, sortable: true, alwaysShown: true },
    { key: 'code', title: P.code, value: (r) => r.code, sortable: true },
    listColumn<ServiceProviderRow>('capabilities', P.capabilities, (r) => r.capabilities.map((c) => t(c))),
    listColumn<ServiceProviderRow>('supportedMethods', P.supportedMethods, (r) => r.supportedMethods, t(P.allMethods)),
    listColumn<ServiceProviderRow>('supportedCurrencies', P.supportedCurrencies, (r) => r.supportedCurrencies, t(P.allCurrencies)),
    secretColumn<ServiceProviderRow>(t, P.apiKey),
    activeColumn<ServiceProviderRow>(t),
  ], [t]);
  const fields = {
    code: { label: t(P.code) }, name: { label: t(P.name) },
    capabilities: multi(P.capabilities, enumOptions(PROVIDER_CAPABILITIES)),
    supportedMethods: multi(P.supportedMethods, methods.options),
    supportedCurrencies: multi(P.supportedCurrencies, currencies.options),
    apiBaseUrl: { label: t(P.apiBaseUrl), inputType: 'url' as const }, isActive: { label: t(P.isActive) },
    apiKey: secretField(t, P.apiKey),
  };
  return (
    <ResourceListPage<ServiceProviderRow>
      resource={SERVICE_PROVIDERS} title={title} translate={translate} columns={columns} rowName={(r) => r.name}
      fields={{ isActive: { label: t(P.active) } }}
      before={!isPlatform && <Alert type="info" showIcon title={t(P.readOnlyCatalogue)} style={{ marginBottom: 12 }} />}
      create={isPlatform && { fields, initial: { isActive: true, capabilities: [], supportedMethods: [], supportedCurrencies: [] } }}
      edit={isPlatform && { fields: { ...fields, code: { label: t(P.code), disabled: true } } }}
      remove={isPlatform}
    />
  );
}
