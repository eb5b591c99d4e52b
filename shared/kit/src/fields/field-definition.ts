/**
 * The one field definition lives in @portal/contracts (a server sends it in report definitions, a resource
 * derives its filter fields from it); the kit adds the helpers its engine reads.
 */
import type { FieldApiSource, FieldDefinition } from '@portal/contracts';

export {
  FIELD_TYPES, DATE_RANGE_PRESETS,
  type FieldType, type LookupOption, type FieldInputType, type FieldValidationName, type FieldValidation, type FieldApiSource,
  type MultiSelectOptions, type DateRangePreset, type FieldButtonAction, type FieldDefinition, type FieldValue, type FieldFormValues,
} from '@portal/contracts';

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
