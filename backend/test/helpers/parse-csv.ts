/**
 * A CSV file as rows of cells (RFC 4180: quoted cells, doubled quotes, CRLF lines), without its byte order mark.
 * The backend's export tests and the export e2e spec read files with it. A file whose last line does not end
 * with CRLF is refused: every export ends its last row.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(cell); cell = ''; } else if (c === '\r' && body[i + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i++; } else cell += c;
  }
  if (cell + row.join('') !== '') throw new Error('The file does not end with a line break');
  return rows;
}
