/**
 * How Fastify validates each part of a request (ADR 0074). A query string, path parameters and headers are text:
 * "10" is a page size there, so those parts are coerced to their declared types (and a repeated name becomes a
 * list). A JSON body has its own types: "100", true or [100] is not an amount, so a body is validated as sent,
 * nothing coerced and no unknown field dropped (apiRoute closes each body schema, closedBody of @portal/contracts).
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';
import { createRequire } from 'node:module';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type ValidatorFactory = CompilersFactory['buildValidator'];
type SerializerFactory = CompilersFactory['buildSerializer'];
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

/**
 * What a schema compiles to (an ajv check, a fast-json-stringify serialiser) depends only on its JSON text, the shared
 * schemas it may refer to and the compiler's options. An app builds a thousand of them (every route's parts and
 * answers, the four error answers on each route); compiling them was most of building the app: about 4 s of CPU, paid
 * again by every app a process builds (each backend test file starts its own). Kept here for the process, each is
 * compiled once. Null for a schema JSON cannot spell whole (a function or RegExp in it): compiled every time.
 */
function schemaKey(schema: unknown): string | null {
  let whole = true;
  const text = JSON.stringify(schema, (_key, value: unknown) => {
    if (typeof value === 'function' || value instanceof RegExp || typeof value === 'bigint') whole = false;
    return value;
  });
  return whole ? text : null;
}

/** `compile` through a process-wide cache keyed by `scope` (what else the result depends on) and the route's schema. */
function compiledOnce<T>(cache: Map<string, T>, scope: string, compile: (route: RouteSchema) => T): (route: RouteSchema) => T {
  return (route) => {
    const schema = schemaKey(route.schema);
    if (schema === null) return compile(route);
    const key = `${scope}\0${schema}`;
    let compiled = cache.get(key);
    if (compiled === undefined) {
      compiled = compile(route);
      cache.set(key, compiled);
    }
    return compiled;
  };
}

type Check = ((this: unknown, ...args: unknown[]) => unknown) & { errors?: unknown };
let compileWhenAdded = false;

/** Compile every schema when its route is added (a schema that cannot compile fails the app's build): the contract test. */
export function compileSchemasWhenRoutesAreAdded(on: boolean): void {
  compileWhenAdded = on;
}

/**
 * A route's check or serialiser, compiled when a request first needs it. A process serves a few of its thousand
 * schemas (a test file its own routes, a replica what its users open): compiling all of them when the app is built
 * cost each backend process seconds of CPU and about 10 MB of heap it kept (their source and code). An ajv check
 * reports through its own `errors` property, which Fastify reads after the call: copied over after each call.
 */
function compiledWhenFirstCalled<T>(compile: (route: RouteSchema) => T): (route: RouteSchema) => T {
  return (route) => {
    if (compileWhenAdded) return compile(route);
    let check: Check | undefined;
    const lazy: Check = function (this: unknown, ...args: unknown[]) {
      check ??= compile(route) as Check;
      const result = check.apply(this, args);
      lazy.errors = check.errors;
      return result;
    };
    return lazy as T;
  };
}

// One ajv per part kind and set of shared schemas for the process (@fastify/ajv-compiler pools them by both).
const textCompilers = AjvCompiler() as unknown as Build;
const bodyCompilers = AjvCompiler() as unknown as Build;
const validators = new Map<string, unknown>();

/** Fastify's schemaController.compilersFactory.buildValidator: one ajv for bodies, another for the text parts. */
export function validatorsByPart(): ValidatorFactory {
  const factory = (externalSchemas: unknown, options: { plugins?: unknown[] } | undefined): Compile => {
    const plugins = options?.plugins ?? [];
    // Plugins are functions: a factory given any compiles on its own (the portal gives none).
    const scope = plugins.length === 0 ? JSON.stringify(externalSchemas ?? {}) : null;
    const forText = textCompilers(externalSchemas, { plugins, customOptions: TEXT_PART_OPTIONS }) as Compile;
    const forBody = bodyCompilers(externalSchemas, { plugins, customOptions: BODY_OPTIONS }) as Compile;
    if (scope === null) return compiledWhenFirstCalled((route) => (route.httpPart === 'body' ? forBody(route) : forText(route)));
    const text = compiledOnce(validators, `text\0${scope}`, forText);
    const body = compiledOnce(validators, `body\0${scope}`, forBody);
    return compiledWhenFirstCalled((route) => (route.httpPart === 'body' ? body(route) : text(route)));
  };
  return factory as unknown as ValidatorFactory;
}

// Fastify's own serialiser compiler (its dependency, at the version it pins): the portal changes only when it compiles.
const fastifyRequire = createRequire(createRequire(import.meta.url).resolve('fastify'));
const { SerializerSelector } = fastifyRequire('@fastify/fast-json-stringify-compiler') as { SerializerSelector: () => Build };
const buildSerializers = SerializerSelector();
const serializers = new Map<string, unknown>();

/** Fastify's schemaController.compilersFactory.buildSerializer: fast-json-stringify, each answer's schema compiled once a process. */
export function serializersOnce(): SerializerFactory {
  const factory = (externalSchemas: unknown, serializerOpts: unknown): Compile => {
    const compile = buildSerializers(externalSchemas, serializerOpts);
    return compiledWhenFirstCalled(compiledOnce(serializers, `${JSON.stringify(externalSchemas ?? {})}\0${JSON.stringify(serializerOpts ?? {})}`, compile));
  };
  return factory as unknown as SerializerFactory;
}
