import * as yup from 'yup';
import { LABEL_COLOR_PATTERN, LABEL_VALUE_MESSAGE, LABEL_VALUE_PATTERN, labelValueError } from '@portal/contracts';
import { T } from '../../../i18n/texts';

export interface LabelFormValues {
  value: string;
  description: string;
  color: string;
}

export const EMPTY_LABEL: LabelFormValues = { value: '', description: '', color: '' };

/**
 * Label form (spec part 1 section 5): value required, letters, digits and spaces only, not a default
 * label name in any case, and (as the server refuses it) not the value of another label of the
 * tenant in any case; description optional; colour required, in the form the server accepts (contracts LABEL_COLOR_PATTERN). The value rule itself
 * lives in contracts, shared with the server. Messages are text keys, translated by the form.
 *
 * `otherValues`: the values of the tenant's other labels (the one being edited left out).
 */
export function labelSchema(otherValues: readonly string[] = []) {
  const taken = new Set(otherValues.map((v) => v.trim().toLowerCase()));
  return yup.object({
    value: yup
      .string()
      .required(LABEL_VALUE_MESSAGE)
      .matches(LABEL_VALUE_PATTERN, LABEL_VALUE_MESSAGE)
      // labelValueError is the server's rule; past the pattern (checked above) its only refusal is a default label name.
      .test('not-default', T.reservedLabel, (value) => !LABEL_VALUE_PATTERN.test((value ?? '').trim()) || labelValueError(value) === null)
      .test('unique', T.labelExists, (value) => !taken.has((value ?? '').trim().toLowerCase())),
    description: yup.string().max(500),
    color: yup.string().trim().required(T.colorRequired).matches(LABEL_COLOR_PATTERN, T.colorInvalid),
  });
}
