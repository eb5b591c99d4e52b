/** The smart routing configurations' own operations beside the resource's list/one/create/update (ADR 0107). */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { versionEndpoints } from '../versioned/endpoints';
import { ROUTING_KINDS } from './definition';
import { SMART_ROUTING_RESOURCE, routingRowSchema } from './model';

const tags = ['Smart routing'];

const stepSchema = {
  type: 'object', additionalProperties: false, required: ['step', 'rule', 'matched', 'decision'],
  properties: { step: { type: 'integer' }, rule: { type: 'string' }, matched: { type: 'boolean' }, decision: { type: 'string' } },
} as const;
const channelSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'name', 'serviceProviderId', 'serviceProviderName'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, serviceProviderId: { type: 'string' }, serviceProviderName: { type: 'string' } },
} as const;

export const simulationAnswerSchema = {
  type: 'object', additionalProperties: false, required: ['configuration', 'steps', 'order', 'split'],
  properties: {
    configuration: {
      type: ['object', 'null'], additionalProperties: false, required: ['configurationId', 'version', 'name', 'kind'],
      properties: { configurationId: { type: 'string' }, version: { type: 'integer' }, name: { type: 'string' }, kind: { type: 'string', enum: ROUTING_KINDS } },
    },
    steps: { type: 'array', items: stepSchema },
    order: { type: 'array', items: channelSchema },
    split: {
      type: ['array', 'null'],
      items: { type: 'object', additionalProperties: false, required: ['channelId', 'channelName', 'percent'],
        properties: { channelId: { type: 'string' }, channelName: { type: 'string' }, percent: { type: 'integer' } } },
    },
  },
} as const;

export const SMART_ROUTING_ENDPOINTS = {
  resource: SMART_ROUTING_RESOURCE.endpoints,
  ...versionEndpoints('smart-routing', tags, routingRowSchema, {
    versions: 'Smart routing configuration: every version, newest first',
    activate: "Smart routing configuration: runs its newest version for its website (the website's other active configuration stops; a Live one waits for a second user's approval)",
    approve: 'Smart routing configuration: a second user approves the activation that waits',
    decline: 'Smart routing configuration: a second user declines the activation that waits (the version is a draft again, its requester is told)',
    deactivate: 'Smart routing configuration: stops running (the processing setup order applies)',
  }),
  active: defineEndpoint({
    method: 'GET', path: 'smart-routing/active', base: 'merchant', tags, modeScoped: true,
    query: { type: 'object', additionalProperties: false, required: ['websiteId'], properties: { websiteId: { type: 'string', format: 'uuid' } } },
    summary: "Smart routing: the website's active configuration in the mode (an empty list when none runs)", responses: { 200: { type: 'array', maxItems: 1, items: routingRowSchema } },
  }),
  simulate: defineEndpoint({
    method: 'POST', path: 'smart-routing/simulate', base: 'merchant', tags, modeScoped: true,
    body: {
      type: 'object', additionalProperties: false, required: ['websiteId', 'paymentMethod', 'amount', 'currency'],
      properties: {
        websiteId: { type: 'string', format: 'uuid' }, paymentMethod: { type: 'string', minLength: 1 }, amount: { type: 'integer', minimum: 0 },
        currency: { type: 'string', minLength: 3, maxLength: 3 }, cardCountry: { type: 'string', maxLength: 3 }, cardBin: { type: 'string', pattern: '^[0-9]{0,8}$' },
      },
    },
    summary: 'Smart routing: the decision the payment path would take for a payment, step by step (the one routing function)',
    responses: { 200: simulationAnswerSchema },
  }),
} as const;
