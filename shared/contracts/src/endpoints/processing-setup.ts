/**
 * Processing setup tool (issue 13 part A, ADR 0050). Tenant staff check their tenant's merchants, platform staff any
 * (tenantId narrows), merchants their own; a merchant or website outside the scope is 404. Mode header: Test or Live.
 */
import { defineEndpoint, typed } from '../endpoint/define-endpoint';
import { PROCESSING_CHECKS, PROCESSING_SETUP_PATHS, type ProcessingSetupAnswer } from '../transactions';

/** Built in one pure call, so a bundle that does not use them drops them whole (as endpoints/disputes.ts). */
function declareProcessingSetupEndpoints() {
  const tags = ['Processing setup'] as const;
  const text = { type: 'string' } as const;
  const uuid = { type: 'string', format: 'uuid' } as const;

  const strict = <const P extends Record<string, unknown>>(properties: P) =>
    ({ type: 'object', additionalProperties: false, required: Object.keys(properties) as Array<keyof P & string>, properties }) as const;

  const answer = typed<ProcessingSetupAnswer>()(strict({
    mode: { type: 'string', enum: ['Test', 'Live'] }, merchantName: text, websiteName: { type: ['string', 'null'] }, paymentMethod: text,
    currency: { type: ['string', 'null'] }, routable: { type: 'boolean' },
    checks: { type: 'array', items: strict({ check: { type: 'string', enum: PROCESSING_CHECKS }, outcome: { type: 'string', enum: ['Pass', 'Block', 'Warn'] }, message: text, detail: { type: ['string', 'null'] } }) },
    channels: { type: 'array', items: strict({ id: text, name: text, serviceProviderId: text, serviceProviderName: text, currency: text, role: { type: 'string', enum: ['Primary', 'Fallback', 'NotUsed'] }, reason: text, limit: { type: ['integer', 'null'] }, fee: { type: ['integer', 'null'] } }) },
  }));

  const common = {
    websiteId: uuid,
    paymentMethod: { type: 'string', minLength: 1, maxLength: 50 },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    // In minor units of the currency: read against each channel's minimum and maximum when a currency is given.
    amount: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  } as const;

  return {
    staff: defineEndpoint({
      modeScoped: true,
      method: 'GET', path: PROCESSING_SETUP_PATHS.staff, base: 'merchant', tags,
      summary: "How a merchant's payment (website, payment method, currency, amount) would be routed in the mode, and what blocks it",
      query: { type: 'object', required: ['merchantId', 'websiteId', 'paymentMethod'], properties: { merchantId: uuid, ...common, tenantId: uuid } },
      responses: { 200: answer },
    }),
    merchant: defineEndpoint({
      modeScoped: true,
      method: 'GET', path: PROCESSING_SETUP_PATHS.merchant, base: 'merchant', tags,
      summary: "How the merchant's own payment (website, payment method, currency, amount) would be routed in the mode, and what blocks it",
      query: { type: 'object', required: ['websiteId', 'paymentMethod'], properties: { ...common } },
      responses: { 200: answer },
    }),
  } as const;
}

export const PROCESSING_SETUP_ENDPOINTS = /*#__PURE__*/ declareProcessingSetupEndpoints();
