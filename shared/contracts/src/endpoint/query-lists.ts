/**
 * A query as it arrives, made ready for validation against its declaration (ADR 0014). A list parameter
 * (declared `type: 'array'`) comes repeated (`status=A&status=B`) or comma-joined (`status=A,B`, as callApi
 * and apiFetch send arrays): both become one list of trimmed, non-empty values. A parameter sent empty
 * (`status=`, `cardFirst6=`) is left out, as if not sent: an empty filter filters nothing. The backend and the
 * msw fakes both use this, so they validate the same values.
 */
import type { JSONSchema } from './define-endpoint';

type Query = Record<string, unknown>;

function declaredType(schema: JSONSchema | undefined, name: string): unknown {
  if (!schema || typeof schema !== 'object') return undefined;
  const property = (schema as { properties?: Record<string, { type?: unknown }> }).properties?.[name];
  return property && typeof property === 'object' ? property.type : undefined;
}

export function normaliseQuery(schema: JSONSchema | undefined, query: Query): Query {
  const out: Query = {};
  for (const [name, value] of Object.entries(query)) {
    if (declaredType(schema, name) === 'array') {
      const items = [value].flat().flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
        .map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '' && v !== undefined && v !== null);
      if (items.length) out[name] = items;
      continue;
    }
    if (typeof value === 'string' && value.trim() === '') continue;
    out[name] = value;
  }
  return out;
}
