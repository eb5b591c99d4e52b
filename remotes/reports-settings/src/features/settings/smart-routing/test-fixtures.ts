import { HttpResponse } from 'msw';
import { REFERENCE_LOOKUP_ENDPOINTS, TRANSACTION_ENDPOINTS, type RoutingRow } from '@portal/contracts';
import { declaredHandlers } from '@portal/testing';

export const WEBSITE = '0d2f6a52-3c43-4d4c-9d55-2b8b2d6b1a10';
export const CARD = '0d2f6a52-3c43-4d4c-9d55-2b8b2d6b1a11';
export const NORTHBANK = '0d2f6a52-3c43-4d4c-9d55-2b8b2d6b1a12';

/** The merchant's website and two card channels, as the lookups answer them. */
export const lookupHandlers = () => [
  ...declaredHandlers(TRANSACTION_ENDPOINTS.websites, () => HttpResponse.json([{ id: WEBSITE, name: 'Blue Bottle Coffee shop', url: 'https://blue-bottle.example', merchantId: 'm1' }])),
  ...declaredHandlers(REFERENCE_LOOKUP_ENDPOINTS.paymentChannels, () => HttpResponse.json([
    { id: CARD, name: 'BBC Card', merchantId: 'm1', currency: 'GBP', paymentMethodId: 'card', serviceProviderId: 'acquirer-one', isActive: true },
    { id: NORTHBANK, name: 'Northbank Card', merchantId: 'm1', currency: 'GBP', paymentMethodId: 'card', serviceProviderId: 'northbank', isActive: true },
  ])),
];

export const routingRow = (over: Partial<RoutingRow> = {}): RoutingRow => ({
  id: '6b0f7a52-3c43-4d4c-9d55-2b8b2d6b1a01', configurationId: '6b0f7a52-3c43-4d4c-9d55-2b8b2d6b1a01', version: 1, tenantId: 't1', merchantId: 'm1',
  websiteId: WEBSITE, websiteName: 'Blue Bottle Coffee shop', mode: 'Test', kind: 'Rules', name: 'Card split',
  definition: { kind: 'Rules', rules: [{ name: 'UK cards', conditions: { combinator: 'and', rules: [{ field: 'cardCountry', operator: '=', value: 'GB' }] },
    split: [{ channelId: CARD, percent: 70 }, { channelId: NORTHBANK, percent: 30 }] }], fallback: [CARD] },
  status: 'Draft', activeVersion: null, createdBy: { id: 'u1', name: 'Mia Merchant' }, createdAt: '2026-11-01T10:00:00.000Z', requestedBy: null, approvedBy: null,
  activatedAt: null, ...over,
});
