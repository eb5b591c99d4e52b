/**
 * Type-level test: every `typed<T>()` schema the package exports is proven to describe exactly T.
 *
 * The proof walks everything `@portal/contracts` exports (endpoint groups, their declarations' params, query,
 * body and responses, and the schemas inside them) and, for each schema marked with a hand-written type, derives
 * the schema's own type with FromSchema and requires the two to be mutually assignable. It lives in this one file
 * (imported by nothing) so FromSchema's cost is paid once, by the contracts project, not by every package that
 * imports the contracts. A mismatch fails `tsc -b` here, naming where the schema is and which properties differ.
 * `typedUnchecked<T>()` schemas get the weaker check that one side is narrower: every T value passes the schema, or
 * every value the schema admits is a T.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type * as Contracts from '../index';
import type { Typed, Unchecked } from './define-endpoint';

/** True when each of A and B is assignable to the other (the same values pass both). */
type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The derived type without the `[x: string]: unknown` FromSchema adds to an object lacking `additionalProperties:
 * false`: Fastify's serialiser sends only the declared properties, so an answer has none beyond them.
 */
type Declared<D> = D extends readonly unknown[] ? { [I in keyof D]: Declared<D[I]> }
  : D extends object ? { [K in keyof D as unknown extends D[K] ? (string extends K ? never : number extends K ? never : K) : K]: Declared<D[K]> }
  : D;

/** One of the two is narrower than the other (what `typedUnchecked` schemas must at least be). */
type Comparable<A, B> = [A] extends [B] ? true : [B] extends [A] ? true : false;

type Member<T, K> = K extends keyof T ? T[K] : 'absent';
/** The properties on which the hand-written type and the derived one differ (each side's type), or both whole types. */
type Differences<T, D> = [T, D] extends [readonly (infer A)[], readonly (infer B)[]] ? { items: Differences<A, B> }
  : [T, D] extends [object, object] ? {
    [K in keyof T | keyof D as MutuallyAssignable<Member<T, K>, Member<D, K>> extends true ? never : K]: { handWritten: Member<T, K>; fromSchema: Member<D, K> };
  }
  : { handWritten: T; fromSchema: D };

type IsAny<X> = 0 extends 1 & X ? true : false;
type Deeper<Depth extends unknown[]> = [...Depth, unknown];

/** What is wrong with one typed schema, or never. */
type SchemaFailure<X, T, Path extends string> = [X] extends [JSONSchema]
  // A schema built at run time (defineResource's, typed from its descriptors) has no literal type to derive from:
  // its type is the whole JSONSchema union (booleans included).
  ? [Extract<X, boolean>] extends [never] ? LiteralSchemaFailure<X, T, Path> : never
  : never;

type LiteralSchemaFailure<X extends JSONSchema, T, Path extends string> = [X] extends [Unchecked]
  ? Comparable<T, Declared<FromSchema<X>>> extends true ? never : { at: Path; unchecked: true; differences: Differences<T, Declared<FromSchema<X>>> }
  : MutuallyAssignable<T, Declared<FromSchema<X>>> extends true ? never : { at: Path; differences: Differences<T, Declared<FromSchema<X>>> };

/** A part of an endpoint (params, query, body, headers, one response) when typed. */
type PartFailure<X, Path extends string> = [X] extends [Typed<infer T>] ? SchemaFailure<X, T, Path> : never;
type EndpointFailures<E, Path extends string> =
  | { [K in 'params' | 'query' | 'body' | 'headers']: K extends keyof E ? PartFailure<E[K], `${Path}.${K}`> : never }['params' | 'query' | 'body' | 'headers']
  | (E extends { responses: infer R } ? { [K in keyof R & number]-?: PartFailure<R[K], `${Path}.responses.${K}`> }[keyof R & number] : never);

/**
 * Every typed schema exported, alone or in an endpoint declaration, in a group of them (at most four levels of
 * groups): proven; the union of the failures. An untyped schema is not searched (its derived type ignores marks inside).
 */
type Failures<X, Path extends string, Depth extends unknown[] = []> = IsAny<X> extends true ? never
  : [X] extends [Typed<infer T>] ? SchemaFailure<X, T, Path>
  : X extends { method: string; path: string; responses: object } ? EndpointFailures<X, Path>
  : Depth['length'] extends 4 ? never
  : X extends ((...args: never[]) => unknown) | readonly unknown[] | { type: unknown } | { properties: unknown } | { items: unknown } ? never
  : X extends object ? { [K in keyof X & (string | number)]-?: Failures<X[K], `${Path}.${K}`, Deeper<Depth>> }[keyof X & (string | number)]
  : never;

type Expect<Ok extends true> = Ok;
type NoFailures<F> = [F] extends [never] ? true : F;

// A failure names the export (`contracts.FILE_ENDPOINTS.details.responses.200`) and the properties that differ.
export type TypedSchemaFailures = Failures<typeof Contracts, 'contracts'>;
export type TypedSchemasAreProven = Expect<NoFailures<TypedSchemaFailures>>;

// The proof catches what it is for (each line below fails to compile without its @ts-expect-error).
type Person = { id: string; name: string | null };
type PersonSchema<Properties, Required extends readonly string[]> = { readonly type: 'object'; readonly required: Required; readonly properties: Properties };
type Text = { readonly type: 'string' };
type NullableText = { readonly type: readonly ['string', 'null'] };
type Exact = PersonSchema<{ id: Text; name: NullableText }, ['id', 'name']> & Typed<Person>;
type DropsName = PersonSchema<{ id: Text }, ['id']> & Typed<Person>;
type NameOptional = PersonSchema<{ id: Text; name: NullableText }, ['id']> & Typed<Person>;
type NameNotNullable = PersonSchema<{ id: Text; name: Text }, ['id', 'name']> & Typed<Person>;
type LooseButUnchecked = PersonSchema<{ id: Text; name: NullableText }, ['id']> & Typed<Person> & Unchecked;
export type ProvesAnExactType = Expect<NoFailures<Failures<{ person: Exact }, 'example'>>>;
export type AcceptsAnUncheckedNarrowerType = Expect<NoFailures<Failures<{ person: LooseButUnchecked }, 'example'>>>;
// @ts-expect-error the schema drops `name`: Fastify would leave it out of the answer
export type CatchesADroppedProperty = Expect<NoFailures<Failures<{ person: DropsName }, 'example'>>>;
// @ts-expect-error the schema lets `name` be absent; the type says it is always there
export type CatchesAnOptionalProperty = Expect<NoFailures<Failures<{ person: NameOptional }, 'example'>>>;
// @ts-expect-error the type allows null; the schema refuses it
export type CatchesANullMismatch = Expect<NoFailures<Failures<{ person: NameNotNullable }, 'example'>>>;
// @ts-expect-error an endpoint's typed response is proven too
export type ProvesEndpointParts = Expect<NoFailures<Failures<{ group: { one: { method: 'GET'; path: 'x'; responses: { 200: DropsName } } } }, 'example'>>>;
