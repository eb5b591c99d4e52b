import { callApi, getSystemMode } from '@portal/api-client';
import { PAYMENT_BATCH_ENDPOINTS as B, type PaymentBatchInput } from '@portal/contracts';

/** The batch calls (ADR 0054): submit, list, one batch, approve and decline, with a request id per user action. */
export const BATCH_QUERY_KEYS = {
  all: ['payments', 'batches'] as const,
  list: (mode: string) => ['payments', 'batches', mode] as const,
  detail: (id: string) => ['payments', 'batches', 'detail', id] as const,
};

export const batchApi = {
  submit: (body: PaymentBatchInput, requestId: string) =>
    callApi(B.create, { body, headers: { 'x-request-id': requestId, systemmode: getSystemMode() }, silent: true }),
  list: (signal?: AbortSignal) => callApi(B.list, { query: { mode: getSystemMode() }, signal, silent: true }),
  detail: (batchId: string, signal?: AbortSignal) => callApi(B.detail, { params: { batchId }, signal, silent: true }),
  approve: (batchId: string, requestId: string) =>
    callApi(B.approve, { params: { batchId }, body: {}, headers: { 'x-request-id': requestId, mode: getSystemMode() }, silent: true }),
  decline: (batchId: string, rejectReason: string, requestId: string) =>
    callApi(B.decline, { params: { batchId }, body: { response: 'Rejected', rejectReason }, headers: { 'x-request-id': requestId, mode: getSystemMode() }, silent: true }),
};

/** A chosen file's text (FileReader: every browser has it, and so has the test DOM). */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}
