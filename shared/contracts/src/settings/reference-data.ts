/**
 * Reference data and platform configuration (ADR 0064): countries, currencies and languages (installation-wide
 * ISO data every picker reads), the currencies each tenant processes and settles in, the boarding document types a
 * tenant asks merchants for, typed system variables and the defaults a tenant's new merchants start with.
 */
import { defineResource, flag, text } from '../resource';
import { LEGAL_FORMS } from '../crm/boarding';

const tag = 'Settings: reference data';

const isActive = { type: 'boolean', description: 'Inactive values disappear from every picker; rows that name them keep them' } as const;

// --- Countries (ISO 3166-1) --------------------------------------------------------------------------------------

export const countryRowSchema = {
  type: 'object',
  required: ['id', 'code', 'alpha3', 'numericCode', 'name', 'isActive'],
  properties: {
    id: { type: 'string' }, code: { type: 'string' }, alpha3: { type: 'string' }, numericCode: { type: 'string' },
    name: { type: 'string' }, isActive: { type: 'boolean' },
  },
} as const;

export const countryBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'alpha3', 'numericCode', 'name', 'isActive'],
  properties: {
    code: { type: 'string', pattern: '^[A-Z]{2}$', description: 'Two capital letters (ISO 3166-1 alpha-2)' },
    alpha3: { type: 'string', pattern: '^[A-Z]{3}$', description: 'Three capital letters (ISO 3166-1 alpha-3)' },
    numericCode: { type: 'string', pattern: '^[0-9]{3}$', description: 'Three digits (ISO 3166-1 numeric)' },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    isActive,
  },
} as const;

export const COUNTRIES = defineResource({
  key: 'countries', path: 'settings/countries', title: 'Countries', tag, row: countryRowSchema, body: countryBodySchema,
  operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: { search: text('Search', { field: 'name', alsoIn: ['code', 'alpha3'] }), isActive: flag('Active') },
  sorts: ['code', 'name'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'offset',
  invalidates: ['lookup:countries'], modeScoped: false, scope: 'global',
});

// --- Currencies (ISO 4217): the one source of decimal places ------------------------------------------------------

export const currencyRowSchema = {
  type: 'object',
  required: ['id', 'code', 'numericCode', 'name', 'symbol', 'decimalPlaces', 'isActive'],
  properties: {
    id: { type: 'string' }, code: { type: 'string' }, numericCode: { type: 'string' }, name: { type: 'string' },
    symbol: { type: 'string' }, decimalPlaces: { type: 'integer' }, isActive: { type: 'boolean' },
  },
} as const;

export const MAX_CURRENCY_DECIMAL_PLACES = 4;

export const currencyBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'numericCode', 'name', 'symbol', 'decimalPlaces', 'isActive'],
  properties: {
    code: { type: 'string', pattern: '^[A-Z]{3}$', description: 'Three capital letters (ISO 4217)' },
    numericCode: { type: 'string', pattern: '^[0-9]{3}$', description: 'Three digits (ISO 4217 numeric)' },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    symbol: { type: 'string', minLength: 1, maxLength: 8 },
    decimalPlaces: { type: 'integer', minimum: 0, maximum: MAX_CURRENCY_DECIMAL_PLACES, description: 'Minor unit: every amount input, format and export uses it' },
    isActive,
  },
} as const;

export const CURRENCIES = defineResource({
  key: 'currencies', path: 'settings/currencies', title: 'Currencies', tag, row: currencyRowSchema, body: currencyBodySchema,
  operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: { search: text('Search', { field: 'code', alsoIn: ['name'] }), isActive: flag('Active') },
  sorts: ['code', 'name'], defaultSort: { key: 'code', direction: 'asc' }, paging: 'offset',
  // The user context carries the currency list: its refresh moves every amount input and format at once.
  invalidates: ['lookup:currencies', 'platform-currencies'], modeScoped: false, scope: 'global',
});

// --- Languages ---------------------------------------------------------------------------------------------------

export const languageRowSchema = {
  type: 'object',
  required: ['id', 'code', 'name', 'nativeName', 'isActive'],
  properties: { id: { type: 'string' }, code: { type: 'string' }, name: { type: 'string' }, nativeName: { type: 'string' }, isActive: { type: 'boolean' } },
} as const;

export const languageBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'name', 'nativeName', 'isActive'],
  properties: {
    code: { type: 'string', pattern: '^[a-z]{2}(-[A-Z]{2})?$', description: 'A language tag such as en or pt-BR' },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    nativeName: { type: 'string', minLength: 1, maxLength: 100 },
    isActive,
  },
} as const;

export const LANGUAGES = defineResource({
  key: 'languages', path: 'settings/languages', title: 'Languages', tag, row: languageRowSchema, body: languageBodySchema,
  operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: { search: text('Search', { field: 'name', alsoIn: ['code', 'nativeName'] }), isActive: flag('Active') },
  sorts: ['code', 'name'], defaultSort: { key: 'code', direction: 'asc' }, paging: 'offset',
  invalidates: ['lookup:languages'], modeScoped: false, scope: 'global',
});

// --- Platform currencies: what each tenant processes and settles in ------------------------------------------------

export const platformCurrencyRowSchema = {
  type: 'object',
  required: ['id', 'tenantId', 'tenantName', 'currency', 'processing', 'settlement', 'isActive'],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' }, tenantName: { type: 'string' }, currency: { type: 'string' },
    processing: { type: 'boolean' }, settlement: { type: 'boolean' }, isActive: { type: 'boolean' },
  },
} as const;

export const platformCurrencyBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['currency', 'processing', 'settlement', 'isActive'],
  properties: {
    currency: { type: 'string', pattern: '^[A-Z]{3}$', description: 'An active currency code (ISO 4217)' },
    processing: { type: 'boolean', description: 'Payments may be taken in it (the virtual terminal, channels)' },
    settlement: { type: 'boolean', description: 'Merchants may be paid out in it' },
    isActive,
  },
} as const;

export const PLATFORM_CURRENCIES = defineResource({
  key: 'platform-currencies', path: 'settings/platform-currencies', title: 'Platform currencies', tag, row: platformCurrencyRowSchema, body: platformCurrencyBodySchema,
  operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: { search: text('Currency', { field: 'currency', match: 'prefix', maxLength: 3 }), isActive: flag('Active') },
  sorts: ['currency'], defaultSort: { key: 'currency', direction: 'asc' }, paging: 'offset',
  invalidates: ['lookup:currencies'], modeScoped: false, scope: 'tenant',
});

// --- Document types: what a tenant asks merchants to upload when boarding -------------------------------------------

export const DOCUMENT_FILE_TYPES = ['pdf', 'jpg', 'png', 'heic', 'docx', 'xlsx', 'csv'] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];
export const MAX_DOCUMENT_SIZE_MB = 25;
/** The longest validity a document type may give an accepted copy (10 years). */
export const DOCUMENT_VALIDITY_MAX_MONTHS = 120;

export const documentTypeRowSchema = {
  type: 'object',
  required: ['id', 'tenantId', 'tenantName', 'name', 'description', 'required', 'acceptedFileTypes', 'maxSizeMb', 'isActive', 'countries', 'legalForms', 'onePerDirector'],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' }, tenantName: { type: 'string' }, name: { type: 'string' }, description: { type: 'string' },
    required: { type: 'boolean' }, acceptedFileTypes: { type: 'array', items: { type: 'string', enum: DOCUMENT_FILE_TYPES } },
    maxSizeMb: { type: 'integer' }, isActive: { type: 'boolean' },
    countries: { type: 'array', items: { type: 'string' } }, legalForms: { type: 'array', items: { type: 'string' } }, onePerDirector: { type: 'boolean' },
    /** Months an accepted copy stays valid; null: it never expires (ADR 0098). */
    validityMonths: { type: ['integer', 'null'] },
  },
} as const;

export const documentTypeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'description', 'required', 'acceptedFileTypes', 'maxSizeMb', 'isActive'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    description: { type: 'string', maxLength: 500 },
    required: { type: 'boolean', description: 'Boarding cannot be submitted without it' },
    acceptedFileTypes: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', enum: DOCUMENT_FILE_TYPES } },
    maxSizeMb: { type: 'integer', minimum: 1, maximum: MAX_DOCUMENT_SIZE_MB },
    isActive,
    /** Boarding (ADR 0098): who must upload it (empty: every country, every legal form) and one copy per director. */
    countries: { type: 'array', maxItems: 300, uniqueItems: true, items: { type: 'string', pattern: '^[A-Z]{2}$' } },
    legalForms: { type: 'array', uniqueItems: true, items: { type: 'string', enum: LEGAL_FORMS } },
    onePerDirector: { type: 'boolean' },
    /** Months an accepted copy stays valid, counted from its acceptance; past it the document is due again. Null: no expiry. */
    validityMonths: { type: ['integer', 'null'], minimum: 1, maximum: DOCUMENT_VALIDITY_MAX_MONTHS },
  },
} as const;

export const DOCUMENT_TYPES = defineResource({
  key: 'document-types', path: 'settings/document-types', title: 'Document types', tag, row: documentTypeRowSchema, body: documentTypeBodySchema,
  operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: { search: text('Search', { field: 'name' }), required: flag('Required'), isActive: flag('Active') },
  sorts: ['name'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
});

// --- System variables: typed platform settings, each value checked against its type and range ----------------------

export const SYSTEM_VARIABLE_TYPES = ['integer', 'boolean', 'string'] as const;
export type SystemVariableType = (typeof SYSTEM_VARIABLE_TYPES)[number];

export const systemVariableRowSchema = {
  type: 'object',
  required: ['id', 'key', 'group', 'type', 'value', 'description', 'minimum', 'maximum', 'unit', 'updatedAt'],
  properties: {
    id: { type: 'string' }, key: { type: 'string' }, group: { type: 'string' }, type: { type: 'string', enum: SYSTEM_VARIABLE_TYPES },
    value: { type: 'string' }, description: { type: 'string' }, minimum: { type: ['integer', 'null'] }, maximum: { type: ['integer', 'null'] },
    unit: { type: 'string' }, updatedAt: { type: 'string' },
  },
} as const;

export const systemVariableBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['value'],
  properties: { value: { type: 'string', minLength: 1, maxLength: 500, description: 'Checked against the variable\'s type and range' } },
} as const;

export const SYSTEM_VARIABLES = defineResource({
  key: 'system-variables', path: 'settings/system-variables', title: 'System variables', tag, row: systemVariableRowSchema, body: systemVariableBodySchema,
  operations: ['list', 'one', 'update'],
  filters: { search: text('Search', { field: 'key', alsoIn: ['description'] }) },
  sorts: ['key'], defaultSort: { key: 'key', direction: 'asc' }, paging: 'none', modeScoped: false, scope: 'global',
});

/**
 * The words of the platform's system variables (ADR 0064): their groups, units and descriptions, and why a value is
 * refused. The platform defines these variables (no one edits their words), so the portal shows them in the reader's
 * language: these English texts are keys of its translations.
 */
export const SYSTEM_VARIABLE_TEXTS = {
  groupSession: 'Session',
  groupSecurity: 'Security',
  groupLimits: 'Limits',
  unitMinutes: 'minutes',
  unitHours: 'hours',
  unitAttempts: 'attempts',
  unitMajorUnits: 'major units',
  unitRows: 'rows',
  idleTimeoutDescription: 'Minutes without activity before the portal signs a user out',
  absoluteTimeoutDescription: 'Hours after sign-in when a session ends whatever the activity',
  maxFailedSignInsDescription: 'Failed passwords in a row before an account is locked for a while',
  virtualTerminalMaxDescription: 'The largest amount one virtual terminal payment may take, in major units of its currency',
  exportMaxRowsDescription: 'The most rows one export writes',
  valueTrueOrFalse: 'The value must be true or false',
  valueRequired: 'The value is required',
  valueWholeNumber: 'The value must be a whole number',
  valueAtLeast: 'The value must be {{n}} or more',
  valueAtMost: 'The value must be {{n}} or less',
} as const;

const V = SYSTEM_VARIABLE_TEXTS;

/** The platform's system variables with their defaults: what the seed writes, in the words above. */
export const SYSTEM_VARIABLE_CATALOGUE: ReadonlyArray<{
  key: string; group: string; type: SystemVariableType; value: string; minimum: number | null; maximum: number | null; unit: string; description: string;
}> = [
  { key: 'session.idleTimeoutMinutes', group: V.groupSession, type: 'integer', value: '30', minimum: 5, maximum: 240, unit: V.unitMinutes, description: V.idleTimeoutDescription },
  { key: 'session.absoluteTimeoutHours', group: V.groupSession, type: 'integer', value: '12', minimum: 1, maximum: 24, unit: V.unitHours, description: V.absoluteTimeoutDescription },
  { key: 'security.maxFailedSignIns', group: V.groupSecurity, type: 'integer', value: '5', minimum: 3, maximum: 10, unit: V.unitAttempts, description: V.maxFailedSignInsDescription },
  {
    key: 'limits.virtualTerminalMaxAmountMajor', group: V.groupLimits, type: 'integer', value: '10000', minimum: 1, maximum: 1000000, unit: V.unitMajorUnits,
    description: V.virtualTerminalMaxDescription,
  },
  { key: 'limits.exportMaxRows', group: V.groupLimits, type: 'integer', value: '100000', minimum: 1000, maximum: 1000000, unit: V.unitRows, description: V.exportMaxRowsDescription },
];

/** Why a value is refused: one of the texts above, with the bound it names (`{{n}}`). */
export interface SystemVariableProblem {
  text: string;
  n?: number;
}

/** What a system variable's value must be: a whole number in its range, true/false, or a text. */
export function systemVariableProblem(variable: { type: SystemVariableType; minimum: number | null; maximum: number | null }, value: string): SystemVariableProblem | null {
  if (variable.type === 'boolean') return value === 'true' || value === 'false' ? null : { text: V.valueTrueOrFalse };
  if (variable.type === 'string') return value.trim() ? null : { text: V.valueRequired };
  if (!/^-?\d+$/.test(value.trim())) return { text: V.valueWholeNumber };
  const n = Number(value);
  if (variable.minimum !== null && n < variable.minimum) return { text: V.valueAtLeast, n: variable.minimum };
  if (variable.maximum !== null && n > variable.maximum) return { text: V.valueAtMost, n: variable.maximum };
  return null;
}

/** The problem in English with its bound filled in: the server's answer. */
export const systemVariableProblemText = (problem: SystemVariableProblem): string => problem.text.replace('{{n}}', String(problem.n ?? ''));

// --- Default parameters: what a tenant's new merchants start with ---------------------------------------------------

export const defaultParametersRowSchema = {
  type: 'object',
  required: ['id', 'tenantId', 'tenantName', 'currency', 'country', 'language', 'timeZone', 'settlementDelayDays', 'rollingReservePercent', 'updatedAt'],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' }, tenantName: { type: 'string' }, currency: { type: 'string' }, country: { type: 'string' },
    language: { type: 'string' }, timeZone: { type: 'string' }, settlementDelayDays: { type: 'integer' }, rollingReservePercent: { type: 'integer' },
    updatedAt: { type: 'string' },
  },
} as const;

export const defaultParametersBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['currency', 'country', 'language', 'timeZone', 'settlementDelayDays', 'rollingReservePercent'],
  properties: {
    currency: { type: 'string', pattern: '^[A-Z]{3}$', description: 'A currency the tenant processes' },
    country: { type: 'string', pattern: '^[A-Z]{2}$', description: 'An active country code' },
    language: { type: 'string', pattern: '^[a-z]{2}(-[A-Z]{2})?$', description: 'An active language code' },
    timeZone: { type: 'string', minLength: 1, maxLength: 64 },
    settlementDelayDays: { type: 'integer', minimum: 0, maximum: 30, description: 'Days between capture and payout (T+n)' },
    rollingReservePercent: { type: 'integer', minimum: 0, maximum: 30, description: 'Share of each settlement held back' },
  },
} as const;

export const DEFAULT_PARAMETERS = defineResource({
  key: 'default-parameters', path: 'settings/default-parameters', title: 'Default parameters', tag, row: defaultParametersRowSchema, body: defaultParametersBodySchema,
  operations: ['list', 'one', 'update'],
  filters: {},
  sorts: ['tenantName'], defaultSort: { key: 'tenantName', direction: 'asc' }, paging: 'none', modeScoped: false, scope: 'tenant',
});

/** The resources' endpoints (the backend's OpenAPI contract test walks every *_ENDPOINTS export, nested ones too). */
export const REFERENCE_DATA_ENDPOINTS = {
  countries: COUNTRIES.endpoints,
  currencies: CURRENCIES.endpoints,
  languages: LANGUAGES.endpoints,
  platformCurrencies: PLATFORM_CURRENCIES.endpoints,
  documentTypes: DOCUMENT_TYPES.endpoints,
  systemVariables: SYSTEM_VARIABLES.endpoints,
  defaultParameters: DEFAULT_PARAMETERS.endpoints,
};
