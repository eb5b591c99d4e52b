/**
 * The tenant's other lookups and tools of transaction management (issue 13 part C, ADR 0053): the reporting
 * service's lookup V2, the APM transactions (list, one, csv, searchKey) and the APM requests.
 */
import { defineEndpoint, typed, type JSONSchema, type Typed } from '../endpoint/define-endpoint';
import { arrayOf, lookupItemSchema, pathParams, readerLanguageHeader, recordOf } from '../endpoint/common-schemas';
import {
  BANK_ORDER_FILE_FIELD, BANK_ORDER_ITEM_STATUSES, BANK_ORDER_LIMITS, BANK_ORDER_PATHS, type BankOrder, type BankOrderItem,
  TERMINAL_PATHS, TERMINAL_TRANSACTION_STATUSES, type TerminalSettlement, type TerminalTransaction,
  APM_PAYMENT_METHODS, APM_REQUEST_STATUSES, BANK_DEPOSIT_STATUSES, BDT_PATHS, type BankDeposit, APM_SEARCH_PARAMS, APM_SORT_FIELDS, TRANSACTION_TOOL_PATHS,
  type ApmRequest, type ApmTransaction, type ApmTransactionDetail, type ToolPage,
} from '../transaction-tools';
import { TRANSACTION_LOOKUP_LIMITS, TRANSACTION_STATUSES } from '../transactions';
import { TRANSACTION_ENDPOINTS } from './transactions';

const tags = ['Transaction tools'] as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const { maxPageSize, maxTextLength, maxValues } = TRANSACTION_LOOKUP_LIMITS;
const listOf = <const Item>(items: Item) => ({ type: 'array', items, maxItems: maxValues }) as const;

/** Filters and paging every tool list shares: the day range, the merchants, paging; a platform user names the tenant. */
export const toolListQuery = {
  from: { type: 'string', format: 'date-time', description: 'ISO date-time, inclusive' },
  to: { type: 'string', format: 'date-time', description: 'ISO date-time, exclusive' },
  Customer: { ...listOf(uuid), description: 'Merchant ids' },
  pageIndex: { type: 'integer', minimum: 0, description: '0-based page, default 0' },
  pageSize: { type: 'integer', minimum: 1, maximum: maxPageSize, description: 'Default 20' },
  PageIndex: { type: 'integer', minimum: 0 },
  PageSize: { type: 'integer', minimum: 1, maximum: maxPageSize },
  tenantId: { ...uuid, description: 'Platform users only, and required for them' },
} as const;

const apmFilters = {
  ...toolListQuery,
  status: { ...listOf({ type: 'string', enum: TRANSACTION_STATUSES }), description: 'Transaction statuses' },
  paymentMethod: { ...listOf({ type: 'string', enum: APM_PAYMENT_METHODS }), description: 'APM methods' },
  sortField: { type: 'string', enum: APM_SORT_FIELDS, description: 'Default createdAt, newest first' },
  sortDirection: { type: 'string', enum: ['asc', 'desc'], description: 'A field without a direction is ascending' },
} as const;

const search = {
  SearchParam: { type: 'string', enum: APM_SEARCH_PARAMS, description: 'The field searched; default ExternalId' },
  SearchKey: { type: 'string', maxLength: maxTextLength, description: 'Part of the field, case-insensitive (the whole e-mail for CustomerEmail)' },
} as const;

const apmTransactionProperties = {
  id: text, externalId: text, tenantId: text, merchantId: text, merchantName: text, type: text, status: text,
  amount: { type: 'integer', description: 'Minor units' }, currency: text, paymentMethod: text,
  mode: { type: 'string', enum: ['Test', 'Live'] }, createdAt: { type: 'string', format: 'date-time' },
  customerEmail: nullableText, serviceProviderName: nullableText, providerReference: nullableText,
  payerName: nullableText, payerAccount: nullableText, bankName: nullableText,
} as const;
const apmTransactionSchema = typed<ApmTransaction>()(recordOf(apmTransactionProperties));

const apmRequestSchema = typed<ApmRequest>()(recordOf({
  id: text, reference: text, tenantId: text, merchantId: text, merchantName: text, transactionId: nullableText, transactionExternalId: nullableText,
  paymentMethod: text, status: { type: 'string', enum: APM_REQUEST_STATUSES }, amount: { type: 'integer' }, currency: text,
  mode: { type: 'string', enum: ['Test', 'Live'] }, providerReference: nullableText, payerName: nullableText, payerAccount: nullableText,
  bankName: nullableText, failureReason: nullableText, createdAt: { type: 'string', format: 'date-time' }, updatedAt: { type: 'string', format: 'date-time' },
}));

/** A tool list's page of typed items. */
const pageOf = <const Item extends JSONSchema & Typed<unknown>>(item: Item) => typed<ToolPage<Item extends Typed<infer T> ? T : never>>()({
  type: 'object', required: ['count', 'countIsCapped', 'data'],
  properties: { count: { type: 'integer' }, countIsCapped: { type: 'boolean' }, data: { type: 'array', items: item } },
});

const terminalFilter = { terminalId: { ...listOf(uuid), description: 'Terminal ids' } } as const;

const terminalTransactionSchema = typed<TerminalTransaction>()(recordOf({
  id: text, tenantId: text, merchantId: text, merchantName: text, terminalId: text, tid: text, location: text, terminalHost: nullableText, reference: text,
  type: { type: 'string', enum: ['Sale', 'Refund'] }, status: { type: 'string', enum: TERMINAL_TRANSACTION_STATUSES },
  amount: { type: 'integer' }, currency: text, mode: { type: 'string', enum: ['Test', 'Live'] }, entryMode: text, cardFirst6: text, cardLast4: text,
  cardCurrency: nullableText, rate: nullableText, markupBps: { type: ['integer', 'null'] }, convertedAmount: { type: ['integer', 'null'] },
  createdAt: { type: 'string', format: 'date-time' },
}));

const bankOrderSchema = typed<BankOrder>()(recordOf({
  id: text, tenantId: text, bankName: text, accountNumber: text, fileName: text, uploadedBy: text, createdAt: { type: 'string', format: 'date-time' },
  lines: { type: 'integer' }, matched: { type: 'integer' }, amountDiffers: { type: 'integer' }, unmatched: { type: 'integer' }, invalid: { type: 'integer' },
}));

export const TRANSACTION_TOOL_ENDPOINTS = {
  /** The tenant lookup as the reporting service serves it (spec 7.1): the same query and page as `api/crm/transactions`. */
  lookupV2: {
    ...TRANSACTION_ENDPOINTS.tenantList,
    path: TRANSACTION_TOOL_PATHS.lookupV2,
    base: 'reporting',
    summary: "The tenant's transaction lookup served by the reporting service (transaction-lookup-v2): the lookup's filters, sort and paging",
    tags,
  },
  apmList: defineEndpoint({
    method: 'GET', path: TRANSACTION_TOOL_PATHS.apmList, base: 'merchant', tags, modeScoped: true,
    summary: "The tenant's APM transactions (open banking, bank transfer, PayPal) with what their provider answered; paged, exact count",
    query: { type: 'object', properties: apmFilters },
    responses: { 200: pageOf(apmTransactionSchema) },
  }),
  apmSearch: defineEndpoint({
    method: 'GET', path: TRANSACTION_TOOL_PATHS.apmSearch, base: 'merchant', tags, modeScoped: true,
    summary: 'Searches the APM transactions: SearchKey in the field SearchParam names, with the list filters',
    query: { type: 'object', properties: { ...apmFilters, ...search } },
    responses: { 200: pageOf(apmTransactionSchema) },
  }),
  apmCsv: defineEndpoint({
    method: 'GET', path: TRANSACTION_TOOL_PATHS.apmCsv, base: 'merchant', tags, modeScoped: true, responseType: 'blob',
    summary: 'The APM transactions of the list (its filters and search, every page) as a CSV file',
    query: { type: 'object', properties: { ...apmFilters, ...search } },
    // Titles, statuses and seeded method names in the reader's language.
    headers: readerLanguageHeader,
    responses: { 200: { type: 'string', format: 'binary' } },
  }),
  apmOne: defineEndpoint({
    method: 'GET', path: TRANSACTION_TOOL_PATHS.apmOne, base: 'merchant', tags,
    summary: 'One APM transaction with every request sent to its provider (404 outside the caller\'s tenant)',
    params: pathParams('id'), query: { type: 'object', properties: { tenantId: toolListQuery.tenantId } },
    responses: { 200: typed<ApmTransactionDetail>()(recordOf({ ...apmTransactionProperties, customerIp: nullableText, requests: { type: 'array', items: apmRequestSchema } })) },
  }),
  apmRequests: defineEndpoint({
    method: 'GET', path: TRANSACTION_TOOL_PATHS.apmRequests, base: 'merchant', tags, modeScoped: true,
    summary: 'Requests sent to APM providers (vrtransaction-lookup): completed, failed and abandoned ones; paged, newest first',
    query: {
      type: 'object',
      properties: {
        ...toolListQuery,
        status: { ...listOf({ type: 'string', enum: APM_REQUEST_STATUSES }), description: 'Request statuses' },
        paymentMethod: { ...listOf({ type: 'string', enum: APM_PAYMENT_METHODS }), description: 'APM methods' },
        reference: { type: 'string', maxLength: maxTextLength, description: 'Part of the request or provider reference' },
      },
    },
    responses: { 200: pageOf(apmRequestSchema) },
  }),
  bdtList: defineEndpoint({
    method: 'GET', path: BDT_PATHS.list, base: 'unversioned', tags, modeScoped: true,
    summary: 'Bank deposits of bank-transfer payments (transaction-lookup-v3, BDT): matched, unmatched and returned; paged, newest first',
    query: {
      type: 'object',
      properties: {
        ...toolListQuery,
        status: { ...listOf({ type: 'string', enum: BANK_DEPOSIT_STATUSES }), description: 'Deposit statuses' },
        utr: { type: 'string', pattern: '^[0-9]{1,12}$', description: 'Digits of the UTR (part of it)' },
        narrative: { type: 'string', maxLength: maxTextLength, description: "Part of the payer's reference, any case" },
      },
    },
    responses: { 200: pageOf(typed<BankDeposit>()(recordOf({
        id: text, tenantId: text, merchantId: text, merchantName: text, transactionId: nullableText, transactionExternalId: nullableText,
        utr: text, status: { type: 'string', enum: BANK_DEPOSIT_STATUSES }, amount: { type: 'integer' }, currency: text,
        mode: { type: 'string', enum: ['Test', 'Live'] }, payerName: text, payerBank: text, payerAccount: text, narrative: text,
        creditedAt: { type: 'string', format: 'date-time' },
    }))) },
  }),
  terminals: defineEndpoint({
    method: 'GET', path: TERMINAL_PATHS.terminals, base: 'unversioned', tags,
    summary: "The tenant's card terminals (id and TID with its place), for the terminal filters",
    query: { type: 'object', properties: { tenantId: toolListQuery.tenantId } },
    responses: { 200: arrayOf(lookupItemSchema) },
  }),
  terminalTransactions: defineEndpoint({
    method: 'GET', path: TERMINAL_PATHS.transactions, base: 'unversioned', tags, modeScoped: true,
    summary: 'Card-present payments at the tenant\'s terminals (terminal-transaction-lookup); paged, newest first',
    query: {
      type: 'object',
      properties: {
        ...toolListQuery, ...terminalFilter,
        status: { ...listOf({ type: 'string', enum: TERMINAL_TRANSACTION_STATUSES }), description: 'Approved or Declined' },
        cardLast4: { type: 'string', pattern: '^[0-9]{4}$', description: 'Exactly 4 digits' },
      },
    },
    responses: { 200: pageOf(terminalTransactionSchema) },
  }),
  conversions: defineEndpoint({
    method: 'GET', path: TERMINAL_PATHS.conversions, base: 'unversioned', tags, modeScoped: true,
    summary: 'Dynamic currency conversions at the terminals (terminal-currency-conversions): the rate, markup and amount in the card\'s currency',
    query: {
      type: 'object',
      properties: {
        ...toolListQuery, ...terminalFilter,
        cardCurrency: { ...listOf({ type: 'string', pattern: '^[A-Z]{3}$' }), description: "The cardholders' currencies" },
      },
    },
    responses: { 200: pageOf(terminalTransactionSchema) },
  }),
  settlements: defineEndpoint({
    method: 'GET', path: TERMINAL_PATHS.settlements, base: 'unversioned', tags, modeScoped: true,
    summary: 'Settlement per terminal, day (UTC) and currency, computed in SQL from the approved and declined payments (terminal-settlements); paged, newest day first',
    query: { type: 'object', properties: { ...toolListQuery, ...terminalFilter } },
    responses: { 200: pageOf(typed<TerminalSettlement>()(recordOf({
        day: { type: 'string', format: 'date' }, terminalId: text, tid: text, location: text, terminalHost: nullableText, merchantId: text, merchantName: text, currency: text,
        settlesInto: { ...nullableText, description: "The tenant's active Settlement banking channel of the currency, the first by name; null: none" },
        salesCount: { type: 'integer' }, salesAmount: { type: 'integer' }, refundsCount: { type: 'integer' }, refundsAmount: { type: 'integer' },
        declinedCount: { type: 'integer' }, netAmount: { type: 'integer' },
    }))) },
  }),
  bankOrders: defineEndpoint({
    method: 'GET', path: BANK_ORDER_PATHS.list, base: 'merchant', tags,
    summary: "The tenant's uploaded bank orders, newest first, with how many lines matched",
    query: { type: 'object', properties: { pageIndex: toolListQuery.pageIndex, pageSize: toolListQuery.pageSize, tenantId: toolListQuery.tenantId } },
    responses: { 200: pageOf(bankOrderSchema) },
  }),
  uploadBankOrder: defineEndpoint({
    method: 'POST', path: BANK_ORDER_PATHS.list, base: 'merchant', tags,
    summary: `Uploads a bank order: multipart fields bankName, accountNumber and the file ${BANK_ORDER_FILE_FIELD} (CSV date,reference,amount,currency,payer; `
      + `at most ${BANK_ORDER_LIMITS.maxLines} lines, ${BANK_ORDER_LIMITS.maxBytes} bytes). Each line is checked and matched; a bad line is kept as Invalid with why`,
    body: {
      type: 'object',
      description: 'multipart/form-data, read by the handler',
      properties: { bankName: text, accountNumber: text, [BANK_ORDER_FILE_FIELD]: { type: 'string', format: 'binary' } },
    },
    optionalBody: true,
    query: { type: 'object', properties: { tenantId: toolListQuery.tenantId } },
    responses: { 201: bankOrderSchema },
  }),
  bankOrderItems: defineEndpoint({
    method: 'GET', path: BANK_ORDER_PATHS.items, base: 'merchant', tags,
    summary: "A bank order's lines in file order: what each said, its status (Matched, AmountDiffers, Unmatched, Invalid) and why",
    params: pathParams('id'),
    query: { type: 'object', properties: { pageIndex: toolListQuery.pageIndex, pageSize: toolListQuery.pageSize, tenantId: toolListQuery.tenantId } },
    responses: { 200: pageOf(typed<BankOrderItem>()(recordOf({
        id: text, lineNumber: { type: 'integer' }, valueDate: nullableText, reference: text, amount: { type: 'integer' }, currency: text, payer: text,
        status: { type: 'string', enum: BANK_ORDER_ITEM_STATUSES }, error: { type: ['object', 'null'], required: ['text'], properties: { text, params: { type: 'object', additionalProperties: { type: ['string', 'number'] } } } },
        transactionId: nullableText, transactionExternalId: nullableText, transactionAmount: { type: ['integer', 'null'] },
        matchedBy: nullableText, matchedAt: { type: ['string', 'null'], format: 'date-time' },
    }))) },
  }),
  matchBankOrderLine: defineEndpoint({
    method: 'POST', path: BANK_ORDER_PATHS.match, base: 'merchant', tags,
    summary: "Matches an unmatched bank order line by hand to the tenant's transaction with this reference (external id): Matched, or AmountDiffers when its amount or currency differs",
    params: pathParams('id'),
    query: { type: 'object', properties: { tenantId: toolListQuery.tenantId } },
    body: {
      type: 'object', additionalProperties: false, required: ['transactionReference'],
      properties: { transactionReference: { type: 'string', minLength: 1, maxLength: BANK_ORDER_LIMITS.maxReference } },
    },
    responses: { 200: typed<{ status: BankOrderItem['status']; transactionExternalId: string }>()(recordOf({ status: { type: 'string', enum: BANK_ORDER_ITEM_STATUSES }, transactionExternalId: text })) },
  }),
} as const;
