/**
 * The endpoints every versioned rule set has beside its resource (ADR 0113): versions, activate, approve, decline,
 * deactivate; and the activations that wait for a second user, as the approvals page's second source.
 */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { VERSION_LIMITS, pendingActivationSchema } from './model';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
const noBody = { type: 'object', additionalProperties: false, properties: {} } as const;
const declineBody = {
  type: 'object', additionalProperties: false, required: ['reason'],
  properties: { reason: { type: 'string', minLength: 1, maxLength: VERSION_LIMITS.declineReasonMax } },
} as const;

/** What a domain says about its versions' operations (the summaries of the API reference). */
export interface VersionSummaries {
  versions: string;
  activate: string;
  approve: string;
  decline: string;
  deactivate: string;
}

/** The five version operations of a resource at `path` ('antifraud-rules', 'smart-routing'), answering `row`. */
export function versionEndpoints<P extends string, Row extends object>(path: P, tags: string[], row: Row, summaries: VersionSummaries) {
  return {
    versions: defineEndpoint({
      method: 'GET', path: `${path}/:id/versions` as `${P}/:id/versions`, base: 'merchant', tags, params: idParams, modeScoped: true,
      summary: summaries.versions, responses: { 200: { type: 'array', items: row } },
    }),
    activate: defineEndpoint({
      method: 'POST', path: `${path}/:id/activate` as `${P}/:id/activate`, base: 'merchant', tags, params: idParams, body: noBody, optionalBody: true, modeScoped: true,
      summary: summaries.activate, responses: { 200: row },
    }),
    approve: defineEndpoint({
      method: 'POST', path: `${path}/:id/approve` as `${P}/:id/approve`, base: 'merchant', tags, params: idParams, body: noBody, optionalBody: true, modeScoped: true,
      summary: summaries.approve, responses: { 200: row },
    }),
    decline: defineEndpoint({
      method: 'POST', path: `${path}/:id/decline` as `${P}/:id/decline`, base: 'merchant', tags, params: idParams, body: declineBody, modeScoped: true,
      summary: summaries.decline, responses: { 200: row },
    }),
    deactivate: defineEndpoint({
      method: 'POST', path: `${path}/:id/deactivate` as `${P}/:id/deactivate`, base: 'merchant', tags, params: idParams, body: noBody, optionalBody: true, modeScoped: true,
      summary: summaries.deactivate, responses: { 200: row },
    }),
  } as const;
}

export const RULE_ACTIVATION_ENDPOINTS = {
  pending: defineEndpoint({
    method: 'GET', path: 'rule-activations/pending', base: 'merchant', tags: ['Approvals'],
    summary: "Approvals: the Live Block antifraud rules and Live smart routing configurations that wait for a second user, the caller's tenant's or merchant's own, oldest first (both modes)",
    responses: { 200: { type: 'array', maxItems: VERSION_LIMITS.pendingMax, items: pendingActivationSchema } },
  }),
} as const;
