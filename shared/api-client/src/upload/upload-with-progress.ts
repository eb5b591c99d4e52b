import { getApiClientConfig } from '../config/api-client-config';
import { ApiError } from '../errors/api-error';
import { resolveApiUrl } from '../routing/resolve-api-url';
import { absoluteUrl, withQuery, type QueryParams } from '../fetch/build-url';
import { parseText } from '../fetch/read-body';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..100, rounded down; 0 while the size is unknown. */
  percent: number;
}

export interface UploadInit {
  query?: QueryParams;
  onProgress?(progress: UploadProgress): void;
  signal?: AbortSignal;
  /** Do not call the global error handler (the caller shows its own message). */
  silent?: boolean;
  method?: 'POST' | 'PUT';
}

/**
 * Sends a FormData (multipart) body with upload progress, which fetch cannot report: XMLHttpRequest
 * with the same URL routing, bearer token, Mode header, credentials and error messages as apiFetch.
 */
export function uploadWithProgress<T>(path: string, body: FormData, init: UploadInit = {}): Promise<T> {
  const { services, getUserType, getAccessToken, getMode, onError } = getApiClientConfig();
  const url = absoluteUrl(withQuery(resolveApiUrl(path, getUserType(), services), init.query));
  const fail = (error: ApiError): ApiError => {
    if (!init.silent) onError?.(error);
    return error;
  };

  return new Promise<T>((resolve, reject) => {
    if (init.signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', url);
    xhr.withCredentials = true;
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Mode', getMode());
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : 0;
      init.onProgress?.({ loaded: event.loaded, total, percent: total ? Math.floor((event.loaded / total) * 100) : 0 });
    };
    xhr.onload = () => {
      const parsed = parseText(xhr.responseText, xhr.getResponseHeader('content-type'));
      if (xhr.status >= 200 && xhr.status < 300) resolve(parsed as T);
      else reject(fail(new ApiError(xhr.status, parsed ?? null, undefined, url)));
    };
    xhr.onerror = () => reject(fail(new ApiError(0, null, undefined, url)));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
