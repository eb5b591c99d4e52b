/**
 * Platform bulk status updates (issue 13 part A, ADR 0050). Platform staff only, holding
 * Platform.Transaction.Actions.TransactionStatusChange; the Mode header picks Test or Live transactions.
 */
import { defineEndpoint, typed } from '../endpoint/define-endpoint';
import { errorBodySchema, pagingQueryProperties } from '../endpoint/common-schemas';
import {
  BULK_ITEM_OUTCOMES, BULK_PREVIEW_VERDICTS, BULK_TARGETS, BULK_UPDATE_LIMITS, BULK_UPDATE_PATHS, BULK_UPDATE_STATUSES,
  type BulkPreview, type BulkUpdateDetail, type BulkUpdateSummary,
} from '../transactions';

/** Built in one pure call, so a bundle that does not use them drops them whole (as endpoints/disputes.ts). */
function declareBulkUpdateEndpoints() {
  const tags = ['Bulk status updates'] as const;
  const text = { type: 'string' } as const;
  const nullableText = { type: ['string', 'null'] } as const;
  const int = { type: 'integer' } as const;
  const uuid = { type: 'string', format: 'uuid' } as const;
  const dateTime = { type: 'string', format: 'date-time' } as const;

  const strict = <const P extends Record<string, unknown>>(properties: P) =>
    ({ type: 'object', additionalProperties: false, required: Object.keys(properties) as Array<keyof P & string>, properties }) as const;

  const requestBody = {
    type: 'object', additionalProperties: false, required: ['references', 'targetStatus', 'reason'],
    properties: {
      references: { type: 'array', minItems: 1, maxItems: BULK_UPDATE_LIMITS.maxIds, items: { type: 'string', minLength: 1, maxLength: BULK_UPDATE_LIMITS.referenceMaxLength } },
      targetStatus: { type: 'string', enum: BULK_TARGETS },
      reason: { type: 'string', minLength: 1, maxLength: BULK_UPDATE_LIMITS.reasonMaxLength },
    },
  } as const;

  const facts = strict({ transactionId: text, externalId: text, tenantId: text, tenantName: text, merchantName: text, type: text, status: text, amount: int, currency: text });
  const previewSchema = typed<BulkPreview>()(strict({
    targetStatus: { type: 'string', enum: BULK_TARGETS },
    lines: { type: 'array', items: strict({ line: int, reference: text, verdict: { type: 'string', enum: BULK_PREVIEW_VERDICTS }, message: text, transaction: { anyOf: [facts, { type: 'null' }] } }) },
    ready: int,
  }));
  const summaryProperties = {
    id: text, requestedBy: text, requestedByName: text, targetStatus: { type: 'string', enum: BULK_TARGETS }, reason: text,
    mode: { type: 'string', enum: ['Test', 'Live'] }, status: { type: 'string', enum: BULK_UPDATE_STATUSES }, total: int, succeeded: int, refused: int,
    createdAt: dateTime, finishedAt: { type: ['string', 'null'], format: 'date-time' },
  } as const;
  const summarySchema = typed<BulkUpdateSummary>()(strict(summaryProperties));
  const itemSchema = strict({
    line: int, reference: text, transactionId: nullableText, externalId: nullableText, outcome: { type: 'string', enum: BULK_ITEM_OUTCOMES },
    message: text, statusBefore: nullableText, statusAfter: nullableText,
  });
  const detailSchema = typed<BulkUpdateDetail>()(strict({ ...summaryProperties, items: { type: 'array', items: itemSchema } }));
  const params = { type: 'object', required: ['updateId'], properties: { updateId: uuid } } as const;

  return {
    preview: defineEndpoint({
      modeScoped: true,
      method: 'POST', path: BULK_UPDATE_PATHS.preview, base: 'merchant', tags, body: requestBody,
      summary: 'Checks each id against the status rules without changing anything: Ready, or why not',
      responses: { 200: previewSchema, 422: errorBodySchema },
    }),
    create: defineEndpoint({
      modeScoped: true,
      method: 'POST', path: BULK_UPDATE_PATHS.create, base: 'merchant', tags, body: requestBody,
      summary: 'Queues the update as one background job; each id is checked again when the job reaches it',
      responses: { 202: summarySchema, 422: errorBodySchema },
    }),
    list: defineEndpoint({
      modeScoped: true,
      method: 'GET', path: BULK_UPDATE_PATHS.list, base: 'merchant', tags,
      summary: 'Bulk updates of the mode, newest first: who, when, how many, how they ended',
      query: { type: 'object', properties: { ...pagingQueryProperties(100, 20) } },
      responses: { 200: typed<{ count: number; data: BulkUpdateSummary[] }>()({ type: 'object', required: ['count', 'data'], properties: { count: int, data: { type: 'array', items: summarySchema } } }) },
    }),
    detail: defineEndpoint({
      modeScoped: true,
      method: 'GET', path: BULK_UPDATE_PATHS.detail, base: 'merchant', tags, params,
      summary: 'One bulk update with the outcome of each id', responses: { 200: detailSchema },
    }),
    csv: defineEndpoint({
      modeScoped: true,
      method: 'GET', path: BULK_UPDATE_PATHS.csv, base: 'merchant', tags, params, responseType: 'blob',
      summary: 'The outcome of each id as a CSV file', responses: { 200: { type: 'string', format: 'binary' } },
    }),
  } as const;
}

export const BULK_UPDATE_ENDPOINTS = /*#__PURE__*/ declareBulkUpdateEndpoints();
