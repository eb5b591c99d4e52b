import type { FastifyError, FastifyInstance } from 'fastify';
import { isDataException } from '../db/errors';

/** An error with the status and body the API answers with: `{error}` or `{errors:[{message}]}`. */
export class ApiError extends Error {
  constructor(readonly statusCode: number, message: string, readonly messages?: string[]) {
    super(message);
  }

  body() {
    return this.messages?.length ? { errors: this.messages.map((message) => ({ message })) } : { error: this.message };
  }
}

/** An error a browser form gets as a page (`html`), with the status of its ApiError. */
export class HtmlError extends ApiError {
  constructor(statusCode: number, message: string, readonly html: string) {
    super(statusCode, message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const invalid = (messages: string[]) => new ApiError(400, messages[0] ?? 'Invalid request', messages);
export const unauthorized = (message = 'Unauthorized') => new ApiError(401, message);
export const forbidden = (message = 'You are not allowed to access this resource') => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);

/** 429 with the seconds after which the same request may succeed (`Retry-After`): a quota, not a refusal. */
export class TooManyRequests extends ApiError {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(429, message);
  }
}

const FIELD_LABELS: Record<string, string> = { firstName: 'First name', lastName: 'Last name', email: 'Email', roleId: 'Role' };

/** Ajv's messages, reworded so a person can read them in the portal's error snackbar. */
function validationMessages(error: FastifyError): string[] {
  return (error.validation ?? []).map((v) => {
    const params = v.params as Record<string, unknown>;
    // A list's item ("/status/0") is named by its list.
    const path = v.instancePath.split('/').filter((p) => p !== '' && !/^\d+$/.test(p));
    // A field the declaration does not name (ADR 0074), with where it was: "configuration.colour".
    if (v.keyword === 'additionalProperties') return `Unknown field ${[...path, String(params.additionalProperty)].join('.')}: this request does not take it`;
    const name = String(params.missingProperty ?? path.pop() ?? error.validationContext ?? 'value');
    const label = FIELD_LABELS[name] ?? name;
    const described = (v as { parentSchema?: { description?: unknown } }).parentSchema?.description;
    switch (v.keyword) {
      case 'required': return `${label} is required`;
      case 'minLength': return params.limit === 1 ? `${label} is required` : `${label} must be at least ${String(params.limit)} characters`;
      case 'maxLength': return `${label} must be at most ${String(params.limit)} characters`;
      case 'maxItems': return `${label} takes at most ${String(params.limit)} values`;
      case 'format': return `${label} is not a valid ${params.format === 'email' ? 'e-mail address' : String(params.format)}`;
      // A pattern says what it wants in its schema's description ("Exactly 6 digits").
      case 'pattern': return typeof described === 'string' ? `${label} must be ${described.charAt(0).toLowerCase()}${described.slice(1)}` : `${label} is not in the expected form`;
      case 'minimum': return `${label} must be ${String(params.limit)} or more`;
      case 'maximum': return `${label} must be ${String(params.limit)} or less`;
      case 'type': return `${label} must be ${params.type === 'integer' ? 'a whole number' : String(params.type)}`;
      case 'enum': return `${label} must be one of ${(params.allowedValues as unknown[]).join(', ')}`;
      default: return `${label} ${v.message ?? 'is invalid'}`;
    }
  });
}

/** The multipart parser's own errors for a body that ends early or is not multipart as declared. */
const MULTIPART_ERRORS = /^(Unexpected end of (multipart data|form)|Malformed part header|Multipart: Boundary not found|Part terminated early)/;
const isMalformedMultipart = (error: Error): boolean => MULTIPART_ERRORS.test(error.message ?? '');

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HtmlError) return reply.code(error.statusCode).type('text/html; charset=utf-8').send(error.html);
    if (error instanceof TooManyRequests) return reply.code(429).header('retry-after', String(error.retryAfterSeconds)).send(error.body());
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.body());
    if (error.validation) {
      const messages = validationMessages(error);
      return reply.code(400).send({ errors: messages.map((message) => ({ message })) });
    }
    // Malformed input that only the database or the multipart parser noticed is still the caller's: 400.
    if (isDataException(error)) return reply.code(400).send({ error: 'A value in the request cannot be stored: remove control characters and check dates and numbers' });
    if (isMalformedMultipart(error)) return reply.code(400).send({ error: 'The upload was cut off or malformed: send it again' });
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ error: status === 500 ? 'Internal server error' : error.message });
  });
}
