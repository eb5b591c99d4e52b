import { Table } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useEffect, useMemo, useRef, type Key, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { alignOf, formatCell, zonedTitle, type CellContext } from '../columns/format-cell';
import { columnsOnScreen, columnWidthOf, pinsOf } from '../columns/column-layout';
import type { ColumnDef } from '../columns/column-def';
import { KIT_TEXTS, useKitTranslation } from '../i18n/kit-texts';
import type { ListSort } from '../list/list-state';
import { MeasureSafeTitle } from './MeasureSafeTitle';
import { EmptyTableText, PHONE_SCREEN_QUERY, useMediaQuery } from '@portal/ui';
import type { ColumnPin } from '@portal/contracts';

/**
 * Above this many rows a table renders virtually (only the rows in view are in the DOM). It is the largest page
 * size: every page stays a real table, whose rows and cells a screen reader reads and the browser's find-in-page
 * searches (a virtual body is divs without table roles, and rows out of view are not in the page at all).
 */
export const VIRTUAL_ABOVE_ROWS = 100;
/** Body height of a virtual page: about 12 rows in view. */
const VIRTUAL_BODY_HEIGHT = 600;
const NO_WRAP = { style: { whiteSpace: 'nowrap' as const } };

export interface ListTableProps<Row> extends CellContext {
  rows: readonly Row[];
  rowKey(row: Row): Key;
  columns: readonly ColumnDef<Row>[];
  /** Keys of the columns to show (the column choice); all when absent. */
  visibleKeys?: readonly string[];
  /** The page's translation of column titles. */
  translate(text: string): string;
  loading?: boolean;
  /** What an empty list says (the kit's "No data" when absent). */
  emptyText?: string;
  /** What an empty list shows instead of `emptyText` (a filtered list: what was searched, a wider search). */
  empty?: ReactNode;
  /** Small rows: more of a long list in view (a lookup's results under its filters). */
  dense?: boolean;
  /** What the table lists (the page title): names its scrolling region for screen readers. */
  label?: string;
  sort?: ListSort | null;
  onSort?(sort: ListSort | null): void;
  /** Makes rows open something: by click, or by Enter or Space on a focused row (rows become tabbable). */
  onRowClick?(row: Row): void;
  /** Rows the user ticks for a batch action (a checkbox column); absent, the table has none. */
  selection?: ListTableSelection<Row>;
  /**
   * A small table that fits its box (a widget's rows, a chart's figures, a short summary): small rows, the
   * columns share the width, no sticky header, no sideways scroll, never virtual; `label` names the table itself.
   */
  fit?: boolean;
  /** A heading drawn above the rows, inside the table's frame. */
  caption?: string;
  /**
   * A row that is a link (a widget's row going to a lookup): named, reached by Tab, opened by click or Enter.
   * Rows it answers undefined for are plain rows.
   */
  rowLink?(row: Row): ListTableRowLink | undefined;
  /** What a row shows when it is expanded (an event's payload): a toggle opens it under the row. */
  expandedRow?(row: Row): ReactNode;
  /** A last row of totals under the rows. */
  summary?: ListTableSummary;
}

export interface ListTableSummary {
  /** By column key: each cell under its column, aligned as the column; columns not named stay empty. */
  cells: Readonly<Record<string, ReactNode>>;
  /** The row's test id (tests find the totals by it). */
  testId?: string;
}

export interface ListTableRowLink {
  /** The link's accessible name, translated ("Open PayPal"). */
  label: string;
  open(): void;
}

export interface ListTableSelection<Row> {
  selectedKeys: readonly Key[];
  onChange(keys: Key[]): void;
  /** Rows that may be ticked (the others show a disabled box); all when absent. */
  selectable?(row: Row): boolean;
  /** Each box's accessible name (e.g. "Select TX-1"), translated. */
  label(row: Row): string;
  /** The select-all box's accessible name, translated. */
  allLabel: string;
}

/**
 * The edge of a pinned column while rows scroll under it: antd draws it in its split colour (about 6 % black), which
 * nobody sees; a darker, wider shade says "more this way". Decorative: a shadow, not text, so no contrast rule reads it.
 * antd stacks pinned cells up to twice the column count high (20 and more) in the page's order, above the shell's
 * sticky top bar (10): kept low, they scroll under the bar as the other cells do.
 */
const PIN_CSS = `.kit-list-table .ant-table-cell-fix-start-shadow-show::after{box-shadow:inset 12px 0 10px -8px rgba(0,0,0,.25)}
.kit-list-table .ant-table-cell-fix-end-shadow-show::after{box-shadow:inset -12px 0 10px -8px rgba(0,0,0,.25)}
.kit-list-table .ant-table-cell-fix{z-index:2!important}`;

const NO_PINS: ReadonlyMap<string, ColumnPin> = new Map();

/**
 * A table from column definitions: each cell written by its column's kind, sortable columns sorted on the
 * server (the list state holds the sort), a sticky header, and virtual scrolling only for a table longer than the largest page.
 * A table that scrolls sideways keeps its identifying column pinned left and its amount, status and actions pinned
 * right (`pinsOf`: from the column kinds or a column's own `pin`), which therefore come last; widths come from the kinds.
 */
export function ListTable<Row extends object>({
  rows, rowKey, columns, visibleKeys, translate, loading, emptyText, empty, dense, label, sort, onSort, onRowClick, selection, timeZone, now, fit, caption, rowLink,
  expandedRow, summary,
}: ListTableProps<Row>) {
  const { t } = useKitTranslation();
  const box = useRef<HTMLDivElement>(null);
  // A table that fits its box does not scroll: it has no region to reach.
  useScrollRegionsFocusable(fit ? null : box, label ?? t(KIT_TEXTS.table));
  const { shown, screenPins } = useMemo(() => {
    const keep = visibleKeys && new Set(visibleKeys);
    const chosen = keep ? columns.filter((c) => keep.has(c.key)) : columns;
    // A table that fits its box never scrolls: nothing to pin, its columns stay in their order.
    if (fit) return { shown: chosen, screenPins: NO_PINS };
    // The pins are read from the columns as declared, once: read again from the reordered columns, the second amount
    // of a row (now first among those left in place) was pinned in the middle of the table.
    return { shown: columnsOnScreen(chosen), screenPins: pinsOf(chosen) };
  }, [columns, visibleKeys, fit]);
  // On a phone the pinned columns alone are wider than the screen (the right ones covered the identifying one): the
  // table scrolls whole there, in the same column order.
  const phone = useMediaQuery(PHONE_SCREEN_QUERY);
  const pins = phone ? NO_PINS : screenPins;

  const antColumns: ColumnsType<Row> = shown.map((column) => {
    const title = zonedTitle(column, translate(column.title), timeZone);
    return {
      key: column.key,
      dataIndex: column.key,
      title: column.header?.() ?? title,
      align: alignOf(column),
      width: fit ? column.width : columnWidthOf(column, title),
      fixed: pins.get(column.key),
      sorter: column.sortable ? true : undefined,
      sortOrder: column.sortable && sort?.key === column.key ? (sort.direction === 'desc' ? 'descend' : 'ascend') : null,
      // A list always has an order: after descending comes ascending again, never "unsorted" (which falls back
      // to the list's default, e.g. newest first, so a click on a descending column would seem to do nothing).
      sortDirections: ['ascend', 'descend', 'ascend'],
      render: (_: unknown, row: Row) => formatCell(column, row, { timeZone, now }),
      onCell: column.noWrap ? () => NO_WRAP : undefined,
      // A dense list's rows are one line each (a long value is cut, its whole text in the cell's title).
      ellipsis: dense || undefined,
    };
  });

  const virtual = !fit && rows.length > VIRTUAL_ABOVE_ROWS;
  const leading = (selection ? 1 : 0) + (expandedRow ? 1 : 0);
  const width = antColumns.reduce((sum, c) => sum + Number(c.width ?? 0), 0);
  let scroll: { x?: number; y?: number } | undefined = { x: width };
  if (fit) scroll = undefined;
  else if (virtual) scroll = { x: width, y: VIRTUAL_BODY_HEIGHT };
  return (
    <div ref={box} className="kit-list-table">
      {!fit && pins.size > 0 && <style>{PIN_CSS}</style>}
      <Table<Row>
        rowKey={(row) => rowKey(row)}
        size={fit || dense ? 'small' : 'middle'}
        aria-label={fit ? label : undefined}
        title={caption ? () => caption : undefined}
        expandable={expandedRow && { expandedRowRender: (row) => expandedRow(row) }}
        summary={summary && (() => (
          <Table.Summary.Row data-testid={summary.testId}>
            {/* The checkbox and expand columns come first and stay empty. */}
            {Array.from({ length: leading }, (_, index) => <Table.Summary.Cell key={`leading-${index}`} index={index} />)}
            {shown.map((column, index) => (
              <Table.Summary.Cell key={column.key} index={leading + index} align={alignOf(column)}>{summary.cells[column.key]}</Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        ))}
        columns={antColumns}
        dataSource={rows as Row[]}
        loading={loading}
        pagination={false}
        sticky={!fit && !virtual}
        virtual={virtual}
        scroll={scroll}
        locale={{ emptyText: empty ?? <EmptyTableText text={emptyText ?? t(KIT_TEXTS.noData)} /> }}
        rowSelection={selection && {
          selectedRowKeys: [...selection.selectedKeys],
          onChange: (keys) => selection.onChange(keys),
          getCheckboxProps: (row) => ({ disabled: selection.selectable ? !selection.selectable(row) : false, 'aria-label': selection.label(row) }),
          getTitleCheckboxProps: () => ({ 'aria-label': selection.allLabel }),
          columnTitle: (checkbox) => <MeasureSafeTitle>{checkbox}</MeasureSafeTitle>,
        }}
        onChange={(_pagination, _filters, sorter) => {
          const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
          if (!one?.order || !one.columnKey) onSort?.(null);
          else onSort?.({ key: String(one.columnKey), direction: one.order === 'descend' ? 'desc' : 'asc' });
        }}
        // A row that opens something is reachable by keyboard too: Tab to it, Enter or Space opens it.
        onRow={rowLink ? (row) => linkRowProps(rowLink(row)) : onRowClick ? (row) => ({
          onClick: () => onRowClick(row),
          onKeyDown: (event) => {
            if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
            event.preventDefault();
            onRowClick(row);
          },
          tabIndex: 0,
          style: { cursor: 'pointer' },
        }) : undefined}
      />
    </div>
  );
}

/** A link row's props: a link's role and name, opened by click or Enter (as a link is; Space scrolls). */
function linkRowProps(link: ListTableRowLink | undefined) {
  if (!link) return {};
  return {
    role: 'link',
    'aria-label': link.label,
    tabIndex: 0,
    style: { cursor: 'pointer' },
    onClick: () => link.open(),
    onKeyDown: (event: KeyboardEvent) => { if (event.key === 'Enter') link.open(); },
  };
}

/** antd's scrolling boxes of a table: the body (header apart, sticky or fixed), the whole content, a virtual list. */
const SCROLL_BOXES = '.ant-table-body, .ant-table-content, .ant-table-tbody-virtual-holder';

/**
 * A table wider than its box scrolls sideways; keyboard users must reach that scroll (WCAG 2.1.1, axe
 * scrollable-region-focusable). antd renders those boxes itself, so they get tabindex and a name after
 * each render.
 */
function useScrollRegionsFocusable(box: RefObject<HTMLDivElement | null> | null, name: string): void {
  useEffect(() => {
    box?.current?.querySelectorAll<HTMLElement>(SCROLL_BOXES).forEach((element) => {
      element.tabIndex = 0;
      element.setAttribute('role', 'region');
      element.setAttribute('aria-label', name);
    });
  });
}
