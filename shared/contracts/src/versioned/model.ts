/**
 * Versioned rule sets (ADR 0113): antifraud rules (ADR 0106) and smart routing configurations (ADR 0107) share one
 * life. One row per version; create is version 1, Draft; a change is version n+1, Draft; activation runs the newest
 * (or, when a second user must approve, it waits as PendingApproval); approval runs it, decline sends it back to
 * Draft; deactivation stops it. The version fields and the activations waiting for a second user are declared here.
 */
import { ANTIFRAUD_ACTIONS, type AntifraudAction } from '../antifraud/model';

/** A version: Draft (saved, not running), PendingApproval (waiting for a second user), Active, Inactive (replaced or switched off). */
export const VERSION_STATUSES = ['Draft', 'PendingApproval', 'Active', 'Inactive'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

export const VERSION_LIMITS = { declineReasonMax: 500, pendingMax: 200 } as const;

export const VERSION_MESSAGES = {
  declineReasonRequired: 'Enter a reason to decline',
  declined: 'Declined: the version is a draft again',
} as const;

/** The fields every version row answers (besides its domain's own). */
export interface VersionRowFields {
  id: string;
  version: number;
  mode: 'Test' | 'Live';
  name: string;
  status: VersionStatus;
  /** The version that runs now (null when none does). */
  activeVersion: number | null;
  createdBy: { id: string; name: string } | null;
  createdAt: string;
  requestedBy: { id: string; name: string } | null;
  approvedBy: { id: string; name: string } | null;
  activatedAt: string | null;
}

/** What waits for a second user: a Live Block antifraud rule or a Live smart routing configuration. */
export const ACTIVATION_KINDS = ['AntifraudRule', 'RoutingConfiguration'] as const;
export type ActivationKind = (typeof ACTIVATION_KINDS)[number];

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const person = { type: ['object', 'null'], additionalProperties: false, required: ['id', 'name'], properties: { id: str, name: str } } as const;

/** One waiting activation as the approvals page lists it: what, whose, who asked, what changes, since when. */
export const pendingActivationSchema = {
  type: 'object', additionalProperties: false,
  required: ['kind', 'id', 'version', 'name', 'mode', 'merchantId', 'merchantName', 'websiteName', 'action', 'change', 'runningVersion', 'requestedBy',
    'requestedAt', 'page', 'mine'],
  properties: {
    kind: { type: 'string', enum: ACTIVATION_KINDS },
    /** The rule's or configuration's id across its versions (what its approve / decline URLs name). */
    id: str,
    version: { type: 'integer' },
    name: str,
    mode: { type: 'string', enum: ['Test', 'Live'] },
    /** Null for a tenant's own rule (it screens all its merchants). */
    merchantId: nullableStr,
    merchantName: nullableStr,
    /** A routing configuration's website. */
    websiteName: nullableStr,
    /** An antifraud rule's action. */
    action: { type: ['string', 'null'], enum: [...ANTIFRAUD_ACTIONS, null] },
    /** What would run, in words: a rule's conditions, a configuration's rules or priority lists. */
    change: str,
    /** The version it replaces (null: nothing of it runs now). */
    runningVersion: { type: ['integer', 'null'] },
    requestedBy: person,
    requestedAt: { type: 'string', format: 'date-time' },
    /** Where it is edited (its own page, where it may also be approved). */
    page: str,
    /** The caller asked for it: another user decides it. */
    mine: { type: 'boolean' },
  },
} as const;

export interface PendingActivation {
  kind: ActivationKind;
  id: string;
  version: number;
  name: string;
  mode: 'Test' | 'Live';
  merchantId: string | null;
  merchantName: string | null;
  websiteName: string | null;
  action: AntifraudAction | null;
  change: string;
  runningVersion: number | null;
  requestedBy: { id: string; name: string } | null;
  requestedAt: string;
  page: string;
  mine: boolean;
}
