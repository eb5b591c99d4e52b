/**
 * The daily report files (spec part 2 section 7.12) and invoice documents (issue 12, ADR 0057), in the caller's
 * scope: a name or an invoice outside it is a 404, a name that is not a plain file name a 400.
 */
import { defineEndpoint, type Typed } from '../endpoint/define-endpoint';
import { DAILY_FILE_NAME, REPORT_SETTINGS_PATHS, type DailyReportFilesPage } from '../reports';

const tags = ['Report files'] as const;
const base = 'reporting' as const;
const text = { type: 'string' } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const binary = { type: 'string', format: 'binary' } as const;

const dailyFiles = {
  type: 'object',
  required: ['data', 'count'],
  properties: {
    count: { type: 'integer' },
    data: {
      type: 'array',
      items: {
        type: 'object', required: ['name', 'day', 'merchantName', 'rows', 'size', 'createdAt'],
        properties: { name: text, day: text, merchantName: { type: ['string', 'null'] }, rows: { type: 'integer' }, size: { type: 'integer' }, createdAt: text },
      },
    },
  },
} as const;

const fileName = { type: 'string', pattern: DAILY_FILE_NAME.source, maxLength: 160 } as const;

export const REPORT_FILE_ENDPOINTS = {
  dailyFiles: defineEndpoint({
    method: 'GET', path: REPORT_SETTINGS_PATHS.dailyFiles, base, tags,
    summary: "The daily transactions-daily CSV files of the caller's scope, newest day first",
    query: {
      type: 'object',
      properties: { pageIndex: { type: 'integer', minimum: 0, default: 0 }, PageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 } },
    },
    responses: { 200: dailyFiles as typeof dailyFiles & Typed<DailyReportFilesPage> },
  }),
  dailyFile: defineEndpoint({
    method: 'GET', path: REPORT_SETTINGS_PATHS.dailyFile, base: 'unversioned', tags, responseType: 'blob',
    summary: 'Downloads a daily transactions-daily CSV file of the caller\'s scope by name (spec part 2 section 7.12)',
    params: { type: 'object', required: ['name'], properties: { name: fileName } },
    responses: { 200: binary },
  }),
  crmFile: defineEndpoint({
    method: 'GET', path: REPORT_SETTINGS_PATHS.crmFile, base: 'merchant', tags, responseType: 'blob',
    summary: 'Downloads a file of the caller\'s scope by name (spec part 2 section 7.12): the daily report files',
    query: { type: 'object', required: ['fileName'], properties: { fileName } },
    responses: { 200: binary },
  }),
  invoiceDocument: defineEndpoint({
    modeScoped: true,
    method: 'GET', path: REPORT_SETTINGS_PATHS.invoiceDocument, base, tags, responseType: 'blob',
    summary: "An invoice as a printable HTML document: one customer's fees of one month (the caller's clock) in one currency, from the invoices report",
    query: {
      type: 'object', required: ['month', 'customerId', 'currency'],
      properties: {
        month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' },
        customerId: uuid,
        currency: { type: 'string', pattern: '^[A-Z]{3}$' },
        timezoneOffset: { type: 'integer', minimum: -840, maximum: 840, default: 0 },
        language: { type: 'string', enum: ['en', 'tr'], default: 'en' },
      },
    },
    responses: { 200: binary },
  }),
} as const;
