/**
 * Boarding with documents (spec part 2 sections 2.1 "Boarding", 5, 6; ADR 0098): the merchant's pre-check form,
 * saved as a draft as it types and submitted for review; the documents its country and legal form require (the
 * tenant's document types), uploaded within the spec's limits and checked by content; a requirements view in
 * Stripe's model (currently due, under review, rejected with the reason, accepted); the tenant's review.
 */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { PERMISSIONS } from '../permissions';
import { defineResource } from '../resource/define-resource';
import { flag, oneOf, text } from '../resource/filters';

const tag = 'Boarding';
const tags = [tag];
const base = 'merchant' as const;

/** Spec part 2 section 5: "Document size limit 5242880 bytes; max file size 20971520 bytes." */
export const BOARDING_LIMITS = {
  /** One document's file, at most (and at most its type's own size). */
  documentSizeBytes: 5242880,
  /** All of a merchant's current boarding documents together, at most (ADR 0098). */
  maxFileSizeBytes: 20971520,
  reasonMax: 1000,
  textMax: 200,
  peopleMax: 10,
  amountMax: 1_000_000_000,
} as const;

/** The legal forms a document type may be limited to (empty list: every form). */
export const LEGAL_FORMS = ['PrivateLimited', 'PublicLimited', 'SoleTrader', 'Partnership', 'LimitedLiabilityPartnership', 'Other'] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];
export const LEGAL_FORM_LABELS: Record<LegalForm, string> = {
  PrivateLimited: 'Private limited company', PublicLimited: 'Public limited company', SoleTrader: 'Sole trader',
  Partnership: 'Partnership', LimitedLiabilityPartnership: 'Limited liability partnership', Other: 'Other',
};

/** The file kinds a boarding document may be (by magic bytes on the server), as the settings name them. */
export const BOARDING_FILE_TYPES = ['pdf', 'png', 'jpg'] as const;
export type BoardingFileType = (typeof BOARDING_FILE_TYPES)[number];
export const BOARDING_CONTENT_TYPES: Record<BoardingFileType, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' };
export const BOARDING_EXTENSIONS: Record<BoardingFileType, readonly string[]> = { pdf: ['pdf'], png: ['png'], jpg: ['jpg', 'jpeg'] };

export const PRECHECK_STATUSES = ['Draft', 'Submitted', 'Accepted', 'Rejected'] as const;
export type PrecheckStatus = (typeof PRECHECK_STATUSES)[number];
export const BOARDING_DOCUMENT_STATUSES = ['UnderReview', 'Accepted', 'Rejected'] as const;
export type BoardingDocumentStatus = (typeof BOARDING_DOCUMENT_STATUSES)[number];
/** Stripe's requirements model: what is currently due, under review, rejected (with why) or accepted. */
export const REQUIREMENT_STATES = ['CurrentlyDue', 'UnderReview', 'Rejected', 'Accepted'] as const;
export type RequirementState = (typeof REQUIREMENT_STATES)[number];

/** Who reads and answers (section 6): the merchant's boarding permissions; tenant staff who manage customers review. */
export const BOARDING_PERMISSIONS = {
  precheck: PERMISSIONS.viewMerchantPortalPrecheck,
  documents: PERMISSIONS.viewMerchantPortalDocuments,
  review: PERMISSIONS.crmOrganizationsEdit,
  read: 'CRM.Organizations.View',
} as const;

export const BOARDING_MESSAGES = {
  notEditable: 'The pre-check form is {{status}}: it cannot change now',
  notSubmittable: 'Complete the pre-check form first: {{problems}}',
  notReviewable: 'Only a submitted pre-check form is reviewed',
  documentNotReviewable: 'Only a document under review is accepted or rejected',
  documentReplaced: 'A newer file replaced this document: review that one',
  reasonRequired: 'Reject reason is required',
  unknownDocumentType: 'This document is not required of your business',
  wrongKind: 'File type not allowed {file}',
  tooBig: 'File {file} size bigger then allowed',
  totalTooBig: 'Your documents together may not exceed 20971520 bytes (20 MB): replace a document instead',
  documentSettled: 'This document was accepted: it cannot be replaced',
  merchantOnly: 'Only the merchant\'s users fill in its boarding',
} as const;

/** A draft keeps what is typed (a share of 150, a huge volume): submitting checks the ranges (precheckProblems). */
const DRAFT_NUMBER_MAX = 1e12;
const str = (max: number = BOARDING_LIMITS.textMax) => ({ type: 'string', maxLength: max } as const);
const addressSchema = {
  type: 'object', additionalProperties: false,
  properties: { line1: str(), city: str(100), postalCode: str(20), countryCode: { type: 'string', pattern: '^([A-Z]{2})?$' } },
} as const;
const personSchema = {
  type: 'object', additionalProperties: false,
  properties: { fullName: str(), dateOfBirth: str(10) },
} as const;
const ownerSchema = {
  type: 'object', additionalProperties: false,
  properties: { fullName: str(), ownershipPercent: { type: ['number', 'null'], minimum: 0, maximum: DRAFT_NUMBER_MAX } },
} as const;
const amount = { type: ['number', 'null'], minimum: 0, maximum: DRAFT_NUMBER_MAX } as const;

/** The pre-check form (a draft may be incomplete: every field optional; submitting checks it whole). */
export const precheckFormSchema = {
  type: 'object', additionalProperties: false,
  properties: {
    legalEntityName: str(), legalForm: { type: 'string', enum: ['', ...LEGAL_FORMS] }, registrationNumber: str(50),
    countryCode: { type: 'string', pattern: '^([A-Z]{2})?$' },
    registeredAddress: addressSchema, tradingAddress: addressSchema,
    directors: { type: 'array', maxItems: BOARDING_LIMITS.peopleMax, items: personSchema },
    owners: { type: 'array', maxItems: BOARDING_LIMITS.peopleMax, items: ownerSchema },
    expectedMonthlyVolume: amount, averageTicket: amount, website: str(), industry: str(100),
    // The currency the volume and the ticket are stated in: the tenant's default currency when the form was first saved
    // (ADR 0156). The server sets it; what a client sends is ignored.
    currency: { type: 'string', pattern: '^([A-Z]{3})?$' },
  },
} as const;

export interface BoardingAddress { line1?: string; city?: string; postalCode?: string; countryCode?: string }
export interface PrecheckForm {
  legalEntityName?: string; legalForm?: LegalForm | ''; registrationNumber?: string; countryCode?: string;
  registeredAddress?: BoardingAddress; tradingAddress?: BoardingAddress;
  directors?: Array<{ fullName?: string; dateOfBirth?: string }>;
  owners?: Array<{ fullName?: string; ownershipPercent?: number | null }>;
  expectedMonthlyVolume?: number | null; averageTicket?: number | null; website?: string; industry?: string;
  /** The currency of the volume and the ticket (the server's: ADR 0156). */
  currency?: string;
}

/** A problem of a form being submitted: the field's path and the sentence to show (the same in browser and server). */
export interface PrecheckProblem { field: string; message: string }

export const PRECHECK_TEXTS = {
  legalEntityName: 'Enter the legal entity\'s name',
  legalForm: 'Choose the legal form',
  registrationNumber: 'Enter the registration number',
  countryCode: 'Choose the country of registration',
  line1: 'Enter the address',
  city: 'Enter the city',
  postalCode: 'Enter the postal code',
  addressCountry: 'Choose the country',
  directors: 'Add at least one director',
  directorName: 'Enter the director\'s full name',
  dateOfBirth: 'Enter the date of birth as YYYY-MM-DD',
  amountTooLarge: 'At most 1 000 000 000',
  ownerName: 'Enter the owner\'s full name',
  ownerShare: 'An owner listed here holds more than 25 % (up to 100 %)',
  volume: 'Enter the expected monthly volume',
  ticket: 'Enter the average ticket',
  ticketAboveVolume: 'The average ticket cannot exceed the monthly volume',
  website: 'Enter the website as https://…',
  industry: 'Enter the industry',
} as const;

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/** What stops a form being submitted (empty: complete). Owners are those holding more than 25 %. */
export function precheckProblems(form: PrecheckForm): PrecheckProblem[] {
  const out: PrecheckProblem[] = [];
  const need = (field: string, ok: boolean, message: string) => { if (!ok) out.push({ field, message }); };
  need('legalEntityName', !blank(form.legalEntityName), PRECHECK_TEXTS.legalEntityName);
  need('legalForm', !blank(form.legalForm), PRECHECK_TEXTS.legalForm);
  need('registrationNumber', !blank(form.registrationNumber), PRECHECK_TEXTS.registrationNumber);
  need('countryCode', !blank(form.countryCode), PRECHECK_TEXTS.countryCode);
  for (const key of ['registeredAddress', 'tradingAddress'] as const) {
    const a = form[key] ?? {};
    need(`${key}.line1`, !blank(a.line1), PRECHECK_TEXTS.line1);
    need(`${key}.city`, !blank(a.city), PRECHECK_TEXTS.city);
    need(`${key}.postalCode`, !blank(a.postalCode), PRECHECK_TEXTS.postalCode);
    need(`${key}.countryCode`, !blank(a.countryCode), PRECHECK_TEXTS.addressCountry);
  }
  const directors = form.directors ?? [];
  need('directors', directors.length > 0, PRECHECK_TEXTS.directors);
  directors.forEach((d, i) => {
    need(`directors.${i}.fullName`, !blank(d.fullName), PRECHECK_TEXTS.directorName);
    if (!blank(d.dateOfBirth)) need(`directors.${i}.dateOfBirth`, /^\d{4}-\d{2}-\d{2}$/.test(d.dateOfBirth!) && !Number.isNaN(Date.parse(d.dateOfBirth!)), PRECHECK_TEXTS.dateOfBirth);
  });
  (form.owners ?? []).forEach((o, i) => {
    need(`owners.${i}.fullName`, !blank(o.fullName), PRECHECK_TEXTS.ownerName);
    need(`owners.${i}.ownershipPercent`, typeof o.ownershipPercent === 'number' && o.ownershipPercent > 25 && o.ownershipPercent <= 100, PRECHECK_TEXTS.ownerShare);
  });
  const volume = form.expectedMonthlyVolume;
  const ticket = form.averageTicket;
  need('expectedMonthlyVolume', typeof volume === 'number' && volume > 0, PRECHECK_TEXTS.volume);
  need('expectedMonthlyVolume', (volume ?? 0) <= BOARDING_LIMITS.amountMax, PRECHECK_TEXTS.amountTooLarge);
  need('averageTicket', typeof ticket === 'number' && ticket > 0, PRECHECK_TEXTS.ticket);
  need('averageTicket', (ticket ?? 0) <= BOARDING_LIMITS.amountMax, PRECHECK_TEXTS.amountTooLarge);
  if (typeof volume === 'number' && typeof ticket === 'number' && ticket > 0 && volume > 0) need('averageTicket', ticket <= volume, PRECHECK_TEXTS.ticketAboveVolume);
  need('website', /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(form.website ?? ''), PRECHECK_TEXTS.website);
  need('industry', !blank(form.industry), PRECHECK_TEXTS.industry);
  return out;
}

const nullableString = { type: ['string', 'null'] } as const;
const at = { type: ['string', 'null'], format: 'date-time' } as const;

export const precheckRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['merchantId', 'merchantName', 'status', 'form', 'rejectReason', 'submittedAt', 'reviewedAt', 'reviewedByName', 'updatedAt'],
  properties: {
    merchantId: { type: 'string' }, merchantName: { type: 'string' }, status: { type: 'string', enum: PRECHECK_STATUSES },
    form: precheckFormSchema, rejectReason: nullableString, submittedAt: at, reviewedAt: at, reviewedByName: nullableString, updatedAt: at,
  },
} as const;

export const boardingDocumentSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'fileName', 'size', 'contentType', 'status', 'rejectReason', 'uploadedAt', 'uploadedByName', 'reviewedAt', 'reviewedByName'],
  properties: {
    id: { type: 'string' }, fileName: { type: 'string' }, size: { type: 'integer' }, contentType: { type: 'string' },
    status: { type: 'string', enum: BOARDING_DOCUMENT_STATUSES }, rejectReason: nullableString, uploadedAt: { type: 'string', format: 'date-time' },
    uploadedByName: nullableString, reviewedAt: at, reviewedByName: nullableString,
  },
} as const;

export const requirementSchema = {
  type: 'object', additionalProperties: false,
  required: ['key', 'documentTypeId', 'name', 'description', 'acceptedFileTypes', 'maxBytes', 'director', 'directorName', 'state', 'document'],
  properties: {
    key: { type: 'string' }, documentTypeId: { type: 'string' }, name: { type: 'string' }, description: { type: 'string' },
    acceptedFileTypes: { type: 'array', items: { type: 'string', enum: BOARDING_FILE_TYPES } }, maxBytes: { type: 'integer' },
    /** The director this copy is for (one-per-director types), by position in the form; null otherwise. */
    director: { type: ['integer', 'null'] }, directorName: nullableString,
    state: { type: 'string', enum: REQUIREMENT_STATES },
    document: { anyOf: [{ type: 'null' }, boardingDocumentSchema] },
    /** When the accepted copy stops being valid (its type's validity from its acceptance); past it the state is CurrentlyDue again. */
    expiresAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export const requirementsSchema = {
  type: 'object', additionalProperties: false,
  required: ['merchantId', 'merchantName', 'boardingStage', 'processingStatus', 'precheckStatus', 'totalBytes', 'maxTotalBytes', 'requirements'],
  properties: {
    merchantId: { type: 'string' }, merchantName: { type: 'string' }, boardingStage: { type: 'string' }, processingStatus: { type: 'string' },
    precheckStatus: { type: 'string', enum: PRECHECK_STATUSES }, totalBytes: { type: 'integer' }, maxTotalBytes: { type: 'integer' },
    requirements: { type: 'array', items: requirementSchema },
  },
} as const;

export const boardingReviewSchema = {
  type: 'object', additionalProperties: false, required: ['precheck', 'requirements'],
  properties: { precheck: precheckRowSchema, requirements: requirementsSchema },
} as const;

export const reviewDecisionSchema = {
  type: 'object', additionalProperties: false, required: ['decision'],
  properties: { decision: { type: 'string', enum: ['Accepted', 'Rejected'] }, rejectReason: { type: 'string', maxLength: BOARDING_LIMITS.reasonMax } },
} as const;

export const boardingQueueRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['merchantId', 'merchantName', 'precheckStatus', 'documentsUnderReview', 'updatedAt'],
  properties: {
    merchantId: { type: 'string' }, merchantName: { type: 'string' }, precheckStatus: { type: 'string', enum: PRECHECK_STATUSES },
    documentsUnderReview: { type: 'integer' }, updatedAt: at,
  },
} as const;

const uploadBody = {
  type: 'object', description: `multipart/form-data with one file in the field file (at most ${BOARDING_LIMITS.documentSizeBytes} bytes)`,
  properties: { file: { type: 'string', format: 'binary' } },
} as const;
const merchantParams = { type: 'object', required: ['merchantId'], properties: { merchantId: { type: 'string', format: 'uuid' } } } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
const typeParams = { type: 'object', required: ['documentTypeId'], properties: { documentTypeId: { type: 'string', format: 'uuid' } } } as const;
const directorQuery = { type: 'object', additionalProperties: false, properties: { director: { type: 'integer', minimum: 0, maximum: BOARDING_LIMITS.peopleMax - 1 } } } as const;

/** The merchant's boarding and the tenant's review (ADR 0098). */
export const BOARDING_ENDPOINTS = {
  precheckForm: defineEndpoint({
    method: 'GET', path: 'boarding/precheck-form', base, summary: 'The merchant\'s pre-check form (a draft until submitted)', tags, responses: { 200: precheckRowSchema },
  }),
  saveDraft: defineEndpoint({
    method: 'PUT', path: 'boarding/precheck-form', base, summary: 'Save the pre-check form as a draft (complete or not)', tags,
    body: precheckFormSchema, responses: { 200: precheckRowSchema },
  }),
  submit: defineEndpoint({
    method: 'POST', path: 'boarding/precheck-form/submit', base, summary: 'Submit the pre-check form for review (it must be complete)', tags,
    body: { type: 'object', additionalProperties: false, properties: {} }, optionalBody: true, responses: { 200: precheckRowSchema },
  }),
  requirements: defineEndpoint({
    method: 'GET', path: 'boarding/requirements', base, summary: 'The documents required of the merchant and where each stands', tags,
    responses: { 200: requirementsSchema },
  }),
  upload: defineEndpoint({
    method: 'POST', path: 'boarding/documents/:documentTypeId', base, summary: 'Upload a required document (PDF, PNG or JPEG, checked by content)', tags,
    params: typeParams, query: directorQuery, body: uploadBody, optionalBody: true, responses: { 200: requirementsSchema },
  }),
  download: defineEndpoint({
    method: 'GET', path: 'boarding/documents/:id/file', base, summary: 'Download a boarding document (the merchant\'s own, or its tenant\'s staff)', tags,
    params: idParams, responseType: 'blob', responses: { 200: { type: 'string', format: 'binary' } },
  }),
  queue: defineEndpoint({
    method: 'GET', path: 'boarding/queue', base, summary: 'Merchants whose pre-check form or documents wait for review', tags,
    responses: { 200: { type: 'array', items: boardingQueueRowSchema } },
  }),
  review: defineEndpoint({
    method: 'GET', path: 'boarding/merchants/:merchantId', base, summary: 'A merchant\'s pre-check form and documents, for review', tags,
    params: merchantParams, responses: { 200: boardingReviewSchema },
  }),
  reviewForm: defineEndpoint({
    method: 'PUT', path: 'boarding/merchants/:merchantId/precheck-form/review', base, summary: 'Accept or reject (with a reason) a submitted pre-check form', tags,
    params: merchantParams, body: reviewDecisionSchema, responses: { 200: boardingReviewSchema },
  }),
  reviewDocument: defineEndpoint({
    method: 'PUT', path: 'boarding/documents/:id/review', base, summary: 'Accept or reject (with a reason) a document under review', tags,
    params: idParams, body: reviewDecisionSchema, responses: { 200: boardingReviewSchema },
  }),
};

// ---- The tenant's boarding queue (ADR 0098) ----------------------------------------------------------------------

export const BOARDING_STAGES = ['Application', 'Integration', 'Completed'] as const;

export const boardingMerchantRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'tenantId', 'merchantName', 'organizationId', 'boardingStage', 'processingStatus', 'precheckStatus', 'due', 'underReview', 'rejected', 'lastActivityAt'],
  properties: {
    /** The merchant's id. */
    id: { type: 'string' }, tenantId: { type: 'string' }, merchantName: { type: 'string' },
    /** The customer record linked to the merchant (its Boarding tab is the review); null when none is linked. */
    organizationId: { type: ['string', 'null'] },
    boardingStage: { type: 'string' }, processingStatus: { type: 'string' }, precheckStatus: { type: 'string', enum: PRECHECK_STATUSES },
    /** Requirements currently due (never uploaded, or an accepted copy expired), under review, rejected. */
    due: { type: 'integer' }, underReview: { type: 'integer' }, rejected: { type: 'integer' },
    lastActivityAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

/**
 * The merchants mid-boarding (not yet Completed) or with something to do again (a document waiting, rejected or
 * expired): what is due, under review and rejected for each, read with the review's permission.
 */
export const BOARDING_MERCHANTS = defineResource({
  key: 'boarding-merchants', path: 'boarding/merchants', title: 'Boarding queue', tag, row: boardingMerchantRowSchema, operations: ['list'],
  filters: {
    search: text('Merchant', { field: 'merchantName' }),
    precheckStatus: oneOf('Pre-check form', PRECHECK_STATUSES, { multiple: true }),
    boardingStage: oneOf('Boarding stage', BOARDING_STAGES, { multiple: true }),
    waitingForReview: flag('Waiting for review'),
    hasRejected: flag('Something rejected'),
  },
  sorts: ['merchantName', 'lastActivityAt'], defaultSort: { key: 'merchantName', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
});

export const BOARDING_QUEUE_ENDPOINTS = { merchants: BOARDING_MERCHANTS.endpoints };
