/**
 * The transaction endpoints (issue 9; ADR 0014 declarations, ADR 0016 model): the three lookups, part 1's
 * Contact Support search, each user's column choice per lookup, and the websites of the website filter.
 * Query values are typed (whole numbers, enums, ids, lists), so Fastify validates them and the handler gets
 * them typed; a list filter takes repeated parameters or one comma-joined value (callApi joins arrays), both
 * read as one list before validation (normaliseQuery). Parameters a lookup does not declare are refused by
 * its handler by name ("Unknown parameter: x").
 */
import { defineEndpoint, typed, type JSONSchema } from '../endpoint/define-endpoint';
import { arrayOf, readerLanguageHeader } from '../endpoint/common-schemas';
import { organizationQuery, websiteLookupItemSchema } from '../settings/reference-lookups';
import {
  EXPORT_SYNC_LIMIT, TIMEZONE_OFFSET_RANGE, TRANSACTION_EXPORT_PATHS, type TransactionExportJob,
  TRANSACTION_COLUMNS, TRANSACTION_LOOKUP_LIMITS, TRANSACTION_PAGING, TRANSACTION_PATHS, TRANSACTION_SORT_FIELDS, TRANSACTION_STATUSES,
  TRANSACTION_TYPES, type TransactionColumnChoice, type TransactionLookupPage,
} from '../transactions';

const tags = ['Transactions'] as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const { maxPageSize, maxTextLength, maxValues } = TRANSACTION_LOOKUP_LIMITS;
const searchText = { type: 'string', maxLength: maxTextLength } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const listOf = <const Item>(items: Item) => ({ type: 'array', items, maxItems: maxValues }) as const;
const pageIndex = { type: 'integer', minimum: 0 } as const;
const pageSize = { type: 'integer', minimum: 1, maximum: maxPageSize } as const;

const filters = {
  from: { ...dateTime, description: 'ISO date-time, inclusive' },
  to: { ...dateTime, description: 'ISO date-time, exclusive' },
  status: { ...listOf({ type: 'string', enum: TRANSACTION_STATUSES }), description: 'Statuses' },
  type: { ...listOf({ type: 'string', enum: TRANSACTION_TYPES }), description: 'Types' },
  paymentMethod: { ...listOf(searchText), description: 'Payment method ids' },
  serviceProviderFilter: { ...listOf(searchText), description: 'Service provider ids' },
  websiteId: { ...listOf(uuid), description: 'Website ids' },
  currency: { ...listOf({ type: 'string', pattern: '^[A-Z]{3}$', description: 'An ISO 4217 code (three capital letters)' }), description: 'ISO 4217 codes' },
  amountFrom: { type: 'integer', description: 'Minor units, inclusive' },
  amountTo: { type: 'integer', description: 'Minor units, inclusive' },
  cardFirst6: { type: 'string', pattern: '^[0-9]{6}$', description: 'Exactly 6 digits' },
  cardLast4: { type: 'string', pattern: '^[0-9]{4}$', description: 'Exactly 4 digits' },
  externalId: { ...searchText, description: 'Part of the external id, case-insensitive' },
  customerEmail: { ...searchText, description: 'Whole e-mail address, case-insensitive' },
} as const;
const customer = { Customer: { ...listOf(uuid), description: 'Merchant ids' } } as const;
const paging = {
  sortField: { type: 'string', enum: TRANSACTION_SORT_FIELDS, description: 'Default createdAt, newest first' },
  sortDirection: { type: 'string', enum: ['asc', 'desc'], description: 'A field without a direction is ascending' },
  pageIndex: { ...pageIndex, description: '0-based page, default 0' },
  pageSize: { ...pageSize, description: `Default ${TRANSACTION_LOOKUP_LIMITS.defaultPageSize} (Contact Support's search: ${TRANSACTION_PAGING.searchPageSize})` },
  PageIndex: { ...pageIndex, description: 'pageIndex as the spec writes it' },
  PageSize: { ...pageSize, description: 'pageSize as the spec writes it' },
  cursor: { ...text, maxLength: 200, description: 'nextCursor of the previous page (createdAt order): keyset paging' },
} as const;
const search = {
  searchKey: { type: 'string', maxLength: TRANSACTION_PAGING.maxSearchKeyLength, description: 'Part of the external id (case-insensitive); empty = every row' },
  SearchKey: { type: 'string', maxLength: TRANSACTION_PAGING.maxSearchKeyLength, description: 'searchKey as the spec writes it' },
} as const;
const pickedTenant = { tenantId: { ...uuid, description: 'Platform users only, and required for them' }, TenantId: uuid } as const;

const transactionRecordProperties = {
  id: text, externalId: text, tenantId: text, tenantName: text, merchantId: text, merchantName: text,
  type: { type: 'string', enum: [...TRANSACTION_TYPES] }, status: { type: 'string', enum: [...TRANSACTION_STATUSES] },
  amount: { type: 'integer', description: 'Minor units' }, currency: text, paymentMethod: text,
  mode: { type: 'string', enum: ['Test', 'Live'] }, createdAt: { type: 'string', format: 'date-time' },
  websiteId: nullableText, websiteName: nullableText, paymentChannelId: nullableText, paymentChannelName: nullableText,
  serviceProviderId: nullableText, serviceProviderName: nullableText, cardFirst6: nullableText, cardLast4: nullableText,
  cardCountry: nullableText, customerEmail: nullableText, customerIp: nullableText, parentId: nullableText, parentExternalId: nullableText,
} as const;

/** A transaction (TransactionRecord): every field is always there, nullable ones say so. */
export const transactionRecordSchema = {
  type: 'object',
  required: Object.keys(transactionRecordProperties) as Array<keyof typeof transactionRecordProperties>,
  properties: transactionRecordProperties,
} as const;

const lookupPageSchema = typed<TransactionLookupPage>()({
  type: 'object',
  required: ['count', 'data', 'countIsCapped', 'nextCursor'],
  properties: {
    data: { type: 'array', items: transactionRecordSchema },
    count: { type: 'integer', description: `Exact, or ${TRANSACTION_LOOKUP_LIMITS.countCap} when countIsCapped` },
    countIsCapped: { type: 'boolean' },
    nextCursor: nullableText,
  },
});

const columnChoiceSchema = typed<TransactionColumnChoice>()({
  type: 'object',
  required: ['lookup', 'columns', 'isDefault'],
  properties: { lookup: { type: 'string', enum: ['merchant', 'tenant', 'platform'] }, columns: { type: 'array', items: { type: 'string', enum: [...TRANSACTION_COLUMNS] } }, isDefault: { type: 'boolean' } },
});

// Items unconstrained so the server's check names the wrong column.
const columnChoiceUpdateSchema = {
  type: 'object',
  required: ['columns'],
  properties: { columns: { type: 'array', items: text, description: 'Visible columns in display order' } },
} as const;

const lookup = <const Q extends Readonly<Record<string, JSONSchema>>>(path: string, summary: string, query: Q) => defineEndpoint({
  method: 'GET', path, base: 'merchant', summary, tags,
  query: { type: 'object', properties: query }, modeScoped: true,
  responses: { 200: lookupPageSchema },
});

// The export's own parameters; the rest of its query is the lookup's (filters and sort, no paging).
const exportParams = {
  columns: { ...listOf(text), description: "Columns in file order (the lookup's; default: the lookup's default columns)" },
  timezoneOffset: {
    type: 'integer', minimum: TIMEZONE_OFFSET_RANGE.min, maximum: TIMEZONE_OFFSET_RANGE.max,
    description: "The browser's Date.getTimezoneOffset(): minutes from local time to UTC (UTC+03:00 is -180); dates are written on that clock. Default 0",
  },
} as const;
const sorting = { sortField: paging.sortField, sortDirection: paging.sortDirection } as const;

const exportJobSchema = typed<TransactionExportJob>()({
  type: 'object',
  required: ['jobId', 'fileName', 'notifies'],
  properties: { jobId: text, fileName: text, notifies: { type: 'boolean', const: true } },
});

const exportCsv = <const Q extends Readonly<Record<string, JSONSchema>>>(path: string, kind: string, query: Q) => defineEndpoint({
  method: 'GET', path, base: 'merchant', tags, modeScoped: true, responseType: 'blob',
  summary: `Exports the ${kind} transaction lookup as CSV: its filters and sort, the chosen columns, dates on the caller's clock. `
    + `Up to ${EXPORT_SYNC_LIMIT} rows: the file (200, text/csv, streamed). More: 202 and a background job whose file arrives as a ReportGenerated notification`,
  query: { type: 'object', properties: { ...query, ...sorting, ...exportParams } },
  // The file's header and its statuses, types and seeded method names in the reader's language.
  headers: readerLanguageHeader,
  responses: { 200: { type: 'string', format: 'binary' }, 202: exportJobSchema },
});

const columns = (path: string, kind: string) => ({
  get: defineEndpoint({
    method: 'GET', path, base: 'merchant', summary: `The caller's visible columns of the ${kind} transaction lookup`, tags,
    responses: { 200: columnChoiceSchema },
  }),
  put: defineEndpoint({
    method: 'PUT', path, base: 'merchant', summary: `Keeps the caller's visible columns of the ${kind} transaction lookup`, tags,
    body: columnChoiceUpdateSchema, responses: { 200: columnChoiceSchema },
  }),
});

export const TRANSACTION_ENDPOINTS = {
  tenantSearch: lookup(TRANSACTION_PATHS.tenantSearch,
    "Search the tenant's transactions by external id (platform users pass tenantId)", { ...filters, ...customer, ...paging, ...search, ...pickedTenant }),
  tenantList: lookup(TRANSACTION_PATHS.tenantList,
    "The tenant's transaction lookup: filters, sort, page or cursor, capped count (platform users pass tenantId)", { ...filters, ...customer, ...paging, ...search, ...pickedTenant }),
  platformList: lookup(TRANSACTION_PATHS.platformList,
    'The platform transaction lookup across tenants: one, several (tenantIds) or every tenant',
    { ...filters, ...customer, ...paging, tenantIds: { ...listOf(uuid), description: 'Tenant ids; none = every tenant' } }),
  merchantList: lookup(TRANSACTION_PATHS.merchantList,
    "The merchant's transaction lookup (the caller's merchant only), also searched by external id", { ...filters, ...paging, ...search }),
  tenantColumns: columns(TRANSACTION_PATHS.tenantColumns, 'tenant'),
  platformColumns: columns(TRANSACTION_PATHS.platformColumns, 'platform'),
  merchantColumns: columns(TRANSACTION_PATHS.merchantColumns, 'merchant'),
  tenantExport: exportCsv(TRANSACTION_EXPORT_PATHS.tenant, 'tenant', { ...filters, ...customer, ...search, ...pickedTenant }),
  platformExport: exportCsv(TRANSACTION_EXPORT_PATHS.platform, 'platform',
    { ...filters, ...customer, tenantIds: { ...listOf(uuid), description: 'Tenant ids; none = every tenant' } }),
  merchantExport: exportCsv(TRANSACTION_EXPORT_PATHS.merchant, 'merchant', { ...filters, ...search }),
  websites: defineEndpoint({
    method: 'GET', path: TRANSACTION_PATHS.websites, base: 'merchant', tags,
    summary: "Websites the caller may filter transactions by (merchant: its own; tenant: its merchants'; platform: tenantIds); Customer narrows",
    query: { type: 'object', properties: { ...customer, tenantIds: listOf(uuid), ...organizationQuery.properties } },
    responses: { 200: arrayOf(websiteLookupItemSchema) },
  }),
} as const;

/** Each lookup's list, column-choice and export calls, by lookup kind (the one page definition reads these). */
export const TRANSACTION_LOOKUP_ENDPOINTS = {
  tenant: { list: TRANSACTION_ENDPOINTS.tenantList, columns: TRANSACTION_ENDPOINTS.tenantColumns, export: TRANSACTION_ENDPOINTS.tenantExport },
  platform: { list: TRANSACTION_ENDPOINTS.platformList, columns: TRANSACTION_ENDPOINTS.platformColumns, export: TRANSACTION_ENDPOINTS.platformExport },
  merchant: { list: TRANSACTION_ENDPOINTS.merchantList, columns: TRANSACTION_ENDPOINTS.merchantColumns, export: TRANSACTION_ENDPOINTS.merchantExport },
} as const;
