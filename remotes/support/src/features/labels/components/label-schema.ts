import * as yup from 'yup';
import { LABEL_VALUE_MESSAGE, LABEL_VALUE_PATTERN, labelValueError } from '@portal/contracts';

export interface LabelFormValues {
  value: string;
  description: string;
  color: string;
}

export const EMPTY_LABEL: LabelFormValues = { value: '', description: '', color: '' };

/**
 * Label form (spec part 1 section 5): value required, letters, digits and spaces only, not a default
 * label name in any case; description optional; colour required. The rule itself lives in contracts,
 * shared with the server.
 */
export const labelSchema = yup.object({
  value: yup
    .string()
    .required(LABEL_VALUE_MESSAGE)
    .matches(LABEL_VALUE_PATTERN, LABEL_VALUE_MESSAGE)
    .test('not-default', (value, ctx) => {
      const error = labelValueError(value);
      return error ? ctx.createError({ message: error }) : true;
    }),
  description: yup.string().max(500),
  color: yup.string().required(),
});
