import type { ColumnDef, FieldOverride } from '@portal/kit';
import { useLookup, usePortalScope } from '@portal/kit';
import { P, usePaymentConfigurationTranslation } from './i18n/texts';

/** A row that may hold a write-only secret: the API says only whether one is stored and, for keys, its last four. */
interface SecretHint {
  hasSecret: boolean;
  secretLast4: string | null;
}

type T = (text: string, values?: Record<string, unknown>) => string;

export const activeColumn = <Row extends { isActive: boolean }>(t: T): ColumnDef<Row> => ({
  key: 'isActive', title: P.status, kind: 'status', value: (r) => (r.isActive ? 'Active' : 'Inactive'), label: (v) => t(v === 'Active' ? P.active : P.inactive),
});

/** The secret's column: "Stored ••••ABCD", "Stored" (a password) or "Not set"; never the secret. */
export const secretColumn = <Row extends SecretHint>(t: T, title: string): ColumnDef<Row> => ({
  key: 'secret', title, value: (r) => (!r.hasSecret ? t(P.secretNotSet) : r.secretLast4 ? t(P.secretStored, { last4: r.secretLast4 }) : t(P.secretStoredNoHint)),
});

/** A list of codes (currencies, methods), or "every ..." when empty. */
export const listColumn = <Row,>(key: string, title: string, read: (r: Row) => readonly string[], every?: string): ColumnDef<Row> => ({
  key, title, value: (r) => (read(r).length ? read(r).join(', ') : every ?? ''),
});

/** A write-only secret's field: a password input, empty on edit (empty keeps the stored one). */
export const secretField = (t: T, label: string): FieldOverride => ({ label: t(label), type: 'input', inputType: 'password', placeholder: t(P.secretKeep) });

/** What every payment configuration page needs: its translation, the lookups its fields pick from, who may edit. */
export function useSettingsPageParts() {
  const { t } = usePaymentConfigurationTranslation();
  const scope = usePortalScope();
  const currencies = useLookup('currencies');
  const countries = useLookup('countries');
  const enumOptions = (values: readonly string[]) => values.map((v) => ({ id: v, name: t(v) }));
  /** A list field; one that may stay empty ("every currency") drops the schema's required rule. */
  const multi = (label: string, options: Array<{ id: string | number; name: string }>, mayBeEmpty = true) =>
    ({ label: t(label), type: 'multiSelectAutoComplete' as const, options, multiSelectOptions: { maxTagCount: 3 }, ...(mayBeEmpty ? { validations: [] } : {}) });
  return {
    t: t as T, scope, currencies, countries, enumOptions, multi,
    isPlatform: scope.userType === 'platform',
    translate: (text: string) => t(text),
  };
}
