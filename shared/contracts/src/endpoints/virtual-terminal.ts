/**
 * The virtual terminal (issue 13, ADR 0054): tenant staff take a card payment for one of their merchants' websites,
 * a merchant for its own. Headers: a request id (the same on a retry: the first answer comes back) and SystemMode.
 * The card rules are checked again by the handler (400 naming the field); a payment that cannot be routed is 422.
 */
import { defineEndpoint, typed } from '../endpoint/define-endpoint';
import { errorBodySchema } from '../endpoint/common-schemas';
import { CARD_LIMITS, VIRTUAL_TERMINAL_PATHS as P, type VirtualTerminalResult } from '../virtual-terminal';

function declareVirtualTerminalEndpoints() {
  const tags = ['Virtual terminal'] as const;
  const text = { type: 'string' } as const;
  const uuid = { type: 'string', format: 'uuid' } as const;
  const mode = { type: 'string', enum: ['Test', 'Live'] } as const;
  const headers = {
    type: 'object', required: ['x-request-id', 'systemmode'],
    properties: { 'x-request-id': { ...uuid, description: 'Idempotency key' }, systemmode: mode },
  } as const;
  const card = {
    websiteId: uuid,
    cardNumber: { type: 'string', maxLength: 32 },
    expiryMonth: { type: 'integer' },
    expiryYear: { type: 'integer' },
    cvc: { type: 'string', maxLength: 8 },
    cardholderName: { type: 'string', maxLength: CARD_LIMITS.maxCardholder + 20 },
    amount: { type: 'integer', minimum: 1, maximum: 1_000_000_000, description: 'Minor units' },
    currency: { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217 code' },
    customerIp: { type: 'string', maxLength: 45, description: "The customer's IPv4 or IPv6 address, when known: screened (IP country) and stored" },
  } as const;
  const required = ['websiteId', 'cardNumber', 'expiryMonth', 'expiryYear', 'cvc', 'cardholderName', 'amount', 'currency'] as const;
  const result = typed<VirtualTerminalResult>()({
    type: 'object',
    required: ['transactionId', 'externalId', 'status', 'amount', 'currency', 'mode', 'cardFirst6', 'cardLast4', 'channelName',
      'serviceProviderName', 'antifraudOutcome', 'antifraudScore', 'antifraudRule', 'declineReason', 'payerMessage'],
    properties: {
      transactionId: uuid, externalId: text, status: text, amount: { type: 'integer' }, currency: text, mode, cardFirst6: text, cardLast4: text,
      channelName: text, serviceProviderName: text, antifraudOutcome: text, antifraudScore: { type: 'integer' }, antifraudRule: text,
      declineReason: { type: ['string', 'null'] },
      payerMessage: { type: ['string', 'null'], description: "The merchant's error mapping's message for the payer about a decline" },
    },
  });
  const responses = { 201: result, 409: errorBodySchema, 422: errorBodySchema } as const;
  return {
    staff: defineEndpoint({
      method: 'POST', path: P.staff, base: 'merchant', tags,
      summary: "Take a card payment for a merchant's website of the tenant (routed and screened as every payment)",
      headers, body: { type: 'object', additionalProperties: false, required: ['merchantId', ...required], properties: { merchantId: uuid, ...card } },
      responses,
    }),
    merchant: defineEndpoint({
      method: 'POST', path: P.merchant, base: 'merchant', tags,
      summary: "Take a card payment for one of the merchant's own websites (routed and screened as every payment)",
      headers, body: { type: 'object', additionalProperties: false, required, properties: card },
      responses,
    }),
  } as const;
}

export const VIRTUAL_TERMINAL_ENDPOINTS = /*#__PURE__*/ declareVirtualTerminalEndpoints();
