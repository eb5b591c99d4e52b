/**
 * The typed way to call an endpoint declared in @portal/contracts (ADR 0014):
 *
 *   const label = await callApi(SUPPORT_ENDPOINTS.label, { params: { labelId }, query: { tenantId } });
 *
 * Path parameters are URL-encoded into the declaration's `:params`; the query, body and headers are typed from
 * its schemas; the result is typed from its 2xx response schema, or is a Blob, a string or undefined per its
 * `responseType`. Everything else (routing to the service, token, Mode header, errors as ApiError with the
 * spec's message, `silent`) is apiFetch's.
 */
import {
  answersEmpty, fillPath,
  type BodyInput, type EndpointDeclaration, type EndpointResponseType, type HeadersInput, type ParamsInput, type QueryInput, type ResultOf,
} from '@portal/contracts';
import { apiFetch, type ApiResponseType } from '../fetch/api-fetch';
import type { QueryParams } from '../fetch/build-url';

type Field<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };
/** `query` and `headers` may be left out when every one of their properties is optional. */
type Loose<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : Record<string, never> extends T ? { [P in K]?: T } : { [P in K]: T };

export type CallInput<E> = Field<'params', ParamsInput<E>> & Loose<'query', QueryInput<E>> & Field<'body', BodyInput<E>>
  & Loose<'headers', HeadersInput<E>> & {
    signal?: AbortSignal;
    /** Do not call the global error handler (the caller shows its own message). */
    silent?: boolean;
  };

/** Input-free endpoints may be called with no second argument. */
type Args<E> = Record<string, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

const RESPONSE_TYPES: Record<EndpointResponseType, ApiResponseType> = { json: 'json', blob: 'blob', text: 'text', empty: 'none' };

interface UntypedInput {
  params?: Record<string, unknown>;
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  silent?: boolean;
}

export function callApi<const E extends EndpointDeclaration>(endpoint: E, ...args: Args<E>): Promise<ResultOf<E>>;
export function callApi(endpoint: EndpointDeclaration, input: UntypedInput = {}): Promise<unknown> {
  const responseType = answersEmpty(endpoint) ? 'none' : RESPONSE_TYPES[endpoint.responseType ?? 'json'];
  const isForm = typeof FormData !== 'undefined' && input.body instanceof FormData;
  return apiFetch(fillPath(endpoint.path, input.params), {
    method: endpoint.method,
    query: input.query,
    ...(input.body === undefined ? {} : isForm ? { body: input.body as FormData } : { json: input.body }),
    headers: input.headers,
    signal: input.signal,
    silent: input.silent,
    responseType,
  });
}
