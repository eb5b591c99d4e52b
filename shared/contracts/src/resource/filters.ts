/**
 * Filter descriptors of a resource's list (ADR 0063). One descriptor says everything about one filter: the
 * query parameters it sends and their JSON Schema, the field the filter bar draws by default, how its URL value
 * becomes the call's value (the kit's `resourceQueryOf`), how the msw fake filters rows (`rowMatches`), and
 * which SQL the backend writes (`listRoute`'s where, by `kind`). Nothing else spells a filter.
 *
 * Descriptors are plain data (a server may send them), so a resource module costs nothing in a bundle.
 */
import type { FieldDefinition } from '../fields/field-definition';

/** The shared lookups a filter or a field may pick from (the kit's `useLookup`). */
export const LOOKUP_NAMES = ['currencies', 'countries', 'tenants', 'merchants', 'methods', 'providers', 'channels', 'websites', 'languages', 'crmUsers'] as const;
export type LookupName = (typeof LOOKUP_NAMES)[number];

interface Base<Kind extends string> {
  kind: Kind;
  /** The filter bar's label (an English text, translated through i18n). */
  label: string;
  /** The row's property the fake (and by default the backend's column map) reads; the filter's name when absent. */
  field?: string;
  /** One of the list's most used filters: its fields stay in the filter bar's first row (`primary`). */
  primary?: true;
}

/** A free text: `contains` (case-insensitive, the default), `exact` or `prefix`; one parameter. */
export interface TextFilter extends Base<'text'> {
  match: 'contains' | 'exact' | 'prefix';
  maxLength: number;
  /** More row properties searched with the same text (a search box over code and name). */
  alsoIn?: readonly string[];
  /**
   * The column holds the value lower-cased (or has no letters: digits): an exact match is a plain equality on the
   * lower-cased text, which an index answers, instead of comparing lower() of both sides.
   */
  storedLowerCase?: true;
}

/** One or several of a fixed list of values; one parameter (a list when `multiple`). */
export interface OneOfFilter<V extends string = string, M extends boolean = boolean> extends Base<'oneOf'> {
  values: readonly V[];
  multiple: M;
}

/** Ids of a shared lookup (merchants, currencies...); one list parameter. */
export interface IdsOfFilter extends Base<'idsOf'> {
  lookup: LookupName;
}

/** Calendar days on the user's clock, sent as the UTC instants [start of first day, start of day after last). */
export interface DayRangeFilter<From extends string = string, To extends string = string> extends Base<'dayRange'> {
  from: From;
  to: To;
  /** The longest span a user may pick (inclusive of both ends); the server refuses a longer one too. */
  maxDays?: number;
}

/** An amount range in major units on screen, sent in minor units of `currencyFilter`'s currency (2 places without one). */
export interface AmountRangeFilter<From extends string = string, To extends string = string> extends Base<'amountRange'> {
  from: From;
  to: To;
  /** The filter whose chosen currency decides the decimal places. */
  currencyFilter?: string;
}

/** Yes / no (an empty value filters nothing); one boolean parameter. */
export type FlagFilter = Base<'flag'>;

export type FilterDescriptor = TextFilter | OneOfFilter | IdsOfFilter | DayRangeFilter | AmountRangeFilter | FlagFilter;
export type FilterMap = Readonly<Record<string, FilterDescriptor>>;

export const text = (label: string, options: { match?: TextFilter['match']; maxLength?: number; field?: string; alsoIn?: readonly string[]; storedLowerCase?: true } = {}): TextFilter =>
  ({
    kind: 'text', label, match: options.match ?? 'contains', maxLength: options.maxLength ?? 200, ...(options.field ? { field: options.field } : {}),
    ...(options.alsoIn ? { alsoIn: options.alsoIn } : {}), ...(options.storedLowerCase ? { storedLowerCase: true } : {}),
  });

export const oneOf = <const V extends string, const M extends boolean = false>(label: string, values: readonly V[], options: { multiple?: M; field?: string } = {}): NoInfer<OneOfFilter<V, M>> =>
  ({ kind: 'oneOf', label, values, multiple: (options.multiple ?? false) as M, ...(options.field ? { field: options.field } : {}) });

export const idsOf = (lookup: LookupName, label: string, options: { field?: string } = {}): IdsOfFilter =>
  ({ kind: 'idsOf', label, lookup, ...(options.field ? { field: options.field } : {}) });

export const dayRange = <const From extends string = 'from', const To extends string = 'to'>(label: string, options: { from?: From; to?: To; maxDays?: number; field?: string } = {}): NoInfer<DayRangeFilter<From, To>> =>
  ({ kind: 'dayRange', label, from: (options.from ?? 'from') as From, to: (options.to ?? 'to') as To, ...(options.maxDays ? { maxDays: options.maxDays } : {}), ...(options.field ? { field: options.field } : {}) });

export const amountRange = <const From extends string = 'amountFrom', const To extends string = 'amountTo'>(label: string, options: { from?: From; to?: To; currencyFilter?: string; field?: string } = {}): NoInfer<AmountRangeFilter<From, To>> =>
  ({ kind: 'amountRange', label, from: (options.from ?? 'amountFrom') as From, to: (options.to ?? 'amountTo') as To, ...(options.currencyFilter ? { currencyFilter: options.currencyFilter } : {}), ...(options.field ? { field: options.field } : {}) });

export const flag = (label: string, options: { field?: string } = {}): FlagFilter => ({ kind: 'flag', label, ...(options.field ? { field: options.field } : {}) });

/** The filter marked as one of the list's most used (its fields in the filter bar's first row, the rest behind "More filters"). */
export const primaryFilter = <F extends FilterDescriptor>(filter: F): F => ({ ...filter, primary: true });

// NoInfer on the return types: inside `defineResource({...})` the contextual type would otherwise widen a
// range's parameter names to `string` and the derived query type would lose them.

/** The query parameters one filter sends (a range sends two). */
export function parametersOf(name: string, filter: FilterDescriptor): string[] {
  return filter.kind === 'dayRange' || filter.kind === 'amountRange' ? [filter.from, filter.to] : [name];
}

/** The URL keys one filter keeps in the list state (the same names as its parameters). */
export const urlKeysOf = parametersOf;

/** Every JSON Schema property a filter adds to its list endpoint's query. */
export function filterSchemaProperties(name: string, filter: FilterDescriptor): Record<string, Record<string, unknown>> {
  switch (filter.kind) {
    case 'text': return { [name]: { type: 'string', maxLength: filter.maxLength, description: `${filter.label} (${filter.match})` } };
    case 'oneOf': return { [name]: filter.multiple
      ? { type: 'array', items: { type: 'string', enum: [...filter.values] }, description: filter.label }
      : { type: 'string', enum: [...filter.values], description: filter.label } };
    case 'idsOf': return { [name]: { type: 'array', items: { type: 'string', maxLength: 64 }, maxItems: 500, description: `${filter.label}: ids of ${filter.lookup}` } };
    case 'dayRange': return {
      [filter.from]: { type: 'string', format: 'date-time', description: `${filter.label}: from this instant (inclusive)` },
      [filter.to]: { type: 'string', format: 'date-time', description: `${filter.label}: before this instant (exclusive)` },
    };
    case 'amountRange': return {
      [filter.from]: { type: 'integer', description: `${filter.label}: minor units, inclusive` },
      [filter.to]: { type: 'integer', description: `${filter.label}: minor units, inclusive` },
    };
    case 'flag': return { [name]: { type: 'boolean', description: filter.label } };
  }
}

/** The filter bar's default fields for a filter (a page may replace any of them); an amount range has two. */
export function defaultFieldsOf(name: string, filter: FilterDescriptor): FieldDefinition[] {
  const fields: FieldDefinition[] = filter.kind === 'amountRange'
    ? [
      { name: filter.from, label: `${filter.label} from`, type: 'input', inputType: 'decimal' },
      { name: filter.to, label: `${filter.label} to`, type: 'input', inputType: 'decimal' },
    ]
    : [defaultFieldOf(name, filter)];
  return filter.primary ? fields.map((field) => ({ ...field, primary: true })) : fields;
}

function defaultFieldOf(name: string, filter: Exclude<FilterDescriptor, AmountRangeFilter>): FieldDefinition {
  switch (filter.kind) {
    case 'text': return { name, label: filter.label, type: 'input', inputType: 'search', validations: [{ name: 'maxLength', value: filter.maxLength, message: 'Too long' }] };
    case 'oneOf': return filter.multiple
      ? { name, label: filter.label, type: 'multiSelectAutoComplete', options: filter.values.map((v) => ({ id: v, name: v })), multiSelectOptions: { maxTagCount: 2 } }
      : { name, label: filter.label, type: 'select', options: filter.values.map((v) => ({ id: v, name: v })) };
    case 'idsOf': return { name, label: filter.label, type: 'multiSelectAutoComplete', options: [], multiSelectOptions: { maxTagCount: 2 } };
    case 'dayRange': return {
      name, label: filter.label, type: 'dateRangePicker', startDateName: filter.from, endDateName: filter.to,
      ranges: ['today', 'yesterday', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth'], ...(filter.maxDays ? { maxDaysSelected: filter.maxDays } : {}),
    };
    case 'flag': return { name, label: filter.label, type: 'select', options: [{ id: 'true', name: 'Yes' }, { id: 'false', name: 'No' }] };
  }
}
