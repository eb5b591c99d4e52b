import type { FastifySchema } from 'fastify';
import { answersEmpty, closedBody, MODE_HEADER, successStatus, type EndpointDeclaration } from '@portal/contracts';
import { errorResponse } from './schemas';

const ERROR_RESPONSES = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse } as const;
const NO_CONTENT = { type: 'null', description: 'No content' } as const;

type ObjectSchema = { type?: unknown; properties?: Record<string, unknown> };

/** The declared headers, and a mode-scoped endpoint's Mode header (validated by apiRoute's readMode, documented here). */
function headersOf(endpoint: EndpointDeclaration): unknown {
  const declared = (endpoint.headers ?? { type: 'object' }) as ObjectSchema;
  return endpoint.modeScoped ? { ...declared, properties: { ...declared.properties, mode: MODE_HEADER } } : declared;
}

/**
 * A body takes the fields its declaration names and no others (closedBody, ADR 0074); an optional body is declared
 * nullable (the route turns an absent body into null).
 */
function bodySchema(body: NonNullable<EndpointDeclaration['body']>, optional: boolean): unknown {
  const closed = closedBody(body) as object;
  return optional ? { ...closed, nullable: true } : closed;
}

/**
 * The Fastify schema of a declaration: the same JSON schemas validate the request, serialise the answer and
 * document the route in OpenAPI.
 */
export function endpointSchema(endpoint: EndpointDeclaration): { schema: FastifySchema; status: number; empty: boolean } {
  const status = successStatus(endpoint);
  const response: Record<number, unknown> = { ...ERROR_RESPONSES };
  for (const [code, schema] of Object.entries(endpoint.responses)) response[Number(code)] = schema ?? NO_CONTENT;
  const schema: FastifySchema = {
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.headers || endpoint.modeScoped ? { headers: headersOf(endpoint) } : {}),
    ...(endpoint.body ? { body: bodySchema(endpoint.body, endpoint.optionalBody === true) } : {}),
    response,
    ...(endpoint.hidden ? { hide: true } : {}),
  };
  return { schema, status, empty: answersEmpty(endpoint) };
}
