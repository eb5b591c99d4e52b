import { getApiClientConfig } from '../config/api-client-config';
import { ApiError } from '../errors/api-error';
import { resolveApiUrl } from '../routing/resolve-api-url';
import { absoluteUrl, withQuery, type QueryParams } from './build-url';
import { parseText, readErrorBody } from './read-body';
import { getScaPrompt, SCA_HEADER, scaRefusalOf } from '../sca/sca-prompt';

/** How a success is read; 'response' hands the Response itself over (a caller that needs its status and headers). */
export type ApiResponseType = 'json' | 'text' | 'blob' | 'none' | 'response';

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  query?: QueryParams;
  /** Sent as JSON with Content-Type application/json. */
  json?: unknown;
  /** Sent as is (FormData, Blob, text...). */
  body?: BodyInit;
  responseType?: ApiResponseType;
  /** Do not call the global error handler (the caller shows its own message). */
  silent?: boolean;
}

function buildHeaders(init: ApiRequestInit): Headers {
  const { getAccessToken, getMode } = getApiClientConfig();
  const headers = new Headers(init.headers);
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A caller deciding a request of the other mode (an approvals queue holds both) names it; otherwise the portal's mode.
  if (!headers.has('Mode')) headers.set('Mode', getMode());
  if (init.json !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return headers;
}

async function readSuccess(response: Response, responseType: ApiResponseType): Promise<unknown> {
  if (responseType === 'response') return response;
  if (response.status === 204 || responseType === 'none') return undefined;
  if (responseType === 'blob') return response.blob();
  const text = await response.text();
  if (responseType === 'text') return text;
  return parseText(text, response.headers.get('content-type'));
}

function report(error: ApiError, silent: boolean | undefined): ApiError {
  if (!silent) getApiClientConfig().onError?.(error);
  return error;
}

/**
 * The one way to call the backend: routes the path to its service, adds the bearer token,
 * credentials and the Mode header, and turns failures into ApiError with the spec's message.
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { query, json, body, responseType = 'json', silent, ...rest } = init;
  const { services, getUserType } = getApiClientConfig();
  const url = absoluteUrl(withQuery(resolveApiUrl(path, getUserType(), services), query));

  const send = async (scaCode?: string): Promise<Response> => {
    const headers = buildHeaders(init);
    if (scaCode) headers.set(SCA_HEADER, scaCode);
    try {
      return await fetch(url, { ...rest, headers, credentials: 'include', body: json !== undefined ? JSON.stringify(json) : body });
    } catch (cause) {
      // An abort is the caller's decision, not a failure to report.
      if ((cause as { name?: string } | null)?.name === 'AbortError') throw cause;
      throw report(new ApiError(0, null, undefined, url), silent);
    }
  };

  let response = await send();
  if (!response.ok) {
    let errorBody = await readErrorBody(response);
    // Strong authentication (ADR 0080): the shell's dialog asks for a code and the same call goes again with it,
    // as long as the server finds the code wrong and the user keeps trying.
    const ask = getScaPrompt();
    const refusal = response.status === 403 ? scaRefusalOf(errorBody) : undefined;
    if (ask && refusal) {
      const outcome: { passed?: Response } = {};
      const through = await ask({ reason: refusal.sca, lockedUntil: refusal.lockedUntil }, async (code) => {
        const again = await send(code);
        if (again.ok) {
          outcome.passed = again;
          return { done: true };
        }
        const againBody = await readErrorBody(again);
        const stillRefused = again.status === 403 ? scaRefusalOf(againBody) : undefined;
        if (stillRefused) return { done: false, refusal: { reason: stillRefused.sca, lockedUntil: stillRefused.lockedUntil } };
        // Another failure ends the dialog; the call fails with it below.
        response = again;
        errorBody = againBody;
        return { done: true };
      });
      if (outcome.passed) return (await readSuccess(outcome.passed, responseType)) as T;
      // Given up: the dialog said why; no second message.
      if (!through) throw new ApiError(response.status, errorBody, undefined, url);
    }
    throw report(new ApiError(response.status, errorBody, undefined, url), silent);
  }
  return (await readSuccess(response, responseType)) as T;
}
