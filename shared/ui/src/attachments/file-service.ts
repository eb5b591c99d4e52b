import { apiFetch, uploadWithProgress } from '@portal/api-client';
import { SUPPORT_PATHS, UPLOAD_FIELD_NAME, type UploadFileResponse } from '@portal/contracts';

/** Uploads one file (multipart field `file`); platform staff upload on behalf of a tenant. Answers the fileId. */
export async function uploadAttachment(
  file: File,
  options: { tenantId?: string | null; onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELD_NAME, file, file.name);
  const path = options.tenantId ? SUPPORT_PATHS.platformUpload(options.tenantId) : SUPPORT_PATHS.upload;
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
  const path = tenantId ? SUPPORT_PATHS.platformFile(tenantId, fileId) : SUPPORT_PATHS.file(fileId);
  return apiFetch<void>(path, { method: 'DELETE', responseType: 'none' });
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
