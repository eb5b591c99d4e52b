import { ANTIFRAUD_LIMITS, ANTIFRAUD_MESSAGES as M, BLACKLIST_TYPES, type BlacklistType } from '@portal/contracts';
import { listValueProblem, normaliseListValue } from './blacklist-match';

export interface ParsedEntry { listType: BlacklistType; value: string; reason: string; expiresAt: Date | null }

/** One CSV line's fields (double quotes around a field, "" inside one). */
function fieldsOf(line: string): string[] {
  const out: string[] = [];
  let field = ''; let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') { field += '"'; i += 1; } else if (ch === '"') quoted = false; else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { out.push(field); field = ''; } else field += ch;
  }
  out.push(field);
  return out.map((f) => f.trim());
}

const HEADER = ['type', 'value', 'reason', 'expiresat'];

/**
 * A blacklist CSV (ADR 0106): a header `type,value,reason,expiresAt`, then one entry a line (reason and expiry may be
 * empty; the expiry an ISO date or time in the future). Every wrong line is named ("Line 4: ..."); duplicates in the
 * file count once.
 */
export function parseBlacklistCsv(csv: string, now: Date): { entries: ParsedEntry[]; problems: string[] } {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const problems: string[] = [];
  const header = fieldsOf(lines[0] ?? '').map((h) => h.toLowerCase());
  if (HEADER.some((h, i) => header[i] !== h && !(i >= 2 && header[i] === undefined))) return { entries: [], problems: [M.importHeader] };
  const body = lines.slice(1).map((text, i) => ({ text, line: i + 2 })).filter((l) => l.text.trim() !== '');
  if (body.length === 0) return { entries: [], problems: [M.importEmpty] };
  if (body.length > ANTIFRAUD_LIMITS.importMaxLines) return { entries: [], problems: [M.importTooLarge] };
  const entries = new Map<string, ParsedEntry>();
  const problem = (line: number, text: string) => problems.push(M.importLine.replace('{{line}}', String(line)).replace('{{problem}}', text));
  for (const { text, line } of body) {
    const [type = '', value = '', reason = '', expires = ''] = fieldsOf(text);
    const listType = BLACKLIST_TYPES.find((t) => t.toLowerCase() === type.toLowerCase());
    if (!listType) { problem(line, `the type must be one of ${BLACKLIST_TYPES.join(', ')}`); continue; }
    const invalid = listValueProblem(listType, value);
    if (invalid) { problem(line, invalid); continue; }
    if (reason.length > ANTIFRAUD_LIMITS.reasonMax) { problem(line, `the reason is longer than ${ANTIFRAUD_LIMITS.reasonMax} characters`); continue; }
    let expiresAt: Date | null = null;
    if (expires) {
      expiresAt = new Date(expires);
      if (Number.isNaN(expiresAt.getTime())) { problem(line, `"${expires.slice(0, 40)}" is not a date`); continue; }
      if (expiresAt <= now) { problem(line, M.expiryPast); continue; }
    }
    const normal = normaliseListValue(listType, value)!;
    entries.set(`${listType}:${normal}`, { listType, value: normal, reason, expiresAt });
  }
  return { entries: [...entries.values()], problems };
}
