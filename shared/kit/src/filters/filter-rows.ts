import type { FieldDefinition } from '../fields';

/** A bar of at most this many fields shows them all: "More filters" would hide next to nothing. */
export const ALL_FILTERS_SHOWN_UP_TO = 4;

/** The filter bar's first row (always in view) and the fields behind "More filters". */
export interface FilterRows {
  primary: FieldDefinition[];
  more: FieldDefinition[];
}

/**
 * Which fields the bar keeps in view: the ones declared `primary` (a resource's `primaryFilter`s), else the first
 * four in their declared order; all of them when there are at most four.
 */
export function filterRowsOf(fields: readonly FieldDefinition[]): FilterRows {
  if (fields.length <= ALL_FILTERS_SHOWN_UP_TO) return { primary: [...fields], more: [] };
  const declared = fields.some((field) => field.primary);
  const inView = (field: FieldDefinition, index: number) => (declared ? !!field.primary : index < ALL_FILTERS_SHOWN_UP_TO);
  return {
    primary: fields.filter(inView),
    more: fields.filter((field, index) => !inView(field, index)),
  };
}
