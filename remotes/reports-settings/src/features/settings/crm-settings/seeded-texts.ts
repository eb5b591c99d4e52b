/**
 * A CRM settings form edits a seeded name or description as the reader reads it ("Yeni") and stores it as seeded
 * while it is left unchanged ("New"): English readers keep reading English, Turkish readers Turkish.
 */
type Texts = Readonly<Record<string, unknown>>;

/** A row's named fields as the reader reads them: the edit form's starting values. */
export const withSeededTexts = <Row extends object>(row: Row, keys: readonly (keyof Row & string)[], seeded: (name: string) => string): Texts =>
  ({ ...row, ...Object.fromEntries(keys.map((key) => [key, seeded(String(row[key] ?? ''))])) });

/** The form's named fields as stored: a seeded text shown in the reader's language goes back as the seeded one. */
export const withStoredTexts = <Values extends Texts>(values: Values, keys: readonly string[], stored: (shown: string) => string): Values =>
  ({ ...values, ...Object.fromEntries(keys.map((key) => [key, stored(String(values[key] ?? ''))])) });
