import { callApi, uploadWithProgress } from '@portal/api-client';
import { FILE_ENDPOINTS, UPLOAD_FIELD_NAME, fillPath, type UploadFileResponse } from '@portal/contracts';

/** Uploads one file (multipart field `file`); platform staff upload on behalf of a tenant. Answers the fileId. */
export async function uploadAttachment(
  file: File,
  options: { tenantId?: string | null; onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELD_NAME, file, file.name);
  // The declared upload, sent through XHR for its progress events (fetch has none for a request body).
  const path = options.tenantId ? fillPath(FILE_ENDPOINTS.platformUpload.path, { tenantId: options.tenantId }) : FILE_ENDPOINTS.upload.path;
  // The box shows its own 'Error uploading files'; no global snackbar on top of it.
  const response = await uploadWithProgress<UploadFileResponse>(path, form, {
    silent: true,
    signal: options.signal,
    onProgress: (p) => options.onProgress?.(p.percent),
  });
  return response.fileId;
}

/** Deletes an uploaded file (platform: the tenant's variant). */
export function deleteAttachment(fileId: string, tenantId?: string | null): Promise<void> {
  return tenantId
    ? callApi(FILE_ENDPOINTS.platformRemove, { params: { tenantId, fileId } })
    : callApi(FILE_ENDPOINTS.remove, { params: { fileId } });
}

/**
 * Deletes several uploaded files (a dialog's Cancel); answers once all calls settled, with the ids that
 * could not be deleted (each failure is logged here; the api-client's global snackbar reports it too).
 */
export async function deleteAttachments(fileIds: readonly string[], tenantId?: string | null): Promise<{ failed: string[] }> {
  const results = await Promise.allSettled(fileIds.map((id) => deleteAttachment(id, tenantId)));
  const failed: string[] = [];
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      failed.push(fileIds[index]!);
      console.error('Deleting an added file failed', fileIds[index], result.reason);
    }
  });
  return { failed };
}
