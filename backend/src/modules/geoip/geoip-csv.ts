import { parseIp, parseNetwork } from './ip-address';
import type { GeoRange } from './range-index';

/** The import's limits and sentences (ADR 0114). */
export const GEOIP_LIMITS = { maxRanges: 1_000_000, errorsListed: 100, maxSource: 200 } as const;
export const GEOIP_MESSAGES = {
  fields: 'give "network,country" (CIDR) or "start,end,country"',
  network: 'not a network in CIDR form (203.0.113.0/24, 2001:db8::/32): {{value}}',
  address: 'not an IPv4 or IPv6 address: {{value}}',
  families: 'the start and the end are not of the same family (IPv4, IPv6)',
  order: 'the start comes after the end',
  country: 'not a two-letter country code (ISO 3166-1 alpha-2): {{value}}',
  overlap: 'overlaps the range of line {{line}}',
  empty: 'The file has no ranges',
  tooMany: `The file has more than ${GEOIP_LIMITS.maxRanges} ranges`,
  source: 'Name the source of the set (e.g. "DB-IP country lite 2026-11")',
} as const;

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
const cells = (line: string) => line.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1').trim());

export interface ParsedGeoCsv { ranges: Array<GeoRange & { line: number }>; errors: string[] }

/**
 * A "country lite" CSV as MaxMind's and DB-IP's are laid out (ADR 0114): each line `network,country` (CIDR) or
 * `start,end,country` (DB-IP's); an optional header line, blank lines and `#` comments are skipped. Every wrong line
 * is named ("Line 4: ..."); ranges of one family must not overlap.
 */
export function parseGeoCsv(text: string): ParsedGeoCsv {
  const ranges: Array<GeoRange & { line: number }> = [];
  const errors: string[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim() || raw.trimStart().startsWith('#')) return;
    const c = cells(raw);
    // A header: its first field is a word ("network", "start", "ip_start").
    if (ranges.length === 0 && errors.length === 0 && /^[a-z_ ]+$/i.test(c[0] ?? '')) return;
    const wrong = (text: string) => { errors.push(`Line ${line}: ${text}`); };
    if (c.length !== 2 && c.length !== 3) return wrong(GEOIP_MESSAGES.fields);
    const country = c[c.length - 1]!.toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) return wrong(fill(GEOIP_MESSAGES.country, { value: c[c.length - 1]!.slice(0, 40) }));
    if (c.length === 2) {
      const network = parseNetwork(c[0]!);
      if (!network) return wrong(fill(GEOIP_MESSAGES.network, { value: c[0]!.slice(0, 60) }));
      ranges.push({ ...network, country, line });
      return;
    }
    const start = parseIp(c[0]!);
    const end = parseIp(c[1]!);
    if (!start || !end) return wrong(fill(GEOIP_MESSAGES.address, { value: (!start ? c[0]! : c[1]!).slice(0, 60) }));
    if (start.family !== end.family) return wrong(GEOIP_MESSAGES.families);
    if (start.value > end.value) return wrong(GEOIP_MESSAGES.order);
    ranges.push({ family: start.family, start: start.value, end: end.value, country, line });
  });
  if (ranges.length > GEOIP_LIMITS.maxRanges) return { ranges: [], errors: [GEOIP_MESSAGES.tooMany] };
  const sorted = [...ranges].sort((a, b) => a.family - b.family || (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const overlaps: Array<{ line: number; text: string }> = [];
  for (let i = 1; i < sorted.length; i += 1) {
    const [prev, next] = [sorted[i - 1]!, sorted[i]!];
    if (prev.family === next.family && next.start <= prev.end) {
      const [early, late] = prev.line < next.line ? [prev, next] : [next, prev];
      overlaps.push({ line: late.line, text: `Line ${late.line}: ${fill(GEOIP_MESSAGES.overlap, { line: early.line })}` });
    }
  }
  errors.push(...overlaps.sort((a, b) => a.line - b.line).map((o) => o.text));
  if (errors.length === 0 && ranges.length === 0) errors.push(GEOIP_MESSAGES.empty);
  return { ranges, errors };
}
