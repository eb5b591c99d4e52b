/**
 * Smart routing configurations as a resource (ADR 0107): one row per version; the list answers each
 * configuration's newest version with the version that runs. Per merchant, website and mode (Test / Live).
 */
import { defineResource } from '../resource/define-resource';
import { oneOf, text } from '../resource/filters';
import { typedUnchecked } from '../endpoint/define-endpoint';
import type { Person } from '../antifraud/model';
import { ROUTING_KINDS, ROUTING_LIMITS, type RoutingDefinition, type RoutingKind } from './definition';

const tag = 'Smart routing';

/** A version: Draft (saved, not running), PendingApproval (a Live activation waiting for a second user), Active, Inactive. */
export const ROUTING_STATUSES = ['Draft', 'PendingApproval', 'Active', 'Inactive'] as const;
export type RoutingStatus = (typeof ROUTING_STATUSES)[number];

/** The pages' permissions (the route catalogue's names for /merchant/payment-settings/smart-routing(-v2) and the visualisation). */
export const ROUTING_PERMISSIONS = {
  v1: 'Merchant.PaymentsSettings.SmartRouting',
  v2: 'Merchant.PaymentsSettings.SmartRoutingV2',
  view: 'Merchant.PaymentsSettings.SmartRouting.View',
} as const;

const str = { type: 'string' } as const;
const date = { type: 'string', format: 'date-time' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;
const person = { type: ['object', 'null'], additionalProperties: false, required: ['id', 'name'], properties: { id: str, name: str } } as const;

/** The definition: checked by routingDefinitionProblem on the server (a union the schema only outlines). */
export const routingDefinitionSchema = typedUnchecked<RoutingDefinition>()({
  type: 'object', required: ['kind'], additionalProperties: true,
  description: "{ kind: 'Priority', priorities: [{ paymentMethod, channelIds }] } | { kind: 'Rules', rules: [{ name, conditions, split: [{ channelId, percent }] }], fallback: [channelId] }",
  properties: { kind: { type: 'string', enum: ROUTING_KINDS } },
});

export const routingBodySchema = {
  type: 'object', additionalProperties: false, required: ['name', 'websiteId', 'definition'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: ROUTING_LIMITS.nameMax },
    websiteId: { type: 'string', format: 'uuid' },
    definition: routingDefinitionSchema,
  },
} as const;

export const routingRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'configurationId', 'version', 'tenantId', 'merchantId', 'websiteId', 'websiteName', 'mode', 'kind', 'name', 'definition', 'status',
    'activeVersion', 'createdBy', 'createdAt', 'requestedBy', 'approvedBy', 'activatedAt'],
  properties: {
    /** This version's id. */
    id: str,
    /** The configuration's id across its versions (what the URLs name). */
    configurationId: str, version: { type: 'integer' }, tenantId: str, merchantId: str, websiteId: str, websiteName: str,
    mode: { type: 'string', enum: ['Test', 'Live'] }, kind: { type: 'string', enum: ROUTING_KINDS }, name: str, definition: routingDefinitionSchema,
    status: { type: 'string', enum: ROUTING_STATUSES },
    /** The version that runs now (null when none does). */
    activeVersion: { type: ['integer', 'null'] },
    createdBy: person, createdAt: date, requestedBy: person, approvedBy: person, activatedAt: nullableDate,
  },
} as const;

/** The merchant's routing configurations in the request's mode, newest version each. */
export const SMART_ROUTING_RESOURCE = defineResource({
  key: 'smart-routing', path: 'smart-routing', title: 'Smart routing configuration', tag,
  row: routingRowSchema, body: routingBodySchema, operations: ['list', 'one', 'create', 'update'],
  filters: { search: text('Name', { field: 'name' }), kind: oneOf('Kind', ROUTING_KINDS), status: oneOf('Status', ROUTING_STATUSES) },
  sorts: ['name', 'createdAt'], defaultSort: { key: 'createdAt', direction: 'desc' }, paging: 'offset', modeScoped: true, scope: 'merchant',
  maxPageSize: 100,
});

export interface RoutingBody { name: string; websiteId: string; definition: RoutingDefinition }
export interface RoutingRow {
  id: string; configurationId: string; version: number; tenantId: string; merchantId: string; websiteId: string; websiteName: string;
  mode: 'Test' | 'Live'; kind: RoutingKind; name: string; definition: RoutingDefinition; status: RoutingStatus; activeVersion: number | null;
  createdBy: Person | null; createdAt: string; requestedBy: Person | null; approvedBy: Person | null; activatedAt: string | null;
}

/** One step of a routing decision, as the simulator and the transaction's smart-routing log show it. */
export interface RoutingStep { step: number; rule: string; matched: boolean; decision: string }
/** A channel in the decision's order: the first is tried first, the rest are the cascading fallbacks. */
export interface RoutedChannel { id: string; name: string; serviceProviderId: string; serviceProviderName: string }

/** What the simulator is asked: a payment. */
export interface RoutingSimulationInput {
  websiteId: string; paymentMethod: string; amount: number; currency: string; cardCountry?: string; cardBin?: string;
}
export interface RoutingSimulationAnswer {
  /** The active configuration read (null: none, the processing setup's order by name). */
  configuration: { configurationId: string; version: number; name: string; kind: RoutingKind } | null;
  steps: RoutingStep[];
  /** The channels in the order they are tried. */
  order: RoutedChannel[];
  /** The matching rule's split with each channel's share of the draws (null when no split decided). */
  split: Array<{ channelId: string; channelName: string; percent: number }> | null;
}
