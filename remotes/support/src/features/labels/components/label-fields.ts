import { LABEL_COLOR_PATTERN, LABEL_VALUE_MESSAGE, LABEL_VALUE_PATTERN, labelValueError } from '@portal/contracts';
import type { FieldDefinition, FieldFormValues } from '@portal/kit';
import { T } from '../../../i18n/texts';

export interface LabelFormValues {
  value: string;
  description: string;
  color: string;
}

export const EMPTY_LABEL: LabelFormValues = { value: '', description: '', color: '' };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Label form (spec part 1 section 5): value required, letters, digits and spaces only, not a default
 * label name in any case, and (as the server refuses it) not the value of another label of the
 * tenant in any case; description optional; colour required, in the form the server accepts (contracts
 * LABEL_COLOR_PATTERN). The value rule itself lives in contracts, shared with the server. Labels and
 * messages come translated; the colour field's editor is the form's own (LabelForm).
 *
 * `otherValues`: the values of the tenant's other labels (the one being edited left out).
 */
export function labelFields(t: Translate, otherValues: readonly string[] = []): FieldDefinition[] {
  const taken = new Set(otherValues.map((v) => v.trim().toLowerCase()));
  return [
    {
      name: 'value', label: t(T.value), type: 'input', maxLength: 50,
      validations: [
        { name: 'required', message: t(LABEL_VALUE_MESSAGE) },
        { name: 'custom', message: t(LABEL_VALUE_MESSAGE), test: (text) => LABEL_VALUE_PATTERN.test(text) },
        // labelValueError is the server's rule; past the pattern (checked above) its only refusal is a default label name.
        {
          name: 'custom', message: T.reservedLabel,
          test: (text) => !LABEL_VALUE_PATTERN.test(text.trim()) || labelValueError(text) === null || t(T.reservedLabel, { value: text.trim() }),
        },
        { name: 'custom', message: t(T.labelExists), test: (text) => !taken.has(text.trim().toLowerCase()) },
      ],
    },
    { name: 'description', label: t(T.description), type: 'input', maxLength: 500 },
    {
      name: 'color', label: t(T.color), type: 'input',
      validations: [
        { name: 'required', message: t(T.colorRequired) },
        { name: 'custom', message: t(T.colorInvalid), test: (text) => LABEL_COLOR_PATTERN.test(text.trim()) },
      ],
    },
  ];
}

/** The label as the server takes it: every text trimmed. */
export function labelOf(values: FieldFormValues): LabelFormValues {
  const text = (name: keyof LabelFormValues) => String(values[name] ?? '').trim();
  return { value: text('value'), description: text('description'), color: text('color') };
}
