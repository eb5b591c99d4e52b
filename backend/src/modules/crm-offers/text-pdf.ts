import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { dejaVuSans } from './truetype-font';

/**
 * A plain-text PDF (ADR 0094): DejaVu Sans embedded (only the glyphs used), A4, lines wrapped to the page's width, no
 * clock and no random id inside, so the same text gives the same bytes and the same SHA-256. Written by hand (PDF 1.4,
 * a Type0 font with Identity-H codes = glyph ids and a ToUnicode map, so the text is copied and searched as written,
 * Turkish letters included).
 */
const PAGE = { width: 595, height: 842, margin: 56, fontSize: 10, leading: 14 } as const;
const LINES_PER_PAGE = Math.floor((PAGE.height - 2 * PAGE.margin) / PAGE.leading);
const LINE_WIDTH = PAGE.width - 2 * PAGE.margin;

/** Control characters (tabs, stray escapes) as spaces: a PDF shows them as nothing readable. */
const printable = (text: string) => [...text].map((c) => (c.charCodeAt(0) < 32 ? ' ' : c)).join('');

/**
 * A line broken at spaces where it does not fit (a word too long for a line broken where it must). `fits` is a
 * number of characters or a test of a piece's width.
 */
export function wrapLine(line: string, fits: number | ((piece: string) => boolean)): string[] {
  const fitting = typeof fits === 'number' ? (piece: string) => piece.length <= fits : fits;
  if (fitting(line)) return [line];
  const out: string[] = [];
  let rest = line;
  while (!fitting(rest)) {
    let at = 1;
    while (at < rest.length && fitting(rest.slice(0, at + 1))) at++;
    const cut = rest.lastIndexOf(' ', at);
    const end = cut > 0 ? cut : at;
    out.push(rest.slice(0, end));
    rest = rest.slice(end).replace(/^ /, '');
  }
  out.push(rest);
  return out;
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0').toUpperCase();
const stream = (dict: string, data: Buffer) => Buffer.concat([
  Buffer.from(`<< ${dict} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1'),
]);
const flate = (data: Buffer | string) => deflateSync(typeof data === 'string' ? Buffer.from(data, 'latin1') : data, { level: 9 });

/** Glyph → the text it stands for, as a ToUnicode CMap (PDF 32000 9.10.3), in blocks of at most 100. */
function toUnicode(chars: Map<number, string>): string {
  const entries = [...chars].sort(([a], [b]) => a - b);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(`${block.length} beginbfchar\n${block.map(([g, c]) => `<${hex4(g)}> <${[...Buffer.from(c, 'utf16le').swap16()].map((b) => b.toString(16).padStart(2, '0')).join('').toUpperCase()}>`).join('\n')}\nendbfchar`);
  }
  return ['/CIDInit /ProcSet findresource begin', '12 dict begin', 'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def', '/CMapName /Adobe-Identity-UCS def', '/CMapType 2 def',
    '1 begincodespacerange', '<0000> <FFFF>', 'endcodespacerange', ...blocks, 'endcmap', 'CMapName currentdict /CMap defineresource pop', 'end', 'end'].join('\n');
}

/** The lines as a PDF (bytes). */
export function textPdf(lines: readonly string[]): Buffer {
  const font = dejaVuSans();
  const scale = 1000 / font.unitsPerEm;
  const glyphs = (text: string) => [...text].map((c) => font.glyphOf(c.codePointAt(0)!));
  const width = (text: string) => glyphs(text).reduce((w, g) => w + font.advanceOf(g), 0) * scale * PAGE.fontSize / 1000;
  const wrapped = lines.flatMap((l) => wrapLine(printable(l), (piece) => width(piece) <= LINE_WIDTH));
  const used = new Map<number, string>();
  for (const line of wrapped) for (const c of line) if (!used.has(font.glyphOf(c.codePointAt(0)!))) used.set(font.glyphOf(c.codePointAt(0)!), c);
  used.delete(0);

  const pages: string[][] = [];
  for (let i = 0; i < Math.max(wrapped.length, 1); i += LINES_PER_PAGE) pages.push(wrapped.slice(i, i + LINES_PER_PAGE));
  // A subset's name carries a tag of six capitals (PDF 32000 9.6.4), here derived from the glyphs it holds.
  const tag = [...createHash('sha256').update([...used.keys()].sort((a, b) => a - b).join(',')).digest()].slice(0, 6).map((b) => String.fromCharCode(65 + (b % 26))).join('');
  const name = `${tag}+DejaVuSans`;
  const fontFile = font.subset(used.keys());
  const widths = [...used.keys()].sort((a, b) => a - b).map((g) => `${g} [${Math.round(font.advanceOf(g) * scale)}]`).join(' ');
  const [x1, y1, x2, y2] = font.bbox.map((v) => Math.round(v * scale));

  const objects: Buffer[] = [];
  const put = (id: number, body: string | Buffer) => { objects[id] = typeof body === 'string' ? Buffer.from(body, 'latin1') : body; };
  const pageIds = pages.map((_, i) => 9 + i * 2);
  put(1, '<< /Type /Catalog /Pages 2 0 R >>');
  put(2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  put(3, `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [4 0 R] /ToUnicode 7 0 R >>`);
  put(4, `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 5 0 R /W [${widths}] /CIDToGIDMap /Identity >>`);
  put(5, `<< /Type /FontDescriptor /FontName /${name} /Flags 32 /FontBBox [${x1} ${y1} ${x2} ${y2}] /ItalicAngle 0 /Ascent ${Math.round(font.ascent * scale)} /Descent ${Math.round(font.descent * scale)} /CapHeight 729 /StemV 80 /FontFile2 6 0 R >>`);
  put(6, stream(`/Length1 ${fontFile.length}`, flate(fontFile)));
  put(7, stream('', flate(toUnicode(used))));
  put(8, '<< /Producer (Payments portal) >>');
  pages.forEach((pageLines, i) => {
    const content = [`BT /F1 ${PAGE.fontSize} Tf ${PAGE.leading} TL ${PAGE.margin} ${PAGE.height - PAGE.margin} Td`,
      ...pageLines.map((l) => `<${glyphs(l).map(hex4).join('')}> '`), 'ET'].join('\n');
    put(pageIds[i]!, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`);
    put(pageIds[i]! + 1, stream('', flate(content)));
  });
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let size = parts[0]!.length;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = size;
    const obj = Buffer.concat([Buffer.from(`${id} 0 obj\n`, 'latin1'), objects[id]!, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(obj);
    size += obj.length;
  }
  parts.push(Buffer.from(`xref\n0 ${objects.length}\n0000000000 65535 f \n${offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
    + `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 8 0 R >>\nstartxref\n${size}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
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
