import { isKnownReportText, reportTextIn, type ProfileLanguage, type ReportColumn, type ReportDefinition, type ReportField, type ReportRow } from '@portal/contracts';
import type { ColumnDef, FieldDefinition } from '@portal/kit';

type Translate = (text: string, params?: Record<string, string | number>) => string;

/** The server's fields with their texts in the user's language (the kit's FieldDefinition is the same JSON). */
export function translatedFields(fields: readonly ReportField[], t: Translate): FieldDefinition[] {
  return fields.map((field) => ({
    ...field,
    label: t(field.label),
    placeholder: field.placeholder ? t(field.placeholder) : undefined,
    options: field.options?.map((o) => ({ id: o.id, name: t(o.name) })),
    validations: field.validations?.map((v) => ({ ...v, message: t(v.message) })),
  }));
}

/** A text cell in the reader's language when the portal names it (the words the export writes too), else as it is. */
const textOf = (value: unknown, language: ProfileLanguage): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return isKnownReportText(text) ? reportTextIn(text, language) : text;
};

/** The server's columns as the list kit's column definitions: every column sortable on the server. */
export function reportColumns(columns: readonly ReportColumn[], t: Translate, language: ProfileLanguage): ColumnDef<ReportRow>[] {
  return columns.map((column) => ({
    key: column.key,
    title: column.title,
    kind: column.kind,
    value: (row) => row[column.key],
    currency: column.currencyKey ? (row) => String(row[column.currencyKey!] ?? '') : undefined,
    // Status pills and text columns with a known text (statuses, outcomes) show the user's language.
    label: (value) => t(value),
    // Text cells the portal names (types, statuses, sources, alert kinds) in the user's language; names and URLs as they are.
    render: column.kind === 'text' ? (row) => textOf(row[column.key], language) : undefined,
    sortable: true,
    pin: column.pin,
  }));
}

/** The columns a report shows: the tenant's default columns in their order when set (ADR 0057), else every column. */
export function shownColumns(definition: Pick<ReportDefinition, 'columns' | 'defaultColumns'>): ReportColumn[] {
  const keys = definition.defaultColumns ?? [];
  const picked = keys.map((key) => definition.columns.find((c) => c.key === key)).filter((c): c is ReportColumn => !!c);
  return picked.length ? picked : [...definition.columns];
}
