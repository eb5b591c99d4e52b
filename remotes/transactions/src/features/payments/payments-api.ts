import { callApi, getSystemMode } from '@portal/api-client';
import { MERCHANT_PAYMENT_ENDPOINTS as E, type BeneficiaryInput, type SinglePaymentInput } from '@portal/contracts';

/**
 * The merchant payments' calls (ADR 0051) and their query keys. Creating, approving and declining a payment carry a
 * request id fresh per user action and the same on its retry (the server answers a repeated id with the first
 * answer), and the mode the user works in.
 */

export const PAYMENT_QUERY_KEYS = {
  all: ['payments'] as const,
  beneficiaries: ['payments', 'beneficiaries'] as const,
  balances: (mode: string) => ['payments', 'balances', mode] as const,
  payments: (mode: string, status?: string) => ['payments', 'list', mode, status ?? 'all'] as const,
};

export const paymentsApi = {
  beneficiaries: (signal?: AbortSignal) => callApi(E.beneficiaries, { signal, silent: true }),
  createBeneficiary: (body: BeneficiaryInput) => callApi(E.createBeneficiary, { body, silent: true }),
  updateBeneficiary: (beneficiaryId: string, body: BeneficiaryInput) => callApi(E.updateBeneficiary, { params: { beneficiaryId }, body, silent: true }),
  deleteBeneficiary: (beneficiaryId: string) => callApi(E.deleteBeneficiary, { params: { beneficiaryId }, silent: true }),
  confirmPayee: (beneficiaryId: string) => callApi(E.confirmPayee, { params: { beneficiaryId }, body: {}, silent: true }),
  balances: (signal?: AbortSignal) => callApi(E.balances, { query: { mode: getSystemMode() }, signal, silent: true }),
  payments: (status: 'WaitingForApproval' | undefined, signal?: AbortSignal) =>
    callApi(E.payments, { query: { mode: getSystemMode(), ...(status ? { status } : {}) }, signal, silent: true }),
  pay: (body: SinglePaymentInput, requestId: string) =>
    callApi(E.createSinglePayment, { body, headers: { 'x-request-id': requestId, systemmode: getSystemMode() }, silent: true }),
  approve: (paymentId: string, requestId: string) =>
    callApi(E.approve, { params: { paymentId }, body: {}, headers: { 'x-request-id': requestId, mode: getSystemMode() }, silent: true }),
  decline: (paymentId: string, rejectReason: string, requestId: string) =>
    callApi(E.decline, { params: { paymentId }, body: { response: 'Rejected', rejectReason }, headers: { 'x-request-id': requestId, mode: getSystemMode() }, silent: true }),
};
