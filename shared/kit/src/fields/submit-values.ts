import { sanitizeText } from '../inputs/text/sanitize-text';
import type { FieldDefinition, FieldFormValues } from './field-definition';

/**
 * The values a form hands to its owner: every `input` field's text through the sanitiser of its input
 * type (spec part 2 section 5); other values as they are.
 */
export function submitValuesOf(fields: readonly FieldDefinition[], values: FieldFormValues): FieldFormValues {
  const result: FieldFormValues = { ...values };
  for (const field of fields) {
    const value = values[field.name];
    if (field.type === 'input' && typeof value === 'string') {
      result[field.name] = sanitizeText(value, field.inputType === 'textarea' ? 'text' : field.inputType);
    }
  }
  return result;
}
