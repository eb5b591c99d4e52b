/**
 * Disputes (issue 13 part A, ADR 0050; spec part 2 section 2.1 disputes/disputes-lookup and crm/disputes). A dispute
 * is the case around a Chargeback row: the dispute action (ADR 0046) opens both. The merchant's side answers by the
 * respond-by date, with evidence or by accepting; the card scheme decides Won or Lost. The chargeback row carries the
 * money: Pending while the case is open (its amount held), Declined when won (released), Successful when lost
 * (booked in the chargeback journal with its fee).
 */
import { PERMISSIONS } from '../permissions';

/**
 * Where a case stands (Stripe's life cycle): accepting a dispute closes it as Lost, as Stripe does (the outcome
 * note says who accepted it).
 */
export const DISPUTE_STATUSES = ['NeedsResponse', 'UnderReview', 'Won', 'Lost'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** The pill of each status, by the spec's pill table (part 2 section 4): the table's word whose tone fits. */
export const DISPUTE_STATUS_TONE_WORDS: Record<DisputeStatus, string> = {
  NeedsResponse: 'Pending', UnderReview: 'Reviewed', Won: 'Successful', Lost: 'Declined',
};
export const OPEN_DISPUTE_STATUSES: readonly DisputeStatus[] = ['NeedsResponse', 'UnderReview'];

/** What may be done on a case (the detail offers these; the server enforces them). */
export const DISPUTE_ACTIONS = ['submitEvidence', 'accept', 'decide'] as const;
export type DisputeAction = (typeof DISPUTE_ACTIONS)[number];

/** The scheme's outcomes a decision records. */
export const DISPUTE_OUTCOMES = ['Won', 'Lost'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/**
 * Days the merchant's side has to answer from the day the dispute opens: the acquirer's deadline, ahead of the
 * schemes' own 20-30 days so the evidence can be forwarded in time (ADR 0050).
 */
export const DISPUTE_RESPONSE_DAYS = 7;
/** Evidence: a written explanation up to this long, and at most this many files (from the Attachments box). */
export const DISPUTE_EVIDENCE_LIMITS = { textMaxLength: 1000, maxFiles: 10 } as const;

export interface DisputeEvidenceFile {
  fileId: string;
  fileName: string;
}

export interface DisputeRecord {
  id: string;
  tenantId: string;
  tenantName: string;
  merchantId: string;
  merchantName: string;
  /** The Chargeback row and the disputed payment. */
  chargebackId: string;
  chargebackExternalId: string;
  paymentId: string;
  paymentExternalId: string;
  scheme: string;
  reasonCode: string;
  category: string;
  reasonDescription: string;
  amount: number;
  currency: string;
  mode: 'Test' | 'Live';
  status: DisputeStatus;
  openedAt: string;
  respondBy: string;
  /** Still waiting for an answer after the respond-by date. */
  overdue: boolean;
  evidenceText: string | null;
  evidenceSubmittedAt: string | null;
  evidenceFiles: DisputeEvidenceFile[];
  decidedAt: string | null;
  outcomeNote: string | null;
  /** What the caller may do now (rules and permissions). */
  actions: DisputeAction[];
}

/** Why a dispute action is refused (409 a state that does not allow it, 422 bad input); nothing changes. */
export const DISPUTE_REFUSALS = {
  notOpen: { status: 409, message: 'This dispute is closed: nothing more can be done on it' },
  notAwaitingResponse: { status: 409, message: 'Evidence was already submitted for this dispute' },
  pastRespondBy: { status: 409, message: 'The respond-by date has passed: evidence can no longer be submitted' },
  notUnderReview: { status: 409, message: 'Only a dispute with its evidence under review can be decided' },
  liveDecision: { status: 403, message: "Only platform staff record the card scheme's decision on a live dispute" },
  evidenceEmpty: { status: 422, message: 'Write an explanation or attach at least one file' },
  evidenceFileUnknown: { status: 422, message: 'An attached file was not found: upload it again' },
  noteRequired: { status: 422, message: 'Enter a note about the decision' },
} as const satisfies Record<string, { status: 403 | 409 | 422; message: string }>;
export type DisputeRefusal = keyof typeof DISPUTE_REFUSALS;

export const DISPUTE_MESSAGES = {
  evidenceSubmitted: 'The evidence was submitted: the dispute is under review',
  accepted: 'The dispute was accepted: the amount goes back to the cardholder',
  won: 'The dispute was won: the held amount is released to the merchant',
  lost: 'The dispute was lost: the amount goes back to the cardholder',
} as const;

/** Who may see and act on disputes. */
export const DISPUTE_PERMISSIONS = /*#__PURE__*/ (() => ({
  /** Tenant staff: both pages (crm/disputes, disputes/disputes-lookup). */
  view: 'CRM.TransactionManagement.DisputesDisputesLookup',
  /** Tenant staff: evidence, accept, and a test dispute's simulated decision. */
  act: PERMISSIONS.crmTransactionActions,
  /** Platform staff: every tenant's disputes, every action, and the scheme's decision on live disputes. */
  platform: PERMISSIONS.platformTransactionStatusChange,
}) as const)();

/**
 * May `action` run on a dispute in this state (besides who asks)? One table for the server and the detail.
 */
export function disputeVerdict(action: DisputeAction, d: Pick<DisputeRecord, 'status' | 'respondBy'>, now: Date): DisputeRefusal | null {
  if (!OPEN_DISPUTE_STATUSES.includes(d.status)) return 'notOpen';
  switch (action) {
    case 'submitEvidence':
      if (d.status !== 'NeedsResponse') return 'notAwaitingResponse';
      return new Date(d.respondBy).getTime() < now.getTime() ? 'pastRespondBy' : null;
    case 'accept':
      return d.status === 'NeedsResponse' ? null : 'notAwaitingResponse';
    case 'decide':
      return d.status === 'UnderReview' ? null : 'notUnderReview';
  }
}

export const DISPUTE_PATHS = {
  list: 'api/crm/disputes',
  detail: 'api/crm/disputes/:disputeId',
  evidence: 'api/crm/disputes/:disputeId/evidence',
  accept: 'api/crm/disputes/:disputeId/accept',
  decision: 'api/crm/disputes/:disputeId/decision',
} as const;
