type SchemaErrors = typeof import('./schema-errors');
let schemaErrors: Promise<SchemaErrors> | undefined;

/**
 * The fields' checks and yup with them, loaded by the first check that needs them (a form's, a link's filters') and
 * again after a failed load (ADR 0115, sessions 60 and 61).
 */
export function loadSchemaErrors(): Promise<SchemaErrors> {
  schemaErrors ??= import('./schema-errors').catch((error: unknown) => {
    schemaErrors = undefined;
    throw error;
  });
  return schemaErrors;
}
