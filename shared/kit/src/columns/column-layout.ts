import { inPinnedOrder, type ColumnPin } from '@portal/contracts';
import type { ColumnDef, ColumnKind } from './column-def';

/**
 * Each kind's width in px: room for its widest usual value ("1.234.567,89 EUR", a pill, "DD/MM/YYYY HH:mm:ss"),
 * so that the key columns of a lookup or report fit at 1280 px without a width chosen per page.
 */
export const KIND_WIDTHS: Readonly<Record<ColumnKind, number>> = {
  id: 170,
  text: 160,
  money: 150,
  date: 120,
  day: 120,
  dateTime: 150,
  dateTimeSeconds: 170,
  relative: 140,
  status: 150,
  count: 100,
  volume: 130,
  successRate: 110,
  actions: 200,
};

/** About the width of one character of a 14 px semibold header, and what a header cell adds: padding, border, sort arrows. */
const HEADER_CHAR_PX = 8;
const HEADER_PADDING_PX = 24;
const SORTER_PX = 22;

/**
 * A column's width: its own or its kind's, and never less than its (translated, zoned) title needs, so a header
 * such as "Created (Europe/London)" is not cut.
 */
export function columnWidthOf<Row>(column: ColumnDef<Row>, title: string): number {
  const titleRoom = title.length * HEADER_CHAR_PX + HEADER_PADDING_PX + (column.sortable ? SORTER_PX : 0);
  return Math.max(column.width ?? KIND_WIDTHS[column.kind ?? 'text'], titleRoom);
}

/** The kinds a row is judged by: the first column of each is pinned right (more would leave nothing to scroll). */
const END_KINDS: readonly ColumnKind[] = ['money', 'successRate', 'status'];

/**
 * Where each column stays while the table scrolls sideways. A column's own `pin` decides; otherwise the
 * identifying column (the first one that cannot be hidden, or of kind `id`) is pinned left, and the first amount,
 * success rate and status and every actions column right. With a column pinned left by its own `pin`, no other is; with
 * one of those kinds pinned right by its own `pin`, no other of its kind is.
 */
export function pinsOf<Row>(columns: readonly ColumnDef<Row>[]): Map<string, ColumnPin> {
  const pins = new Map<string, ColumnPin>();
  for (const column of columns) if (column.pin) pins.set(column.key, column.pin);
  const free = columns.filter((column) => column.pin === undefined);
  const leftDeclared = columns.some((column) => column.pin === 'left');
  const identifying = free.find((column) => column.kind !== 'actions' && (column.kind === 'id' || column.alwaysShown));
  if (identifying && !leftDeclared) pins.set(identifying.key, 'left');
  for (const kind of END_KINDS) {
    // A column of the kind pinned right by its own `pin` is the one the row is judged by ("Amount due", not the first fee).
    if (columns.some((column) => column.kind === kind && column.pin === 'right')) continue;
    const first = free.find((column) => column.kind === kind);
    if (first) pins.set(first.key, 'right');
  }
  for (const column of free) if (column.kind === 'actions') pins.set(column.key, 'right');
  return pins;
}

/** The columns in the order a scrolling table shows them (pinned ones at their edges); exports follow it. */
export function columnsOnScreen<Row>(columns: readonly ColumnDef<Row>[]): ColumnDef<Row>[] {
  const pins = pinsOf(columns);
  return inPinnedOrder(columns, (column) => pins.get(column.key));
}
