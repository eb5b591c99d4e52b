import { useMemo } from 'react';
import { useFormKitTranslation, type FieldDefinition } from '../fields';
import type { ListFilters } from '../list/list-state';
import { filterChipsOf, type FilterChip } from './filter-chips';

/** The applied filters' chips, labelled as the bar's fields are (the field engine's translation). */
export function useFilterChips(fields: readonly FieldDefinition[], filters: ListFilters): FilterChip[] {
  const { t } = useFormKitTranslation();
  return useMemo(() => filterChipsOf(fields, filters, (text) => t(text)), [fields, filters, t]);
}
