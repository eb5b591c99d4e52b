import { useMemo } from 'react';
import { Link } from 'react-router';
import type { FieldDefinition, FieldFormValues, LookupOption } from '@portal/contracts';
import { overridesFromFields, ResourceListPage, type AnyResource, type ColumnDef, type ResourceFormOption } from '@portal/kit';
import { useSettingsRows, type SettingsResource, type SettingsRow } from './api/payment-settings-api';
import { S, usePaymentSettingsTranslation } from './i18n/texts';
import { ScopeBar, useMerchantScope } from './merchant-scope';

/** What makes one payment settings page: its resource, columns, form fields and how a row becomes the body. */
export interface SettingsPageDefinition {
  resource: SettingsResource;
  columns: ColumnDef<SettingsRow>[];
  /** The form; `editing` is the row being edited (null when adding). */
  fields(editing: SettingsRow | null, t: (text: string) => string, options: LookupOption[]): FieldDefinition[];
  /** A resource whose rows (id, name) a picker of the form offers (a MID's channel). */
  optionsFrom?: SettingsResource;
  valuesOf(row: SettingsRow): FieldFormValues;
  bodyOf(values: FieldFormValues): Record<string, unknown>;
  nameOf(row: SettingsRow): string;
}

/**
 * One merchant payment settings page (ADR 0067) on the kit's ResourceListPage: the rows of the current mode (the
 * resource is Mode-scoped), add, edit and delete in the kit's dialogs; what the server refuses (a duplicate, a value
 * in use) is shown as it says. Tenant staff pick the merchant first.
 */
export function SettingsTablePage({ title, definition: d }: { title: string; definition: SettingsPageDefinition }) {
  const { t } = usePaymentSettingsTranslation();
  const scope = useMerchantScope();
  const optionRows = useSettingsRows(d.optionsFrom ?? d.resource, scope.merchantId, scope.ready && !!d.optionsFrom);
  const options = useMemo(() => (d.optionsFrom ? (optionRows.data ?? []).map((r) => ({ id: r.id, name: String(r.name) })) : []), [d, optionRows.data]);

  const form = useMemo<ResourceFormOption<SettingsRow>>(() => ({
    fields: (row) => overridesFromFields(d.resource.body, d.fields(row ?? null, (text) => t(text), options)),
    title: (row) => (row ? `${t(S.edit)}: ${d.nameOf(row)}` : `${t(S.add)}: ${t(title)}`),
    valuesOf: d.valuesOf,
    toBody: d.bodyOf,
  }), [d, t, options, title]);
  const remove = useMemo(() => ({ title: (row: SettingsRow) => t(S.deleteConfirm, { name: d.nameOf(row) }) }), [d, t]);
  const list = useMemo(() => ({ enabled: scope.ready, rowKey: (row: SettingsRow) => row.id }), [scope.ready]);
  const promote = `/merchant/payment-settings/promote${scope.merchantId ? `?merchantId=${scope.merchantId}` : ''}`;

  return (
    <ResourceListPage<SettingsRow>
      resource={d.resource as unknown as AnyResource}
      columns={d.columns}
      title={title}
      translate={(text) => t(text)}
      errorTitle={t(S.loadFailed)}
      list={list}
      create={form}
      edit={form}
      remove={remove}
      // Nothing to change until tenant staff have picked the merchant.
      readOnly={!scope.ready}
      rowName={d.nameOf}
      before={<ScopeBar scope={scope} />}
      actions={<Link to={promote}>{t(S.promoteLink)}</Link>}
    />
  );
}
