/**
 * Where a column stays while a wide table scrolls sideways: `left` (the column a row is identified by) or `right`
 * (the figures and controls a row is judged and acted on by: its amount, its status, its actions).
 */
export type ColumnPin = 'left' | 'right';

/**
 * The order a table shows its columns in: the left-pinned ones first, then the others, then the right-pinned ones,
 * each group in its declared order. A sticky column must sit at its edge (antd draws a right-fixed column in the
 * middle as a hole), and a file exported from the table writes its columns in this order too, so screen and file agree.
 */
export function inPinnedOrder<Column>(columns: readonly Column[], pinOf: (column: Column) => ColumnPin | undefined): Column[] {
  const at = (pin: ColumnPin | undefined) => columns.filter((column) => pinOf(column) === pin);
  return [...at('left'), ...at(undefined), ...at('right')];
}
