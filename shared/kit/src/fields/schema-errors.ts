import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import type { FieldDefinition, FieldFormValues } from './field-definition';
import { validationSchemaOf } from './validation-schema';

/** One schema per field list, made at its first check: a form checks on every change. */
const schemas = new WeakMap<readonly FieldDefinition[], ReturnType<typeof validationSchemaOf>>();

function schemaOf(fields: readonly FieldDefinition[]) {
  let schema = schemas.get(fields);
  if (!schema) schemas.set(fields, (schema = validationSchemaOf(fields)));
  return schema;
}

/**
 * The errors the fields' own validations find in `values`, as formik finds them with a `validationSchema` (the same
 * emptying of '' before the check, the same error per key). A module of its own so that yup, its schema's library,
 * loads with a form's first check rather than with every page that draws a form (ADR 0115, session 60).
 */
export async function schemaErrorsOf(fields: readonly FieldDefinition[], values: FieldFormValues): Promise<FormikErrors<FieldFormValues>> {
  try {
    await validateYupSchema(values, schemaOf(fields));
    return {};
  } catch (error) {
    if ((error as { name?: string }).name === 'ValidationError') return yupToFormErrors(error);
    throw error;
  }
}
