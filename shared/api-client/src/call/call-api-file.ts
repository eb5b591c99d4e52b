/**
 * A download whose answer is either the file or a JSON answer of another 2xx status (an export: the file
 * with 200, or 202 and a background job). `callApi` reads one kind of body per endpoint; this reads the
 * answer's status and Content-Disposition to tell them apart and keep the server's file name:
 *
 *   const answer = await callApiFile(TRANSACTION_ENDPOINTS.merchantExport, { query });
 *   if (answer.kind === 'file') saveBlob(answer.blob, answer.fileName ?? 'export.csv');
 *   else showJob(answer.body);
 *
 * Routing, token, Mode, errors (ApiError with the server's message) and `silent` are apiFetch's.
 */
import { fillPath, type EndpointDeclaration, type SchemaType, type SuccessStatusOf } from '@portal/contracts';
import { apiFetch } from '../fetch/api-fetch';
import type { QueryParams } from '../fetch/build-url';
import type { CallInput } from './call-api';

type Responses<E> = E extends { responses: infer R } ? R : never;
type Binary = { readonly format: 'binary' };

/** The JSON bodies an endpoint's 2xx statuses declare (its binary file answer left out). */
export type JsonAnswerOf<E> = {
  [S in SuccessStatusOf<E>]: Responses<E>[S] extends Binary ? never : SchemaType<Responses<E>[S]>
}[SuccessStatusOf<E>];

export type FileAnswer<E> =
  | { kind: 'file'; blob: Blob; fileName: string | undefined }
  | { kind: 'json'; status: number; body: JsonAnswerOf<E> };

/** The file name of a Content-Disposition header: `filename*` (UTF-8) first, else `filename`. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(disposition);
  return plain ? (plain[2] ?? plain[1]!).trim() : undefined;
}

interface UntypedInput {
  params?: Record<string, unknown>;
  query?: QueryParams;
  /** A JSON body (report export v3 posts its request). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  silent?: boolean;
}

export function callApiFile<const E extends EndpointDeclaration>(endpoint: E, input: CallInput<E>): Promise<FileAnswer<E>>;
export async function callApiFile(endpoint: EndpointDeclaration, input: UntypedInput = {}): Promise<FileAnswer<EndpointDeclaration>> {
  const response = await apiFetch<Response>(fillPath(endpoint.path, input.params), {
    method: endpoint.method,
    query: input.query,
    ...(input.body === undefined ? {} : { json: input.body }),
    headers: input.headers,
    signal: input.signal,
    silent: input.silent,
    responseType: 'response',
  });
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    return { kind: 'json', status: response.status, body: await response.json() as never };
  }
  return { kind: 'file', blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}
