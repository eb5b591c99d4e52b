import { callApi } from '@portal/api-client';
import { DISPUTE_ENDPOINTS, type DisputeOutcome, type DisputeRecord, type DisputeStatus } from '@portal/contracts';

const E = DISPUTE_ENDPOINTS;

/** The list's query as the server reads it (filters from the URL's list state). */
export type DisputeQuery = {
  pageIndex: number;
  pageSize: number;
  status?: DisputeStatus;
  Customer?: string;
  reasonCode?: string;
  search?: string;
  tenantId?: string;
};

export const fetchDisputes = (query: DisputeQuery, signal?: AbortSignal) => callApi(E.list, { query, signal });
export const fetchDispute = (id: string, signal?: AbortSignal) => callApi(E.detail, { params: { disputeId: id }, signal });

/** The changes: each answers the dispute as it is after, and the server's message for the banner. */
export const disputeChanges = {
  evidence: (d: DisputeRecord, text: string, fileIds: string[]) =>
    callApi(E.evidence, { params: { disputeId: d.id }, body: { text, fileIds }, silent: true }),
  accept: (d: DisputeRecord, note: string) =>
    callApi(E.accept, { params: { disputeId: d.id }, body: note.trim() ? { note: note.trim() } : {}, silent: true }),
  decide: (d: DisputeRecord, outcome: DisputeOutcome, note: string) =>
    callApi(E.decision, { params: { disputeId: d.id }, body: { outcome, note: note.trim() }, silent: true }),
};
