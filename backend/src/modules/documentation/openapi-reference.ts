/**
 * The API reference from the OpenAPI document (ADR 0099): operations grouped by tag, each with its parameters, the
 * fields of its request and response bodies, and an example call. Pure: the document, who may call what and the
 * caller come in; nothing here is written by hand per operation.
 */
import type { Access } from '../../http/api-route';

type Schema = Record<string, unknown>;
interface Operation {
  summary?: string; tags?: string[]; description?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}
export interface OpenApiDocument {
  info?: { title?: string; version?: string };
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}
export interface Caller { userType: string; permissions: ReadonlySet<string> }
export interface ApiField { name: string; type: string; required: boolean; description: string }

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Nested fields are listed this deep (deeper ones show as their type). */
const MAX_DEPTH = 3;

/** Whether the access check of a route lets the caller through (the server's own rule, `checkAccess`). */
export function mayCall(caller: Caller, access: Access | undefined): boolean {
  if (!access) return true;
  if (access.userTypes && !access.userTypes.includes(caller.userType as never)) return false;
  return !access.anyPermission?.length || access.anyPermission.some((p) => caller.permissions.has(p));
}

export const describeAccess = (access: Access | undefined): string => {
  const parts: string[] = [];
  if (access?.userTypes) parts.push(`User types: ${access.userTypes.join(', ')}.`);
  if (access?.anyPermission?.length) parts.push(`Needs one of: ${access.anyPermission.join(', ')}.`);
  return parts.join(' ') || 'Any signed-in user.';
};

function resolve(doc: OpenApiDocument, schema: Schema | undefined, seen = 0): Schema {
  if (!schema) return {};
  const ref = schema.$ref;
  if (typeof ref === 'string' && seen < 10) {
    const name = ref.replace(/^#\/components\/schemas\//, '');
    return resolve(doc, doc.components?.schemas?.[name], seen + 1);
  }
  return schema;
}

/** A schema's type in a few words: `string (uuid)`, `one of: A, B`, `array of object`, `integer or null`. */
export function typeOf(doc: OpenApiDocument, raw: Schema | undefined): string {
  const schema = resolve(doc, raw);
  const nullable = schema.nullable === true;
  const choices = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  let text: string;
  if (Array.isArray(schema.enum)) {
    const values = (schema.enum as unknown[]).filter((v) => v !== null).map(String);
    text = `one of: ${values.slice(0, 8).join(', ')}${values.length > 8 ? ', ...' : ''}`;
  } else if (choices) text = choices.map((c) => typeOf(doc, c)).join(' or ');
  else {
    const types = (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ['object']) as string[];
    text = types.map((t) => {
      if (t === 'array') return `array of ${typeOf(doc, schema.items as Schema)}`;
      return typeof schema.format === 'string' && t === 'string' ? `string (${schema.format})` : t;
    }).join(' or ');
  }
  return nullable ? `${text} or null` : text;
}

/** The fields of an object schema (and of the objects in it), dotted names; an array's items as `name[]`. */
export function fieldsOf(doc: OpenApiDocument, raw: Schema | undefined, prefix = '', depth = 0): ApiField[] {
  const schema = resolve(doc, raw);
  if (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'))) {
    return depth < MAX_DEPTH ? fieldsOf(doc, schema.items as Schema, `${prefix}[].`, depth + 1) : [];
  }
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (!properties) return [];
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).flatMap(([key, value]) => {
    const name = `${prefix}${key}`;
    const field = resolve(doc, value);
    const own: ApiField = { name, type: typeOf(doc, field), required: required.has(key), description: typeof field.description === 'string' ? field.description : '' };
    return depth < MAX_DEPTH ? [own, ...fieldsOf(doc, field, `${name}.`, depth + 1).map((f) => ({ ...f, name: f.name.replace(`${name}.[]`, `${name}[]`) }))] : [own];
  });
}

/** An example value of a schema: the first enum value, the default, or a value of its type and format. */
export function exampleOf(doc: OpenApiDocument, raw: Schema | undefined, depth = 0): unknown {
  const schema = resolve(doc, raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).find((v) => v !== null) ?? null;
  const choices = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (choices?.length) return exampleOf(doc, choices[0], depth);
  const type = (Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type) as string | undefined;
  switch (type) {
    case 'string': {
      const formats: Record<string, string> = { uuid: '3f0c2a8e-5b1d-4c7a-9e2f-6d8b1a4c0e57', 'date-time': '2026-01-31T09:30:00Z', date: '2026-01-31', email: 'name@example.com', uri: 'https://example.com' };
      return formats[schema.format as string] ?? (typeof schema.minLength === 'number' && schema.minLength > 6 ? 'x'.repeat(schema.minLength) : 'string');
    }
    case 'integer': return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'number': return typeof schema.minimum === 'number' ? schema.minimum : 10.5;
    case 'boolean': return true;
    case 'array': return depth < MAX_DEPTH ? [exampleOf(doc, schema.items as Schema, depth + 1)] : [];
    default: {
      const properties = schema.properties as Record<string, Schema> | undefined;
      if (!properties || depth >= MAX_DEPTH) return {};
      return Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, exampleOf(doc, v, depth + 1)]));
    }
  }
}

export interface ReferenceOperation {
  id: string; method: string; path: string; summary: string; access: string;
  parameters: Array<{ name: string; in: 'path' | 'query' | 'header'; type: string; required: boolean; description: string }>;
  requestFields: ApiField[]; responseStatus: string; responseFields: ApiField[]; exampleRequest: string; exampleBody: string | null;
}
export interface ApiReference {
  title: string; version: string; keyPrefix: string;
  tags: Array<{ name: string; operations: number }>; tag: string | null; operations: ReferenceOperation[];
}

const jsonOf = (op: { content?: Record<string, { schema?: Schema }> } | undefined) => op?.content?.['application/json']?.schema;

function operationOf(doc: OpenApiDocument, method: string, path: string, op: Operation, access: Access | undefined, origin: string, keyPrefix: string): ReferenceOperation {
  const parameters = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header').map((p) => ({
    name: p.name, in: p.in as 'path' | 'query' | 'header', type: typeOf(doc, p.schema), required: p.required === true,
    description: p.description ?? (typeof p.schema?.description === 'string' ? p.schema.description : ''),
  }));
  const body = jsonOf(op.requestBody);
  const status = Object.keys(op.responses ?? {}).find((s) => /^2\d\d$/.test(s)) ?? '200';
  const example = body ? exampleOf(doc, body) : null;
  const exampleBody = example === null ? null : JSON.stringify(example, null, 2);
  const query = parameters.filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=${encodeURIComponent(String(exampleOf(doc, (op.parameters ?? []).find((q) => q.name === p.name)?.schema)))}`);
  const url = `${origin}${path}${query.length ? `?${query.join('&')}` : ''}`;
  const lines = [`curl -X ${method.toUpperCase()} '${url}'`, `  -H 'Authorization: Bearer ${keyPrefix}'`];
  if (exampleBody) lines.push(`  -H 'Content-Type: application/json'`, `  -d '${JSON.stringify(example).replace(/'/g, "'\\''")}'`);
  return {
    id: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, summary: op.summary ?? '', access: describeAccess(access),
    parameters, requestFields: body ? fieldsOf(doc, body) : [], responseStatus: status,
    responseFields: fieldsOf(doc, jsonOf(op.responses?.[status])), exampleRequest: lines.join(' \\\n'), exampleBody,
  };
}

/**
 * The reference a caller reads: the document's operations whose access check lets them through (operations the
 * backend did not register through a declaration are left out), by tag; the operations of one tag (`tag`, else the
 * first). `accessOf` answers a method and OpenAPI path's access, or `false` for an operation not to list.
 */
export function apiReferenceFor(input: {
  doc: OpenApiDocument; caller: Caller; accessOf: (method: string, path: string) => Access | undefined | false;
  tag?: string; origin: string; keyPrefix: string;
}): ApiReference {
  const { doc, caller } = input;
  const byTag = new Map<string, Array<{ method: string; path: string; op: Operation; access: Access | undefined }>>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const access = input.accessOf(method.toUpperCase(), path);
      if (access === false || !mayCall(caller, access)) continue;
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, op, access }]);
    }
  }
  const tags = [...byTag.entries()].map(([name, ops]) => ({ name, operations: ops.length })).sort((a, b) => a.name.localeCompare(b.name));
  const tag = input.tag && byTag.has(input.tag) ? input.tag : tags[0]?.name ?? null;
  const operations = (tag ? byTag.get(tag)! : [])
    .sort((a, b) => a.path.localeCompare(b.path) || METHODS.indexOf(a.method) - METHODS.indexOf(b.method))
    .map((o) => operationOf(doc, o.method, o.path, o.op, o.access, input.origin, input.keyPrefix));
  return { title: doc.info?.title ?? 'API', version: doc.info?.version ?? '', keyPrefix: input.keyPrefix, tags, tag, operations };
}
