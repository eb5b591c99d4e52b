/**
 * Whitelisting import (crm/settings/whitelisting-import, ADR 0066): a tenant's staff import whitelist entries
 * (a card BIN or card hash, an e-mail, an IP, a customer id, each for one of its merchants) from a CSV file.
 * All or nothing: the file is imported only when every line is valid; otherwise nothing is stored and every
 * bad line is named (line number, column, reason). The parser is shared: the page checks the file before
 * sending it, the server checks it again (and that each merchant is the tenant's).
 */
import { csvValues } from '../transaction-tools/bank-orders';
import { defineEndpoint } from '../endpoint/define-endpoint';
import { defineResource } from '../resource/define-resource';
import { idsOf, oneOf, text } from '../resource/filters';

export const WHITELISTING_PERMISSION = 'Settings.WhitelistingImport';
export const WHITELIST_ENTRY_TYPES = ['CardBin', 'CardHash', 'Email', 'Ip', 'CustomerId'] as const;
export type WhitelistEntryType = (typeof WHITELIST_ENTRY_TYPES)[number];
export const WHITELIST_HEADER = ['merchant', 'type', 'value', 'note'] as const;
export type WhitelistColumn = (typeof WHITELIST_HEADER)[number];
/** A file at most this big (bytes) and this many lines; checked in the browser and on the server. */
export const WHITELIST_LIMITS = { maxBytes: 512_000, maxLines: 5000, maxNote: 200, maxMerchant: 200 } as const;
export const WHITELIST_FILE_TYPES = ['.csv', 'text/csv'] as const;

/** The checks' messages (English texts, translated where shown; `{{x}}` are their values). */
export const WHITELIST_MESSAGES = {
  empty: 'The file has no lines to import',
  header: 'The first line must be the header: merchant,type,value,note',
  tooMany: 'The file has more than {{max}} lines',
  tooBig: 'The file is larger than {{max}} bytes',
  notCsv: 'Choose a CSV file (.csv, plain text)',
  values: 'Expected 3 or 4 values, found {{found}}',
  merchantMissing: 'The merchant is missing',
  merchantUnknown: 'No merchant of this tenant has the id or name {{merchant}}',
  type: 'The type must be one of CardBin, CardHash, Email, Ip, CustomerId',
  CardBin: 'A card BIN is 6 to 8 digits',
  CardHash: 'A card hash is 64 hexadecimal characters (SHA-256)',
  Email: 'Not an e-mail address',
  Ip: 'Not an IPv4 or IPv6 address',
  CustomerId: 'A customer id is 1 to 64 letters, digits, dots, dashes or underscores',
  note: 'The note is longer than 200 characters',
  duplicate: 'The same entry is on line {{line}} already',
  refused: 'Nothing was imported: {{count}} lines need fixing',
} as const;

export interface WhitelistLineError {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  column: WhitelistColumn | null;
  /** A WHITELIST_MESSAGES text and its values. */
  reason: string;
  params?: Record<string, string | number>;
}

export interface WhitelistLine {
  lineNumber: number;
  merchant: string;
  type: WhitelistEntryType;
  value: string;
  note: string;
}

export type WhitelistParse =
  | { error: { text: string; params?: Record<string, string | number> }; lines: []; errors: [] }
  | { error: null; lines: WhitelistLine[]; errors: WhitelistLineError[] };

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const isIpv6 = (v: string) => /^[0-9a-fA-F:.]+$/.test(v) && v.includes(':') && v.split('::').length <= 2 && v.split(':').every((g) => g.length <= 4 || IPV4.test(g));

const VALUE_RULES: Record<WhitelistEntryType, (v: string) => boolean> = {
  CardBin: (v) => /^\d{6,8}$/.test(v),
  CardHash: (v) => /^[0-9a-f]{64}$/i.test(v),
  Email: (v) => v.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
  Ip: (v) => IPV4.test(v) || isIpv6(v),
  CustomerId: (v) => /^[A-Za-z0-9._-]{1,64}$/.test(v),
};

/** The stored form of a value (e-mails and hashes compare case-insensitively). */
export const normalisedWhitelistValue = (type: WhitelistEntryType, value: string): string =>
  type === 'Email' || type === 'CardHash' || type === 'Ip' ? value.toLowerCase() : value;

/** Whether a file's name or type says CSV (browser and server: the same rule). */
export const isCsvFile = (fileName: string, mimeType = ''): boolean =>
  fileName.toLowerCase().endsWith('.csv') && (mimeType === '' || /^(text\/(csv|plain)|application\/(vnd\.ms-excel|csv|octet-stream))$/.test(mimeType));

/**
 * Checks a whitelist CSV: the header, then every line on its own; each bad value is named by line and column.
 * A line's merchant is an id or a name the server resolves in the tenant.
 */
export function parseWhitelistCsv(text: string): WhitelistParse {
  if (text.includes('\u0000') || text.includes('\uFFFD')) return { error: { text: WHITELIST_MESSAGES.notCsv }, lines: [], errors: [] };
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (rows.length && rows[rows.length - 1]!.trim() === '') rows.pop();
  if (rows.length === 0 || csvValues(rows[0]!).map((v) => v.toLowerCase()).join(',') !== WHITELIST_HEADER.join(',')) {
    return rows.length < 2 && rows.length > 0 && rows[0]!.toLowerCase().startsWith('merchant')
      ? { error: { text: WHITELIST_MESSAGES.empty }, lines: [], errors: [] }
      : { error: { text: rows.length === 0 ? WHITELIST_MESSAGES.empty : WHITELIST_MESSAGES.header }, lines: [], errors: [] };
  }
  if (rows.length < 2) return { error: { text: WHITELIST_MESSAGES.empty }, lines: [], errors: [] };
  if (rows.length - 1 > WHITELIST_LIMITS.maxLines) return { error: { text: WHITELIST_MESSAGES.tooMany, params: { max: WHITELIST_LIMITS.maxLines } }, lines: [], errors: [] };
  const lines: WhitelistLine[] = [];
  const errors: WhitelistLineError[] = [];
  const seen = new Map<string, number>();
  rows.slice(1).forEach((row, index) => {
    const line = index + 2;
    if (row.trim() === '') return;
    const values = csvValues(row);
    if (values.length < 3 || values.length > 4) {
      errors.push({ line, column: null, reason: WHITELIST_MESSAGES.values, params: { found: values.length } });
      return;
    }
    const [merchant = '', typeText = '', value = '', note = ''] = values;
    const before = errors.length;
    if (!merchant || merchant.length > WHITELIST_LIMITS.maxMerchant) errors.push({ line, column: 'merchant', reason: WHITELIST_MESSAGES.merchantMissing });
    const type = WHITELIST_ENTRY_TYPES.find((t) => t.toLowerCase() === typeText.toLowerCase());
    if (!type) errors.push({ line, column: 'type', reason: WHITELIST_MESSAGES.type });
    else if (!VALUE_RULES[type](value)) errors.push({ line, column: 'value', reason: WHITELIST_MESSAGES[type] });
    if (note.length > WHITELIST_LIMITS.maxNote) errors.push({ line, column: 'note', reason: WHITELIST_MESSAGES.note });
    if (errors.length > before || !type) return;
    const stored = normalisedWhitelistValue(type, value);
    const key = `${merchant.toLowerCase()}\u0000${type}\u0000${stored}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ line, column: 'value', reason: WHITELIST_MESSAGES.duplicate, params: { line: first } });
      return;
    }
    seen.set(key, line);
    lines.push({ lineNumber: line, merchant, type, value: stored, note });
  });
  return { error: null, lines, errors };
}

export const whitelistEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'tenantId', 'merchantId', 'merchantName', 'type', 'value', 'note', 'importedBy', 'createdAt'],
  properties: {
    id: { type: 'string' },
    tenantId: { type: 'string' },
    merchantId: { type: 'string' },
    merchantName: { type: 'string' },
    type: { type: 'string', enum: WHITELIST_ENTRY_TYPES },
    value: { type: 'string' },
    note: { type: 'string' },
    importedBy: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const WHITELIST_ENTRIES = defineResource({
  key: 'whitelist-entries', path: 'settings/whitelist-entries', title: 'Whitelist entries', tag: 'Settings: engines',
  row: whitelistEntrySchema, operations: ['list', 'remove'],
  filters: {
    search: text('Value', { field: 'value', alsoIn: ['note'] }),
    type: oneOf('Type', WHITELIST_ENTRY_TYPES, { multiple: true }),
    merchants: idsOf('merchants', 'Merchants', { field: 'merchantId' }),
  },
  sorts: ['createdAt', 'merchantName', 'type', 'value'], defaultSort: { key: 'createdAt', direction: 'desc' }, paging: 'offset',
  modeScoped: false, scope: 'tenant',
});

const lineError = {
  type: 'object',
  required: ['line', 'column', 'reason'],
  properties: {
    line: { type: 'integer' },
    column: { type: ['string', 'null'], enum: [...WHITELIST_HEADER, null] },
    reason: { type: 'string' },
    params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
  },
} as const;

export const whitelistImportResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['accepted', 'lines', 'imported', 'unchanged', 'errors'],
  properties: {
    /** False: nothing was stored, `errors` names every bad line. */
    accepted: { type: 'boolean' },
    lines: { type: 'integer' },
    imported: { type: 'integer' },
    /** Entries the tenant had already (an import may be run again). */
    unchanged: { type: 'integer' },
    errors: { type: 'array', items: lineError },
  },
} as const;

export const WHITELIST_IMPORT = defineEndpoint({
  method: 'POST', path: 'settings/whitelist-entries/import', base: 'merchant', tags: ['Settings: engines'],
  summary: 'Imports whitelist entries from a CSV file (merchant,type,value,note): all lines or none, every bad line named',
  query: { type: 'object', additionalProperties: false, properties: { tenantId: { type: 'string', format: 'uuid' } } },
  body: {
    type: 'object', additionalProperties: false, required: ['fileName', 'content'],
    properties: {
      fileName: { type: 'string', minLength: 1, maxLength: 200 },
      mimeType: { type: 'string', maxLength: 100 },
      content: { type: 'string', maxLength: WHITELIST_LIMITS.maxBytes, contentMediaType: 'text/csv' },
    },
  },
  responses: { 200: whitelistImportResultSchema },
});

export const WHITELISTING_ENDPOINTS = { whitelistEntries: WHITELIST_ENTRIES.endpoints, importWhitelist: WHITELIST_IMPORT };
