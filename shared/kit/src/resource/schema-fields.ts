/**
 * Form fields from a resource's body JSON Schema (ADR 0063): each property a field, its `required`,
 * `maxLength`, `minLength`, `minimum`, `maximum`, `pattern` the field's validations, an `enum` a select,
 * a boolean a checkbox, an integer or number a digits or decimal input. A page overrides any part of a field.
 */
import type { FieldDefinition, FieldFormValues, FieldValidation, LookupOption } from '../fields';
import { KIT_TEXTS } from '../i18n/kit-texts';

interface PropertySchema {
  type?: string | readonly string[];
  title?: string;
  description?: string;
  enum?: readonly unknown[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  readOnly?: boolean;
}

interface ObjectSchema {
  properties?: Readonly<Record<string, PropertySchema>>;
  required?: readonly string[];
}

/** A field's replacement parts (label, type, options...); false leaves the property out of the form. */
export type FieldOverride = Partial<FieldDefinition> | false;
export type FieldOverrides = Readonly<Record<string, FieldOverride>>;

/** Writes a validation's message: the kit's English text with its values (a dialog passes its translation). */
export type ValidationText = (text: string, values: Record<string, string | number>) => string;

const english: ValidationText = (text, values) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

const typesOf = (p: PropertySchema): string[] => (p.type === undefined ? [] : typeof p.type === 'string' ? [p.type] : [...p.type]);
const mainType = (p: PropertySchema): string | undefined => typesOf(p).find((t) => t !== 'null');

/** "merchantName" -> "Merchant name" (a label until the page gives one). */
export const labelOf = (name: string): string => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function baseField(name: string, p: PropertySchema): FieldDefinition {
  const label = p.title ?? labelOf(name);
  const type = mainType(p);
  if (p.enum) {
    const options: LookupOption[] = p.enum.filter((v) => v !== null).map((v) => ({ id: v as string | number, name: String(v) }));
    return { name, label, type: 'select', options };
  }
  if (type === 'boolean') return { name, label, type: 'checkbox' };
  if (type === 'integer') return { name, label, type: 'input', inputType: 'digits' };
  if (type === 'number') return { name, label, type: 'input', inputType: 'decimal' };
  if (p.format === 'email') return { name, label, type: 'input', inputType: 'email' };
  if (p.format === 'uri' || p.format === 'url') return { name, label, type: 'input', inputType: 'url' };
  return { name, label, type: 'input', inputType: (p.maxLength ?? 0) > 500 ? 'textarea' : 'text' };
}

function validationsOf(p: PropertySchema, required: boolean, label: string, write: ValidationText): FieldValidation[] {
  const rules: FieldValidation[] = [];
  const type = mainType(p);
  // A checkbox's false is an answer, not a missing one.
  if (required && type !== 'boolean') rules.push({ name: 'required', message: write(KIT_TEXTS.fieldRequired, { label }) });
  if (p.minLength !== undefined && p.minLength > 0) rules.push({ name: 'minLength', value: p.minLength, message: write(KIT_TEXTS.fieldTooShort, { label, n: p.minLength }) });
  if (p.maxLength !== undefined) rules.push({ name: 'maxLength', value: p.maxLength, message: write(KIT_TEXTS.fieldTooLong, { label, n: p.maxLength }) });
  if (p.minimum !== undefined) rules.push({ name: 'min', value: p.minimum, message: write(KIT_TEXTS.fieldMin, { label, n: p.minimum }) });
  if (p.maximum !== undefined) rules.push({ name: 'max', value: p.maximum, message: write(KIT_TEXTS.fieldMax, { label, n: p.maximum }) });
  if (p.pattern !== undefined) rules.push({ name: 'pattern', value: p.pattern, message: write(KIT_TEXTS.fieldPattern, { label }) });
  return rules;
}

/**
 * The form's fields from a body schema, in the schema's property order; `overrides` replace parts of a
 * field by name (a page's label, a lookup's options) or leave a property out (false). `write` makes the
 * validation messages (translated by the dialog; English by default), from the field's final label.
 */
export function fieldsFromSchema(schema: unknown, overrides: FieldOverrides = {}, write: ValidationText = english, translateLabel: (label: string) => string = (l) => l): FieldDefinition[] {
  const { properties = {}, required = [] } = (schema ?? {}) as ObjectSchema;
  const fields: FieldDefinition[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const override = overrides[name];
    if (override === false || property.readOnly) continue;
    const field = { ...baseField(name, property), ...(override ?? {}) };
    const defaults = validationsOf(property, required.includes(name), translateLabel(field.label), write);
    fields.push({ ...field, validations: override && override.validations ? override.validations : defaults });
  }
  return fields;
}

/**
 * A page's whole form (its own fields, rules and texts) as overrides of the body schema's fields: each field by
 * name, the schema's other properties left out. The form keeps the schema's property order.
 */
export function overridesFromFields(schema: unknown, fields: readonly FieldDefinition[]): FieldOverrides {
  const { properties = {} } = (schema ?? {}) as ObjectSchema;
  const declared = new Map(fields.map((field) => [field.name, field]));
  return Object.fromEntries(Object.keys(properties).map((name) => [name, declared.get(name) ?? false]));
}

/** A row's values as the form's initial values (only the form's fields; numbers as the inputs' text). */
export function formValuesFromRow(fields: readonly FieldDefinition[], row: Readonly<Record<string, unknown>> | undefined): FieldFormValues {
  const values: FieldFormValues = {};
  if (!row) return values;
  for (const field of fields) {
    const value = row[field.name];
    if (value === undefined || value === null) continue;
    values[field.name] = field.type === 'input' && typeof value === 'number' ? String(value) : (value as FieldFormValues[string]);
  }
  return values;
}

/**
 * What create or update sends: the form's values in the schema's types (an integer or number input's text
 * a number, an emptied optional field left out, or null when the schema allows null).
 */
export function bodyFromValues(schema: unknown, values: FieldFormValues): Record<string, unknown> {
  const { properties = {} } = (schema ?? {}) as ObjectSchema;
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const property = properties[name];
    if (!property) {
      if (value !== undefined) body[name] = value;
      continue;
    }
    const type = mainType(property);
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (empty) {
      if (typesOf(property).includes('null')) body[name] = null;
      continue;
    }
    if ((type === 'integer' || type === 'number') && typeof value === 'string') {
      const n = Number(value.trim().replace(',', '.'));
      body[name] = Number.isFinite(n) ? n : value;
    } else if (type === 'boolean') body[name] = value === true || value === 'true';
    else body[name] = typeof value === 'string' ? value.trim() : value;
  }
  return body;
}
