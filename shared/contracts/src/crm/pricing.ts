/**
 * The CRM's products and price books (spec part 2: /crm/products, /crm/price-books; section 3 "Price book", "Fee
 * type"; section 7.6 /pricebooks; ADR 0089): the platform's services a reseller sells, and what it charges for them
 * per currency, by fee type, over validity dates. Proposals and agreements (issue 32) copy a book's entries.
 */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { defineResource } from '../resource/define-resource';
import { flag, oneOf, text } from '../resource/filters';

const tag = 'CRM price books';

/** Limits the pages and the server share. */
export const CRM_PRICING_LIMITS = {
  nameMax: 200, codeMax: 40, descriptionMax: 1000, percentageMax: 100, percentageDecimals: 2, amountMax: 1_000_000_000, structuresMax: 50,
} as const;

export const CRM_PRICING_MESSAGES = {
  codeTaken: 'A product with the code {{code}} exists already: choose another code',
  nameRequired: 'A name is needed',
  unknownMethod: 'Unknown payment method {{id}}',
  productInUse: 'This product is priced in {{count}} price book entries: deactivate it instead',
  bookNameTaken: 'A price book named {{name}} exists already: choose another name',
  standardNotDeleted: 'The standard price book cannot be deleted: make another book the standard first',
  standardInactive: 'The standard price book must stay active: make another book the standard first',
  lastStandard: 'One price book is the standard: make another one the standard first',
  bookInUse: 'This price book is used by {{count}} proposals or agreements: deactivate it instead',
  entryInUse: 'This entry is used by {{count}} proposals or agreements: deactivate it instead',
  unknownProduct: 'Unknown product',
  inactiveProduct: 'The product {{name}} is inactive: activate it first',
  unknownCurrency: 'Unknown currency {{code}}',
  entryTaken: 'The book prices {{product}} in {{currency}} already',
  productNotInBook: 'The book does not price this product',
  unknownFeeType: 'Unknown fee type {{id}}',
  feeTypeTwice: 'The fee type {{name}} is given twice',
  noValues: 'Give at least one fee',
  percentageRange: '{{name}} is a percentage: between 0 and 100',
  percentageDecimals: '{{name}} has at most 2 decimal places',
  amountRange: '{{name}} must be 0 or more and at most 1 000 000 000',
  amountDecimals: '{{name}} has at most {{places}} decimal places in {{currency}}',
  validityOrder: 'The end of validity must be on or after its start',
  validityOverlap: 'The book prices {{product}} in {{currency}} from {{from}} to {{to}} already: validity dates must not overlap',
  structuresMax: 'An entry has at most {{max}} pricing structures',
} as const;

// ---- Products ------------------------------------------------------------------------------------------------------

/** What a reseller sells of the platform, grouped as a price list is (ADR 0089). */
export const CRM_PRODUCT_CATEGORIES = ['CardProcessing', 'AlternativeMethods', 'Gateway', 'Payouts', 'OpenBanking', 'ForeignExchange', 'Chargebacks', 'Other'] as const;
export type CrmProductCategory = (typeof CRM_PRODUCT_CATEGORIES)[number];

/** A product code: capitals, digits, dash and underscore ("CARD-VISA"); stored upper-case. */
export const PRODUCT_CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]*$';

export const productBodySchema = {
  type: 'object', additionalProperties: false, required: ['name', 'code', 'category', 'isActive'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: CRM_PRICING_LIMITS.nameMax },
    /** Unique per tenant, case aside; stored upper-case. */
    code: { type: 'string', minLength: 1, maxLength: CRM_PRICING_LIMITS.codeMax, pattern: PRODUCT_CODE_PATTERN },
    category: { type: 'string', enum: CRM_PRODUCT_CATEGORIES },
    /** The payment method it processes (the `methods` lookup), for processing products. */
    methodId: { type: ['string', 'null'], maxLength: 64 },
    description: { type: 'string', maxLength: CRM_PRICING_LIMITS.descriptionMax },
    isActive: { type: 'boolean' },
  },
} as const;

export const productRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'tenantId', 'name', 'code', 'category', 'methodId', 'methodName', 'description', 'isActive', 'entries', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' }, name: { type: 'string' }, code: { type: 'string' },
    category: { type: 'string', enum: CRM_PRODUCT_CATEGORIES }, methodId: { type: ['string', 'null'] }, methodName: { type: ['string', 'null'] },
    description: { type: 'string' }, isActive: { type: 'boolean' },
    /** Price book entries that price it. */
    entries: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' }, updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const PRODUCTS = defineResource({
  key: 'crm-products', path: 'crm/products', title: 'Product', tag,
  row: productRowSchema, body: productBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: {
    search: text('Name', { field: 'name', alsoIn: ['code'] }),
    category: oneOf('Category', CRM_PRODUCT_CATEGORIES, { multiple: true }),
    isActive: flag('Active'),
  },
  sorts: ['name', 'code', 'category', 'updatedAt'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
  invalidates: ['price-books'],
});

// ---- Fee types (platform-wide, seeded) -----------------------------------------------------------------------------

/**
 * How a fee type's value reads (the spec's feeSymbol): a percentage of the amount, a fixed amount per transaction,
 * a monthly amount, a one-off amount. Percentages have 2 decimal places and at most 100; amounts the currency's.
 */
export const FEE_SYMBOLS = ['%', 'fixed', 'monthly', 'one-off'] as const;
export type FeeSymbol = (typeof FEE_SYMBOLS)[number];

export const feeTypeSchema = {
  type: 'object', additionalProperties: false, required: ['feeTypeId', 'feeTypeName', 'feeSymbol', 'sortOrder'],
  properties: {
    feeTypeId: { type: 'string' }, feeTypeName: { type: 'string' }, feeSymbol: { type: 'string', enum: FEE_SYMBOLS }, sortOrder: { type: 'integer' },
  },
} as const;

// ---- Price books ---------------------------------------------------------------------------------------------------

/** The paged list's `filterType` (section 7.6): every book, the standard one, custom ones, active or inactive ones. */
export const PRICE_BOOK_FILTER_TYPES = ['All', 'Standard', 'Custom', 'Active', 'Inactive'] as const;
export type PriceBookFilterType = (typeof PRICE_BOOK_FILTER_TYPES)[number];

const nullableId = { type: ['string', 'null'], format: 'uuid' } as const;
const isoDay = { type: 'string', format: 'date' } as const;

export const priceBookBodySchema = {
  type: 'object', additionalProperties: false, required: ['name', 'isStandard', 'isActive'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: CRM_PRICING_LIMITS.nameMax },
    description: { type: 'string', maxLength: CRM_PRICING_LIMITS.descriptionMax },
    /** The tenant's one standard book (making one standard takes it from the other; ADR 0089). */
    isStandard: { type: 'boolean' },
    isActive: { type: 'boolean' },
    /** A CRM user of the tenant; omitted on create: the creator (when a CRM user). */
    ownerId: nullableId,
  },
} as const;

export const priceBookRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'tenantId', 'name', 'description', 'isStandard', 'isActive', 'ownerId', 'ownerName', 'entries', 'products', 'currencies', 'related', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' }, name: { type: 'string' }, description: { type: 'string' },
    isStandard: { type: 'boolean' }, isActive: { type: 'boolean' },
    ownerId: { type: ['string', 'null'] }, ownerName: { type: ['string', 'null'] },
    entries: { type: 'integer' }, products: { type: 'integer' },
    currencies: { type: 'array', items: { type: 'string' } },
    /** Proposals and agreements that use it (they cannot be deleted while used). */
    related: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' }, updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const PRICE_BOOKS = defineResource({
  key: 'price-books', path: 'pricebooks', title: 'Price book', tag,
  row: priceBookRowSchema, body: priceBookBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: {
    search: text('Name', { field: 'name' }),
    filterType: oneOf('Show', PRICE_BOOK_FILTER_TYPES),
  },
  sorts: ['name', 'updatedAt'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
  invalidates: ['crm-products'],
});

/** One fee of a pricing structure: a fee type and its value (a percentage, or an amount in the entry's currency). */
export const feeValueSchema = {
  type: 'object', additionalProperties: false, required: ['feeTypeId', 'value'],
  properties: { feeTypeId: { type: 'string', minLength: 1, maxLength: 64 }, value: { type: 'number' } },
} as const;

export const pricingStructureBodySchema = {
  type: 'object', additionalProperties: false, required: ['validFrom', 'values'],
  properties: {
    validFrom: isoDay,
    /** The last day it applies; null: open-ended. */
    validTo: { type: ['string', 'null'], format: 'date' },
    values: { type: 'array', minItems: 1, maxItems: 20, items: feeValueSchema },
  },
} as const;

export const pricingStructureSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'entryId', 'validFrom', 'validTo', 'items'],
  properties: {
    id: { type: 'string' }, entryId: { type: 'string' }, validFrom: { type: 'string' }, validTo: { type: ['string', 'null'] },
    /** As the agreement's entries name them (spec section 3): feeTypeId, feeTypeName, feeSymbol, value, id. */
    items: {
      type: 'array',
      items: {
        type: 'object', additionalProperties: false, required: ['id', 'feeTypeId', 'feeTypeName', 'feeSymbol', 'value'],
        properties: { id: { type: 'string' }, feeTypeId: { type: 'string' }, feeTypeName: { type: 'string' }, feeSymbol: { type: 'string', enum: FEE_SYMBOLS }, value: { type: 'number' } },
      },
    },
  },
} as const;

export const priceBookEntryBodySchema = {
  type: 'object', additionalProperties: false, required: ['productId', 'currencyCode', 'isActive'],
  properties: {
    productId: { type: 'string', format: 'uuid' },
    currencyCode: { type: 'string', pattern: '^[A-Z]{3}$' },
    isActive: { type: 'boolean' },
  },
} as const;

export const priceBookEntrySchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'priceBookId', 'productId', 'productName', 'productCode', 'category', 'currencyCode', 'isActive', 'related', 'structures'],
  properties: {
    id: { type: 'string' }, priceBookId: { type: 'string' }, productId: { type: 'string' }, productName: { type: 'string' }, productCode: { type: 'string' },
    category: { type: 'string', enum: CRM_PRODUCT_CATEGORIES }, currencyCode: { type: 'string' }, isActive: { type: 'boolean' },
    related: { type: 'integer' },
    /** Its pricing structures, the earliest first. */
    structures: { type: 'array', items: pricingStructureSchema },
  },
} as const;

export const priceBookInfoSchema = {
  type: 'object', additionalProperties: false, required: ['book', 'feeTypes', 'entries'],
  properties: { book: priceBookRowSchema, feeTypes: { type: 'array', items: feeTypeSchema }, entries: { type: 'array', items: priceBookEntrySchema } },
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
const entryParams = { type: 'object', required: ['id', 'entryId'], properties: { id: { type: 'string', format: 'uuid' }, entryId: { type: 'string', format: 'uuid' } } } as const;
const productParams = { type: 'object', required: ['id', 'productId'], properties: { id: { type: 'string', format: 'uuid' }, productId: { type: 'string', format: 'uuid' } } } as const;
const structureParams = {
  type: 'object', required: ['id', 'entryId', 'structureId'],
  properties: { id: { type: 'string', format: 'uuid' }, entryId: { type: 'string', format: 'uuid' }, structureId: { type: 'string', format: 'uuid' } },
} as const;
const scopeQuery = { type: 'object', additionalProperties: false, properties: { tenantId: { type: 'string', format: 'uuid' } } } as const;
const tags = [tag];
const base = 'merchant' as const;

const bookProductSchema = {
  type: 'object', additionalProperties: false, required: ['productId', 'productName', 'productCode', 'category', 'currencies'],
  properties: {
    productId: { type: 'string' }, productName: { type: 'string' }, productCode: { type: 'string' }, category: { type: 'string', enum: CRM_PRODUCT_CATEGORIES },
    currencies: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** Section 7.6's other calls under /pricebooks (ADR 0089). */
export const PRICE_BOOK_ENDPOINTS = {
  all: defineEndpoint({
    method: 'GET', path: 'pricebooks/all', base, summary: 'Every active price book of the tenant (a picker\'s list)', tags, query: scopeQuery,
    responses: { 200: { type: 'array', items: { type: 'object', required: ['id', 'name', 'isStandard'], properties: { id: { type: 'string' }, name: { type: 'string' }, isStandard: { type: 'boolean' } } } } },
  }),
  feeTypes: defineEndpoint({
    method: 'GET', path: 'pricebooks/feetypes/all', base, summary: 'Every fee type with its symbol, in order', tags,
    responses: { 200: { type: 'array', items: feeTypeSchema } },
  }),
  feeTypeLookup: defineEndpoint({
    method: 'GET', path: 'pricebooks/feetypes/lookup', base, summary: 'Fee types as a lookup (feeTypeId, feeTypeName)', tags,
    responses: { 200: { type: 'array', items: { type: 'object', required: ['feeTypeId', 'feeTypeName'], properties: { feeTypeId: { type: 'string' }, feeTypeName: { type: 'string' } } } } },
  }),
  info: defineEndpoint({
    method: 'GET', path: 'pricebooks/:id/info', base, summary: 'A price book with its entries, their pricing structures and the fee types', tags,
    params: idParams, query: scopeQuery, responses: { 200: priceBookInfoSchema },
  }),
  entries: defineEndpoint({
    method: 'GET', path: 'pricebooks/:id/entry', base, summary: 'A price book\'s entries (product by currency) with their pricing structures', tags,
    params: idParams, query: scopeQuery, responses: { 200: { type: 'array', items: priceBookEntrySchema } },
  }),
  products: defineEndpoint({
    method: 'GET', path: 'pricebooks/:id/products', base, summary: 'The products a price book prices, with their currencies', tags,
    params: idParams, query: scopeQuery, responses: { 200: { type: 'array', items: bookProductSchema } },
  }),
  productInfo: defineEndpoint({
    method: 'GET', path: 'pricebooks/:id/products/:productId', base, summary: 'One product\'s entries in a price book, per currency', tags,
    params: productParams, query: scopeQuery, responses: { 200: { type: 'array', items: priceBookEntrySchema } },
  }),
  addProduct: defineEndpoint({
    method: 'POST', path: 'pricebooks/:id/products', base, summary: 'Price a product in a book: one entry per currency given', tags,
    params: idParams, query: scopeQuery,
    body: {
      type: 'object', additionalProperties: false, required: ['productId', 'currencyCodes'],
      properties: { productId: { type: 'string', format: 'uuid' }, currencyCodes: { type: 'array', minItems: 1, maxItems: 20, items: { type: 'string', pattern: '^[A-Z]{3}$' } } },
    },
    responses: { 201: { type: 'array', items: priceBookEntrySchema } },
  }),
  removeProduct: defineEndpoint({
    method: 'DELETE', path: 'pricebooks/:id/products/:productId', base, summary: 'Take a product out of a book (refused while an entry is used)', tags,
    params: productParams, query: scopeQuery, responses: { 204: null }, responseType: 'empty',
  }),
  structures: defineEndpoint({
    method: 'GET', path: 'pricebooks/:id/entry/:entryId/structures', base, summary: 'An entry\'s pricing structures', tags,
    params: entryParams, query: scopeQuery, responses: { 200: { type: 'array', items: pricingStructureSchema } },
  }),
  relatedCount: defineEndpoint({
    method: 'GET', path: 'pricebooks/:id/related-count', base, summary: 'Proposals and agreements that use the book (it cannot be deleted while used)', tags,
    params: idParams, query: scopeQuery,
    responses: { 200: { type: 'object', required: ['proposals', 'agreements', 'total'], properties: { proposals: { type: 'integer' }, agreements: { type: 'integer' }, total: { type: 'integer' } } } },
  }),
  createEntry: defineEndpoint({
    method: 'POST', path: 'pricebooks/:id/entry', base, summary: 'Add an entry (a product in a currency)', tags,
    params: idParams, query: scopeQuery, body: priceBookEntryBodySchema, responses: { 201: priceBookEntrySchema },
  }),
  updateEntry: defineEndpoint({
    method: 'PUT', path: 'pricebooks/:id/entry/:entryId', base, summary: 'Change an entry (active or not; product and currency while unused)', tags,
    params: entryParams, query: scopeQuery, body: priceBookEntryBodySchema, responses: { 200: priceBookEntrySchema },
  }),
  removeEntry: defineEndpoint({
    method: 'DELETE', path: 'pricebooks/:id/entry/:entryId', base, summary: 'Delete an entry no proposal or agreement uses', tags,
    params: entryParams, query: scopeQuery, responses: { 204: null }, responseType: 'empty',
  }),
  createStructure: defineEndpoint({
    method: 'POST', path: 'pricebooks/:id/entry/:entryId/structures', base, summary: 'Add a pricing structure (fees by fee type over validity dates)', tags,
    params: entryParams, query: scopeQuery, body: pricingStructureBodySchema, responses: { 201: priceBookEntrySchema },
  }),
  updateStructure: defineEndpoint({
    method: 'PUT', path: 'pricebooks/:id/entry/:entryId/structures/:structureId', base, summary: 'Change a pricing structure', tags,
    params: structureParams, query: scopeQuery, body: pricingStructureBodySchema, responses: { 200: priceBookEntrySchema },
  }),
  removeStructure: defineEndpoint({
    method: 'DELETE', path: 'pricebooks/:id/entry/:entryId/structures/:structureId', base, summary: 'Delete a pricing structure', tags,
    params: structureParams, query: scopeQuery, responses: { 200: priceBookEntrySchema },
  }),
} as const;

/** Who reads and edits them: the catalogue's `CRM.*.View` (no edit permissions in the catalogue yet; ADR 0087). */
export const CRM_PRICING_PERMISSIONS = {
  products: 'CRM.Products.View',
  priceBooks: 'CRM.PriceBooks.View',
} as const;

/** The resources' endpoints, for the contract check (declared, registered and documented agree; ADR 0014). */
export const CRM_PRICING_RESOURCE_ENDPOINTS = { products: PRODUCTS.endpoints, priceBooks: PRICE_BOOKS.endpoints };

/** A value's decimal places as typed (2.50 -> 2; 3 -> 0). */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const text = String(value);
  if (/e-/i.test(text)) return Number(text.split(/e-/i)[1]) + (text.split('.')[1]?.split(/e/i)[0]?.length ?? 0);
  return text.split('.')[1]?.length ?? 0;
}

/**
 * Why a fee's value is refused (the message key and its values), or null: percentages 0-100 with 2 decimals,
 * amounts 0 or more with the currency's decimal places. The form and the server ask the same question.
 */
export function feeValueProblem(feeSymbol: FeeSymbol, value: number, currency: { code: string; decimalPlaces: number }):
  { message: keyof typeof CRM_PRICING_MESSAGES; values: Record<string, string | number> } | null {
  if (feeSymbol === '%') {
    if (!(value >= 0 && value <= CRM_PRICING_LIMITS.percentageMax)) return { message: 'percentageRange', values: {} };
    if (decimalsOf(value) > CRM_PRICING_LIMITS.percentageDecimals) return { message: 'percentageDecimals', values: {} };
    return null;
  }
  if (!(value >= 0 && value <= CRM_PRICING_LIMITS.amountMax)) return { message: 'amountRange', values: {} };
  if (decimalsOf(value) > currency.decimalPlaces) return { message: 'amountDecimals', values: { places: currency.decimalPlaces, currency: currency.code } };
  return null;
}

/** The structure valid on a day (ISO yyyy-mm-dd), if any. */
export function structureOn<S extends { validFrom: string; validTo: string | null }>(structures: readonly S[], day: string): S | undefined {
  return structures.find((s) => s.validFrom <= day && (s.validTo === null || s.validTo >= day));
}
