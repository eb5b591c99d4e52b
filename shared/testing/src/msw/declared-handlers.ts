/**
 * msw handlers written from an endpoint declaration of @portal/contracts (ADR 0014): the fake checks the
 * request against the same schemas the backend validates with (params, query, JSON body: strict, as the backend
 * takes it, ADR 0074) and answers 400
 * with the server's kind of message when it breaks them; its own JSON answer is checked against the
 * declaration's response schema, so a fake cannot drift from the contract the portal is built on.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { closedBody, DEFAULT_SERVICE_BASES, normaliseQuery, type EndpointDeclaration, type JSONSchema, type ServiceBases } from '@portal/contracts';
import { everyUrlFor } from './urls';

/**
 * An ajv instance and the validators it compiled, one per schema object. The schemas are not checked against JSON
 * Schema's meta-schema here: the backend's routes compile the same declarations and refuse a malformed one at start,
 * and compiling the meta-schema cost each test file about as much as compiling its endpoints' schemas.
 */
function validators(options: ConstructorParameters<typeof Ajv>[0]) {
  const ajv = new Ajv({ strict: false, allErrors: false, validateSchema: false, ...options });
  addFormats(ajv);
  const compiled = new WeakMap<object, ValidateFunction>();
  return (schema: JSONSchema): ValidateFunction => {
    const known = compiled.get(schema as object);
    if (known) return known;
    const fresh = ajv.compile(schema as object);
    compiled.set(schema as object, fresh);
    return fresh;
  };
}
// As Fastify reads a request: query and path values are text, coerced to the declared types (lists too).
const requestValidator = validators({ coerceTypes: 'array' });
// A JSON body as the backend takes it (ADR 0074): its types as sent, and only the fields its declaration names.
const bodyValidator = validators({});
const closedBodies = new WeakMap<object, JSONSchema>();
const closedBodyOf = (schema: JSONSchema): JSONSchema => {
  const known = closedBodies.get(schema as object);
  if (known) return known;
  const closed = closedBody(schema);
  closedBodies.set(schema as object, closed);
  return closed;
};
// An answer is JSON already: its types must be the declared ones, nothing coerced.
const responseValidator = validators({});

/** "body/columns must be array": which part of the request, where in it, and what is wrong. */
function problemWith(part: string, schema: JSONSchema | undefined, value: unknown, validatorFor = requestValidator): string | null {
  if (!schema) return null;
  const validate = validatorFor(schema);
  if (validate(value)) return null;
  const [first] = validate.errors ?? [];
  // The backend names a field it does not take (ADR 0074): so does the fake.
  if (first?.keyword === 'additionalProperties') return `${part}${first.instancePath} has unknown field ${String(first.params.additionalProperty)}`;
  return `${part}${first?.instancePath ?? ''} ${first?.message ?? 'is not valid'}`;
}

/** The query as Fastify hands it to validation: a repeated name becomes a list. */
function queryObject(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(name);
    query[name] = all.length > 1 ? all : all[0]!;
  }
  return query;
}

async function jsonBody(request: Request): Promise<unknown> {
  if (!(request.headers.get('content-type') ?? '').includes('json')) return undefined;
  const text = await request.clone().text();
  return text === '' ? undefined : JSON.parse(text);
}

export interface DeclaredRequest {
  request: Request;
  /** Path parameters, as the URL carries them. */
  params: Record<string, string>;
  /** The query after validation (values coerced to the declared types). */
  query: Record<string, unknown>;
  /** The JSON body after validation; undefined without one. */
  body: unknown;
}

export interface DeclaredHandlerOptions {
  services?: ServiceBases;
  /** Check the fake's JSON answer against the response schema of its status (default true). */
  checkResponse?: boolean;
  /**
   * Check the request's headers against the declaration's `headers` schema, as Fastify does (default false:
   * most declared headers are added by apiFetch; the transaction actions' request headers are the caller's).
   */
  checkHeaders?: boolean;
}

/** Thrown when a fake answers what the contract does not allow; msw reports it and the test fails. */
export class ContractViolation extends Error {}

/** msw handlers at every URL the portal may call `endpoint` at, validating as the server does. */
export function declaredHandlers(
  endpoint: EndpointDeclaration,
  resolve: (request: DeclaredRequest) => Response | Promise<Response>,
  { services = DEFAULT_SERVICE_BASES, checkResponse = true, checkHeaders = false }: DeclaredHandlerOptions = {},
): HttpHandler[] {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return everyUrlFor(endpoint.path, services).map((url) => http[method](url, async ({ request, params }) => {
    // Lists repeated or comma-joined, blank parameters left out: as the backend reads them before validating.
    const query = normaliseQuery(endpoint.query, queryObject(new URL(request.url)));
    const body = await jsonBody(request);
    const pathParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
    const bodyRequired = endpoint.body !== undefined && !endpoint.optionalBody && !(request.headers.get('content-type') ?? '').includes('form');
    // Header names arrive lower case (Fetch's Headers), as the declarations write them.
    const headers = checkHeaders ? Object.fromEntries(request.headers.entries()) : undefined;
    const problem = (headers ? problemWith('headers', endpoint.headers, headers) : null)
      ?? problemWith('params', endpoint.params, pathParams)
      ?? problemWith('querystring', endpoint.query, query)
      ?? (body === undefined ? (bodyRequired ? 'body must be object' : null)
        : problemWith('body', endpoint.body && closedBodyOf(endpoint.body), body, bodyValidator));
    if (problem) return HttpResponse.json({ error: problem }, { status: 400 });

    const response = await resolve({ request, params: pathParams, query, body });
    const schema = endpoint.responses[response.status];
    if (checkResponse && schema && (response.headers.get('content-type') ?? '').includes('json')) {
      const broken = problemWith('response', schema, await response.clone().json(), responseValidator);
      if (broken) throw new ContractViolation(`${endpoint.method} ${endpoint.path}: the fake's ${response.status} answer breaks its schema: ${broken}`);
    }
    return response;
  }));
}
