/**
 * The portal's forms send plain text HTML-encoded: the kit's sanitiser (spec part 2 section 5) "encodes HTML
 * characters" before a value leaves the browser, so "O'Brien & Sons" arrives as "O&#x27;Brien &amp; Sons". Stored
 * like that, every later reader (the portal's own React views, CSV exports, e-mails, the public API) would show the
 * entities, and an edit would encode them again. So the server keeps what the user typed: it decodes those five
 * entities once, in the plain-text fields a route's schema declares, before validation (the limits then count the
 * user's characters, as the kit's did).
 *
 * Not decoded: rich text and other formats that carry their own escaping (a property with `contentMediaType`, e.g.
 * 'text/html', 'text/markdown', 'text/csv'), passwords and secrets (never rewritten: that would lock their owner out),
 * properties a schema does not declare, and the public API (`/api/v1`: its callers send what they mean).
 */
import type { JSONSchema } from '@portal/contracts';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
const ENCODED = /&(?:amp|lt|gt|quot|#x27|#39);/g;
const SECRET_NAME = /password|secret|token|^code$|scaCode/i;

export function decodeKitEntities(text: string): string {
  return text.replace(ENCODED, (entity) => ENTITIES[entity]);
}

type Schema = Exclude<JSONSchema, boolean> & Record<string, unknown>;

function isStringSchema(schema: Schema): boolean {
  const type = schema.type;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

function isPlainText(schema: Schema, name: string | undefined): boolean {
  if (schema.contentMediaType !== undefined || schema.contentEncoding !== undefined) return false;
  if (schema.format === 'password' || schema.format === 'binary' || schema.format === 'byte' || (name !== undefined && SECRET_NAME.test(name))) return false;
  return isStringSchema(schema) && schema.enum === undefined && schema.const === undefined;
}

/** Every declared property schema of an object schema, its allOf/anyOf/oneOf branches included. */
function propertiesOf(schema: Schema): Map<string, Schema[]> {
  const found = new Map<string, Schema[]>();
  const visit = (s: Schema) => {
    for (const [key, value] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
      if (value && typeof value === 'object') found.set(key, [...(found.get(key) ?? []), value]);
    }
    for (const branch of [...((s.allOf ?? []) as Schema[]), ...((s.anyOf ?? []) as Schema[]), ...((s.oneOf ?? []) as Schema[])]) {
      if (branch && typeof branch === 'object') visit(branch);
    }
  };
  visit(schema);
  return found;
}

/**
 * The value with its plain-text strings decoded, as the schema declares them (objects by their properties, arrays by
 * their items). A property several branches declare is decoded only when every branch calls it plain text.
 */
export function decodeDeclaredText(schema: JSONSchema | undefined, value: unknown, name?: string): unknown {
  if (!schema || typeof schema !== 'object') return value;
  const s = schema as Schema;
  if (typeof value === 'string') return isPlainText(s, name) ? decodeKitEntities(value) : value;
  if (Array.isArray(value)) {
    const items = s.items;
    return items && typeof items === 'object' && !Array.isArray(items) ? value.map((item) => decodeDeclaredText(items as JSONSchema, item, name)) : value;
  }
  if (value && typeof value === 'object') {
    const properties = propertiesOf(s);
    if (!properties.size) return value;
    const result: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [key, branches] of properties) {
      if (!(key in result)) continue;
      const decoded = branches.map((branch) => decodeDeclaredText(branch, result[key], key));
      // Branches that disagree (one plain, one rich) leave the value as sent.
      result[key] = decoded.every((d) => JSON.stringify(d) === JSON.stringify(decoded[0])) ? decoded[0] : result[key];
    }
    return result;
  }
  return value;
}
