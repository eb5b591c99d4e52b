import type { FieldDefinition } from './field-definition';
import { valueKeysOf } from './initial-values';
import type { FieldForm } from './use-field-form';

/**
 * The fields holding an error now, in the form's order, touched or not: what a form whose button waits for a valid
 * form says beside it, live as the user fills it in (Contact Support's Send, ADR 0021's note of issue 30).
 */
export function invalidFieldsOf(form: Pick<FieldForm, 'isValid' | 'errors'>, fields: readonly FieldDefinition[]): FieldDefinition[] {
  if (form.isValid) return [];
  return fields.filter((field) => valueKeysOf(field).some((key) => typeof form.errors[key] === 'string'));
}

/**
 * After a submit the form refused, the fields holding an error, in the form's order: what a form lists
 * above its buttons ("Please fill in or correct: ...", ADR 0021's note) instead of a silently disabled
 * button. None before the first submit or while the form is valid.
 */
export function refusedFieldsOf(form: Pick<FieldForm, 'submitCount' | 'isValid' | 'errors'>, fields: readonly FieldDefinition[]): FieldDefinition[] {
  return form.submitCount === 0 ? [] : invalidFieldsOf(form, fields);
}
