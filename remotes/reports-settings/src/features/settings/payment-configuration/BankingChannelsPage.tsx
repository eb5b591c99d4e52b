import { useMemo } from 'react';
import { BANKING_CHANNELS, BANKING_PURPOSES, BANKING_SCHEMES, type BankingChannelRow } from '@portal/contracts';
import { ResourceListPage, type ColumnDef } from '@portal/kit';
import { P } from './i18n/texts';
import { activeColumn, secretColumn, secretField, useSettingsPageParts } from './shared-columns';

/**
 * A tenant's bank connections (ADR 0065): collections, payouts, settlements; the password is write-only. Each purpose is
 * read per currency, as the purpose's help says: payouts leave through the Payout channel (ADR 0150), invoices ask to be
 * paid into the Collection channel and terminal days settle into the Settlement channel (ADR 0153).
 */
export function BankingChannelsPage({ title }: { title: string }) {
  const { t, translate, currencies, countries, enumOptions } = useSettingsPageParts();
  const columns = useMemo<ColumnDef<BankingChannelRow>[]>(() => [
    { key: 'name', title: P.name, value: (r) => r.name, sortable: true, alwaysShown: true },
    { key: 'bankName', title: P.bankName, value: (r) => r.bankName, sortable: true },
    { key: 'purpose', title: P.purpose, value: (r) => t(r.purpose) },
    { key: 'scheme', title: P.scheme, value: (r) => t(r.scheme) },
    { key: 'currency', title: P.currency, value: (r) => r.currency, sortable: true },
    { key: 'accountIdentifier', title: P.accountIdentifier, value: (r) => r.accountIdentifier },
    secretColumn<BankingChannelRow>(t, P.password),
    activeColumn<BankingChannelRow>(t),
  ], [t]);
  const fields = {
    name: { label: t(P.name) }, bankName: { label: t(P.bankName) },
    countryId: { label: t(P.country), type: 'selectAutoComplete' as const, options: countries.options },
    currency: { label: t(P.currency), type: 'selectAutoComplete' as const, options: currencies.options },
    scheme: { label: t(P.scheme), options: enumOptions(BANKING_SCHEMES) }, purpose: { label: t(P.purpose), options: enumOptions(BANKING_PURPOSES), help: t(P.purposeHelp) },
    accountIdentifier: { label: t(P.accountIdentifier) }, bic: { label: t(P.bic) }, apiUsername: { label: t(P.apiUsername) },
    isActive: { label: t(P.isActive) }, password: secretField(t, P.password),
  };
  return (
    <ResourceListPage<BankingChannelRow>
      resource={BANKING_CHANNELS} title={title} translate={translate} columns={columns} rowName={(r) => r.name}
      fields={{ purpose: { label: t(P.purpose), options: enumOptions(BANKING_PURPOSES) }, currencies: { label: t(P.currency) }, isActive: { label: t(P.active) } }}
      create={{ fields, initial: { isActive: true, purpose: 'Collection' } }} edit={{ fields }} remove
    />
  );
}
