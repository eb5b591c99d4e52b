/**
 * Proposals and agreements (spec part 2 sections 2.3, 3, 4, 6, 7.5; ADR 0094): a tenant offers a merchant prices from
 * a price book plus the boarding fees; the merchant accepts or rejects; an accepted proposal becomes an agreement the
 * merchant accepts in turn, which stores a PDF of exactly what was accepted with its SHA-256.
 */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { PERMISSIONS } from '../permissions';
import { defineResource } from '../resource/define-resource';
import { dayRange, oneOf, primaryFilter, text } from '../resource/filters';
import { FEE_SYMBOLS } from './pricing';

const tag = 'CRM proposals and agreements';

/** Section 4's statuses. */
export const PROPOSAL_STATUSES = ['Created', 'PendingApproval', 'Accepted', 'Rejected'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const AGREEMENT_STATUSES = ['Created', 'PendingAcceptance', 'Accepted', 'Rejected'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];
/** The status an offer waits in for the merchant's answer (Accept and Reject show only then). */
export const PENDING_STATUS = { proposal: 'PendingApproval', agreement: 'PendingAcceptance' } as const;
export type OfferKind = keyof typeof PENDING_STATUS;

/** Section 3's boarding fees, in the order section 2.3 lists them (each shown with 2 decimals). */
export const BOARDING_FEES = ['boardingFee', 'accountConfigurationFee', 'bankAccountSetupFee', 'monthlyMinimumFee', 'gatewayMonthlyAccess'] as const;
export type BoardingFee = (typeof BOARDING_FEES)[number];
export const BOARDING_FEE_LABELS: Record<BoardingFee, string> = {
  boardingFee: 'Boarding Fee', accountConfigurationFee: 'Account Configuration Fee', bankAccountSetupFee: 'Bank Account Setup Fee',
  monthlyMinimumFee: 'Monthly Minimum Fee', gatewayMonthlyAccess: 'Gateway Monthly Access',
};

/** Who may read an offer (section 6): its permission, or CRM.Dashboard.View; tenant staff also with the customers' permission. */
export const OFFER_PERMISSIONS = {
  proposal: [PERMISSIONS.viewMerchantPortalProposals, PERMISSIONS.crmDashboardView],
  agreement: [PERMISSIONS.viewMerchantPortalAgreements, PERMISSIONS.crmDashboardView],
  /** Drafting and sending (tenant staff): changing the customer (offers live on its record; ADR 0093's edit permission). */
  manage: PERMISSIONS.crmOrganizationsEdit,
  /** Reading every offer of the tenant (the proposals page, ADR 0111): the customers' read permission. */
  read: 'CRM.Organizations.View',
} as const;

export const OFFER_LIMITS = { bodyMax: 50_000, feeMax: 1_000_000_000, reasonMax: 1000 } as const;

export const OFFER_MESSAGES = {
  notMerchant: 'This customer is not a merchant yet: link it to a merchant before making an offer',
  unknownPriceBook: 'Unknown or inactive price book',
  feeOutOfBook: '{{product}}: {{fee}} must stay within the price book\'s bounds (0 to {{max}})',
  feeNotInBook: '{{product}}: the price book has no {{fee}} for it',
  productNotInBook: 'The price book does not price {{product}}',
  feeRange: '{{fee}} must be 0 or more, at most 1 000 000 000, with at most 2 decimals',
  notChangeable: 'An accepted offer cannot change',
  notSendable: 'Only a draft (Created) is sent: change it first to send a new version',
  notPending: 'This offer is {{status}}: only a pending offer is answered',
  merchantOnly: 'Only the merchant\'s users answer an offer',
  notDeletable: 'Only a draft never sent is deleted',
  reasonRequired: 'Reject reason is required',
  unknownHash: 'No accepted agreement has this fingerprint',
} as const;

const money = { type: 'number', minimum: 0, maximum: OFFER_LIMITS.feeMax, multipleOf: 0.01 } as const;
const feeItem = {
  type: 'object', additionalProperties: false, required: ['id', 'feeTypeId', 'feeTypeName', 'feeSymbol', 'value'],
  properties: { id: { type: 'string' }, feeTypeId: { type: 'string' }, feeTypeName: { type: 'string' }, feeSymbol: { type: 'string', enum: FEE_SYMBOLS }, value: { type: 'number' } },
} as const;
/** A product of the offer with its fees (section 3's proposalEntries / agreementEntries). */
export const offerEntrySchema = {
  type: 'object', additionalProperties: false, required: ['productId', 'productName', 'currencyCode', 'items'],
  properties: { productId: { type: 'string' }, productName: { type: 'string' }, currencyCode: { type: 'string' }, items: { type: 'array', items: feeItem } },
} as const;

/** One event of an offer's history (versions, views, responses): who, when, from where. */
export const offerEventSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'offerType', 'offerId', 'version', 'action', 'userName', 'ip', 'reason', 'at'],
  properties: {
    id: { type: 'string' }, offerType: { type: 'string', enum: ['proposal', 'agreement'] }, offerId: { type: 'string' }, version: { type: 'integer' },
    action: { type: 'string', enum: ['Created', 'Changed', 'Sent', 'Viewed', 'Accepted', 'Rejected'] },
    userName: { type: ['string', 'null'] }, ip: { type: ['string', 'null'] }, reason: { type: ['string', 'null'] }, at: { type: 'string', format: 'date-time' },
  },
} as const;

const offerCommon = {
  id: { type: 'string' }, tenantId: { type: 'string' }, merchantId: { type: 'string' }, organizationId: { type: 'string' },
  version: { type: 'integer' }, rejectReason: { type: ['string', 'null'] }, merchantName: { type: 'string' }, tenantName: { type: 'string' },
  created: { type: 'string', format: 'date-time' }, updated: { type: 'string', format: 'date-time' }, pricebookId: { type: 'string' },
  boardingFee: { type: 'number' }, accountConfigurationFee: { type: 'number' }, bankAccountSetupFee: { type: 'number' },
  monthlyMinimumFee: { type: 'number' }, gatewayMonthlyAccess: { type: 'number' },
  /** The merchant's answer: who, when, from which address (null while unanswered). */
  respondedBy: { type: ['string', 'null'] }, respondedAt: { type: ['string', 'null'], format: 'date-time' }, respondedIp: { type: ['string', 'null'] },
} as const;
const commonRequired = ['id', 'tenantId', 'merchantId', 'organizationId', 'version', 'status', 'rejectReason', 'merchantName', 'tenantName', 'created', 'updated',
  'pricebookId', ...BOARDING_FEES, 'respondedBy', 'respondedAt', 'respondedIp'] as const;

export const proposalRowSchema = {
  type: 'object', additionalProperties: false, required: [...commonRequired, 'proposalBody', 'proposalEntries', 'agreementId', 'organizationName', 'sentAt'],
  properties: {
    ...offerCommon, status: { type: 'string', enum: PROPOSAL_STATUSES }, proposalBody: { type: 'string' },
    /** The customer's legal name (the tenant-wide proposals page, ADR 0111). */
    organizationName: { type: 'string' },
    /** When the current version was sent (null: a draft not sent yet). */
    sentAt: { type: ['string', 'null'], format: 'date-time' },
    proposalEntries: { type: 'array', items: offerEntrySchema },
    /** The agreement its acceptance made (null before). */
    agreementId: { type: ['string', 'null'] },
  },
} as const;

export const agreementRowSchema = {
  type: 'object', additionalProperties: false, required: [...commonRequired, 'agreementBody', 'agreementEntries', 'proposalId', 'documentSha256'],
  properties: {
    ...offerCommon, status: { type: 'string', enum: AGREEMENT_STATUSES }, agreementBody: { type: 'string' },
    agreementEntries: { type: 'array', items: offerEntrySchema }, proposalId: { type: 'string' },
    /** The SHA-256 (hex) of the PDF the merchant accepted (null before acceptance). */
    documentSha256: { type: ['string', 'null'] },
  },
} as const;

/** A proposal draft (tenant staff): the customer, the book, the fees chosen within it, the boarding fees, the body. */
export const proposalBodySchema = {
  type: 'object', additionalProperties: false, required: ['organizationId', 'pricebookId', ...BOARDING_FEES],
  properties: {
    organizationId: { type: 'string', format: 'uuid' }, pricebookId: { type: 'string', format: 'uuid' },
    boardingFee: money, accountConfigurationFee: money, bankAccountSetupFee: money, monthlyMinimumFee: money, gatewayMonthlyAccess: money,
    /** Rich text; absent: the proposal template filled with the customer's values. */
    proposalBody: { type: 'string', maxLength: OFFER_LIMITS.bodyMax, contentMediaType: 'text/html' },
    /** Fees changed from the book's (by product and fee type, within the book's bounds); absent: the book's as they are. */
    proposalEntries: {
      type: 'array', maxItems: 200,
      items: {
        type: 'object', additionalProperties: false, required: ['productId', 'items'],
        properties: {
          productId: { type: 'string', format: 'uuid' },
          items: { type: 'array', maxItems: 50, items: { type: 'object', additionalProperties: false, required: ['feeTypeId', 'value'], properties: { feeTypeId: { type: 'string' }, value: { type: 'number', minimum: 0 } } } },
        },
      },
    },
  },
} as const;

export const PROPOSALS = defineResource({
  key: 'proposals', path: 'proposals', title: 'Proposal', tag,
  row: proposalRowSchema, body: proposalBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: {
    status: primaryFilter(oneOf('Status', PROPOSAL_STATUSES, { multiple: true })), organizationId: text('Customer', { match: 'exact', maxLength: 36 }),
    // The tenant-wide proposals page (ADR 0111): a customer by name, and when the current version was sent.
    organizationName: primaryFilter(text('Customer name', { maxLength: 200 })),
    sent: dayRange('Sent', { from: 'sentFrom', to: 'sentTo', field: 'sentAt' }),
  },
  sorts: ['created', 'updated', 'sentAt'], defaultSort: { key: 'updated', direction: 'desc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
  invalidates: ['agreements', 'offer-history'],
});

export const AGREEMENTS = defineResource({
  key: 'agreements', path: 'agreements', title: 'Agreement', tag,
  row: agreementRowSchema, operations: ['list', 'one'],
  filters: { status: oneOf('Status', AGREEMENT_STATUSES, { multiple: true }), organizationId: text('Customer', { match: 'exact', maxLength: 36 }) },
  sorts: ['created', 'updated'], defaultSort: { key: 'updated', direction: 'desc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
  invalidates: ['offer-history'],
});

/** Section 3's reject dialog's data ({ response, rejectReason }) or an acceptance ({ response: 'Accepted' }). */
export const offerResponseSchema = {
  type: 'object', additionalProperties: false, required: ['response'],
  properties: { response: { type: 'string', enum: ['Accepted', 'Rejected'] }, rejectReason: { type: 'string', maxLength: OFFER_LIMITS.reasonMax } },
} as const;
const acceptBody = { type: 'object', additionalProperties: false, properties: { response: { type: 'string', enum: ['Accepted'] } } } as const;
const rejectBody = {
  type: 'object', additionalProperties: false, required: ['rejectReason'],
  properties: { response: { type: 'string', enum: ['Rejected'] }, rejectReason: { type: 'string', minLength: 1, maxLength: OFFER_LIMITS.reasonMax } },
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
const scopeQuery = { type: 'object', additionalProperties: false, properties: { tenantId: { type: 'string', format: 'uuid' }, merchantId: { type: 'string', format: 'uuid' } } } as const;
const tags = [tag];
const base = 'merchant' as const;

export const verifyAnswerSchema = {
  type: 'object', additionalProperties: false, required: ['matches', 'sha256', 'agreementId', 'version', 'merchantName', 'tenantName', 'acceptedAt', 'acceptedBy'],
  properties: {
    matches: { type: 'boolean' }, sha256: { type: 'string' }, agreementId: { type: ['string', 'null'] }, version: { type: ['integer', 'null'] },
    merchantName: { type: ['string', 'null'] }, tenantName: { type: ['string', 'null'] }, acceptedAt: { type: ['string', 'null'], format: 'date-time' },
    acceptedBy: { type: ['string', 'null'] },
  },
} as const;

const answerCalls = (kind: OfferKind, row: object, title: string) => ({
  respond: defineEndpoint({
    method: 'PUT', path: `${kind}s/:id/respond`, base, summary: `Answer a ${title}: Accepted, or the reject dialog's data`, tags,
    params: idParams, body: offerResponseSchema, responses: { 200: row },
  }),
  accept: defineEndpoint({
    method: 'PUT', path: `${kind}s/:id/accept`, base, summary: `Accept a pending ${title}`, tags, params: idParams, body: acceptBody, responses: { 200: row },
  }),
  reject: defineEndpoint({
    method: 'PUT', path: `${kind}s/:id/reject`, base, summary: `Reject a pending ${title} with a reason`, tags, params: idParams, body: rejectBody, responses: { 200: row },
  }),
  history: defineEndpoint({
    method: 'GET', path: `${kind}s/:id/history`, base, summary: `A ${title}'s history: versions, views and answers`, tags,
    params: idParams, query: scopeQuery, responses: { 200: { type: 'array', items: offerEventSchema } },
  }),
});

/** Section 7.5's calls beyond the resources' list and one (ADR 0094). */
export const PROPOSAL_ENDPOINTS = {
  ...answerCalls('proposal', proposalRowSchema, 'proposal'),
  send: defineEndpoint({
    method: 'PUT', path: 'proposals/:id/send', base, summary: 'Send a draft to the merchant (Created to PendingApproval) and tell its users', tags,
    params: idParams, query: scopeQuery, body: { type: 'object', additionalProperties: false, properties: {} }, optionalBody: true, responses: { 200: proposalRowSchema },
  }),
  organizationHistory: defineEndpoint({
    method: 'GET', path: 'crm/organizations/:id/offers', base, summary: 'A customer\'s proposals and agreements with their history', tags,
    params: idParams, query: scopeQuery, responses: { 200: { type: 'array', items: offerEventSchema } },
  }),
};

export const AGREEMENT_ENDPOINTS = {
  ...answerCalls('agreement', agreementRowSchema, 'agreement'),
  document: defineEndpoint({
    method: 'GET', path: 'agreements/:id/document', base, summary: 'The accepted agreement as the PDF whose SHA-256 was stored', tags,
    params: idParams, query: scopeQuery, responses: { 200: { type: 'string', description: 'application/pdf' } }, responseType: 'blob',
  }),
  verify: defineEndpoint({
    method: 'GET', path: 'agreements/verify/:sha256', base, summary: 'Public: whether a SHA-256 is that of an accepted agreement\'s PDF', tags,
    params: { type: 'object', required: ['sha256'], properties: { sha256: { type: 'string', pattern: '^[0-9a-fA-F]{64}$' } } }, responses: { 200: verifyAnswerSchema },
  }),
};

export const OFFER_RESOURCE_ENDPOINTS = { proposals: PROPOSALS.endpoints, agreements: AGREEMENTS.endpoints };

// ---- Templates and signatures (the settings pages crm/settings/crm/proposal-templates and the three beside it) -------

/** The four settings lists, by their route slug: texts an offer's body is made from. */
export const OFFER_TEXT_KINDS = ['proposal-templates', 'proposal-signatures', 'agreement-templates', 'agreement-signatures'] as const;
export type OfferTextKind = (typeof OFFER_TEXT_KINDS)[number];
/** What a template may name; a signature is rich text of its own, put where the template says {{signature}}. */
export const OFFER_PLACEHOLDERS = ['merchantName', 'tenantName', 'customerName', 'date', 'signature'] as const;
export const OFFER_TEXT_PERMISSIONS: Record<OfferTextKind, string> = {
  'proposal-templates': 'Settings.CrmProposalTemplates', 'proposal-signatures': 'Settings.CrmProposalSignatures',
  'agreement-templates': 'Settings.CrmAgreementTemplates', 'agreement-signatures': 'Settings.CrmAgreementSignatures',
};
export const OFFER_TEXT_MESSAGES = {
  unknownPlaceholder: 'Unknown placeholder {{placeholder}}: use one of {{allowed}}',
  nameTaken: 'A text named {{name}} exists already here: choose another name',
  defaultInactive: 'The default must stay active: make another one the default first',
  lastDefault: 'One text is the default: make another one the default first',
} as const;

const offerTextRow = {
  type: 'object', additionalProperties: false, required: ['id', 'tenantId', 'name', 'body', 'isDefault', 'isActive', 'updatedAt'],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' }, name: { type: 'string' }, body: { type: 'string' },
    isDefault: { type: 'boolean' }, isActive: { type: 'boolean' }, updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;
const offerTextBody = {
  type: 'object', additionalProperties: false, required: ['name', 'body', 'isDefault', 'isActive'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 }, body: { type: 'string', minLength: 1, maxLength: OFFER_LIMITS.bodyMax, contentMediaType: 'text/html' },
    /** The one a new offer uses (one per list; making one the default takes it from the other). */
    isDefault: { type: 'boolean' }, isActive: { type: 'boolean' },
  },
} as const;
const offerTextResource = <const K extends OfferTextKind>(kind: K, title: string) => defineResource({
  key: `crm-${kind}` as `crm-${K}`, path: `crm/settings/${kind}` as `crm/settings/${K}`, title, tag,
  row: offerTextRow, body: offerTextBody, operations: ['list', 'create', 'update', 'remove'],
  filters: {}, sorts: ['name', 'updatedAt'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
});
export const OFFER_TEXTS = {
  'proposal-templates': offerTextResource('proposal-templates', 'Proposal template'),
  'proposal-signatures': offerTextResource('proposal-signatures', 'Proposal signature'),
  'agreement-templates': offerTextResource('agreement-templates', 'Agreement template'),
  'agreement-signatures': offerTextResource('agreement-signatures', 'Agreement signature'),
};
export const OFFER_TEXT_RESOURCE_ENDPOINTS = Object.fromEntries(OFFER_TEXT_KINDS.map((k) => [k, OFFER_TEXTS[k].endpoints]));

/** Which display group a status belongs to (section 4): ongoing, negative (Rejected) or positive (Accepted). */
export function offerStatusGroup(status: string): 'ongoing' | 'negative' | 'positive' {
  if (status === 'Rejected') return 'negative';
  if (status === 'Accepted') return 'positive';
  return 'ongoing';
}
