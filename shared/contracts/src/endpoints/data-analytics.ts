/**
 * The Data Analytics pop-up's calls (issue 12, ADR 0056): the portal opens a session (the report's rows for the
 * pivot, a licence key for the pop-up, the session's secp256k1 public key); the pop-up has its new layout signed
 * with its licence key; the portal saves a layout whose token it checked (the server checks it again) and ends
 * the session when the pop-up closes.
 */
import { defineEndpoint, type Typed } from '../endpoint/define-endpoint';
import {
  DATA_ANALYTICS, PIVOT_AGGREGATIONS, REPORT_COLUMN_KINDS, REPORT_IDS, type DataAnalyticsSession, type PivotConfig,
} from '../reports';

const tags = ['Reports'] as const;
const base = 'reporting' as const;
const text = { type: 'string' } as const;
const key = { type: 'string', maxLength: 60 } as const;
const cell = { type: ['string', 'number', 'null'] } as const;
const sessionParams = { type: 'object', required: ['sessionId'], properties: { sessionId: { type: 'string', format: 'uuid' } } } as const;

export const DATA_ANALYTICS_PATHS = {
  sessions: 'reporting/report-v2/data-analytics/sessions',
  session: 'reporting/report-v2/data-analytics/sessions/:sessionId',
  sign: 'reporting/report-v2/data-analytics/sessions/:sessionId/sign',
  layout: 'reporting/report-v2/data-analytics/sessions/:sessionId/layout',
} as const;

const pivotConfigSchema = {
  type: 'object', required: ['rows', 'columns', 'measure', 'aggregation'], additionalProperties: false,
  properties: {
    rows: { type: 'array', items: key, maxItems: DATA_ANALYTICS.maxRowFields },
    columns: { type: 'array', items: key, maxItems: DATA_ANALYTICS.maxColumnFields },
    measure: { type: ['string', 'null'], maxLength: 60 },
    aggregation: { type: 'string', enum: PIVOT_AGGREGATIONS },
  },
} as const;

const sessionSchema = {
  type: 'object',
  required: ['sessionId', 'licenseKey', 'publicKey', 'expiresAt', 'reportId', 'reportName', 'data', 'count', 'configurableFields', 'reportConfig'],
  properties: {
    sessionId: text, licenseKey: text, publicKey: text, expiresAt: text, reportId: { type: 'string', enum: REPORT_IDS }, reportName: text,
    data: { type: 'array', items: { type: 'object', additionalProperties: cell } },
    count: { type: 'integer' },
    configurableFields: {
      type: 'array',
      items: {
        type: 'object', required: ['key', 'title', 'kind', 'role'],
        properties: { key: text, title: text, kind: { type: 'string', enum: REPORT_COLUMN_KINDS }, role: { type: 'string', enum: ['dimension', 'measure'] }, currencyKey: text },
      },
    },
    reportConfig: pivotConfigSchema,
  },
} as const;

const layoutSchema = {
  type: 'object', required: ['reportConfig', 'updatedAt'], properties: { reportConfig: pivotConfigSchema, updatedAt: text },
} as const;

const filterValues = { anyOf: [{ type: 'string', maxLength: 2000 }, { type: 'array', items: { type: 'string', maxLength: 200 }, maxItems: 100 }] } as const;

export const DATA_ANALYTICS_ENDPOINTS = {
  open: defineEndpoint({
    modeScoped: true,
    method: 'POST', path: DATA_ANALYTICS_PATHS.sessions, base, tags,
    summary: `Opens a Data Analytics session on a report: its rows for the caller's filters, scope and mode (at most ${DATA_ANALYTICS.maxRows}), `
      + "the fields the pivot may use, the caller's saved layout, a licence key for the pop-up and the session's secp256k1 public key",
    body: {
      type: 'object', required: ['reportId', 'filters'],
      properties: {
        reportId: { type: 'string', enum: REPORT_IDS },
        filters: { type: 'object', additionalProperties: filterValues },
        timezoneOffset: { type: 'integer', minimum: -840, maximum: 840, default: 0 },
      },
    },
    responses: { 201: sessionSchema as typeof sessionSchema & Typed<DataAnalyticsSession> },
  }),
  sign: defineEndpoint({
    method: 'POST', path: DATA_ANALYTICS_PATHS.sign, base, tags,
    summary: "The pop-up's call: signs a layout for its report-changed message with the session's private key (which never leaves the server). "
      + 'Authenticated by the session licence key (X-License-Key), not by a bearer token; the session user must still hold the report',
    params: sessionParams,
    headers: { type: 'object', required: ['x-license-key'], properties: { 'x-license-key': { type: 'string', minLength: 20, maxLength: 200 } } },
    body: { type: 'object', required: ['reportConfig'], properties: { reportConfig: pivotConfigSchema } },
    responses: { 200: { type: 'object', required: ['token'], properties: { token: text } } },
  }),
  saveLayout: defineEndpoint({
    method: 'PUT', path: DATA_ANALYTICS_PATHS.layout, base, tags,
    summary: "Saves the caller's layout of the session's report from an accepted report-changed message; the token is checked again here",
    params: sessionParams,
    body: { type: 'object', required: ['reportConfig', 'token'], properties: { reportConfig: pivotConfigSchema, token: { type: 'string', maxLength: 1000 } } },
    responses: { 200: layoutSchema as typeof layoutSchema & Typed<{ reportConfig: PivotConfig; updatedAt: string }> },
  }),
  close: defineEndpoint({
    method: 'DELETE', path: DATA_ANALYTICS_PATHS.session, base, tags,
    summary: 'Ends a Data Analytics session (the pop-up sent closed): its licence key signs nothing more',
    params: sessionParams,
    responses: { 204: null },
  }),
} as const;
