/**
 * How Fastify validates each part of a request (ADR 0074). A query string, path parameters and headers are text:
 * "10" is a page size there, so those parts are coerced to their declared types (and a repeated name becomes a
 * list). A JSON body has its own types: "100", true or [100] is not an amount, so a body is validated as sent,
 * nothing coerced and no unknown field dropped (apiRoute closes each body schema, closedBody of @portal/contracts).
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type ValidatorFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator'];
type RouteSchema = { schema: unknown; method: string; url: string; httpPart?: string };
type Compile = (route: RouteSchema) => unknown;
type Build = (externalSchemas: unknown, options: unknown) => Compile;

// allowUnionTypes: declarations take a number or its text where the server's own check words the error (ADR 0014).
// verbose: a failed pattern is worded with its schema's description (errors.ts).
const SHARED = { allErrors: true, allowUnionTypes: true, verbose: true } as const;
/** Text parts: @fastify/ajv-compiler's defaults (coerceTypes 'array', removeAdditional true) stay. */
export const TEXT_PART_OPTIONS = { ...SHARED };
/** A JSON body: its types as sent; an unknown field is an error, not removed. Defaults still fill what is left out. */
export const BODY_OPTIONS = { ...SHARED, coerceTypes: false, removeAdditional: false } as const;

/** Fastify's schemaController.compilersFactory.buildValidator: one ajv for bodies, another for the text parts. */
export function validatorsByPart(): ValidatorFactory {
  const textCompilers = AjvCompiler() as unknown as Build;
  const bodyCompilers = AjvCompiler() as unknown as Build;
  const factory = (externalSchemas: unknown, options: { plugins?: unknown[] } | undefined): Compile => {
    const plugins = options?.plugins ?? [];
    const forText = textCompilers(externalSchemas, { plugins, customOptions: TEXT_PART_OPTIONS });
    const forBody = bodyCompilers(externalSchemas, { plugins, customOptions: BODY_OPTIONS });
    return (route) => (route.httpPart === 'body' ? forBody(route) : forText(route));
  };
  return factory as unknown as ValidatorFactory;
}
