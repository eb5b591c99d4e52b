/**
 * One field definition (spec part 2 section 3, "Dynamic form field") for dialog forms, filter bars, the
 * filter forms a server describes (report definitions) and a resource's default filter fields (ADR 0063).
 * Plain data, so a server can send it as JSON. The kit's field engine (@portal/kit) draws it.
 */

/** The field types of spec part 2 section 3, each drawn by one editor of the registry. */
export const FIELD_TYPES = [
  'input',
  'button',
  'select',
  'selectAutoComplete',
  'date',
  'radiobutton',
  'checkbox',
  'multiSelectAutoComplete',
  'dateRangePicker',
  'selectWithApi',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

/** Lookup options carry id and name (spec part 2 section 3). */
export interface LookupOption {
  id: string | number;
  name: string;
}

/**
 * What an `input` field edits: the HTML input types the text sanitiser knows (spec part 2 section 5 gives
 * each a max length), a multi-line text, and the section 5 helpers: decimal-only, digit-only (its min, max,
 * maxLength and pattern validations also hold while typing), percentage and a masked card number.
 */
export type FieldInputType =
  | 'text'
  | 'email'
  | 'password'
  | 'number'
  | 'tel'
  | 'url'
  | 'search'
  | 'textarea'
  | 'decimal'
  | 'digits'
  | 'percentage'
  | 'card';

/**
 * The validations a field may declare: `name` picks the rule, `message` is the text shown (an English
 * text, translated through i18n when the catalogue has it, shown as is otherwise), `value` is the rule's
 * argument (a length, a bound, a pattern source).
 */
export type FieldValidationName =
  | 'required'
  | 'email'
  | 'url'
  | 'phone'
  | 'number'
  | 'min'
  | 'max'
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'custom';

export interface FieldValidation {
  name: FieldValidationName;
  message: string;
  value?: number | string;
  /**
   * `custom` only: the rule on a non-empty value, with the form's other values (a rule that depends on
   * another field, e.g. an amount's decimals on the chosen currency). false shows `message`; a text is
   * shown instead of it (already translated, as a page can say "at most 0 decimals for JPY"). On a field that
   * holds a list (tags, a checkbox group) it runs on each entry.
   */
  test?: (text: string, values: Readonly<Record<string, unknown>>) => boolean | string;
  /**
   * The rule holds only while this says so, from the form's values (a list required only for the reference
   * key picked beside it). Without it the rule always holds. Not JSON: only for forms written in code.
   */
  when?: (values: Readonly<Record<string, unknown>>) => boolean;
}

/**
 * Where a `selectWithApi` field reads its options: a portal API path (routed by the api client like any
 * other call) answering `LookupOption[]`, or objects whose id and name sit under other keys.
 */
export interface FieldApiSource {
  path: string;
  query?: Record<string, string | number | boolean>;
  /** Key of the option id in each answered object; default `id`. */
  idKey?: string;
  /** Key of the option name in each answered object; default `name`. */
  nameKey?: string;
}

/** Options of a multi-select: how many chips show before "+N", and an upper bound on the selection. */
export interface MultiSelectOptions {
  maxTagCount?: number;
  maxSelected?: number;
}

/** Preset ranges a date range picker may offer (computed in the user's time zone when picked). */
export const DATE_RANGE_PRESETS = ['today', 'yesterday', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** What a `button` field does: submit the form, reset it, or tell the form's owner (`onButton`). */
export type FieldButtonAction = 'submit' | 'reset' | 'button';

export interface FieldDefinition {
  /** The value's key in the form's values (for a date range: the field's own key; the dates use startDateName/endDateName). */
  name: string;
  /** Shown text (English; translated through i18n when the catalogue has it). */
  label: string;
  type: FieldType;
  /** For `input`: the HTML input type (decides the sanitiser's max length); for `button`: its action. */
  inputType?: FieldInputType | FieldButtonAction;
  /** Initial value: a string, number, boolean, ISO date string, or a list for multi-selects. */
  value?: FieldValue;
  options?: LookupOption[];
  validations?: FieldValidation[];
  /** For `selectWithApi`: where the options come from (a path string is the same as `{ path }`). */
  api?: string | FieldApiSource;
  multiSelectOptions?: MultiSelectOptions;
  /** For `dateRangePicker`: the form keys of the start and end dates (default `${name}Start` / `${name}End`). */
  startDateName?: string;
  endDateName?: string;
  /** For `dateRangePicker`: preset ranges offered beside the calendar. */
  ranges?: DateRangePreset[];
  /** For `dateRangePicker`: the longest span a user may pick, in days (inclusive of both ends). */
  maxDaysSelected?: number;
  /** For `date` and `dateRangePicker`: pick a time too (5-minute steps, 24-hour clock, stored in UTC). */
  showTimePicker?: boolean;
  /** Shown inside an empty editor. */
  placeholder?: string;
  disabled?: boolean;
  /** For selects whose `options` the page loads: the editor spins meanwhile. */
  loading?: boolean;
  /**
   * For `input`: the box takes at most this many characters where the form's own limit differs from the input
   * type's (a subject of 200, a description of 10 000); a longer text cannot be typed.
   */
  maxLength?: number;
  /** For `input` with `maxLength`: show how many characters are left. */
  showCount?: boolean;
  /** For `input`: the browser's autofill hint (`given-name`, `family-name`...). */
  autoComplete?: string;
  /** For a `textarea` input: the rows it grows between (default 3 and up). */
  rows?: { min: number; max?: number };
  /** For `input`: the language of the text typed, where it is not the portal's (a page's translation): read aloud and spell-checked in it. */
  lang?: string;
  /** For a `textarea` input: a fixed-width font, for text whose marks line up (Markdown, CSV). */
  monospace?: boolean;
  /** A hint shown under the editor (already translated, as labels a page passes). */
  help?: string;
  /**
   * In a filter bar: one of the most used filters, always in view in the bar's first row; the others wait behind
   * "More filters" (a bar of at most four fields shows them all).
   */
  primary?: boolean;
}

/** An item a page-drawn editor may keep in a list (an uploaded file's record). */
export type FieldRecordValue = { readonly [key: string]: unknown };

/**
 * A value one form key may hold. Dates are ISO strings (UTC); multi-selects hold a list of option ids; a
 * page-drawn editor may hold a list of records (uploaded files).
 */
export type FieldValue = string | number | boolean | null | Array<string | number> | FieldRecordValue[];

/** The values of a field form: one key per field (two per date range). */
export type FieldFormValues = Record<string, FieldValue | undefined>;
