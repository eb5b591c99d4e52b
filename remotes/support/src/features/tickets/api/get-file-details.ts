import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/api-client';
import { SUPPORT_PATHS, type FileDetails } from '@portal/contracts';

/** GET fs/file/{fileId}/details (platform: fs/{tenantId}/file/{fileId}/details). */
export function fetchFileDetails(fileId: string, tenantId: string | null, signal?: AbortSignal): Promise<FileDetails> {
  const path = tenantId ? SUPPORT_PATHS.platformFileDetails(tenantId, fileId) : SUPPORT_PATHS.fileDetails(fileId);
  // A deleted file only loses its name on the page: no snackbar.
  return apiFetch<FileDetails>(path, { signal, silent: true });
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
