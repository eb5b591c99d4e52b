import type { FieldDefinition } from './field-definition';
import { valueKeysOf } from './initial-values';
import type { FieldForm } from './use-field-form';

/**
 * After a submit the form refused, the fields holding an error, in the form's order: what a form lists
 * above its buttons ("Please fill in or correct: ...", ADR 0021's note) instead of a silently disabled
 * button. None before the first submit or while the form is valid.
 */
export function refusedFieldsOf(form: Pick<FieldForm, 'submitCount' | 'isValid' | 'errors'>, fields: readonly FieldDefinition[]): FieldDefinition[] {
  if (form.submitCount === 0 || form.isValid) return [];
  return fields.filter((field) => valueKeysOf(field).some((key) => typeof form.errors[key] === 'string'));
}
