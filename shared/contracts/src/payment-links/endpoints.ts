/** The payment links' endpoints beside the resource's: the hosted page's settings, the public page's two calls, the public API's (ADR 0108). */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { publicApiErrorSchema } from '../api-keys/endpoints';
import {
  hostedPaymentSettingsSchema, PAYMENT_LINK_PAYMENTS_RESOURCE, PAYMENT_LINKS_RESOURCE, PAYMENT_LINK_AMOUNT_TYPES, PAYMENT_LINK_LIMITS, PAYMENT_LINK_STATUSES, paymentLinkBodySchema, paymentLinkRowSchema,
} from './model';

const tokenParams = { type: 'object', required: ['token'], properties: { token: { type: 'string', minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } } } as const;
const refusal = {
  type: 'object', required: ['error'],
  properties: { error: { type: 'string' }, code: { type: 'string' } },
} as const;
const minor = { type: ['integer', 'null'] } as const;

export const payPageLinkSchema = {
  type: 'object', additionalProperties: false,
  required: ['token', 'status', 'merchantName', 'description', 'amountType', 'amount', 'minAmount', 'maxAmount', 'currency', 'decimalPlaces', 'mode',
    'hasLogo', 'brandColour', 'accentColour', 'cancelUrl'],
  properties: {
    token: { type: 'string' }, status: { type: 'string', enum: PAYMENT_LINK_STATUSES }, merchantName: { type: 'string' }, description: { type: 'string' },
    amountType: { type: 'string', enum: PAYMENT_LINK_AMOUNT_TYPES }, amount: minor, minAmount: minor, maxAmount: minor, currency: { type: 'string' },
    decimalPlaces: { type: 'integer' }, mode: { type: 'string', enum: ['Test', 'Live'] }, hasLogo: { type: 'boolean' },
    brandColour: { type: 'string' }, accentColour: { type: 'string' }, cancelUrl: { type: ['string', 'null'] },
  },
} as const;

export const payBodySchema = {
  type: 'object', additionalProperties: false, required: ['requestId', 'cardNumber', 'expiryMonth', 'expiryYear', 'cvc', 'cardholderName'],
  properties: {
    /** The page's own id of this attempt: a double submit answers the first answer. */
    requestId: { type: 'string', format: 'uuid' },
    cardNumber: { type: 'string', maxLength: 30 },
    expiryMonth: { type: 'integer', minimum: 1, maximum: 12 },
    expiryYear: { type: 'integer', minimum: 2000, maximum: 2100 },
    cvc: { type: 'string', maxLength: 4 },
    cardholderName: { type: 'string', maxLength: 200 },
    /** Minor units: only for a link whose customer chooses the amount. */
    amount: { type: 'integer', minimum: 1 },
  },
} as const;

export const payResultSchema = {
  type: 'object', additionalProperties: false, required: ['paid', 'status', 'externalId', 'amount', 'currency', 'message', 'redirectUrl'],
  properties: {
    paid: { type: 'boolean' }, status: { type: 'string' }, externalId: { type: 'string' }, amount: { type: 'integer' }, currency: { type: 'string' },
    message: { type: 'string' },
    /** The settings' success URL after a payment (with the link and payment ids), or null. */
    redirectUrl: { type: ['string', 'null'] },
  },
} as const;
export interface PayResult { paid: boolean; status: string; externalId: string; amount: number; currency: string; message: string; redirectUrl: string | null }

export const PAYMENT_LINK_ENDPOINTS = {
  resource: PAYMENT_LINKS_RESOURCE.endpoints,
  payments: PAYMENT_LINK_PAYMENTS_RESOURCE.endpoints,
  settings: defineEndpoint({
    method: 'GET', path: 'api/hosted-payment-settings', base: 'merchant', tags: ['Payment links'],
    summary: "The merchant's hosted payment page settings: allowed websites, logo, colours, success and cancel URLs",
    responses: { 200: hostedPaymentSettingsSchema },
  }),
  saveSettings: defineEndpoint({
    method: 'PUT', path: 'api/hosted-payment-settings', base: 'merchant', tags: ['Payment links'],
    summary: 'Saves the hosted payment page settings (https origins and URLs, an uploaded image as logo, colours readable under white text)',
    body: hostedPaymentSettingsSchema,
    responses: { 200: hostedPaymentSettingsSchema },
  }),
} as const;

/** The public page's calls: no sign-in, the link's token is the key (ADR 0108). */
export const PAY_PAGE_ENDPOINTS = {
  link: defineEndpoint({
    method: 'GET', path: 'api/pay/:token', base: 'merchant', tags: ['Hosted payment page'], params: tokenParams,
    summary: 'A payment link as its public page shows it (no sign-in: the token is unguessable); 404 unknown',
    responses: { 200: payPageLinkSchema, 404: refusal },
  }),
  pay: defineEndpoint({
    method: 'POST', path: 'api/pay/:token/payments', base: 'merchant', tags: ['Hosted payment page'], params: tokenParams, body: payBodySchema,
    summary: "Pays a link with a card: the virtual terminal's card rules, routing and antifraud screen; the link's uses count up atomically; 410 when expired, used up or inactive",
    responses: { 200: payResultSchema, 400: refusal, 404: refusal, 410: refusal, 422: refusal, 429: refusal },
  }),
} as const;

const tags = ['Public API'];
const refusals = { 400: publicApiErrorSchema, 401: publicApiErrorSchema, 403: publicApiErrorSchema, 404: publicApiErrorSchema, 429: publicApiErrorSchema } as const;

export const PAYMENT_LINK_PUBLIC_ENDPOINTS = {
  create: defineEndpoint({
    method: 'POST', path: 'payment_links', base: 'public', tags,
    summary: "Creates a payment link in the key's mode (scope payment_links:write, a secret key sk_...); the answer's url is the public page",
    body: paymentLinkBodySchema,
    responses: { 201: paymentLinkRowSchema, ...refusals, 422: publicApiErrorSchema },
  }),
  session: defineEndpoint({
    method: 'POST', path: 'payment_sessions', base: 'public', tags,
    summary: `A hosted payment session: a one-use link valid ${PAYMENT_LINK_LIMITS.sessionMinutes} minutes, created with a publishable key (pk_...) `
      + "from one of the hosted payment settings' websites (its Origin header); the answer's url is where to send the customer",
    body: {
      type: 'object', additionalProperties: false, required: ['websiteId', 'amount', 'currency', 'description'],
      properties: {
        websiteId: { type: 'string', format: 'uuid' }, amount: { type: 'integer', minimum: 1, description: 'Minor units' },
        currency: { type: 'string', pattern: '^[A-Z]{3}$' }, description: { type: 'string', minLength: 1, maxLength: PAYMENT_LINK_LIMITS.descriptionMax },
      },
    },
    responses: {
      201: { type: 'object', required: ['url', 'token', 'expires_at'], properties: { url: { type: 'string' }, token: { type: 'string' }, expires_at: { type: 'string', format: 'date-time' } } },
      ...refusals, 422: publicApiErrorSchema,
    },
  }),
} as const;
