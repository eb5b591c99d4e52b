/**
 * The audit log (issue 30, ADR 0081): every mutating API call's event, at /audit (the spec's auxiliary outlet
 * "audit"). Tenant staff read their tenant's events, platform staff every tenant's and the platform's own. Each
 * event carries its chain fields (prevHash, hash) so an export can be verified offline.
 */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { PERMISSIONS } from '../permissions';
import { dayRange, defineResource, idsOf, primaryFilter, text } from '../resource';

/** Who may read the audit log: tenant staff their tenant's, platform staff all. */
export const AUDIT_PERMISSIONS: readonly string[] = [PERMISSIONS.crmAuditView, PERMISSIONS.platformAuditView];

const changesSchema = {
  type: 'object',
  required: ['before', 'after'],
  properties: {
    before: { type: ['object', 'null'], additionalProperties: true },
    after: { type: ['object', 'null'], additionalProperties: true },
    refusal: { type: 'string' },
    /** What the target was called when the change was made (its name, title, e-mail...): the log reads it as it was. */
    label: { type: 'string' },
  },
} as const;

export const auditEventSchema = {
  type: 'object',
  required: ['id', 'chain', 'seq', 'occurredAt', 'tenantId', 'merchantId', 'actorUserId', 'actorEmail', 'mode', 'action', 'outcome',
    'targetType', 'targetId', 'changes', 'requestId', 'ip', 'userAgent', 'prevHash', 'hash'],
  properties: {
    id: { type: 'string' },
    /** The tenant's id, or `platform` for events of no tenant. */
    chain: { type: 'string' },
    seq: { type: 'integer' },
    occurredAt: { type: 'string', format: 'date-time' },
    tenantId: { type: ['string', 'null'] },
    merchantId: { type: ['string', 'null'] },
    actorUserId: { type: ['string', 'null'] },
    actorEmail: { type: ['string', 'null'] },
    mode: { type: ['string', 'null'] },
    action: { type: 'string' },
    outcome: { type: 'string', enum: ['ok', 'refused'] },
    targetType: { type: 'string' },
    targetId: { type: ['string', 'null'] },
    changes: changesSchema,
    requestId: { type: 'string' },
    ip: { type: ['string', 'null'] },
    userAgent: { type: ['string', 'null'] },
    prevHash: { type: 'string' },
    hash: { type: 'string' },
  },
} as const;

export const AUDIT_LOG = defineResource({
  key: 'audit-log', path: 'audit/events', title: 'Audit log', tag: 'Audit log', row: auditEventSchema,
  operations: ['list', 'one'],
  filters: {
    actor: primaryFilter(text('Actor', { field: 'actorEmail' })),
    action: primaryFilter(text('Action', { field: 'action', match: 'prefix' })),
    targetType: text('Target type', { field: 'targetType', match: 'exact' }),
    targetId: text('Target id', { field: 'targetId', match: 'exact' }),
    occurred: dayRange('Time', { field: 'occurredAt', maxDays: 366 }),
    // Platform staff narrow to tenants; for tenant staff the server keeps their own tenant whatever is asked.
    tenants: idsOf('tenants', 'Tenants', { field: 'tenantId' }),
  },
  sorts: ['occurredAt'], defaultSort: { key: 'occurredAt', direction: 'desc' }, paging: 'keyset',
  // Scoped by the server from the caller, not by a picked tenant: platform staff read the platform's own events
  // (no tenant) beside every tenant's, which a tenant-scoped list (it waits for a tenant) could not show.
  modeScoped: false, scope: 'global',
});

const scopeQuery = { type: 'object', additionalProperties: false, properties: { tenantId: { type: 'string', format: 'uuid' } } } as const;

export const auditVerificationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['intact', 'events', 'chains', 'broken'],
  properties: {
    intact: { type: 'boolean' },
    /** Events checked (all of them when intact; up to the break otherwise). */
    events: { type: 'integer' },
    chains: { type: 'integer' },
    broken: {
      type: ['object', 'null'],
      required: ['chain', 'eventId', 'occurredAt', 'seq', 'reason'],
      properties: {
        chain: { type: 'string' },
        eventId: { type: ['string', 'null'] },
        occurredAt: { type: ['string', 'null'] },
        seq: { type: 'integer' },
        /** changed: the event's fields no longer give its hash; missing-before: an event before it is gone; missing-at-end: the chain's last events are gone. */
        reason: { type: 'string', enum: ['changed', 'missing-before', 'missing-at-end'] },
      },
    },
  },
} as const;

export interface AuditVerification {
  intact: boolean;
  events: number;
  chains: number;
  broken: { chain: string; eventId: string | null; occurredAt: string | null; seq: number; reason: 'changed' | 'missing-before' | 'missing-at-end' } | null;
}

/** The CSV export's columns: every field an event's hash covers, then prevHash and hash (ADR 0081). */
export const AUDIT_EXPORT_COLUMNS = ['id', 'chain', 'seq', 'occurredAt', 'tenantId', 'merchantId', 'actorUserId', 'actorEmail', 'mode', 'action',
  'outcome', 'targetType', 'targetId', 'changes', 'requestId', 'ip', 'userAgent', 'prevHash', 'hash'] as const;

export const AUDIT_ENDPOINTS = {
  events: AUDIT_LOG.endpoints,
  /** Verifies the caller's chains (their tenant's; platform staff every chain, or the one tenant they name). */
  verify: defineEndpoint({
    method: 'GET', path: 'audit/verify', base: 'merchant', tags: ['Audit log'],
    summary: 'Verifies the audit hash chain (reads only, so it writes no event): the first broken link (event id and time), or how many events hold',
    query: scopeQuery,
    responses: { 200: auditVerificationSchema },
  }),
  /** The filtered events as CSV, streamed, oldest first, with the chain fields (an auditor verifies it offline). */
  export: defineEndpoint({
    method: 'GET', path: 'audit/export', base: 'merchant', tags: ['Audit log'], responseType: 'blob',
    summary: 'Exports the audit events the filters select as CSV (streamed, oldest first per chain), with prevHash and hash for offline verification',
    query: {
      type: 'object', additionalProperties: false,
      properties: {
        tenants: { type: 'array', items: { type: 'string', format: 'uuid' }, maxItems: 100 },
        actor: { type: 'string', maxLength: 200 }, action: { type: 'string', maxLength: 200 },
        targetType: { type: 'string', maxLength: 200 }, targetId: { type: 'string', maxLength: 200 },
        from: { type: 'string', format: 'date-time' }, to: { type: 'string', format: 'date-time' },
      },
    },
    responses: { 200: { type: 'string', description: 'text/csv' } },
  }),
};

/** One audit event as the API answers it. */
/**
 * An audit event's chained fields (what its hash covers besides prevHash). The API answers the time as an ISO string
 * and the outcome as one of two; the backend holds a Date and the stored text (`AuditEventFields<Date, string>`).
 */
export interface AuditEventFields<Time = string, Outcome extends string = 'ok' | 'refused'> {
  id: string;
  chain: string;
  seq: number;
  occurredAt: Time;
  tenantId: string | null;
  merchantId: string | null;
  actorUserId: string | null;
  actorEmail: string | null;
  mode: string | null;
  action: string;
  outcome: Outcome;
  targetType: string;
  targetId: string | null;
  changes: { before: Record<string, unknown> | null; after: Record<string, unknown> | null; refusal?: string; label?: string };
  requestId: string;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEvent extends AuditEventFields {
  prevHash: string;
  hash: string;
}
