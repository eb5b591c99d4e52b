import type { LookupOption } from '../field-definition';

/** antd options from lookup options: the id is the value, the name the label. */
export function selectOptionsOf(options: readonly LookupOption[] | undefined) {
  return (options ?? []).map((option) => ({ value: option.id, label: option.name }));
}
