import { useMemo } from 'react';
import { CARD_SCHEMES, CHALLENGE_PREFERENCES, MPI_CONFIGURATIONS, THREE_DS_VERSIONS, type MpiConfigurationRow } from '@portal/contracts';
import { ResourceListPage, type ColumnDef } from '@portal/kit';
import { P } from './i18n/texts';
import { activeColumn, secretColumn, secretField, useSettingsPageParts } from './shared-columns';

/** A tenant's 3-D Secure (MPI) set-up per card scheme's directory server (ADR 0065). */
export function MpiPage({ title }: { title: string }) {
  const { t, translate, enumOptions } = useSettingsPageParts();
  const columns = useMemo<ColumnDef<MpiConfigurationRow>[]>(() => [
    { key: 'name', title: P.name, value: (r) => r.name, sortable: true, alwaysShown: true },
    { key: 'cardScheme', title: P.cardScheme, value: (r) => r.cardScheme, sortable: true },
    { key: 'threeDsVersion', title: P.threeDsVersion, value: (r) => r.threeDsVersion },
    { key: 'acquirerBin', title: P.acquirerBin, value: (r) => r.acquirerBin },
    { key: 'requestorId', title: P.requestorId, value: (r) => r.requestorId, hiddenByDefault: true },
    { key: 'challengePreference', title: P.challengePreference, value: (r) => t(r.challengePreference) },
    secretColumn<MpiConfigurationRow>(t, P.password),
    activeColumn<MpiConfigurationRow>(t),
  ], [t]);
  const fields = {
    name: { label: t(P.name) }, cardScheme: { label: t(P.cardScheme), options: enumOptions(CARD_SCHEMES) },
    threeDsVersion: { label: t(P.threeDsVersion), options: enumOptions(THREE_DS_VERSIONS) },
    directoryServerUrl: { label: t(P.directoryServerUrl), inputType: 'url' as const }, acquirerBin: { label: t(P.acquirerBin) },
    requestorId: { label: t(P.requestorId) }, merchantName: { label: t(P.merchantName) },
    challengePreference: { label: t(P.challengePreference), options: enumOptions(CHALLENGE_PREFERENCES) },
    isActive: { label: t(P.isActive) }, password: secretField(t, P.password),
  };
  return (
    <ResourceListPage<MpiConfigurationRow>
      resource={MPI_CONFIGURATIONS} title={title} translate={translate} columns={columns} rowName={(r) => r.name}
      fields={{ cardScheme: { label: t(P.cardScheme) }, isActive: { label: t(P.active) } }}
      create={{ fields, initial: { isActive: true, threeDsVersion: '2.2.0', challengePreference: 'NoPreference' } }} edit={{ fields }} remove
    />
  );
}
