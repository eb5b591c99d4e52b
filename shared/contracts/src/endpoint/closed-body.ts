/**
 * A request body takes the fields its declaration names and no others (ADR 0074): the backend validates every
 * JSON body against `closedBody(endpoint.body)`, without coercing types, so `{"amount": "100"}` or an extra
 * `currency` is a 400 that names it instead of a value guessed or a field silently dropped. The msw fakes of
 * @portal/testing validate the same way, so a portal client that sends more than it should fails its own tests.
 *
 * Every object schema in the body that says nothing about other properties is closed (`additionalProperties:
 * false`); one that declares them (a map of filters: `additionalProperties: {...}`) or `patternProperties`
 * keeps its rule. The branches of an `allOf` are left open: each names only its share of the fields.
 */
import type { JSONSchema } from './define-endpoint';

type Node = Record<string, unknown>;

const isObjectSchema = (node: Node): boolean =>
  node.type === 'object' || (Array.isArray(node.type) && node.type.includes('object')) || node.properties !== undefined;

function close(schema: unknown, insideAllOf = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => close(item));
  if (!schema || typeof schema !== 'object') return schema;
  const node = schema as Node;
  const copy: Node = { ...node };
  if (node.properties && typeof node.properties === 'object') {
    copy.properties = Object.fromEntries(Object.entries(node.properties as Node).map(([name, value]) => [name, close(value)]));
  }
  if (node.items !== undefined) copy.items = close(node.items);
  if (node.additionalProperties && typeof node.additionalProperties === 'object') copy.additionalProperties = close(node.additionalProperties);
  for (const key of ['anyOf', 'oneOf'] as const) if (Array.isArray(node[key])) copy[key] = (node[key] as unknown[]).map((branch) => close(branch));
  if (Array.isArray(node.allOf)) copy.allOf = (node.allOf as unknown[]).map((branch) => close(branch, true));
  if (!insideAllOf && isObjectSchema(node) && node.additionalProperties === undefined && node.patternProperties === undefined) {
    copy.additionalProperties = false;
  }
  return copy;
}

/** The body schema with every object closed to the fields it names (see above); the declaration is not changed. */
export function closedBody<S extends JSONSchema>(schema: S): S {
  return close(schema) as S;
}
