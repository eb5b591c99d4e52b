/**
 * The merchant's payments (issue 13 deliverable 4; spec part 2 section 2.2 "Payments"; ADR 0051): beneficiaries,
 * payee checks, balances, payouts that a second merchant user approves or declines. Merchants only, each on its own
 * merchant's rows (another merchant's beneficiary or payment is 404). Creating, approving and declining a payment
 * carry a request id (the same on a retry: the server answers it with the first answer) and the mode header.
 */
import { defineEndpoint, typed } from '../endpoint/define-endpoint';
import { arrayOf, emptyBody, errorBodySchema, pathParams } from '../endpoint/common-schemas';
import {
  BENEFICIARY_ACCOUNT_KINDS, MERCHANT_PAYMENT_PATHS as P, PAYEE_CONFIRMATION_STATUSES, PAYMENT_LIMITS,
  type Beneficiary, type MerchantBalance, type MerchantPayment,
} from '../payments';

const tags = ['Merchant payments'] as const;
const base = 'merchant' as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const currency = { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217 code' } as const;
const actor = { type: 'object', required: ['id', 'name'], properties: { id: text, name: text } } as const;
const refusals = { 409: errorBodySchema, 422: errorBodySchema } as const;

const beneficiarySchema = typed<Beneficiary>()({
  type: 'object',
  required: ['id', 'name', 'email', 'country', 'accountKind', 'iban', 'accountNumber', 'bankCode', 'currency', 'payeeConfirmation', 'payeeCheckedAt', 'createdAt', 'updatedAt'],
  properties: {
    id: uuid, name: text, email: nullableText, country: text, accountKind: { type: 'string', enum: BENEFICIARY_ACCOUNT_KINDS },
    iban: nullableText, accountNumber: nullableText, bankCode: nullableText, currency: text,
    payeeConfirmation: { type: 'string', enum: PAYEE_CONFIRMATION_STATUSES }, payeeCheckedAt: { type: ['string', 'null'], format: 'date-time' },
    createdAt: dateTime, updatedAt: dateTime,
  },
});

/** What a beneficiary form sends; the account rules (IBAN mod 97, lengths, bank codes) are checked by the handler. */
const beneficiaryInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'accountKind', 'currency'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: PAYMENT_LIMITS.maxNameLength },
    email: { type: ['string', 'null'], maxLength: 254 },
    accountKind: { type: 'string', enum: BENEFICIARY_ACCOUNT_KINDS },
    iban: { type: ['string', 'null'], maxLength: 42 },
    country: { type: ['string', 'null'], pattern: '^[A-Z]{2}$' },
    accountNumber: { type: ['string', 'null'], maxLength: 24 },
    bankCode: { type: ['string', 'null'], maxLength: 16 },
    currency,
  },
} as const;

const paymentSchema = typed<MerchantPayment>()({
  type: 'object',
  required: ['id', 'externalId', 'beneficiaryId', 'beneficiaryName', 'beneficiaryAccount', 'amount', 'currency', 'status', 'mode', 'reference',
    'payeeConfirmation', 'initiatedBy', 'decidedBy', 'declineReason', 'createdAt', 'decidedAt'],
  properties: {
    id: uuid, externalId: text, beneficiaryId: uuid, beneficiaryName: text, beneficiaryAccount: text, amount: { type: 'integer' }, currency: text,
    status: text, mode: { type: 'string', enum: ['Test', 'Live'] }, reference: text,
    payeeConfirmation: { type: 'string', enum: PAYEE_CONFIRMATION_STATUSES }, initiatedBy: actor,
    decidedBy: { anyOf: [actor, { type: 'null' }] }, declineReason: nullableText, createdAt: dateTime, decidedAt: { type: ['string', 'null'], format: 'date-time' },
  },
});

const balanceSchema = typed<MerchantBalance>()({
  type: 'object',
  required: ['currency', 'ledger', 'pending', 'unsettled', 'reserve', 'available', 'settlementDelayDays', 'reservePercent'],
  properties: {
    currency: text, ledger: { type: 'integer' }, pending: { type: 'integer' }, unsettled: { type: 'integer' }, reserve: { type: 'integer' }, available: { type: 'integer' },
    settlementDelayDays: { type: 'integer', minimum: 0 }, reservePercent: { type: 'integer', minimum: 0, maximum: 100 },
  },
});

const mode = { type: 'string', enum: ['Test', 'Live'] } as const;
/** Request id (fresh per user action, the same on a retry) and the mode the user works in. */
const actionHeaders = <const M extends 'systemmode' | 'mode'>(name: M) => ({
  type: 'object',
  required: ['x-request-id', name] as ['x-request-id', M],
  properties: { 'x-request-id': { ...uuid, description: 'Idempotency key' }, [name]: mode } as { 'x-request-id': typeof uuid & { description: string } } & { [K in M]: typeof mode },
}) as const;

const beneficiaryParams = pathParams('beneficiaryId');
const paymentParams = { type: 'object', required: ['paymentId'], properties: { paymentId: uuid } } as const;

export const MERCHANT_PAYMENT_ENDPOINTS = {
  beneficiaries: defineEndpoint({
    method: 'GET', path: P.beneficiaries, base, tags, summary: "The merchant's beneficiaries, by name",
    responses: { 200: arrayOf(beneficiarySchema) },
  }),
  createBeneficiary: defineEndpoint({
    method: 'POST', path: P.beneficiaries, base, tags,
    summary: 'Add a beneficiary (IBAN with its country length and mod-97 check, or a GB/US account number and bank code)',
    body: beneficiaryInputSchema, responses: { 201: beneficiarySchema, ...refusals },
  }),
  updateBeneficiary: defineEndpoint({
    method: 'PUT', path: P.beneficiary, base, tags, summary: 'Change a beneficiary (a changed account needs a new payee check)',
    params: beneficiaryParams, body: beneficiaryInputSchema, responses: { 200: beneficiarySchema, ...refusals },
  }),
  deleteBeneficiary: defineEndpoint({
    method: 'DELETE', path: P.beneficiary, base, tags, summary: 'Delete a beneficiary (its past payments keep its name and account)',
    params: beneficiaryParams, responses: { 204: null },
  }),
  confirmPayee: defineEndpoint({
    method: 'POST', path: P.payeeConfirmation, base, tags,
    summary: "Ask the beneficiary's bank whether the name matches the account (SEPA and GB accounts; NotNeeded elsewhere)",
    params: beneficiaryParams, body: emptyBody, optionalBody: true, responses: { 200: beneficiarySchema },
  }),
  balances: defineEndpoint({
    method: 'GET', path: P.balances, base, tags, summary: "The merchant's balance per currency in a mode: ledger, pending payouts, available",
    query: { type: 'object', required: ['mode'], properties: { mode } },
    responses: { 200: arrayOf(balanceSchema) },
  }),
  createSinglePayment: defineEndpoint({
    method: 'POST', path: P.singlePayments, base, tags,
    summary: 'Pay a beneficiary: a Payout transaction waiting for a second user, its amount and fee held from the available balance',
    headers: actionHeaders('systemmode'),
    body: {
      type: 'object', additionalProperties: false, required: ['beneficiaryId', 'amount', 'currency', 'reference'],
      properties: {
        beneficiaryId: uuid, amount: { type: 'integer', minimum: 1, description: 'Minor units' }, currency,
        reference: { type: 'string', minLength: 1, maxLength: PAYMENT_LIMITS.maxReferenceLength },
      },
    },
    responses: { 201: paymentSchema, ...refusals },
  }),
  payments: defineEndpoint({
    method: 'GET', path: P.payments, base, tags, summary: "The merchant's payments in a mode, newest first (at most 200), optionally of one status",
    query: { type: 'object', required: ['mode'], properties: { mode, status: { type: 'string', enum: ['WaitingForApproval', 'Successful', 'Declined'] } } },
    responses: { 200: arrayOf(paymentSchema) },
  }),
  approve: defineEndpoint({
    method: 'POST', path: P.approve, base, tags, summary: 'A second merchant user approves a waiting payment: it is paid, fee and journal booked',
    params: paymentParams, headers: actionHeaders('mode'), body: emptyBody, optionalBody: true, responses: { 200: paymentSchema, ...refusals },
  }),
  decline: defineEndpoint({
    method: 'POST', path: P.decline, base, tags, summary: 'A second merchant user declines a waiting payment with a reason (the reject-reason dialog)',
    params: paymentParams, headers: actionHeaders('mode'),
    body: { type: 'object', additionalProperties: false, required: ['rejectReason'], properties: { rejectReason: { type: 'string', minLength: 1, maxLength: 500 }, response: text } },
    responses: { 200: paymentSchema, ...refusals },
  }),
} as const;
