import { Typography } from 'antd';
import { useMemo } from 'react';
import { useUserContext } from '@portal/auth';
import type { AppLists, EndpointDeclaration, FieldDefinition, FieldFormValues, ResourceDeclaration } from '@portal/contracts';
import { inReadersLanguage, overridesFromFields, ResourceListPage, type AnyResource, type ColumnDef, type FilterFieldOverrides, type ResourceFormOption } from '@portal/kit';
import { R, useReferenceDataTranslation } from './i18n/texts';

type Translate = (text: string, params?: Record<string, string | number>) => string;

export interface FieldContext<Row> {
  t: Translate;
  /** The row edited; absent when adding. */
  row?: Row;
  /** The user context's lists (active currencies, countries, languages). */
  lists: AppLists | undefined;
}

/**
 * A declared column: the kit's column, or one whose text is written in the reader's language (`valueIn`, given the
 * page's translation): the same text on screen and in an export.
 */
export type DeclaredColumn<Row> = ColumnDef<Row> | (Omit<ColumnDef<Row>, 'value' | 'render'> & { valueIn(row: Row, t: FieldContext<Row>['t']): string });

/** One settings list page, declared (ADR 0064): the resource, its columns, its form; the kit's list page does the rest. */
export interface SettingsPageDeclaration<Row extends { id: string }> {
  resource: ResourceDeclaration & { endpoints: Partial<Record<'list' | 'one' | 'create' | 'update' | 'remove', EndpointDeclaration>> };
  intro: string;
  rowName(row: Row): string;
  /** Titles are English texts of R (translated here). */
  columns: Array<DeclaredColumn<Row>>;
  /** The create and edit form; absent: the rows are only listed here. */
  fields?(ctx: FieldContext<Row>): FieldDefinition[];
  /** The body sent from the form's values (a checkbox left untouched is false). */
  bodyOf?(values: FieldFormValues): unknown;
  /** Who may change the rows (all who reach the page when absent). */
  changedBy?: ReadonlyArray<'Platform' | 'Tenant'>;
}

type AnyRow = { id: string; tenantName?: string };

/**
 * A settings list on the kit's ResourceListPage (ADR 0063): the declared columns (platform staff also see the
 * tenant), the declared form in the kit's dialog, read-only for whoever may not change the rows. A change refreshes
 * whatever the resource invalidates: `lookup:<name>` refreshes the user context, so every picker, amount input and
 * format follows at once.
 */
export function SettingsListPage<Row extends AnyRow>({ declaration: d, title }: { declaration: SettingsPageDeclaration<Row>; title: string }) {
  const { t, i18n } = useReferenceDataTranslation();
  const context = useUserContext();
  const userType = context.data?.user.userType;
  const contextLists = context.data?.lists;
  // The forms' country pickers name the seeded countries in the reader's language, as every other picker does.
  const lists = useMemo(() => contextLists && { ...contextLists, countries: inReadersLanguage(contextLists.countries ?? [], i18n.language) }, [contextLists, i18n.language]);
  const platform = userType === 'Platform';
  const readOnly = !userType || userType === 'Merchant' || (!!d.changedBy && !d.changedBy.includes(userType));

  const columns = useMemo<ColumnDef<Row>[]>(() => [
    ...(d.resource.scope === 'tenant' && platform ? [{ key: 'tenantName', title: R.tenant, value: (r: Row) => r.tenantName }] : []),
    // Status cells hold English texts of R, and `valueIn` columns are given the translation: the user's language.
    ...d.columns.map((c): ColumnDef<Row> => {
      if ('valueIn' in c) {
        const { valueIn, ...column } = c;
        return { ...column, value: (row: Row) => valueIn(row, t) };
      }
      return c.kind === 'status' ? { ...c, label: (v: string) => t(v) } : c;
    }),
  ], [d, platform, t]);

  const form = useMemo<ResourceFormOption<Row>>(() => !!d.fields && {
    fields: (row) => overridesFromFields(d.resource.body, d.fields!({ t, row, lists })),
    title: (row) => (row ? t(R.editTitle, { name: d.rowName(row) }) : t(R.addTitle, { resource: t(d.resource.title) })),
    toBody: d.bodyOf,
  }, [d, t, lists]);
  // The filters' labels are English texts of R (a search, an active flag): in the user's language.
  const filterFields = useMemo<FilterFieldOverrides>(() => Object.fromEntries(Object.entries(d.resource.filters)
    .filter(([, filter]) => filter.kind === 'text' || filter.kind === 'flag')
    .map(([name, filter]) => [name, { label: t(filter.label) }])), [d, t]);
  const remove = useMemo(() => ({ title: (row: Row) => t(R.deleteTitle, { name: d.rowName(row) }) }), [d, t]);

  return (
    <ResourceListPage<Row>
      resource={d.resource as AnyResource}
      columns={columns}
      title={title}
      fields={filterFields}
      translate={(text) => t(text)}
      errorTitle={t(R.loadFailed)}
      list={{ rowKey: (row) => row.id }}
      create={form}
      edit={form}
      remove={remove}
      readOnly={readOnly}
      rowName={d.rowName}
      before={(
        <>
          <Typography.Paragraph type="secondary">{t(d.intro)}</Typography.Paragraph>
          {readOnly && <Typography.Paragraph type="secondary">{t(R.readOnly)}</Typography.Paragraph>}
        </>
      )}
    />
  );
}
