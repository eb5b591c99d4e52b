/** The webhook endpoints' own operations beside the resource's list/one/update/remove (ADR 0100). */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { WEBHOOK_ENDPOINTS_RESOURCE, WEBHOOK_DELIVERIES_RESOURCE } from './model';

const tags = ['Webhook endpoints'];
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
/** The caller proves it is them again: their password, or (without one) a code of their authenticator in the scaCode header. */
const passwordBody = {
  type: 'object', additionalProperties: false,
  properties: { password: { type: 'string', minLength: 1, maxLength: 200, description: "The caller's own sign-in password (re-checked); or send the scaCode header instead" } },
} as const;
const secretAnswer = {
  type: 'object', required: ['secret', 'previousSecretExpiresAt'],
  properties: { secret: { type: 'string' }, previousSecretExpiresAt: { type: ['string', 'null'], format: 'date-time' } },
} as const;
/** Nothing to send: the path names what happens. */
const noBody = { type: 'object', additionalProperties: false, properties: {} } as const;
const attemptResult = {
  type: 'object', required: ['messageId', 'delivered', 'statusCode', 'durationMs', 'responseBody', 'error'],
  properties: {
    messageId: { type: 'string' }, delivered: { type: 'boolean' }, statusCode: { type: ['integer', 'null'] }, durationMs: { type: 'integer' },
    responseBody: { type: 'string' }, error: { type: ['string', 'null'] },
  },
} as const;

export const WEBHOOK_ENDPOINT_ENDPOINTS = {
  /** Create answers the row with its signing secret in full, once. */
  resource: WEBHOOK_ENDPOINTS_RESOURCE.endpoints,
  deliveries: WEBHOOK_DELIVERIES_RESOURCE.endpoints,
  revealSecret: defineEndpoint({
    method: 'POST', path: 'webhook-endpoints/:id/secret/reveal', base: 'merchant', tags, params: idParams, body: passwordBody,
    summary: "Webhook endpoint: the signing secret, after the caller's password", responses: { 200: secretAnswer },
  }),
  rollSecret: defineEndpoint({
    method: 'POST', path: 'webhook-endpoints/:id/secret/roll', base: 'merchant', tags, params: idParams, body: passwordBody,
    summary: 'Webhook endpoint: a new signing secret; the old one stays valid for 24 h (deliveries carry both signatures)', responses: { 200: secretAnswer },
  }),
  sendTest: defineEndpoint({
    method: 'POST', path: 'webhook-endpoints/:id/test', base: 'merchant', tags, params: idParams, body: noBody, optionalBody: true,
    summary: 'Webhook endpoint: delivers a signed webhook.test event at once and answers its outcome', responses: { 200: attemptResult },
  }),
  resend: defineEndpoint({
    method: 'POST', path: 'webhook-endpoints/:id/messages/:messageId/resend', base: 'merchant', tags, body: noBody, optionalBody: true,
    params: { type: 'object', required: ['id', 'messageId'], properties: { id: { type: 'string', format: 'uuid' }, messageId: { type: 'string', maxLength: 64 } } },
    summary: 'Webhook endpoint: delivers one message again at once and answers its outcome', responses: { 200: attemptResult },
  }),
  replayFailed: defineEndpoint({
    method: 'POST', path: 'webhook-endpoints/:id/replay', base: 'merchant', tags, params: idParams,
    body: { type: 'object', additionalProperties: false, required: ['since'], properties: { since: { type: 'string', format: 'date-time' } } },
    summary: 'Webhook endpoint: queues again every failed message since a time', responses: { 200: { type: 'object', required: ['queued'], properties: { queued: { type: 'integer' } } } },
  }),
} as const;
