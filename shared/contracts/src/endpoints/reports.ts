/**
 * Report endpoints (issue 12, ADR 0049): a report's definition (filters, columns, chart) and a page of its
 * figures, computed by the database over the caller's scope (token) and mode (the Mode header); resending the
 * webhooks of failed deliveries picked in resend-webhooks.
 */
import { readerLanguageHeader } from '../endpoint/common-schemas';
import { defineEndpoint, type Typed, type Unchecked } from '../endpoint/define-endpoint';
import { EXPORT_SYNC_LIMIT } from '../transactions';
import { REPORT_CHART_TYPES, REPORT_COLUMN_KINDS, REPORT_IDS, REPORT_LIMITS, REPORT_PATHS, type ReportDefinition, type ReportExportJob, type ReportPage } from '../reports';

const tags = ['Reports'] as const;
const base = 'reporting' as const;
const text = { type: 'string' } as const;
const reportParams = { type: 'object', required: ['reportId'], properties: { reportId: { type: 'string', enum: REPORT_IDS } } } as const;
const cell = { type: ['string', 'number', 'null'] } as const;
const row = { type: 'object', additionalProperties: cell } as const;

// Typed by assertion, not by a typed() call: a call would stay in every bundle importing contracts (the host's start-up JS)
// even when the declaration is dropped; plain objects are dropped with it.
const definitionSchema = {
  type: 'object',
  required: ['id', 'title', 'description', 'fields', 'columns', 'chart', 'defaultSort', 'defaultRangeDays', 'resend'],
  properties: {
    id: { type: 'string', enum: REPORT_IDS }, title: text, description: text,
    // The kit's field definition (ADR 0021) as JSON: documented there, passed through as is.
    fields: { type: 'array', items: { type: 'object', required: ['name', 'label', 'type'], additionalProperties: true } },
    columns: {
      type: 'array',
      items: {
        type: 'object', required: ['key', 'title', 'kind'],
        properties: { key: text, title: text, kind: { type: 'string', enum: REPORT_COLUMN_KINDS }, currencyKey: text, total: { type: 'boolean' }, pin: { enum: ['left', 'right', false] } },
      },
    },
    chart: {
      type: ['object', 'null'], required: ['type', 'x', 'y'],
      properties: { type: { type: 'string', enum: REPORT_CHART_TYPES }, x: text, y: text, hourly: { type: 'boolean' }, xTitle: text, yTitle: text },
    },
    defaultSort: { type: 'object', required: ['key', 'direction'], properties: { key: text, direction: { type: 'string', enum: ['asc', 'desc'] } } },
    defaultRangeDays: { type: ['integer', 'null'] },
    resend: { type: 'boolean' },
    defaultColumns: { type: 'array', items: text },
    document: { type: 'string', enum: ['invoice'] },
  },
} as const;

const pageSchema = {
  type: 'object',
  required: ['data', 'count', 'totals', 'chart'],
  properties: {
    data: { type: 'array', items: row },
    count: { type: 'integer' },
    totals: { type: ['object', 'null'], additionalProperties: cell },
    chart: { type: 'array', items: row },
  },
} as const;

const exportJobSchema = {
  type: 'object', required: ['jobId', 'fileName', 'notifies'],
  properties: { jobId: text, fileName: text, notifies: { type: 'boolean', const: true } },
} as const;

/**
 * Paging and order are declared; the filters are the report's own fields (a definition names them), so the
 * query stays open and the server checks each filter against the definition (unknown names are refused).
 */
const dataQuery = {
  type: 'object',
  properties: {
    pageIndex: { type: 'integer', minimum: 0, default: 0 },
    PageSize: { type: 'integer', minimum: 1, maximum: REPORT_LIMITS.maxPageSize, default: REPORT_LIMITS.defaultPageSize },
    sort: { type: 'string', maxLength: 60 },
    order: { type: 'string', enum: ['asc', 'desc'] },
    timezoneOffset: { type: 'integer', minimum: -840, maximum: 840, default: 0 },
    /** false: the call states every filter it wants (the report page does), the tenant's default filters are not added (ADR 0057). */
    useDefaults: { type: 'boolean', default: true },
  },
  additionalProperties: { anyOf: [{ type: 'string', maxLength: 2000 }, { type: 'array', items: { type: 'string', maxLength: 200 }, maxItems: 100 }] },
} as const;

export const REPORT_ENDPOINTS = {
  definition: defineEndpoint({
    method: 'GET', path: REPORT_PATHS.definition, base, tags,
    summary: "A report's definition for the caller: its filter fields, columns, chart and default order",
    params: reportParams,
    // Unchecked: the definition's fields are the kit's field definitions (ADR 0021), passed through as open objects.
    responses: { 200: definitionSchema as typeof definitionSchema & Typed<ReportDefinition> & Unchecked },
  }),
  data: defineEndpoint({
    modeScoped: true,
    method: 'GET', path: REPORT_PATHS.data, base, tags,
    summary: "A page of a report's figures, aggregated by the database over the caller's scope and mode, with totals and the chart's points",
    params: reportParams,
    query: dataQuery,
    responses: { 200: pageSchema as typeof pageSchema & Typed<ReportPage> },
  }),
  exportV3: defineEndpoint({
    modeScoped: true,
    method: 'POST', path: REPORT_PATHS.exportV3, base, tags, responseType: 'blob',
    summary: `Exports a report as shown (its filters, the chosen columns in order, its sort, dates on the caller's clock) as CSV. Up to ${EXPORT_SYNC_LIMIT} rows: `
      + 'the file (200, text/csv, streamed). More: 202 and a background job whose file arrives as a ReportGenerated notification',
    body: {
      type: 'object', required: ['reportId', 'filters'],
      properties: {
        reportId: { type: 'string', enum: REPORT_IDS },
        filters: { type: 'object', additionalProperties: dataQuery.additionalProperties },
        columns: { type: 'array', items: { type: 'string', maxLength: 60 }, maxItems: 50, uniqueItems: true },
        sort: { type: 'string', maxLength: 60 },
        order: { type: 'string', enum: ['asc', 'desc'] },
        timezoneOffset: { type: 'integer', minimum: -840, maximum: 840, default: 0 },
        useDefaults: { type: 'boolean', default: true },
      },
    },
    // Column titles and known texts (statuses, sources) in the reader's language.
    headers: readerLanguageHeader,
    responses: {
      200: { type: 'string', format: 'binary' },
      202: exportJobSchema as typeof exportJobSchema & Typed<ReportExportJob>,
    },
  }),
  resendWebhooks: defineEndpoint({
    modeScoped: true,
    method: 'POST', path: REPORT_PATHS.resendWebhooks, base, tags,
    summary: 'Resend the webhooks of the picked failed deliveries (resend-webhooks); each is queued again as the transaction resend-webhook action does',
    body: {
      type: 'object', required: ['eventIds'],
      properties: { eventIds: { type: 'array', items: { type: 'string', format: 'uuid' }, minItems: 1, maxItems: REPORT_LIMITS.maxResend, uniqueItems: true } },
    },
    responses: { 200: { type: 'object', required: ['resent', 'skipped'], properties: { resent: { type: 'integer' }, skipped: { type: 'integer' } } } },
  }),
} as const;
