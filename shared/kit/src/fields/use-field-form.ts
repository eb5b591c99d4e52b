import { useFormik, type FormikConfig, type FormikHelpers, type FormikProps } from 'formik';
import { useMemo } from 'react';
import type { FieldDefinition, FieldFormValues } from './field-definition';
import { initialValuesOf } from './initial-values';
import { submitValuesOf } from './submit-values';
import { validationSchemaOf } from './validation-schema';

export interface UseFieldFormOptions
  extends Omit<FormikConfig<FieldFormValues>, 'initialValues' | 'validationSchema' | 'onSubmit' | 'validate'> {
  fields: readonly FieldDefinition[];
  /** Values that win over the fields' own (restored from the URL, an edited record). */
  values?: FieldFormValues;
  /**
   * false: `onSubmit` gets the values as typed. For spec part 1's forms (support, profile), whose texts
   * the server takes as written; part 2's section 5 sanitiser (HTML-encoding, SQL-like fragments) is not
   * theirs. Default true.
   */
  sanitize?: boolean;
  /** Gets the sanitised values (submitValuesOf), or the values as typed with `sanitize: false`. */
  onSubmit(values: FieldFormValues, helpers: FormikHelpers<FieldFormValues>): void | Promise<unknown>;
}

export type FieldForm = FormikProps<FieldFormValues>;

/**
 * THE form engine of the portal (ADR 0021): formik state from a field list, with initial values from
 * the fields (and `values`), the yup schema from their validations, and sanitised values on submit.
 * A filter bar and a dialog both take the returned form and draw it with <FieldList>.
 */
export function useFieldForm({ fields, values, onSubmit, sanitize = true, ...config }: UseFieldFormOptions): FieldForm {
  const initialValues = useMemo(() => initialValuesOf(fields, values), [fields, values]);
  const validationSchema = useMemo(() => validationSchemaOf(fields), [fields]);
  return useFormik<FieldFormValues>({
    ...config,
    initialValues,
    validationSchema,
    onSubmit: (submitted, helpers) => onSubmit(sanitize ? submitValuesOf(fields, submitted) : submitted, helpers),
  });
}
