import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BACKEND_DIR } from '../../config';

/**
 * A TrueType font read just enough to embed it in a PDF (ADR 0094): the Unicode → glyph map (cmap format 4), the
 * glyphs' advance widths, and a subset of the file holding only the glyphs a document uses (the others left empty,
 * glyph ids unchanged, so the PDF maps its codes to glyphs one to one). No package: the tables needed are few.
 */
export interface TrueTypeFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  bbox: [number, number, number, number];
  glyphOf(codePoint: number): number;
  advanceOf(glyph: number): number;
  /** The font file with only `glyphs` (and what composite glyphs among them are made of) kept. */
  subset(glyphs: Iterable<number>): Buffer;
}

interface Table { offset: number; length: number }

function tablesOf(font: Buffer): Map<string, Table> {
  const count = font.readUInt16BE(4);
  const tables = new Map<string, Table>();
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    tables.set(font.toString('latin1', at, at + 4), { offset: font.readUInt32BE(at + 8), length: font.readUInt32BE(at + 12) });
  }
  return tables;
}

/** The Windows Unicode BMP subtable (format 4) as a lookup. */
function cmapLookup(font: Buffer, cmap: Table): (c: number) => number {
  const count = font.readUInt16BE(cmap.offset + 2);
  let sub = -1;
  for (let i = 0; i < count; i++) {
    const at = cmap.offset + 4 + i * 8;
    const platform = font.readUInt16BE(at), encoding = font.readUInt16BE(at + 2);
    const offset = cmap.offset + font.readUInt32BE(at + 4);
    if (((platform === 3 && encoding === 1) || platform === 0) && font.readUInt16BE(offset) === 4) { sub = offset; break; }
  }
  if (sub < 0) throw new Error('The font has no Unicode cmap of format 4');
  const segments = font.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14, starts = ends + segments * 2 + 2, deltas = starts + segments * 2, ranges = deltas + segments * 2;
  return (c) => {
    if (c > 0xffff) return 0;
    for (let s = 0; s < segments; s++) {
      if (font.readUInt16BE(ends + s * 2) < c) continue;
      const start = font.readUInt16BE(starts + s * 2);
      if (start > c) return 0;
      const delta = font.readInt16BE(deltas + s * 2), rangeAt = ranges + s * 2, range = font.readUInt16BE(rangeAt);
      if (range === 0) return (c + delta) & 0xffff;
      const glyph = font.readUInt16BE(rangeAt + range + (c - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

const checksum = (data: Buffer): number => {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) sum = (sum + data.readUInt32BE(i)) >>> 0;
  return sum;
};
const padded = (data: Buffer) => Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);

/** Tables a PDF viewer needs of an embedded TrueType font (PDF 32000 9.9: cmap not needed with CIDToGIDMap). */
const KEPT_TABLES = ['cvt ', 'fpgm', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'prep'];

export function readTrueType(font: Buffer): TrueTypeFont {
  const tables = tablesOf(font);
  const table = (tag: string) => {
    const t = tables.get(tag);
    if (!t) throw new Error(`The font has no ${tag} table`);
    return t;
  };
  const head = table('head'), hhea = table('hhea'), maxp = table('maxp'), hmtx = table('hmtx'), loca = table('loca'), glyf = table('glyf');
  const unitsPerEm = font.readUInt16BE(head.offset + 18);
  const longLoca = font.readInt16BE(head.offset + 50) === 1;
  const glyphCount = font.readUInt16BE(maxp.offset + 4);
  const metrics = font.readUInt16BE(hhea.offset + 34);
  const glyphOf = cmapLookup(font, table('cmap'));
  const locaAt = (g: number) => (longLoca ? font.readUInt32BE(loca.offset + g * 4) : font.readUInt16BE(loca.offset + g * 2) * 2);
  const glyphBytes = (g: number) => font.subarray(glyf.offset + locaAt(g), glyf.offset + locaAt(g + 1));

  /** The glyphs a composite glyph is made of. */
  function components(g: number): number[] {
    const data = glyphBytes(g);
    if (data.length === 0 || data.readInt16BE(0) >= 0) return [];
    const out: number[] = [];
    let at = 10, flags: number;
    do {
      flags = data.readUInt16BE(at);
      out.push(data.readUInt16BE(at + 2));
      at += 4 + (flags & 0x1 ? 4 : 2) + (flags & 0x8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0);
    } while (flags & 0x20);
    return out;
  }

  function subset(wanted: Iterable<number>): Buffer {
    const keep = new Set<number>([0]);
    const queue = [...wanted];
    while (queue.length) {
      const g = queue.pop()!;
      if (keep.has(g) && g !== 0) continue;
      keep.add(g);
      queue.push(...components(g).filter((c) => !keep.has(c)));
    }
    const glyphs: Buffer[] = [];
    const offsets = Buffer.alloc((glyphCount + 1) * 4);
    let size = 0;
    for (let g = 0; g < glyphCount; g++) {
      offsets.writeUInt32BE(size, g * 4);
      if (!keep.has(g)) continue;
      const data = padded(Buffer.from(glyphBytes(g)));
      glyphs.push(data);
      size += data.length;
    }
    offsets.writeUInt32BE(size, glyphCount * 4);
    const newHead = Buffer.from(font.subarray(head.offset, head.offset + head.length));
    newHead.writeUInt32BE(0, 8); // checkSumAdjustment, set below
    newHead.writeInt16BE(1, 50); // long loca offsets
    const data: Record<string, Buffer> = { glyf: Buffer.concat(glyphs), loca: offsets, head: newHead };
    const tags = KEPT_TABLES.filter((tag) => data[tag] || tables.has(tag));
    const bodies = tags.map((tag) => padded(data[tag] ?? Buffer.from(font.subarray(tables.get(tag)!.offset, tables.get(tag)!.offset + tables.get(tag)!.length))));
    const lengths = tags.map((tag) => data[tag]?.length ?? tables.get(tag)!.length);
    const power = 2 ** Math.floor(Math.log2(tags.length));
    const directory = Buffer.alloc(12 + tags.length * 16);
    directory.writeUInt32BE(0x00010000, 0);
    directory.writeUInt16BE(tags.length, 4);
    directory.writeUInt16BE(power * 16, 6);
    directory.writeUInt16BE(Math.log2(power), 8);
    directory.writeUInt16BE(tags.length * 16 - power * 16, 10);
    let offset = directory.length;
    tags.forEach((tag, i) => {
      const at = 12 + i * 16;
      directory.write(tag, at, 'latin1');
      directory.writeUInt32BE(checksum(bodies[i]!), at + 4);
      directory.writeUInt32BE(offset, at + 8);
      directory.writeUInt32BE(lengths[i]!, at + 12);
      offset += bodies[i]!.length;
    });
    const file = Buffer.concat([directory, ...bodies]);
    const headAt = directory.length + bodies.slice(0, tags.indexOf('head')).reduce((n, b) => n + b.length, 0);
    file.writeUInt32BE((0xb1b0afba - checksum(file)) >>> 0, headAt + 8);
    return file;
  }

  return {
    unitsPerEm,
    ascent: font.readInt16BE(hhea.offset + 4),
    descent: font.readInt16BE(hhea.offset + 6),
    bbox: [font.readInt16BE(head.offset + 36), font.readInt16BE(head.offset + 38), font.readInt16BE(head.offset + 40), font.readInt16BE(head.offset + 42)],
    glyphOf,
    advanceOf: (g) => font.readUInt16BE(hmtx.offset + Math.min(g, metrics - 1) * 4),
    subset,
  };
}

let dejaVu: TrueTypeFont | undefined;
/** DejaVu Sans, vendored in backend/assets/fonts (free to redistribute and embed; its licence beside it). */
export function dejaVuSans(): TrueTypeFont {
  dejaVu ??= readTrueType(readFileSync(path.join(BACKEND_DIR, 'assets', 'fonts', 'DejaVuSans.ttf')));
  return dejaVu;
}
