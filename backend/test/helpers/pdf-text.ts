import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as a reader would copy it, line by line: each page's text-showing strings (hex glyph codes of an
 * Identity-H font) through the font's ToUnicode map. Enough for the portal's own PDFs (text-pdf.ts), read as any
 * viewer does: streams inflated, codes looked up, never the source lines.
 */
export function pdfText(pdf: Buffer): string[] {
  const streams: string[] = [];
  const raw = pdf.toString('latin1');
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = pattern.exec(raw); m; m = pattern.exec(raw)) {
    const length = Number(/\/Length (\d+)/.exec(m[1]!)![1]);
    const start = m.index + m[0].length;
    const data = pdf.subarray(start, start + length);
    streams.push((m[1]!.includes('/FlateDecode') ? inflateSync(data) : data).toString('latin1'));
  }
  const map = new Map<string, string>();
  for (const s of streams.filter((x) => x.includes('beginbfchar'))) {
    for (const [, code, text] of s.matchAll(/<([0-9A-Fa-f]{4})> <([0-9A-Fa-f]+)>/g)) {
      map.set(code!.toUpperCase(), Buffer.from(text!, 'hex').swap16().toString('utf16le'));
    }
  }
  return streams.filter((s) => /\bBT\b/.test(s)).flatMap((s) => [...s.matchAll(/<([0-9A-Fa-f]*)> '/g)].map(([, hex]) =>
    (hex!.match(/.{4}/g) ?? []).map((code) => map.get(code.toUpperCase()) ?? '\uFFFD').join('')));
}
