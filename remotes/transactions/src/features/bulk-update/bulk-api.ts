import { callApi, callApiFile } from '@portal/api-client';
import { BULK_UPDATE_ENDPOINTS, type StatusChangeActionType } from '@portal/contracts';

const E = BULK_UPDATE_ENDPOINTS;

export interface BulkRequest {
  references: string[];
  targetStatus: StatusChangeActionType;
  reason: string;
}

export const previewBulkUpdate = (body: BulkRequest) => callApi(E.preview, { body, silent: true });
export const createBulkUpdate = (body: BulkRequest) => callApi(E.create, { body, silent: true });
export const fetchBulkUpdates = (query: { pageIndex: number; pageSize: number }, signal?: AbortSignal) => callApi(E.list, { query, signal });
export const fetchBulkUpdate = (id: string, signal?: AbortSignal) => callApi(E.detail, { params: { updateId: id }, signal });
export const downloadBulkUpdate = (id: string) => callApiFile(E.csv, { params: { updateId: id }, silent: true });
