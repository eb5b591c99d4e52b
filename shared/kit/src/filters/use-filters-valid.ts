import { useEffect, useMemo, useState } from 'react';
import type { FieldDefinition } from '../fields';
import { loadSchemaErrors } from '../fields/load-schema-errors';
import type { ListFilters } from '../list/list-state';
import { formValuesOf } from './filter-values';

/** A list's filters as one text, whatever their keys' order, without the empty ones. */
function filtersText(filters: ListFilters): string {
  const kept = Object.entries(filters)
    .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value.map((v) => v.trim())] as const)
    .filter(([, value]) => (typeof value === 'string' ? value !== '' : value.some((v) => v !== '')))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(kept);
}

/**
 * Whether a list's filters pass their fields' own checks, as the filter bar checks them (a link's filters: a range over
 * its field's maxDaysSelected is not sent). The list's own defaults, which its page makes valid, pass at once; other
 * filters are checked with the fields' schema, whose library (yup) loads with the first such check, so a list opened
 * afresh never downloads it (ADR 0115, session 61). undefined until that check has answered.
 */
export function useFiltersValid(fields: readonly FieldDefinition[], filters: ListFilters, defaults: ListFilters): boolean | undefined {
  const text = filtersText(filters);
  const isDefault = text === filtersText(defaults);
  // One check per field list and filters' text: a new object with the same filters asks nothing again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `text` stands for `filters`
  const values = useMemo(() => formValuesOf(fields, filters), [fields, text]);
  const [checked, setChecked] = useState<{ values: typeof values; valid: boolean }>();
  useEffect(() => {
    if (isDefault) return undefined;
    let current = true;
    void loadSchemaErrors()
      .then((module) => module.schemaErrorsOf(fields, values))
      // The checks' file did not arrive: the server checks the filters again and says what is wrong.
      .then((errors) => Object.keys(errors).length === 0, () => true)
      .then((valid) => {
        if (current) setChecked({ values, valid });
      });
    return () => {
      current = false;
    };
  }, [fields, values, isDefault]);
  if (isDefault) return true;
  return checked?.values === values ? checked.valid : undefined;
}
