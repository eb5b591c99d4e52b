import { badRequest } from '../../http/errors';
import type { ReportField } from '@portal/contracts';
import type { ReportFilters } from './report-spec';

const DAY = 86_400_000;
const PAGING_KEYS = new Set(['pageIndex', 'PageSize', 'sort', 'order', 'timezoneOffset', 'useDefaults']);
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const listOf = (raw: unknown): string[] => {
  const items = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? raw.split(',') : [];
  return items.map((v) => v.trim()).filter((v) => v !== '');
};

const dateOf = (raw: unknown, name: string): Date => {
  const text = typeof raw === 'string' ? raw.trim() : '';
  const date = new Date(text);
  if (!ISO.test(text) || Number.isNaN(date.getTime())) throw badRequest(`${name} must be a date and time (ISO 8601)`);
  return date;
};

/**
 * The query's filters read against the report's fields, the server's second check after the browser's
 * (the same rules): an unknown filter, a value outside a select's options, a malformed date, a reversed range
 * or one longer than maxDaysSelected, or a missing required field is a 400 naming it; nothing is cut silently.
 */
export function readFilters(fields: readonly ReportField[], query: Record<string, unknown>): ReportFilters {
  const known = new Set<string>();
  let range: ReportFilters['range'] = null;
  const values: Record<string, string[]> = {};
  for (const field of fields) {
    const required = field.validations?.some((v) => v.name === 'required') ?? false;
    if (field.type === 'dateRangePicker') {
      const startName = field.startDateName ?? `${field.name}Start`;
      const endName = field.endDateName ?? `${field.name}End`;
      known.add(startName).add(endName);
      const rawStart = query[startName];
      const rawEnd = query[endName];
      if (rawStart === undefined || rawEnd === undefined) {
        if (required) throw badRequest(`${field.label} is required: pass ${startName} and ${endName}`);
        continue;
      }
      const start = dateOf(rawStart, startName);
      const end = dateOf(rawEnd, endName);
      if (end.getTime() <= start.getTime()) throw badRequest(`${endName} must be after ${startName}`);
      // The browser sends [start of the first day, start of the day after the last) on the user's clock; an hour of slack for a daylight-saving change.
      if (field.maxDaysSelected && end.getTime() - start.getTime() > field.maxDaysSelected * DAY + 3_600_000) {
        throw badRequest(`Pick at most ${field.maxDaysSelected} days`);
      }
      range = { start, end };
      continue;
    }
    if (field.type === 'button') continue;
    known.add(field.name);
    const list = listOf(query[field.name]);
    if (list.length === 0) {
      if (required) throw badRequest(`${field.label} is required`);
      continue;
    }
    const multi = field.type === 'multiSelectAutoComplete';
    if (!multi && list.length > 1) throw badRequest(`${field.name} takes one value`);
    const max = field.multiSelectOptions?.maxSelected;
    if (multi && max && list.length > max) throw badRequest(`${field.name} takes at most ${max} values`);
    const allowed = field.options?.map((o) => String(o.id));
    if (allowed && field.type !== 'selectWithApi') {
      const wrong = list.find((v) => !allowed.includes(v));
      if (wrong !== undefined) throw badRequest(`${field.name} cannot be ${wrong}`);
    }
    if (field.type === 'checkbox' && !['true', 'false'].includes(list[0]!)) throw badRequest(`${field.name} must be true or false`);
    if (field.type === 'date') dateOf(list[0], field.name);
    for (const rule of field.validations ?? []) {
      if (rule.name === 'maxLength' && list[0]!.length > Number(rule.value)) throw badRequest(`${field.name}: ${rule.message}`);
      if (rule.name === 'pattern' && !new RegExp(String(rule.value)).test(list[0]!)) throw badRequest(`${field.name}: ${rule.message}`);
    }
    values[field.name] = list;
  }
  const unknown = Object.keys(query).find((key) => !PAGING_KEYS.has(key) && !known.has(key));
  if (unknown) throw badRequest(`Unknown filter ${unknown}`);
  return { range, values };
}
