import { BULK_UPDATE_LIMITS } from '@portal/contracts';

/** Column names that hold the ids in an uploaded CSV (case and spacing ignored). */
const ID_HEADERS = ['transactionid', 'id', 'externalid', 'reference', 'transaction'];

export type ParsedReferences =
  | { ok: true; references: string[] }
  | { ok: false; error: 'empty' | 'tooMany' | 'tooLong'; line?: number };

/** One CSV line's cells (RFC 4180 quotes; a comma or semicolon separates). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') { cell += '"'; i += 1; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',' || c === ';') { cells.push(cell); cell = ''; } else cell += c;
  }
  cells.push(cell);
  return cells.map((x) => x.trim());
}

const checked = (refs: Array<{ value: string; line: number }>): ParsedReferences => {
  if (refs.length === 0) return { ok: false, error: 'empty' };
  if (refs.length > BULK_UPDATE_LIMITS.maxIds) return { ok: false, error: 'tooMany' };
  const long = refs.find((r) => r.value.length > BULK_UPDATE_LIMITS.referenceMaxLength);
  if (long) return { ok: false, error: 'tooLong', line: long.line };
  return { ok: true, references: refs.map((r) => r.value) };
};

/**
 * Ids pasted by a person: one per line, or separated by commas, semicolons, spaces or tabs; blanks dropped. The
 * order is kept and repeats too (the server's preview says which line repeats which).
 */
export function parsePastedReferences(text: string): ParsedReferences {
  const refs = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/).flatMap((line, i) =>
    line.split(/[\s,;]+/).map((value) => ({ value: value.replace(/^"|"$/g, '').trim(), line: i + 1 })).filter((r) => r.value !== ''));
  return checked(refs);
}

/**
 * An uploaded CSV file's ids: the column headed transactionId, id, externalId, reference or transaction when the
 * first line has one (any other column is ignored), else the first column of every line. Line numbers are the file's.
 */
export function parseReferenceCsv(text: string): ParsedReferences {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const header = cellsOf(lines[0] ?? '').map((h) => h.toLowerCase().replace(/[\s_-]/g, ''));
  const column = header.findIndex((h) => ID_HEADERS.includes(h));
  const start = column >= 0 ? 1 : 0;
  const refs = lines.slice(start).map((line, i) => ({ value: cellsOf(line)[Math.max(column, 0)] ?? '', line: i + start + 1 })).filter((r) => r.value !== '');
  return checked(refs);
}
