import { Typography } from 'antd';
import { useMemo } from 'react';
import { WHITELIST_ENTRIES, WHITELIST_ENTRY_TYPES, type ResourceRowOf } from '@portal/contracts';
import { ResourceListPage, type ColumnDef, type FilterFieldOverrides } from '@portal/kit';
import { useEngineSettingsTranslation } from '../engine-settings-texts';
import { WhitelistImportForm } from './WhitelistImportForm';

type WhitelistEntry = ResourceRowOf<typeof WHITELIST_ENTRIES>;

/** Whitelisting import (crm/settings/whitelisting-import, ADR 0066): the CSV import, then the tenant's entries. */
export function WhitelistingImportPage({ title }: { title: string }) {
  const { t } = useEngineSettingsTranslation();
  const columns = useMemo<ColumnDef<WhitelistEntry>[]>(() => [
    { key: 'merchantName', title: 'Merchant', value: (r) => r.merchantName, sortable: true, alwaysShown: true },
    { key: 'type', title: 'Type', value: (r) => t(r.type), sortable: true },
    { key: 'value', title: 'Value', value: (r) => r.value, sortable: true },
    { key: 'note', title: 'Note', value: (r) => r.note },
    { key: 'importedBy', title: 'Imported by', value: (r) => r.importedBy },
    { key: 'createdAt', title: 'Imported at', kind: 'dateTime', value: (r) => r.createdAt, sortable: true },
  ], [t]);
  const filters = useMemo<FilterFieldOverrides>(() => ({
    search: { label: t('Value') },
    type: { label: t('Type'), options: WHITELIST_ENTRY_TYPES.map((id) => ({ id, name: t(id) })) },
    merchants: { label: t('Merchants') },
  }), [t]);
  return (
    <ResourceListPage<WhitelistEntry>
      resource={WHITELIST_ENTRIES}
      columns={columns}
      title={title}
      translate={t}
      fields={filters}
      before={(
        <>
          <Typography.Paragraph type="secondary">{t('whitelistIntro')}</Typography.Paragraph>
          <WhitelistImportForm />
        </>
      )}
      remove
      rowName={(r) => `${r.merchantName} ${r.value}`}
    />
  );
}
