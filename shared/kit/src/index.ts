// @portal/kit: the part-2 kits (ADR 0019). Bundled into each app that imports it, never a federation
// singleton (the reason of ADR 0013: a remote deployed after the host keeps its own version).

// List kit: list state in the URL, table from column definitions, pager, column choice, downloads, formatting.
export {
  PAGE_SIZES, DEFAULT_PAGE_SIZE, LIST_URL_KEYS, parseListState, writeListState, defaultListState, normaliseSort, activeFilters, listQueryKeys, listUrlKey,
  listIdentity, noteCursor, cursorOf, EMPTY_CURSOR_BOOK, type CursorBook,
  type ListSpec, type ListState, type ListSort, type SortDirection, type FilterValue, type ListFilters,
} from './list/list-state';
export { useListState, useNextCursor, type ListStateControls } from './list/use-list-state';
export { type ColumnDef, type ColumnKind, defaultVisibleKeys, visibleKeysFrom } from './columns/column-def';
export { formatCell, alignOf, type CellContext } from './columns/format-cell';
export { useColumnChoice, localColumnChoiceStore, columnChoiceQueryKey, type ColumnChoice, type ColumnChoiceStore } from './columns/column-choice';
export { ColumnPicker, type ColumnPickerProps } from './columns/ColumnPicker';
export { columnsOnScreen, columnWidthOf, pinsOf, KIND_WIDTHS } from './columns/column-layout';
export { ListTable, VIRTUAL_ABOVE_ROWS, type ListTableProps, type ListTableSelection, type ListTableRowLink, type ListTableSummary } from './table/ListTable';
export { ListPager, type ListPagerProps } from './table/ListPager';
export { useMemoryPages, type MemoryPages } from './table/use-memory-pages';
export { saveBlob, REVOKE_AFTER_MS } from './download/save-blob';
export * from './format';
export { KIT_NAMESPACE, KIT_TEXTS, useKitTranslation, registerKitTexts } from './i18n/kit-texts';
export { pagesWithTexts } from './i18n/pages-with-texts';
export { useInReaderLanguage } from './i18n/use-in-reader-language';
export { useSeededCrmName, useStoredCrmName } from './i18n/use-seeded-crm-name';

// Field definitions and the one form engine (ADR 0021).
export * from './fields';
// Input helpers of spec part 2 sections 5 and 9.
export * from './inputs';
// Alert banner, reject-reason dialog, tooltip offset, elapsed time.
export * from './feedback';
// A short list of records with their actions (antd's List is deprecated, ADR 0133).
export { ItemList, ItemListItem, ItemListMeta, type ItemListProps, type ItemListItemProps, type ItemListMetaProps } from './item-list/ItemList';

// Filter bar: the field kit's definitions and form engine, kept in the list's URL state.
export { FilterBar, type FilterBarProps } from './filters/FilterBar';
export { filterKeysOf, filtersOf, formValuesOf } from './filters/filter-values';
export { useFiltersValid } from './filters/use-filters-valid';
export { FilterEmptyResult, type FilterEmptyResultProps } from './filters/FilterEmptyResult';
export { filterRowsOf, type FilterRows } from './filters/filter-rows';
export { filterChipsOf, type FilterChip } from './filters/filter-chips';
export { widerPeriodOf, type WiderPeriod } from './filters/wider-period';

// Saved filters of a list (spec part 2 section 4, ADR 0043): the state machine, its hook and the control.
export {
  savedFilterReducer, initialSavedFilterState, RELOADS_AFTER,
  type SavedFilter, type SavedFilterState, type SavedFilterAction,
} from './saved-filters/saved-filter-state';
export { useSavedFilters, savedFilterSelectionKey, type SavedFilterStore, type SavedFilterControls } from './saved-filters/use-saved-filters';
export { SavedFilters, type SavedFiltersProps } from './saved-filters/SavedFilters';

// A section's root: the entries of its menu the user may open (issue 26: no area root is a placeholder).
export { SectionIndexPage, sectionEntries, SECTION_INDEX_PATHS, sectionIndexPagesOf, type SectionIndexPageProps, type EntryAccess } from './section-index';

// The resource layer (ADR 0063): one URL <-> query conversion, lists, lookups, scope, changes and their dialogs.
export * from './resource';
// A page's part loaded when first drawn, its failure said in place with Retry.
export { lazyPart } from './lazy/lazy-part';
export { ScaPromptHost, codeDigits, type ScaPromptHostProps } from './sca/ScaPromptHost';
// Saved views, column choice and export of resource lists (ADR 0095).
export { ListViews, type ListViewsProps } from './list-views/ListViews';
export { ExportListButton } from './list-views/ExportListButton';
export { useListExport, type ListExport, type ListExportSource } from './list-views/use-list-export';
export { listCsv, csvValueOf, exportedColumns } from './list-views/list-csv';
export { serverColumnStore, serverViewStore } from './list-views/list-view-stores';
