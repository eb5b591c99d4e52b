import { useMemo } from 'react';
import { POS_PROVIDERS, type PosProviderRow } from '@portal/contracts';
import { ResourceListPage, type ColumnDef } from '@portal/kit';
import { P } from './i18n/texts';
import { activeColumn, listColumn, secretColumn, secretField, useSettingsPageParts } from './shared-columns';

/** A tenant's POS (terminal) providers (ADR 0065); platform staff pick the tenant. */
export function PosProvidersPage({ title }: { title: string }) {
  const { t, translate, currencies, countries, multi } = useSettingsPageParts();
  const columns = useMemo<ColumnDef<PosProviderRow>[]>(() => [
    { key: 'name', title: P.name, value: (r) => r.name, sortable: true, alwaysShown: true },
    { key: 'countryId', title: P.country, value: (r) => r.countryId, sortable: true },
    listColumn<PosProviderRow>('currencies', P.currencies, (r) => r.currencies),
    { key: 'endpointUrl', title: P.endpointUrl, value: (r) => r.endpointUrl ?? '' },
    secretColumn<PosProviderRow>(t, P.apiKey),
    activeColumn<PosProviderRow>(t),
  ], [t]);
  const fields = {
    name: { label: t(P.name) }, countryId: { label: t(P.country), type: 'selectAutoComplete' as const, options: countries.options },
    currencies: { ...multi(P.currencies, currencies.options, false), help: t(P.posCurrenciesHelp) }, endpointUrl: { label: t(P.endpointUrl), inputType: 'url' as const },
    isActive: { label: t(P.isActive) }, apiKey: secretField(t, P.apiKey),
  };
  return (
    <ResourceListPage<PosProviderRow>
      resource={POS_PROVIDERS} title={title} translate={translate} columns={columns} rowName={(r) => r.name}
      fields={{ countries: { label: t(P.country) }, isActive: { label: t(P.active) } }}
      create={{ fields, initial: { isActive: true, currencies: [] } }} edit={{ fields }} remove
    />
  );
}
