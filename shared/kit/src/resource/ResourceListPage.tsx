import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Modal } from 'antd';
import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { PageTitle, useDialogFocus } from '@portal/ui';
import { useColumnChoice, type ColumnChoice } from '../columns/column-choice';
import type { ColumnDef } from '../columns/column-def';
import { ColumnPicker } from '../columns/ColumnPicker';
import { AlertBannerProvider } from '../feedback/alert-banner/AlertBannerProvider';
import { FilterBar } from '../filters/FilterBar';
import { FilterEmptyResult } from '../filters/FilterEmptyResult';
import type { AnyResource } from './resource-call';
import { KIT_TEXTS, useKitTranslation } from '../i18n/kit-texts';
import { ExportListButton } from '../list-views/ExportListButton';
import { serverColumnStore } from '../list-views/list-view-stores';
import { ListViews } from '../list-views/ListViews';
import { ListPager } from '../table/ListPager';
import { ListTable, type ListTableSelection } from '../table/ListTable';
import { lazyPart } from '../lazy/lazy-part';
import type { FilterFieldOverrides } from './filter-fields';
import type { FieldFormValues } from '../fields';
import type { FieldOverrides } from './schema-fields';
import { TenantPicker } from './TenantPicker';
import { useResourceList, type ResourceList, type UseResourceListOptions } from './use-resource-list';
import { useResourceMutation } from './use-resource-mutation';
import { registerResourceTitles } from './resource-titles';

// The resources' titles in the user's language, for the dialogs and the saved lines.
registerResourceTitles();

/**
 * The create and edit form (with the schema's field rules) loads when the user first opens it: most list pages are
 * read, and a read-only list never draws it (ADR 0115 "Session 63"). A file that does not arrive is said in place.
 */
const LazyResourceFormDialog = lazyPart(() => import(/* webpackChunkName: "kit-resource-form" */ './ResourceFormDialog').then((m) => m.ResourceFormDialog));

/**
 * A create or edit dialog a page allows: true, or its field overrides (per row edited when a function), a new
 * row's starting values, its own title and, when the form's values are not the body as they are, the body.
 */
export type ResourceFormOption<Row = Record<string, unknown>> = boolean | {
  fields?: FieldOverrides | ((row: Row | undefined) => FieldOverrides);
  initial?: Readonly<Record<string, unknown>>;
  /** The dialog's title, translated ("Edit EUR"); the kit's "New: …" / "Edit: …" when absent. */
  title?(row: Row | undefined): string;
  /** What is sent from the form's values (a checkbox left untouched sent as false). */
  toBody?(values: FieldFormValues): unknown;
  /** The edited row's values in the form when they are not its own (a list as lines, a secret left empty). */
  valuesOf?(row: Row): Readonly<Record<string, unknown>>;
  /** What the server's answer adds to the saved line, translated (a warning then): what the save left open. */
  savedNote?(saved: unknown): string | null;
  /**
   * False while what `initial` starts from is still loading (a first option): New waits, busy, so that the form never
   * opens without it (a form's starting values are read once, when it opens).
   */
  ready?: boolean;
};

/** A row's Delete a page allows: true, or with its confirmation's own title (translated). */
export type ResourceRemoveOption<Row> = boolean | { title?(row: Row): string };

export interface ResourceListPageProps<Row extends object> {
  resource: AnyResource;
  columns: readonly ColumnDef<Row>[];
  /** English; translated with `translate`. */
  title: string;
  /** Per filter name: a page's change to its filter bar fields. */
  fields?: FilterFieldOverrides;
  /** The list's other options (pinned values, defaults, the list's id, a row's key, a replaced call). */
  list?: Omit<UseResourceListOptions<Row>, 'fields'>;
  /** More controls at the end of the filter bar's buttons (a download). */
  actions?: ReactNode | ((list: ResourceList<Row>) => ReactNode);
  /** More buttons of a row (after Edit and Delete). */
  rowActions?(row: Row, list: ResourceList<Row>): ReactNode;
  /** The open row's detail (its id is in the URL; the row when the page shows it). */
  drawer?(opened: { id: string; row: Row | undefined }, close: () => void): ReactNode;
  /** "New" opens the create dialog (when the resource declares create and the user may). */
  create?: ResourceFormOption<Row>;
  /** A row's Edit opens the edit dialog (when the resource declares update and the user may). */
  edit?: ResourceFormOption<Row>;
  /** A row's Delete, after a confirmation (when the resource declares remove and the user may). */
  remove?: ResourceRemoveOption<Row>;
  /** The user may only look (no write permission): no New, Edit or Delete whatever the page allows. */
  readOnly?: boolean;
  /** What the page shows between its title and the list (an upload form, saved filters). */
  before?: ReactNode | ((list: ResourceList<Row>) => ReactNode);
  /** The list made by the page itself (`useResourceList`) when the page reads it too (a batch over its rows); `list` and `fields` are then the page's. */
  source?: ResourceList<Row>;
  /** The user's column choice (`useColumnChoice`): the table shows its visible columns; `picker` adds the Columns button. */
  columnChoice?: { choice: ColumnChoice; picker?: boolean };
  /**
   * Saved views, the column picker and Export (ADR 0095): the user's views and columns kept on the server under the
   * resource's key, and the rows as shown written to a CSV file. The page's own `columnChoice` is then not given.
   */
  views?: boolean;
  /** What the page shows between the filter bar and the table (an export's outcome, a batch's bar). */
  aboveTable?: ReactNode;
  /** Tick boxes on rows (a batch decided together). */
  selection?: ListTableSelection<Row>;
  /** A row's click when the page opens its own detail (its own URL key and history) instead of `drawer`. */
  onRowClick?(row: Row): void;
  /** The filter bar's element ids; the list's id by default. */
  idPrefix?: string;
  /** The page's own parts after the pager (its detail drawer). */
  children?: ReactNode;
  /** The page's translation (title, column titles); the kit's when absent. */
  translate?(text: string): string;
  /** The error's title when the list cannot be loaded (the kit's text by default). */
  errorTitle?: string;
  /**
   * What the list says when it holds nothing yet (no filter set): what the page is for and how to start, instead of
   * the kit's "No data" (translated by the page). A filtered empty list still says what was searched.
   */
  emptyText?: string;
  /** A row's name in the buttons' accessible names ("Edit EUR"); its key when absent. */
  rowName?(row: Row): string;
}

/** A resource's list page (ADR 0063): title, banner, filter bar, table, pager, create/edit/delete, detail. */
export function ResourceListPage<Row extends object>(props: ResourceListPageProps<Row>) {
  const { t } = useKitTranslation();
  const translate = props.translate ?? ((text: string) => t(text));
  return (
    <Card variant="borderless">
      <PageTitle title={translate(props.title)} level={1} />
      <AlertBannerProvider>
        <ResourceListBody {...props} translate={translate} />
      </AlertBannerProvider>
    </Card>
  );
}

const formOf = <Row,>(option: ResourceFormOption<Row> | undefined) => (typeof option === 'object' ? option : {});
/** The edit form's starting values: the row, or the page's values of it (with the row's key: the row updated). */
function editValuesOf<Row extends object>(form: Exclude<ResourceFormOption<Row>, boolean> | undefined, row: Row | undefined, keyOf: (row: Row) => string) {
  if (!row) return undefined;
  return form?.valuesOf ? { ...form.valuesOf(row), id: keyOf(row) } : row as Readonly<Record<string, unknown>>;
}
const stop = (event: MouseEvent) => event.stopPropagation();
/** The row buttons' column (shown whatever columns the user chose). */
const ROW_ACTIONS_KEY = '__actions';

function ResourceListBody<Row extends object>(props: ResourceListPageProps<Row>) {
  if (props.views) return <ResourceListWithViews {...props} />;
  return props.source ? <ResourceListView {...props} list={props.source} /> : <OwnResourceList {...props} />;
}

/** A list with the user's saved views, column choice and export around it (ADR 0095). */
function ResourceListWithViews<Row extends object>(props: ResourceListPageProps<Row>) {
  const { resource, columns, before, actions, translate = (text: string) => text } = props;
  const store = useMemo(() => serverColumnStore(resource.key), [resource.key]);
  const choice = useColumnChoice(resource.key, columns, store);
  const withViews: ResourceListPageProps<Row> = {
    ...props,
    views: false,
    columnChoice: { choice, picker: true },
    before: (list) => (
      <>
        {typeof before === 'function' ? before(list) : before}
        <ListViews listKey={resource.key} list={list} choice={choice} />
      </>
    ),
    actions: (list) => (
      <>
        <ExportListButton
          resource={resource}
          query={list.query}
          columns={columns}
          visibleKeys={choice.visibleKeys}
          translate={translate}
          timeZone={list.timeZone}
          fetch={props.list?.fetch}
        />
        {typeof actions === 'function' ? actions(list) : actions}
      </>
    ),
  };
  return props.source ? <ResourceListView {...withViews} list={props.source} /> : <OwnResourceList {...withViews} />;
}

function OwnResourceList<Row extends object>(props: ResourceListPageProps<Row>) {
  const list = useResourceList<Row>(props.resource, { ...props.list, fields: props.fields });
  return <ResourceListView {...props} list={list} />;
}

function ResourceListView<Row extends object>({
  resource, columns, title, list, actions, rowActions, drawer, create, edit, remove, readOnly, before, translate = (s) => s, rowName, errorTitle, emptyText,
  columnChoice, aboveTable, selection, onRowClick, idPrefix, children,
}: Omit<ResourceListPageProps<Row>, 'list'> & { list: ResourceList<Row> }) {
  const { t } = useKitTranslation();
  const removal = useResourceMutation(resource, 'remove');
  const [dialog, setDialog] = useState<{ mode: 'create' | 'edit'; row?: Row } | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  // The delete confirmation gives focus back to the row's Delete button when it closes.
  const removeFocus = useDialogFocus(removing !== null);
  const declared = (op: string) => (resource.operations as readonly string[]).includes(op);
  const canCreate = !readOnly && !!create && declared('create');
  const createReady = typeof create !== 'object' || create.ready !== false;
  const canEdit = !readOnly && !!edit && declared('update');
  const canRemove = !readOnly && !!remove && declared('remove');
  const waitsForTenant = list.scope.needsTenant && resource.scope !== 'global';
  const keyOf = (row: Row) => String(list.table.rowKey(row));
  const nameOf = (row: Row) => rowName?.(row) ?? keyOf(row);

  const shownColumns = useMemo<ColumnDef<Row>[]>(() => {
    if (!canEdit && !canRemove && !rowActions) return [...columns];
    return [...columns, {
      key: ROW_ACTIONS_KEY,
      title: t(KIT_TEXTS.rowActions),
      kind: 'actions',
      alwaysShown: true,
      width: 120,
      value: () => null,
      render: (row: Row) => (
        <Flex gap={4} onClick={stop} onKeyDown={(e) => e.stopPropagation()}>
          {canEdit && <Button size="small" type="text" icon={<EditOutlined aria-hidden />} aria-label={t(KIT_TEXTS.editRowLabel, { name: nameOf(row) })} title={t(KIT_TEXTS.edit)} onClick={() => setDialog({ mode: 'edit', row })} />}
          {canRemove && <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={t(KIT_TEXTS.deleteRowLabel, { name: nameOf(row) })} title={t(KIT_TEXTS.delete)} onClick={() => setRemoving(row)} />}
          {rowActions?.(row, list)}
        </Flex>
      ),
    }];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt with the list's rows
  }, [columns, canEdit, canRemove, rowActions, t, list]);

  const form = dialog ? formOf(dialog.mode === 'create' ? create : edit) : undefined;
  // Per opening and per option given (a page memoizes a function of the row: new overrides would start the form again).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `form` is read from the dialog state and the options
  const formFields = useMemo(() => (typeof form?.fields === 'function' ? form.fields(dialog?.row) : form?.fields), [dialog, create, edit]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as the fields
  const editedValues = useMemo(() => editValuesOf(form, dialog?.row, keyOf), [dialog, edit]);
  const removeTitle = typeof remove === 'object' ? remove.title : undefined;

  // Filter labels the page did not give are the resource's English ones: the page's translation writes them too.
  // Kept while the labels read the same (a page's translate is a new function each render; new fields would reset the bar's form).
  const labels = list.filterBar.fields.map((field) => (field.label ? translate(field.label) : '')).join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `translate` is read through `labels`
  const filterFields = useMemo(() => list.filterBar.fields.map((field) => ({ ...field, label: field.label && translate(field.label) })), [list.filterBar.fields, labels]);
  const opened = list.drawer.openId;
  const openedRow = opened ? list.table.rows.find((row) => keyOf(row) === opened) : undefined;
  const more = typeof actions === 'function' ? actions(list) : actions;
  const picker = columnChoice?.picker ? <ColumnPicker columns={columns} choice={columnChoice.choice} translate={translate} /> : null;
  const buttons = (canCreate || more || picker) ? (
    <>
      {picker}
      {more}
      {canCreate && (
        // A new row belongs to the tenant picked: none is picked yet, and the table says so.
        <Button type="primary" icon={<PlusOutlined aria-hidden />} loading={!createReady} disabled={!createReady || waitsForTenant} onClick={() => setDialog({ mode: 'create' })}>
          {t(KIT_TEXTS.create)}
        </Button>
      )}
    </>
  ) : undefined;

  return (
    <>
      {resource.scope !== 'global' && <TenantPicker />}
      {typeof before === 'function' ? before(list) : before}
      {list.filterBar.fields.length > 0
        ? <FilterBar {...list.filterBar} fields={filterFields} idPrefix={idPrefix ?? list.filterBar.idPrefix} actions={buttons} />
        : buttons && <Flex gap={8} justify="flex-end" style={{ marginBottom: 12 }}>{buttons}</Flex>}
      {list.result.isError && <Alert type="error" showIcon title={errorTitle ?? t(KIT_TEXTS.loadFailed)} description={list.result.error.message} style={{ marginBottom: 12 }} />}
      {aboveTable}
      <ListTable
        {...list.table}
        columns={shownColumns}
        visibleKeys={columnChoice && [...columnChoice.choice.visibleKeys, ROW_ACTIONS_KEY]}
        translate={translate}
        label={translate(title)}
        onRowClick={onRowClick ?? (drawer ? (row) => list.drawer.open(keyOf(row)) : undefined)}
        selection={selection}
        // Small rows and an empty result that says what was searched: a list is read under its filters (issue 27).
        dense
        // Platform staff's tenant-scoped list is empty until a tenant is picked: it says so, not "No data".
        emptyText={waitsForTenant ? t(KIT_TEXTS.pickTenantFirst) : emptyText}
        empty={list.filterBar.fields.length > 0 && !waitsForTenant && !list.result.isError && !list.table.loading
          ? <FilterEmptyResult fields={filterFields} list={list.list} timeZone={list.timeZone} unfilteredText={emptyText} />
          : undefined}
      />
      <ListPager {...list.pager} />
      {children}
      {opened && drawer?.({ id: opened, row: openedRow }, list.drawer.close)}
      {dialog && form && (
        <LazyResourceFormDialog
          resource={resource}
          mode={dialog.mode}
          fields={formFields}
          title={form.title?.(dialog.row)}
          toBody={form.toBody}
          savedNote={form.savedNote}
          resourceTitle={translate(resource.title)}
          initial={dialog.mode === 'edit' ? editedValues : form.initial}
          onDone={() => setDialog(null)}
        />
      )}
      <Modal
        {...removeFocus}
        open={removing !== null}
        title={removing ? removeTitle?.(removing) ?? t(KIT_TEXTS.deleteRowConfirm, { title: translate(resource.title) }) : undefined}
        okText={t(KIT_TEXTS.delete)}
        okButtonProps={{ danger: true, loading: removal.isPending }}
        cancelText={t(KIT_TEXTS.cancel)}
        onCancel={() => setRemoving(null)}
        onOk={async () => {
          if (!removing) return;
          await removal.run({ id: keyOf(removing) });
          setRemoving(null);
        }}
        destroyOnHidden
      >
        {removing && nameOf(removing)}
      </Modal>
    </>
  );
}
