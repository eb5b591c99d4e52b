import { sanitizeText } from '../inputs/text/sanitize-text';
import type { FieldDefinition, FieldFormValues } from './field-definition';

/** The sanitiser's type for each input type: the number helpers keep the number rule, a card its digits. */
const SANITISED_AS: Record<string, string> = { textarea: 'text', decimal: 'number', digits: 'number', percentage: 'number', card: 'number' };

/**
 * The values a form hands to its owner: every `input` field's text through the sanitiser of its input
 * type (spec part 2 section 5); other values as they are.
 */
export function submitValuesOf(fields: readonly FieldDefinition[], values: FieldFormValues): FieldFormValues {
  const result: FieldFormValues = { ...values };
  for (const field of fields) {
    const value = values[field.name];
    if (field.type === 'input' && typeof value === 'string') {
      const inputType = field.inputType ?? 'text';
      result[field.name] = sanitizeText(value, SANITISED_AS[inputType] ?? inputType);
    }
  }
  return result;
}
