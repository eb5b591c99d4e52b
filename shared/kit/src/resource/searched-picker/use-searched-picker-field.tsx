import { useCallback, useMemo, useState } from 'react';
import type { FieldDefinition, LookupOption } from '../../fields';
import type { SearchedResource } from './resource-search';
import { SearchedPicker } from './SearchedPicker';

/** What a page spreads into a field (its filter's and its forms' alike) to pick one row of a large resource by search. */
export type SearchedPickerField = Pick<FieldDefinition, 'type' | 'options' | 'render'>;

/**
 * A field that searches `source` on the server instead of listing it whole. Its `options` are the names its pickers
 * have read so far (the filter chip names the chosen value with them). Pass a `source` declared once, outside the page.
 */
export function useSearchedPickerField<Row>(source: SearchedResource<Row>): SearchedPickerField {
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(() => new Map());
  const remember = useCallback((read: readonly LookupOption[]) => {
    setKnown((before) => {
      if (read.every((option) => before.get(String(option.id)) === option.name)) return before;
      const next = new Map(before);
      for (const option of read) next.set(String(option.id), option.name);
      return next;
    });
  }, []);
  const options = useMemo(() => [...known].map(([id, name]) => ({ id, name })), [known]);
  const render = useCallback<NonNullable<FieldDefinition['render']>>(
    (props) => <SearchedPicker {...props} source={source} known={known} remember={remember} />,
    [source, known, remember],
  );
  return useMemo(() => ({ type: 'select', options, render }), [options, render]);
}
