import {
  COUNTRIES, CURRENCIES, DEFAULT_PARAMETERS, LEGAL_FORMS, LEGAL_FORM_LABELS, DOCUMENT_FILE_TYPES, DOCUMENT_TYPES, DOCUMENT_VALIDITY_MAX_MONTHS, LANGUAGES, MAX_CURRENCY_DECIMAL_PLACES, MAX_DOCUMENT_SIZE_MB,
  PLATFORM_CURRENCIES, ROLLING_RESERVE_DAYS, SYSTEM_VARIABLES, systemVariableProblem,
  type CatalogPages, type FieldDefinition, type FieldFormValues, type ResourceRowOf,
} from '@portal/contracts';
import { formatCount, type ColumnDef } from '@portal/kit';
import { R } from './i18n/texts';
import { SettingsListPage, type FieldContext, type SettingsPageDeclaration } from './SettingsListPage';

type Translate = FieldContext<unknown>['t'];
type Country = ResourceRowOf<typeof COUNTRIES>;
type Currency = ResourceRowOf<typeof CURRENCIES>;
type Language = ResourceRowOf<typeof LANGUAGES>;
type PlatformCurrency = ResourceRowOf<typeof PLATFORM_CURRENCIES>;
type DocumentType = ResourceRowOf<typeof DOCUMENT_TYPES>;
type SystemVariable = ResourceRowOf<typeof SYSTEM_VARIABLES>;
type DefaultParameters = ResourceRowOf<typeof DEFAULT_PARAMETERS>;

// --- Field and column helpers: the body schemas' rules, worded for people -------------------------------------------

const required = (t: Translate) => ({ name: 'required' as const, message: t(R.enterValue) });
const pattern = (value: string, message: string) => ({ name: 'pattern' as const, value, message });
const maxLength = (t: Translate, n: number) => ({ name: 'maxLength' as const, value: n, message: t(R.tooLong, { n }) });
const text = (name: string, label: string, t: Translate, extra: Partial<FieldDefinition> = {}): FieldDefinition =>
  ({ name, label: t(label), type: 'input', inputType: 'text', validations: [required(t), maxLength(t, 100)], ...extra });
const code = (name: string, label: string, t: Translate, rule: string, message: string, row: unknown): FieldDefinition =>
  text(name, label, t, { validations: [required(t), pattern(rule, t(message))], disabled: !!row });
const whole = (name: string, label: string, t: Translate, min: number, max: number, message: string): FieldDefinition => ({
  name, label: t(label), type: 'input', inputType: 'digits',
  validations: [required(t), { name: 'min', value: min, message: t(message, { max }) }, { name: 'max', value: max, message: t(message, { max }) }],
});
const box = (name: string, label: string, t: Translate): FieldDefinition => ({ name, label: t(label), type: 'checkbox' });
const activeBox = (t: Translate) => box('isActive', R.active, t);

const yesNo = <Row,>(key: string, title: string, value: (r: Row) => boolean): ColumnDef<Row> =>
  ({ key, title, kind: 'status', value: (r) => (value(r) ? R.yes : R.no) });
const activeColumn = <Row extends { isActive: boolean }>(): ColumnDef<Row> => ({ key: 'isActive', title: R.status, kind: 'status', value: (r) => (r.isActive ? R.active : R.inactive) });
const int = (v: unknown) => Number(v);
/** A whole number as the reader writes it ("100.000" in Turkish); a value that is not one as it is stored. */
const wholeNumber = (v: string | number | null) => (v === null || v === '' ? '' : /^-?\d+$/.test(String(v)) ? formatCount(Number(v)) : String(v));

// --- The pages ---------------------------------------------------------------------------------------------------

const countries: SettingsPageDeclaration<Country> = {
  resource: COUNTRIES, intro: R.countriesIntro, rowName: (r) => r.name,
  columns: [
    { key: 'code', title: R.code, value: (r) => r.code, width: 90 }, { key: 'name', title: R.name, value: (r) => r.name },
    { key: 'alpha3', title: R.alpha3, value: (r) => r.alpha3, width: 120 }, { key: 'numericCode', title: R.numericCode, value: (r) => r.numericCode, width: 130 },
    activeColumn(),
  ],
  fields: ({ t, row }) => [
    code('code', R.code, t, '^[A-Z]{2}$', R.twoLetters, row), code('alpha3', R.alpha3, t, '^[A-Z]{3}$', R.threeLetters, undefined),
    code('numericCode', R.numericCode, t, '^[0-9]{3}$', R.threeDigits, undefined), text('name', R.name, t), activeBox(t),
  ],
  bodyOf: (v) => ({ code: v.code, alpha3: v.alpha3, numericCode: v.numericCode, name: v.name, isActive: !!v.isActive }),
};

const currencies: SettingsPageDeclaration<Currency> = {
  resource: CURRENCIES, intro: R.currenciesIntro, rowName: (r) => r.code,
  columns: [
    { key: 'code', title: R.code, value: (r) => r.code, width: 90 }, { key: 'name', title: R.name, value: (r) => r.name },
    { key: 'symbol', title: R.symbol, value: (r) => r.symbol, width: 90 }, { key: 'numericCode', title: R.numericCode, value: (r) => r.numericCode, width: 130 },
    { key: 'decimalPlaces', title: R.decimalPlaces, kind: 'count', value: (r) => r.decimalPlaces, width: 140 }, activeColumn(),
  ],
  fields: ({ t, row }) => [
    code('code', R.code, t, '^[A-Z]{3}$', R.threeLetters, row), text('name', R.name, t),
    code('numericCode', R.numericCode, t, '^[0-9]{3}$', R.threeDigits, undefined), text('symbol', R.symbol, t, { validations: [required(t), maxLength(t, 8)] }),
    whole('decimalPlaces', R.decimalPlaces, t, 0, MAX_CURRENCY_DECIMAL_PLACES, R.placesRange), activeBox(t),
  ],
  bodyOf: (v) => ({ code: v.code, name: v.name, numericCode: v.numericCode, symbol: v.symbol, decimalPlaces: int(v.decimalPlaces), isActive: !!v.isActive }),
};

const languages: SettingsPageDeclaration<Language> = {
  resource: LANGUAGES, intro: R.languagesIntro, rowName: (r) => r.name,
  columns: [
    { key: 'code', title: R.code, value: (r) => r.code, width: 90 }, { key: 'name', title: R.name, value: (r) => r.name },
    { key: 'nativeName', title: R.nativeName, value: (r) => r.nativeName }, activeColumn(),
  ],
  fields: ({ t, row }) => [code('code', R.code, t, '^[a-z]{2}(-[A-Z]{2})?$', R.languageTag, row), text('name', R.name, t), text('nativeName', R.nativeName, t), activeBox(t)],
  bodyOf: (v) => ({ code: v.code, name: v.name, nativeName: v.nativeName, isActive: !!v.isActive }),
};

const currencyOptions = (ctx: FieldContext<unknown>) => (ctx.lists?.currencies ?? []).map((c) => ({ id: c.code, name: `${c.code} · ${c.name}` }));

const platformCurrencies: SettingsPageDeclaration<PlatformCurrency> = {
  resource: PLATFORM_CURRENCIES, intro: R.platformCurrenciesIntro, rowName: (r) => r.currency,
  columns: [
    { key: 'currency', title: R.currency, value: (r) => r.currency, width: 110 },
    yesNo('processing', R.processing, (r) => r.processing), yesNo('settlement', R.settlement, (r) => r.settlement), activeColumn(),
  ],
  fields: (ctx) => [
    { name: 'currency', label: ctx.t(R.currency), type: 'selectAutoComplete', options: currencyOptions(ctx), disabled: !!ctx.row, validations: [{ name: 'required', message: ctx.t(R.chooseCurrency) }] },
    box('processing', R.processing, ctx.t), box('settlement', R.settlement, ctx.t), activeBox(ctx.t),
  ],
  bodyOf: (v) => ({ currency: v.currency, processing: !!v.processing, settlement: !!v.settlement, isActive: !!v.isActive }),
};

const legalFormLabel = (f: string) => LEGAL_FORM_LABELS[f as keyof typeof LEGAL_FORM_LABELS] ?? f;

const documentTypes: SettingsPageDeclaration<DocumentType> = {
  resource: DOCUMENT_TYPES, intro: R.documentTypesIntro, rowName: (r) => r.name,
  columns: [
    { key: 'name', title: R.name, value: (r) => r.name }, yesNo('required', R.required, (r) => r.required),
    { key: 'acceptedFileTypes', title: R.acceptedFileTypes, value: (r) => r.acceptedFileTypes.join(', ') },
    { key: 'maxSizeMb', title: R.maxSizeMb, kind: 'count', value: (r) => r.maxSizeMb, width: 150 },
    // Who must upload it: "Everyone" when no country or legal form is listed.
    { key: 'countries', title: R.countries, valueIn: (r, t) => (r.countries.length ? r.countries.join(', ') : t(R.everyone)) },
    { key: 'legalForms', title: R.legalForms, valueIn: (r, t) => (r.legalForms.length ? r.legalForms.map((f) => t(legalFormLabel(f))).join(', ') : t(R.everyone)) },
    yesNo('onePerDirector', R.onePerDirector, (r) => r.onePerDirector),
    { key: 'validityMonths', title: R.validityMonths, valueIn: (r, t) => (r.validityMonths ? String(r.validityMonths) : t(R.noExpiry)), width: 150 },
    activeColumn(),
  ],
  fields: ({ t, lists }) => [
    text('name', R.name, t), text('description', R.description, t, { inputType: 'textarea', validations: [maxLength(t, 500)] }), box('required', R.required, t),
    {
      name: 'acceptedFileTypes', label: t(R.acceptedFileTypes), type: 'checkbox', options: DOCUMENT_FILE_TYPES.map((x) => ({ id: x, name: x })),
      // `required` on a group asks for at least one ticked box (a custom rule would be handed the list as text).
      validations: [{ name: 'required', message: t(R.pickFileType) }],
    },
    whole('maxSizeMb', R.maxSizeMb, t, 1, MAX_DOCUMENT_SIZE_MB, R.sizeRange),
    // Boarding (ADR 0098): who must upload it, and one copy per director named in the pre-check form.
    { name: 'countries', label: t(R.countries), type: 'multiSelectAutoComplete', options: lists?.countries ?? [], help: t(R.countriesHelp) },
    { name: 'legalForms', label: t(R.legalForms), type: 'checkbox', options: LEGAL_FORMS.map((f) => ({ id: f, name: t(LEGAL_FORM_LABELS[f]) })), help: t(R.legalFormsHelp) },
    box('onePerDirector', R.onePerDirector, t),
    // Optional: an accepted copy is due again this many months after its acceptance (ADR 0098).
    {
      name: 'validityMonths', label: t(R.validityMonths), type: 'input', inputType: 'digits', help: t(R.validityMonthsHelp),
      validations: [{ name: 'min', value: 1, message: t(R.validityRange, { max: DOCUMENT_VALIDITY_MAX_MONTHS }) }, { name: 'max', value: DOCUMENT_VALIDITY_MAX_MONTHS, message: t(R.validityRange, { max: DOCUMENT_VALIDITY_MAX_MONTHS }) }],
    },
    activeBox(t),
  ],
  bodyOf: (v) => ({
    name: v.name, description: v.description ?? '', required: !!v.required, acceptedFileTypes: v.acceptedFileTypes, maxSizeMb: int(v.maxSizeMb), isActive: !!v.isActive,
    countries: (v.countries as string[] | undefined) ?? [], legalForms: (v.legalForms as string[] | undefined) ?? [], onePerDirector: !!v.onePerDirector,
    validityMonths: v.validityMonths === undefined || v.validityMonths === null || v.validityMonths === '' ? null : int(v.validityMonths),
  }),
};

const systemVariables: SettingsPageDeclaration<SystemVariable> = {
  resource: SYSTEM_VARIABLES, intro: R.systemVariablesIntro, rowName: (r) => r.key, changedBy: ['Platform'],
  columns: [
    // The platform's own words for its variables (contracts' SYSTEM_VARIABLE_TEXTS) read in the user's language.
    { key: 'key', title: R.key, value: (r) => r.key }, { key: 'group', title: R.group, valueIn: (r, t) => t(r.group), width: 120 },
    { key: 'value', title: R.value, valueIn: (r, t) => `${r.type === 'integer' ? wholeNumber(r.value) : r.value}${r.unit ? ` ${t(r.unit)}` : ''}` },
    { key: 'range', title: R.range, value: (r) => (r.minimum === null && r.maximum === null ? '' : `${wholeNumber(r.minimum)} – ${wholeNumber(r.maximum)}`), width: 140 },
    { key: 'description', title: R.description, valueIn: (r, t) => t(r.description) },
  ],
  fields: ({ t, row }) => [{
    name: 'value', label: `${t(R.value)}${row?.unit ? ` (${t(row.unit)})` : ''}`, type: row?.type === 'boolean' ? 'select' : 'input',
    ...(row?.type === 'boolean' ? { options: [{ id: 'true', name: 'true' }, { id: 'false', name: 'false' }] } : { inputType: row?.type === 'integer' ? 'digits' : 'text' }),
    validations: [required(t), {
      name: 'custom', message: t(R.wholeNumber),
      test: (value: unknown) => { const problem = row ? systemVariableProblem(row, String(value ?? '')) : null; return problem ? t(problem.text, { n: problem.n ?? '' }) : true; },
    }],
  } as FieldDefinition],
  bodyOf: (v) => ({ value: String(v.value) }),
};

const defaultParameters: SettingsPageDeclaration<DefaultParameters> = {
  resource: DEFAULT_PARAMETERS, intro: R.defaultParametersIntro, rowName: (r) => r.tenantName,
  columns: [
    { key: 'currency', title: R.currency, value: (r) => r.currency, width: 110 }, { key: 'country', title: R.country, value: (r) => r.country, width: 100 },
    { key: 'language', title: R.language, value: (r) => r.language, width: 100 }, { key: 'timeZone', title: R.timeZone, value: (r) => r.timeZone },
    { key: 'settlementDelayDays', title: R.settlementDelayDays, kind: 'count', value: (r) => r.settlementDelayDays },
    { key: 'rollingReservePercent', title: R.rollingReservePercent, kind: 'count', value: (r) => r.rollingReservePercent },
    { key: 'updatedAt', title: R.updatedAt, kind: 'dateTime', value: (r) => r.updatedAt, width: 160 },
  ],
  fields: (ctx) => [
    { name: 'currency', label: ctx.t(R.currency), type: 'selectAutoComplete', options: currencyOptions(ctx), validations: [{ name: 'required', message: ctx.t(R.chooseCurrency) }] },
    { name: 'country', label: ctx.t(R.country), type: 'selectAutoComplete', options: ctx.lists?.countries ?? [], validations: [{ name: 'required', message: ctx.t(R.chooseCountry) }] },
    { name: 'language', label: ctx.t(R.language), type: 'select', options: ctx.lists?.languages ?? [], validations: [{ name: 'required', message: ctx.t(R.chooseLanguage) }] },
    text('timeZone', R.timeZone, ctx.t, { validations: [required(ctx.t), maxLength(ctx.t, 64)] }),
    // What the merchants' balances hold back from payouts (ADR 0155), said beside each field.
    { ...whole('settlementDelayDays', R.settlementDelayDays, ctx.t, 0, 30, R.daysRange), help: ctx.t(R.settlementDelayHelp) },
    { ...whole('rollingReservePercent', R.rollingReservePercent, ctx.t, 0, 30, R.percentRange), help: ctx.t(R.rollingReserveHelp, { days: ROLLING_RESERVE_DAYS }) },
  ],
  bodyOf: (v) => ({
    currency: v.currency, country: v.country, language: v.language, timeZone: v.timeZone,
    settlementDelayDays: int(v.settlementDelayDays), rollingReservePercent: int(v.rollingReservePercent),
  }),
};

const page = <Row extends { id: string }>(declaration: SettingsPageDeclaration<Row>): CatalogPages[string] =>
  (row) => <SettingsListPage key={row.path} declaration={declaration as never} title={row.title} />;

/** The reference data settings pages by route path (route catalogue, crm/settings; ADR 0064). */
export const REFERENCE_DATA_PAGES: CatalogPages = {
  '/crm/settings/countries': page(countries),
  '/crm/settings/currencies': page(currencies),
  '/crm/settings/languages': page(languages),
  '/crm/settings/platform-currencies': page(platformCurrencies),
  '/crm/settings/document-types': page(documentTypes),
  '/crm/settings/systemvariables': page(systemVariables),
  '/crm/settings/default-parameters': page(defaultParameters),
};

/** Exposed for the page type's test. */
export const REFERENCE_DATA_DECLARATIONS = { countries, currencies, languages, platformCurrencies, documentTypes, systemVariables, defaultParameters };

export type { FieldFormValues };
