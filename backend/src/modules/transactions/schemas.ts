/** JSON schemas of the transaction calls (they feed the OpenAPI document; the handlers check values themselves so errors answer `{error}`). */
import {
  TRANSACTION_COLUMNS, TRANSACTION_LOOKUP_FILTERS, TRANSACTION_LOOKUP_LIMITS, TRANSACTION_SORT_FIELDS, TRANSACTION_STATUSES,
  TRANSACTION_TYPES, type TransactionLookupKind,
} from '../../lib/contracts';

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const many = (description: string) => ({ type: 'array', items: { type: 'string' }, description }) as const;

const FILTER_DOCS: Record<string, object> = {
  from: { ...text, description: 'ISO date-time, inclusive' },
  to: { ...text, description: 'ISO date-time, exclusive' },
  status: many(`Statuses: ${TRANSACTION_STATUSES.join(', ')}`),
  type: many(`Types: ${TRANSACTION_TYPES.join(', ')}`),
  paymentMethod: many('Payment method ids'),
  serviceProviderFilter: many('Service provider ids'),
  Customer: many('Merchant ids'),
  websiteId: many('Website ids'),
  currency: many('ISO 4217 codes'),
  amountFrom: { ...text, description: 'Minor units, inclusive' },
  amountTo: { ...text, description: 'Minor units, inclusive' },
  cardFirst6: { ...text, description: '6 digits' },
  cardLast4: { ...text, description: '4 digits' },
  externalId: { ...text, description: 'Part of the external id, case-insensitive' },
  customerEmail: { ...text, description: 'Whole e-mail address, case-insensitive' },
  tenantIds: many('Tenant ids; none = every tenant'),
};

export const lookupQuerySchema = (kind: TransactionLookupKind, legacy: boolean) => ({
  type: 'object',
  properties: {
    ...Object.fromEntries(TRANSACTION_LOOKUP_FILTERS[kind].map((name) => [name, FILTER_DOCS[name]])),
    sortField: { ...text, description: `One of ${TRANSACTION_SORT_FIELDS.join(', ')}; default createdAt (newest first)` },
    sortDirection: { ...text, description: 'asc or desc; a field without a direction is ascending' },
    pageIndex: { ...text, description: '0-based page, default 0 (PageIndex accepted too)' },
    pageSize: { ...text, description: `1..${TRANSACTION_LOOKUP_LIMITS.maxPageSize} (PageSize accepted too)` },
    PageIndex: text, PageSize: text,
    cursor: { ...text, description: 'nextCursor of the previous page (createdAt sort): keyset paging' },
    ...(legacy ? {
      searchKey: { ...text, description: 'Part of the external id (case-insensitive); empty = every row' },
      SearchKey: text,
      ...(kind === 'tenant' ? { tenantId: { ...text, description: 'Platform users only, required for them' }, TenantId: text } : {}),
    } : {}),
  },
});

const record = {
  type: 'object',
  properties: {
    id: text, externalId: text, tenantId: text, tenantName: text, merchantId: text, merchantName: text,
    type: { type: 'string', enum: [...TRANSACTION_TYPES] }, status: { type: 'string', enum: [...TRANSACTION_STATUSES] },
    amount: { type: 'integer', description: 'Minor units' }, currency: text, paymentMethod: text,
    mode: { type: 'string', enum: ['Test', 'Live'] }, createdAt: { type: 'string', format: 'date-time' },
    websiteId: nullableText, websiteName: nullableText, paymentChannelId: nullableText, paymentChannelName: nullableText,
    serviceProviderId: nullableText, serviceProviderName: nullableText, cardFirst6: nullableText, cardLast4: nullableText,
    cardCountry: nullableText, customerEmail: nullableText, customerIp: nullableText, parentId: nullableText, parentExternalId: nullableText,
  },
} as const;

export const lookupPageSchema = {
  type: 'object',
  required: ['count', 'data', 'countIsCapped', 'nextCursor'],
  properties: {
    data: { type: 'array', items: record },
    count: { type: 'integer', description: `Exact, or ${TRANSACTION_LOOKUP_LIMITS.countCap} when countIsCapped` },
    countIsCapped: { type: 'boolean' },
    nextCursor: nullableText,
  },
} as const;

const column = { type: 'string', enum: [...TRANSACTION_COLUMNS] } as const;

export const columnChoiceSchema = {
  type: 'object',
  properties: { lookup: text, columns: { type: 'array', items: column }, isDefault: { type: 'boolean' } },
} as const;

export const columnChoiceUpdateSchema = {
  type: 'object',
  required: ['columns'],
  properties: { columns: { type: 'array', items: text, description: 'Visible columns in display order' } },
} as const;
