import { apiFetch } from '@portal/api-client';
import { SUPPORT_PATHS, type FileDetails } from '@portal/contracts';
import { saveBlob } from '@portal/kit';

/** GET fs/file/{fileId}/details then fs/file/{fileId} (blob), saved under its name; platform: the tenant variants. */
export async function downloadFile(fileId: string, tenantId?: string | null): Promise<void> {
  try {
    const details = await apiFetch<FileDetails>(tenantId ? SUPPORT_PATHS.platformFileDetails(tenantId, fileId) : SUPPORT_PATHS.fileDetails(fileId));
    const blob = await apiFetch<Blob>(tenantId ? SUPPORT_PATHS.platformFile(tenantId, fileId) : SUPPORT_PATHS.file(fileId), { responseType: 'blob' });
    saveBlob(blob, details.fileName);
  } catch (error) {
    // Spec part 1 section 8: a file download failure is logged.
    console.error('File download failed', fileId, error);
  }
}
