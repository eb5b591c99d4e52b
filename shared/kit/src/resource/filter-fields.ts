import { defaultFieldsOf, parametersOf, type FilterMap, type LookupName } from '@portal/contracts';
import type { FieldDefinition, LookupOption } from '../fields';

/**
 * A page's change to one filter's fields: parts merged into its default field(s) (a label, a placeholder),
 * whole fields instead of them, or false: no field (the filter is not offered).
 */
export type FilterFieldOverride = Partial<FieldDefinition> | readonly FieldDefinition[] | false;
export type FilterFieldOverrides = Readonly<Record<string, FilterFieldOverride>>;

/** The lookups a resource's `idsOf` filters pick from. */
export function lookupsOfFilters(filters: FilterMap): LookupName[] {
  return [...new Set(Object.values(filters).flatMap((f) => (f.kind === 'idsOf' ? [f.lookup] : [])))];
}

/**
 * The filter bar's fields of a resource: each descriptor's default fields (idsOf with its lookup's options),
 * a page's overrides by filter name, and none for a filter the page pins (`fixed` holds one of its parameters).
 * The fields of a filter the resource marks `primary` are marked too (the filter bar's first row).
 */
export function filterFieldsOf(
  filters: FilterMap,
  overrides: FilterFieldOverrides = {},
  lookupOptions: Partial<Record<LookupName, LookupOption[]>> = {},
  fixed: Readonly<Record<string, unknown>> = {},
): FieldDefinition[] {
  const fields: FieldDefinition[] = [];
  for (const [name, filter] of Object.entries(filters)) {
    if (parametersOf(name, filter).some((p) => p in fixed)) continue;
    const override = overrides[name];
    if (override === false) continue;
    if (Array.isArray(override)) {
      // A page's own fields of a most used filter stay in the bar's first row.
      fields.push(...(override as readonly FieldDefinition[]).map((field) => (filter.primary ? { primary: true, ...field } : field)));
      continue;
    }
    for (const field of defaultFieldsOf(name, filter)) {
      const options = filter.kind === 'idsOf' ? { options: lookupOptions[filter.lookup] ?? [] } : {};
      fields.push({ ...field, ...options, ...(override as Partial<FieldDefinition> | undefined) });
    }
  }
  return fields;
}
