import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { FILE_ENDPOINTS, type FileDetails } from '@portal/contracts';

/** GET fs/file/{fileId}/details (platform: fs/{tenantId}/file/{fileId}/details). */
export function fetchFileDetails(fileId: string, tenantId: string | null, signal?: AbortSignal): Promise<FileDetails> {
  // A deleted file only loses its name on the page: no snackbar.
  return tenantId
    ? callApi(FILE_ENDPOINTS.platformDetails, { params: { tenantId, fileId }, signal, silent: true })
    : callApi(FILE_ENDPOINTS.details, { params: { fileId }, signal, silent: true });
}

export function fileDetailsQueryOptions(fileId: string, tenantId: string | null) {
  return queryOptions({
    queryKey: ['support', 'files', tenantId ?? 'own', fileId, 'details'] as const,
    queryFn: ({ signal }) => fetchFileDetails(fileId, tenantId, signal),
    staleTime: Infinity, // a stored file's name does not change
    retry: false,
  });
}

export function useFileDetails(fileId: string, tenantId: string | null) {
  return useQuery(fileDetailsQueryOptions(fileId, tenantId));
}
