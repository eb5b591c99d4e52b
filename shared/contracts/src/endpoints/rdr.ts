/** RDR batch summary (issue 13, ADR 0055): tenant staff on their tenant, platform staff on the tenant they pick. */
import { defineEndpoint, typed } from '../endpoint/define-endpoint';
import { RDR_BATCH_STATUSES, RDR_LIMITS, RDR_PATHS, type RdrBatch } from '../rdr';
import type { ToolPage } from '../transaction-tools';

const int = { type: 'integer' } as const;
const batchSchema = typed<RdrBatch>()({
  type: 'object',
  required: ['batchId', 'day', 'currency', 'disputes', 'disputedAmount', 'rdrCount', 'rdrAmount', 'won', 'lost', 'open', 'status'],
  properties: {
    batchId: { type: 'string' }, day: { type: 'string', format: 'date' }, currency: { type: 'string' }, disputes: int, disputedAmount: int,
    rdrCount: int, rdrAmount: int, won: int, lost: int, open: int, status: { type: 'string', enum: RDR_BATCH_STATUSES },
  },
});

export const RDR_ENDPOINTS = {
  batches: defineEndpoint({
    modeScoped: true,
    method: 'GET', path: RDR_PATHS.batches, base: 'merchant', tags: ['Disputes'],
    summary: 'RDR batches: per UTC day and currency, the disputes, those Rapid Dispute Resolution refunded and how they ended, newest first',
    headers: { type: 'object', properties: { mode: { type: 'string', description: 'System mode, Test or Live; default Test' } } },
    query: {
      type: 'object',
      properties: {
        from: { type: 'string', format: 'date-time' }, to: { type: 'string', format: 'date-time' },
        pageIndex: { type: 'integer', minimum: 0, default: 0 }, pageSize: { type: 'integer', minimum: 1, maximum: RDR_LIMITS.maxPageSize, default: 20 },
        tenantId: { type: 'string', format: 'uuid', description: 'Platform users only, and required for them' },
      },
    },
    responses: { 200: typed<ToolPage<RdrBatch>>()({ type: 'object', required: ['count', 'countIsCapped', 'data'], properties: { count: int, countIsCapped: { type: 'boolean' }, data: { type: 'array', items: batchSchema } } }) },
  }),
} as const;
