import { Typography } from 'antd';
import { useMemo } from 'react';
import { MID_STATUSES, MIDS, type MidRow } from '@portal/contracts';
import { ResourceListPage, useLookup, type ColumnDef } from '@portal/kit';
import { P } from './i18n/texts';
import { listColumn, useSettingsPageParts } from './shared-columns';

/** The tenant's MIDs at acquirers and providers, per mode (ADR 0065). */
export function MidsPage({ title }: { title: string }) {
  const { t, translate, currencies, countries, enumOptions, multi } = useSettingsPageParts();
  const providers = useLookup('providers');
  const columns = useMemo<ColumnDef<MidRow>[]>(() => [
    { key: 'mid', title: P.mid, value: (r) => r.mid, sortable: true, alwaysShown: true },
    { key: 'serviceProviderId', title: P.serviceProvider, value: (r) => providers.byId.get(r.serviceProviderId)?.name ?? r.serviceProviderId, sortable: true },
    { key: 'acquirerBin', title: P.acquirerBin, value: (r) => r.acquirerBin },
    { key: 'acquirerCountryId', title: P.acquirerCountry, value: (r) => r.acquirerCountryId },
    { key: 'mcc', title: P.mcc, value: (r) => r.mcc },
    listColumn<MidRow>('currencies', P.currencies, (r) => r.currencies),
    { key: 'descriptor', title: P.descriptor, value: (r) => r.descriptor },
    { key: 'status', title: P.status, kind: 'status', value: (r) => r.status, label: (v) => t(v), sortable: true },
  ], [t, providers.byId]);
  const fields = {
    mid: { label: t(P.mid) }, serviceProviderId: { label: t(P.serviceProvider), type: 'select' as const, options: providers.options },
    acquirerBin: { label: t(P.acquirerBin) }, acquirerCountryId: { label: t(P.acquirerCountry), type: 'selectAutoComplete' as const, options: countries.options },
    mcc: { label: t(P.mcc) }, currencies: multi(P.currencies, currencies.options, false), descriptor: { label: t(P.descriptor) },
    status: { label: t(P.status), options: enumOptions(MID_STATUSES) },
  };
  return (
    <ResourceListPage<MidRow>
      resource={MIDS} title={title} translate={translate} columns={columns} rowName={(r) => r.mid}
      before={<Typography.Paragraph type="secondary">{t(P.midIntro)}</Typography.Paragraph>}
      fields={{ providers: { label: t(P.serviceProvider) }, status: { label: t(P.status), options: enumOptions(MID_STATUSES) } }}
      create={{ fields, initial: { status: 'Active', currencies: [] } }} edit={{ fields }} remove
    />
  );
}
