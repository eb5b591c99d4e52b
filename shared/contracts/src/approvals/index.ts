/**
 * Approvals people see (issue 27 item 3, ADR 0071): the four-eyes requests of ADR 0046 that wait for a second
 * tenant user (a refund or "change to refunded" above the threshold, a payout above it), as one queue per tenant,
 * and the notifications that tell approvers a request waits and requesters how it was decided. A merchant's own
 * payments (ADR 0051, 0054) wait in the merchant's Pending payments page, which is their queue.
 */
import { PERMISSIONS } from '../permissions';
import { defineResource } from '../resource/define-resource';
import { oneOf } from '../resource/filters';

/** Tenant staff holding this approve (ADR 0046) and see the queue; no new permission. */
export const APPROVAL_PERMISSION = PERMISSIONS.crmTransactionApprovals;

/** What waits: a refund, a "change to refunded" (a refund recorded outside the gateway) or a payout. */
export const APPROVAL_KINDS = ['Refund', 'ChangeToRefunded', 'Payout'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const person = { type: ['object', 'null'], required: ['id', 'name'], properties: { id: text, name: text } } as const;

/** One waiting request as the queue, the approve dialog and the drawer show it. */
export const approvalRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'externalId', 'kind', 'amount', 'currency', 'mode', 'merchantId', 'merchantName', 'websiteId', 'requestedBy', 'reason',
    'requestedAt', 'parentId', 'parentExternalId', 'parentAmount', 'parentRefundable'],
  properties: {
    /** The waiting transaction (the Refund or Payout row). */
    id: text,
    externalId: text,
    kind: { type: 'string', enum: APPROVAL_KINDS },
    amount: { type: 'integer', description: 'Minor units' },
    currency: text,
    mode: { type: 'string', enum: ['Test', 'Live'] },
    merchantId: text,
    merchantName: text,
    websiteId: nullableText,
    /** Who asked; null for a request that waited before four-eyes recorded it (seeded rows). */
    requestedBy: person,
    reason: nullableText,
    requestedAt: { type: 'string', format: 'date-time' },
    /** A refund's payment; null for a payout. */
    parentId: nullableText,
    parentExternalId: nullableText,
    parentAmount: nullableInteger,
    /** What the payment still has to refund besides this request (its hold counted): after approval, this is what is left. */
    parentRefundable: nullableInteger,
  },
} as const;

export interface ApprovalRequest {
  id: string;
  externalId: string;
  kind: ApprovalKind;
  amount: number;
  currency: string;
  mode: 'Test' | 'Live';
  merchantId: string;
  merchantName: string;
  websiteId: string | null;
  requestedBy: { id: string; name: string } | null;
  reason: string | null;
  requestedAt: string;
  parentId: string | null;
  parentExternalId: string | null;
  parentAmount: number | null;
  parentRefundable: number | null;
}

/**
 * The tenant's queue (GET api/crm/approvals, and api/crm/approvals/:id for one request a notification links to):
 * oldest first (the longest wait on top), tenant staff with the approve permission only. Both modes, each row naming
 * its own: tenant staff have no mode switch (ADR 0068) and a Live refund must not hide behind the Test default; a
 * decision is sent in the request's mode, which the dialog shows.
 */
export const APPROVAL_REQUESTS = defineResource({
  key: 'approval-requests', path: 'api/crm/approvals', title: 'Approvals', tag: 'Approvals',
  row: approvalRequestSchema, operations: ['list', 'one'],
  filters: { kind: oneOf('Type', APPROVAL_KINDS), mode: oneOf('Mode', ['Test', 'Live']) },
  sorts: ['requestedAt', 'amount'], defaultSort: { key: 'requestedAt', direction: 'asc' }, paging: 'offset',
  modeScoped: false, scope: 'tenant',
});

export const APPROVAL_ENDPOINTS = APPROVAL_REQUESTS.endpoints;

/** The portal pages notifications link to (router paths; the query opens the item). */
export const APPROVAL_PAGES = {
  /** The tenant queue; `?open=<id>` opens that request's approve dialog. */
  tenantQueue: '/transaction-management/approvals',
  tenantRequest: (id: string) => `/transaction-management/approvals?open=${encodeURIComponent(id)}`,
  /** A decided request in the transaction lookup's drawer. */
  tenantTransaction: (id: string) => `/transaction-management/transaction-lookup?tx=${encodeURIComponent(id)}`,
  /** A merchant's rule and routing activations waiting for a second user (ADR 0113). */
  merchantQueue: '/merchant/payments/approvals',
  /** The merchant's queue and recent outcomes. */
  merchantPayments: '/merchant/payments/pending-payments',
} as const;

/** Notification types of approvals (outside the spec's known ones: the panel shows the generic bell, P1 §7). */
export const APPROVAL_NOTIFICATION_TYPES = {
  waiting: 'ApprovalRequested',
  decided: 'ApprovalDecided',
} as const;
