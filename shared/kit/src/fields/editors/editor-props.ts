import type { FormikProps } from 'formik';
import type { FieldDefinition, FieldFormValues } from '../field-definition';

/** What every editor of the registry gets: its field, the form (formik) and the id its label points to. */
export interface FieldEditorProps {
  field: FieldDefinition;
  form: FormikProps<FieldFormValues>;
  id: string;
  /** The field shows an error (touched and invalid): editors outline themselves. */
  invalid: boolean;
  /** A `button` field of action `button` was pressed. */
  onButton?(name: string, values: FieldFormValues): void;
}
