import type { ReactNode } from 'react';
import type { ColumnPin } from '@portal/contracts';

/** How a column's value is written (spec part 2 sections 3, 4 and 9). */
export type ColumnKind =
  | 'text'
  | 'id' // a reference a row is known by (an external id, a batch id)
  | 'money' // minor units in the row's currency
  | 'date' // DD/MM/YYYY in the user's zone
  | 'day' // a calendar day the server grouped by (YYYY-MM-DD, a UTC day): DD/MM/YYYY as it is, on no clock
  | 'dateTime' // DD/MM/YYYY HH:mm
  | 'dateTimeSeconds' // DD/MM/YYYY HH:mm:ss
  | 'relative' // just now / N minutes ago / Nh ago / full date-time
  | 'status' // status pill
  | 'count'
  | 'volume'
  | 'successRate'
  | 'actions'; // a row's buttons (its `render`)

export interface ColumnDef<Row> {
  /** Unique in the list: the sort key the server knows and the id the column choice stores. */
  key: string;
  /** English text; the page's translation function turns it into the user's language. */
  title: string;
  kind?: ColumnKind;
  /** The raw value (an amount in minor units, an ISO date, a status...). */
  value(row: Row): unknown;
  /** money: the row's currency code. */
  currency?(row: Row): string;
  /** money: decimal places from the currency lookup, when the page has them. */
  decimalPlaces?(row: Row): number | undefined;
  /** status: the text shown in the pill (a translated status). */
  label?(value: string): string;
  sortable?: boolean;
  /** Not shown until the user picks it. */
  hiddenByDefault?: boolean;
  /** Cannot be hidden (the column people identify a row by). */
  alwaysShown?: boolean;
  /** Its width in px; the kind's (and room for the title) when absent (`column-layout.ts`). */
  width?: number;
  /**
   * Where it stays while the table scrolls sideways; from its kind when absent (the identifying column left, the
   * amount, status, success rate and actions right); `false`: never pinned.
   */
  pin?: ColumnPin | false;
  align?: 'left' | 'right' | 'center';
  /** The cell's text stays on one line (dates and names). */
  noWrap?: boolean;
  /** The header drawn when it is more than its translated title (a help tooltip); `title` stays its name. */
  header?(): ReactNode;
  /** Escape hatch for a cell no kind describes (a link, an icon). */
  render?(row: Row): ReactNode;
}

/** The keys shown when the user has no stored choice. */
export function defaultVisibleKeys<Row>(columns: readonly ColumnDef<Row>[]): string[] {
  return columns.filter((c) => !c.hiddenByDefault || c.alwaysShown).map((c) => c.key);
}

/**
 * The keys to show from a stored choice: unknown keys (a column since removed) dropped, columns that
 * cannot be hidden added, in the page's column order. No choice: the defaults.
 */
export function visibleKeysFrom<Row>(columns: readonly ColumnDef<Row>[], choice: readonly string[] | null | undefined): string[] {
  if (!choice) return defaultVisibleKeys(columns);
  const chosen = new Set(choice);
  return columns.filter((c) => c.alwaysShown || chosen.has(c.key)).map((c) => c.key);
}
