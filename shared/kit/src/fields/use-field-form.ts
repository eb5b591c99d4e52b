import { useFormik, type FormikConfig, type FormikErrors, type FormikHelpers, type FormikProps } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import type { FieldDefinition, FieldFormValues } from './field-definition';
import { initialValuesOf } from './initial-values';
import { loadSchemaErrors } from './load-schema-errors';
import { submitValuesOf } from './submit-values';


export interface UseFieldFormOptions
  extends Omit<FormikConfig<FieldFormValues>, 'initialValues' | 'validationSchema' | 'onSubmit' | 'validate'> {
  fields: readonly FieldDefinition[];
  /** Values that win over the fields' own (restored from the URL, an edited record). */
  values?: FieldFormValues;
  /** Gets the sanitised values (submitValuesOf), or the values as typed with `sanitize: false`. */
  onSubmit(values: FieldFormValues, helpers: FormikHelpers<FieldFormValues>): void | Promise<unknown>;
  /**
   * Rules over several fields that the fields' own validations cannot say (at least one of two, a check a
   * domain module shares with the server): an error text per form key, merged over the fields' errors.
   */
  validate?(values: FieldFormValues): Record<string, string | undefined>;
  /**
   * Called after the values changed (not on the first render): a field whose options depend on another
   * one clears itself, a page follows the form. `changed` lists the keys whose value changed.
   */
  onValuesChange?(values: FieldFormValues, changed: string[], form: FieldForm): void;
  /**
   * false: onSubmit gets the values as typed. For a form whose page trims and checks what it sends (the
   * server checks it again) and shows it back as text: encoding `&` there would show `&amp;`. Default true.
   */
  sanitize?: boolean;
}

export type FieldForm = FormikProps<FieldFormValues>;

/** Only the keys that hold a message (formik counts a key holding undefined as an error). */
function errorsOf(found: Record<string, string | undefined>): FormikErrors<FieldFormValues> {
  return Object.fromEntries(Object.entries(found).filter((entry): entry is [string, string] => !!entry[1]));
}

/**
 * THE form engine of the portal (ADR 0021): formik state from a field list, with initial values from
 * the fields (and `values`), the yup schema from their validations, and sanitised values on submit.
 * A filter bar and a dialog both take the returned form and draw it with <FieldList>. The schema's checks run
 * as formik's `validate` (formik merges a `validate`'s errors over its schema's the same way), so that yup loads
 * with the first check, not with the page.
 */
export function useFieldForm({ fields, values, onSubmit, validate, onValuesChange, sanitize = true, ...config }: UseFieldFormOptions): FieldForm {
  const initialValues = useMemo(() => initialValuesOf(fields, values), [fields, values]);
  const form = useFormik<FieldFormValues>({
    ...config,
    initialValues,
    validate: async (current: FieldFormValues) => {
      const found = await (await loadSchemaErrors()).schemaErrorsOf(fields, current);
      return validate ? { ...found, ...errorsOf(validate(current)) } : found;
    },
    onSubmit: (submitted, helpers) => onSubmit(sanitize ? submitValuesOf(fields, submitted) : submitted, helpers),
  });
  useValuesChange(form, onValuesChange);
  return form;
}

function useValuesChange(form: FieldForm, listener: UseFieldFormOptions['onValuesChange']) {
  const previous = useRef(form.values);
  const latest = useRef(listener);
  latest.current = listener;
  const formRef = useRef(form);
  formRef.current = form;
  useEffect(() => {
    const before = previous.current;
    previous.current = form.values;
    if (before === form.values) return;
    const keys = new Set([...Object.keys(before), ...Object.keys(form.values)]);
    const changed = [...keys].filter((key) => !Object.is(before[key], form.values[key]));
    if (changed.length > 0) latest.current?.(form.values, changed, formRef.current);
  }, [form.values]);
}
