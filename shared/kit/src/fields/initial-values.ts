import { endDateNameOf, holdsValue, startDateNameOf, type FieldDefinition, type FieldFormValues, type FieldValue } from './field-definition';

/** The form keys one field writes: none for a button, start and end for a date range, else its name. */
export function valueKeysOf(field: FieldDefinition): string[] {
  if (!holdsValue(field)) return [];
  if (field.type === 'dateRangePicker') return [startDateNameOf(field), endDateNameOf(field)];
  return [field.name];
}

/** A checkbox with options is a group (a list of ids); without options it is one yes/no box. */
export function isCheckboxGroup(field: FieldDefinition): boolean {
  return field.type === 'checkbox' && (field.options?.length ?? 0) > 0;
}

export function holdsList(field: FieldDefinition): boolean {
  return field.type === 'multiSelectAutoComplete' || isCheckboxGroup(field);
}

function emptyValueOf(field: FieldDefinition): FieldValue {
  if (holdsList(field)) return [];
  if (field.type === 'checkbox') return false;
  if (field.type === 'input') return '';
  return null;
}

/**
 * The form's first values from the fields' `value`s (a date range's value is `[start, end]`), then
 * `overrides` (values restored from the URL or an edited record) on top. Every key exists, so each
 * editor is controlled from the start.
 */
export function initialValuesOf(fields: readonly FieldDefinition[], overrides: FieldFormValues = {}): FieldFormValues {
  const values: FieldFormValues = {};
  for (const field of fields) {
    if (field.type === 'dateRangePicker') {
      const [start = null, end = null] = (Array.isArray(field.value) ? field.value : []) as Array<string | number | null>;
      values[startDateNameOf(field)] = start;
      values[endDateNameOf(field)] = end;
    } else if (holdsValue(field)) {
      values[field.name] = field.value ?? emptyValueOf(field);
    }
  }
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== undefined) values[key] = value;
  }
  return values;
}
