import { DEFAULT_LABEL_NAMES_TR, RESERVED_LABEL_VALUES, TICKET_CATEGORY_NAMES_TR, type Label } from '@portal/contracts';

/**
 * Names the server sends as data but the portal shows translated (issue 16): ticket categories and the
 * default label names. They are stored and sent exactly as the server knows them; only the display changes.
 */
export const DOMAIN_NAMES_TR: Record<string, string> = {
  // Ticket categories (backend support/categories.ts)
  ...TICKET_CATEGORY_NAMES_TR,
  // Default label names (contracts DEFAULT_LABEL_NAMES_TR): reserved in any language, stored in English.
  ...DEFAULT_LABEL_NAMES_TR,
};

const isDefaultName = (value: string) => (RESERVED_LABEL_VALUES as readonly string[]).includes(value);

/** A label's shown name: a default label's name translated, a tenant's own label as typed. */
export function labelName(label: Pick<Label, 'value'>, t: (key: string) => string): string {
  return isDefaultName(label.value) ? t(label.value) : label.value;
}
