import { createHash } from 'node:crypto';

/**
 * A plain-text PDF (ADR 0094): Helvetica, A4, lines wrapped, no clock and no random id inside, so the same text gives
 * the same bytes and the same SHA-256. Written by hand (PDF 1.4, WinAnsi): no package needed for text only.
 */
const PAGE = { width: 595, height: 842, margin: 56, fontSize: 10, leading: 14 } as const;
const LINES_PER_PAGE = Math.floor((PAGE.height - 2 * PAGE.margin) / PAGE.leading);
const WRAP = 100;

/** Letters WinAnsi lacks (Turkish ones among them) as their nearest Latin letter; others outside Latin-1 as "?". */
const FOLD: Record<string, string> = { 'ş': 's', 'Ş': 'S', 'ğ': 'g', 'Ğ': 'G', 'ı': 'i', 'İ': 'I', '€': 'EUR', '’': "'", '‘': "'", '“': '"', '”': '"', '–': '-', '—': '-', '…': '...' };
function winAnsi(text: string): string {
  // Control characters (tabs, stray escapes) as spaces: a PDF string shows them as nothing readable.
  return [...text].map((c) => FOLD[c] ?? (c.charCodeAt(0) < 32 ? ' ' : c.charCodeAt(0) < 256 ? c : '?')).join('');
}

/** A line longer than WRAP characters broken at spaces (a word longer than that broken where it must). */
export function wrapLine(line: string, width = WRAP): string[] {
  if (line.length <= width) return [line];
  const out: string[] = [];
  let rest = line;
  while (rest.length > width) {
    const cut = rest.lastIndexOf(' ', width);
    const at = cut > 0 ? cut : width;
    out.push(rest.slice(0, at));
    rest = rest.slice(at).replace(/^ /, '');
  }
  out.push(rest);
  return out;
}

const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** The lines as a PDF (bytes). */
export function textPdf(lines: readonly string[]): Buffer {
  const wrapped = lines.flatMap((l) => wrapLine(winAnsi(l)));
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(wrapped.length, 1); i += LINES_PER_PAGE) pages.push(wrapped.slice(i, i + LINES_PER_PAGE));
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((pageLines, i) => {
    const content = [`BT /F1 ${PAGE.fontSize} Tf ${PAGE.leading} TL ${PAGE.margin} ${PAGE.height - PAGE.margin} Td`,
      ...pageLines.map((l) => `(${escapePdf(l)}) '`), 'ET'].join('\n');
    objects[pageIds[i]!] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n${offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export const sha256Hex = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** Rich text (the sanitised body) as plain lines: block ends become line breaks, tags go, entities read. */
export function htmlToLines(html: string): string[] {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6]|tr)>/gi, '\n').replace(/<li[^>]*>/gi, '- ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  return text.split('\n').map((l) => l.trim()).filter((l, i, all) => l || (i > 0 && all[i - 1]));
}
