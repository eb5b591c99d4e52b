import { callApi } from '@portal/api-client';
import { FILE_ENDPOINTS } from '@portal/contracts';
import { saveBlob } from '@portal/kit';

/** GET fs/file/{fileId}/details then fs/file/{fileId} (blob), saved under its name; platform: the tenant variants. */
export async function downloadFile(fileId: string, tenantId?: string | null): Promise<void> {
  try {
    const [details, blob] = tenantId
      ? [await callApi(FILE_ENDPOINTS.platformDetails, { params: { tenantId, fileId } }), await callApi(FILE_ENDPOINTS.platformDownload, { params: { tenantId, fileId } })]
      : [await callApi(FILE_ENDPOINTS.details, { params: { fileId } }), await callApi(FILE_ENDPOINTS.download, { params: { fileId } })];
    saveBlob(blob, details.fileName);
  } catch (error) {
    // Spec part 1 section 8: a file download failure is logged.
    console.error('File download failed', fileId, error);
  }
}
