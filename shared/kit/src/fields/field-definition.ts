/**
 * The one field definition lives in @portal/contracts (a server sends it in report definitions, a resource
 * derives its filter fields from it); the kit adds the helpers its engine reads.
 */
import type { ReactNode } from 'react';
import type { FieldApiSource, FieldDefinition as DeclaredField, FieldFormValues } from '@portal/contracts';
import type { FieldEditorProps } from './editors/editor-props';

export {
  FIELD_TYPES, DATE_RANGE_PRESETS,
  type FieldType, type LookupOption, type FieldInputType, type FieldValidationName, type FieldValidation, type FieldApiSource,
  type MultiSelectOptions, type DateRangePreset, type FieldButtonAction, type FieldValue, type FieldFormValues, type FieldRecordValue,
} from '@portal/contracts';

/**
 * The contract's field definition plus the one member a form written in code may add: `render`, the page's own
 * editor drawn in place of the type's (an upload box, a colour picker). A server-described field never has it.
 */
export interface FieldDefinition extends DeclaredField {
  /**
   * Draws the editor instead of the type's registry entry, bound to the form. The engine still gives it the
   * label, the required mark, the error and the id its label points to; the field's `type` still decides its
   * initial value and its rules. Not JSON: only for forms written in code.
   */
  render?: (props: FieldEditorProps) => ReactNode;
  /**
   * The clock a date-time field (`showTimePicker`) is shown and picked on: the profile's time zone, as every time on
   * screen (a resource's form dialog sets it on each field). The browser's when absent.
   */
  timeZone?: string;
  /**
   * The field is shown (and its rules hold) only while this says so, from the form's values: a job type's own
   * parameters under the type picked. Its value stays in the form. Not JSON: only for forms written in code.
   */
  shownWhen?: (values: Readonly<FieldFormValues>) => boolean;
}

/** Whether the form shows a field with these values (a field without `shownWhen` always). */
export const isShown = (field: FieldDefinition, values: Readonly<FieldFormValues>): boolean => !field.shownWhen || field.shownWhen(values);

export function apiSourceOf(field: FieldDefinition): FieldApiSource | undefined {
  if (!field.api) return undefined;
  return typeof field.api === 'string' ? { path: field.api } : field.api;
}

export function startDateNameOf(field: FieldDefinition): string {
  return field.startDateName ?? `${field.name}Start`;
}

export function endDateNameOf(field: FieldDefinition): string {
  return field.endDateName ?? `${field.name}End`;
}

/** Fields that hold no value (buttons). */
export function holdsValue(field: FieldDefinition): boolean {
  return field.type !== 'button';
}
