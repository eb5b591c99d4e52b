/**
 * One endpoint, declared once (issue 9, ADR 0014). A declaration is plain JSON Schema `as const`; its
 * TypeScript types are derived with json-schema-to-ts `FromSchema`, so it costs nothing in a bundle.
 *
 *   export const LABEL = defineEndpoint({
 *     method: 'GET', path: 'support/label/:labelId', base: 'unversioned', summary: 'One label', tags: ['Support labels'],
 *     params: { type: 'object', required: ['labelId'], properties: { labelId: { type: 'string' } } },
 *     responses: { 200: labelSchema },
 *   });
 *
 * The backend registers it with `apiRoute(app, deps, LABEL, { access, handler })` (Fastify validates with these
 * schemas and the handler's params/query/body/headers are typed from them); the browser calls it with
 * `callApi(LABEL, { params: { labelId } })`; msw fakes use `endpointHandler(LABEL, resolver)` from
 * @portal/testing. Keep this API stable: other workstreams declare their endpoints with it.
 *
 * - `path` is relative, as the portal calls it, with `:name` parameters; `base` says which service serves it
 *   ('merchant': "api/..." as is, any other path under /api/v1 and /api/v1/crm; 'unversioned': /svc/core;
 *   'reporting': "reporting..." paths at /svc/reporting; 'public': the public REST API at /api/v1/<path> on the portal's
 *   origin, called with API keys, never by the portal itself, ADR 0104).
 * - `responses` maps each status to its schema; `null` means no body (204). The first 2xx status is the one a
 *   handler answers with. The usual error statuses (400, 401, 403, 404) are added by the backend and OpenAPI.
 * - `responseType` is 'json' (default), 'blob' (downloads), 'text' or 'empty'.
 * - `optionalBody: true`: a request may come without a body; the handler then gets `null`.
 * - `modeScoped: true`: the answer depends on the system mode the portal sends in the `Mode` header (Test or Live,
 *   Test when absent). OpenAPI documents the header; the backend reads it once and hands the handler `mode`.
 * - `hidden: true` leaves a (test-only) route out of the OpenAPI document.
 * - `typed<T>()(schema)` gives a schema a hand-written TypeScript type instead of the derived one; the type must
 *   equal the derived one (typed-schemas.test-d.ts proves it). `typedUnchecked<T>()` is for shapes FromSchema
 *   cannot follow (recursive ones, loose schemas that document a shared type), with a comment saying why.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ServiceBase = 'merchant' | 'unversioned' | 'reporting' | 'public';
export type EndpointResponseType = 'json' | 'blob' | 'text' | 'empty';
export type { JSONSchema };

declare const TYPE: unique symbol;
/** Marks a schema with a hand-written TypeScript type (see `typed`). Type only: nothing at run time. */
export interface Typed<T> {
  readonly [TYPE]: T;
}

/**
 * `typed<Label>()({ type: 'object', ... })`: the schema as is, its TypeScript type `Label` (cheap to use: nothing
 * is derived at the call site). typed-schemas.test-d.ts proves, for every typed schema the package exports (each
 * endpoint's params, query, body and responses included), that `Label` equals the type derived from the schema;
 * a schema that drops a property, or an interface that forgets one, fails the type check there.
 */
export const typed = <T>() => <const S extends JSONSchema>(schema: S): S & Typed<T> => schema as S & Typed<T>;

declare const UNCHECKED: unique symbol;
/** Marks a `typedUnchecked` schema: the proof leaves it to its own, weaker check. */
export interface Unchecked {
  readonly [UNCHECKED]: true;
}

/**
 * A hand-written type FromSchema cannot prove equal to the schema's: a recursive shape, or a loose schema that
 * documents a shared type (fields the handler checks itself). Every use says why; typed-schemas.test-d.ts still
 * checks that one is narrower than the other (every T value passes the schema, or every valid value is a T).
 */
export const typedUnchecked = <T>() => <const S extends JSONSchema>(schema: S): S & Typed<T> & Unchecked => schema as S & Typed<T> & Unchecked;

export interface EndpointDeclaration {
  method: HttpMethod;
  path: string;
  base: ServiceBase;
  summary: string;
  tags: readonly string[];
  params?: JSONSchema;
  query?: JSONSchema;
  body?: JSONSchema;
  optionalBody?: boolean;
  headers?: JSONSchema;
  responses: { readonly [status: number]: JSONSchema | null };
  responseType?: EndpointResponseType;
  /** Left out of the OpenAPI document (test-only routes). */
  hidden?: boolean;
  /** Reads the system Mode header (Test / Live, see MODE_HEADER): declared once here, the backend hands the handler its mode. */
  modeScoped?: boolean;
}

/**
 * The `Mode` header of a mode-scoped endpoint, as documented. Not an enum: the backend answers a value other than
 * Test or Live (after trimming) with its own 400, and an absent or blank header means Test.
 */
export const MODE_HEADER = { type: 'string', description: 'System mode, Test or Live; default Test' } as const;

/** Declares an endpoint: returns it as is, with its literal types kept for the derived types below. */
export function defineEndpoint<const E extends EndpointDeclaration>(endpoint: E): E {
  return endpoint;
}

type Derived<S, Input extends boolean> = S extends JSONSchema
  ? Input extends true ? FromSchema<S, { keepDefaultedPropertiesOptional: true }> : FromSchema<S>
  : never;

/** The type a schema describes: its `typed<T>()` type, else the one derived from it. */
export type SchemaType<S, Input extends boolean = false> = S extends null
  ? undefined
  : S extends Typed<infer T> ? T : Derived<S, Input>;

type Part<E, K extends 'params' | 'query' | 'headers', Input extends boolean> = E extends { [P in K]: infer S } ? SchemaType<S, Input> : undefined;

/** What a handler receives (defaults applied, so defaulted properties are present). */
export type ParamsOf<E> = Part<E, 'params', false>;
export type QueryOf<E> = Part<E, 'query', false>;
export type HeadersOf<E> = Part<E, 'headers', false>;
export type BodyOf<E> = E extends { body: infer S } ? SchemaType<S> | (E extends { optionalBody: true } ? null : never) : undefined;

/** The system mode a handler gets: 'Test' | 'Live' for a `modeScoped` endpoint, else nothing. */
export type ModeOf<E> = E extends { modeScoped: true } ? 'Test' | 'Live' : undefined;

/** What a caller sends (defaulted properties may be left out). */
export type ParamsInput<E> = Part<E, 'params', true>;
export type QueryInput<E> = Part<E, 'query', true>;
export type HeadersInput<E> = Part<E, 'headers', true>;
export type BodyInput<E> = E extends { body: infer S } ? SchemaType<S, true> : undefined;

type SuccessCode = 200 | 201 | 202 | 203 | 204 | 206;
type Responses<E> = E extends { responses: infer R } ? R : never;
/** The 2xx statuses an endpoint declares. */
export type SuccessStatusOf<E> = Extract<keyof Responses<E>, SuccessCode>;

/** The successful result of a call: a Blob, a string, nothing, or the 2xx response schema's type. */
export type ResultOf<E> = E extends { responseType: 'blob' } ? Blob
  : E extends { responseType: 'text' } ? string
  : E extends { responseType: 'empty' } ? undefined
  : { [S in SuccessStatusOf<E>]: SchemaType<Responses<E>[S]> }[SuccessStatusOf<E>];

const SUCCESS = /^2\d\d$/;

/** The status a handler's success answers with: the first 2xx status declared (200 when none). */
export function successStatus(endpoint: Pick<EndpointDeclaration, 'responses'>): number {
  const code = Object.keys(endpoint.responses).find((status) => SUCCESS.test(status));
  return code ? Number(code) : 200;
}

/** True when a successful answer has no body (204 or responseType 'empty'). */
export function answersEmpty(endpoint: Pick<EndpointDeclaration, 'responses' | 'responseType'>): boolean {
  const status = successStatus(endpoint);
  return endpoint.responseType === 'empty' || status === 204 || endpoint.responses[status] === null;
}

/** Fills `:name` segments with the (URL-encoded) parameters; a missing one is an error, not "undefined". */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
