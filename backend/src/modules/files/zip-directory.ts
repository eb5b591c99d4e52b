/**
 * Just enough of the zip format to check what an Office or OpenDocument upload holds, with bounded work:
 * the central directory is read (names, methods, sizes), never an entry's compressed data, so a
 * decompression bomb costs nothing (issue 15 item 4). Anything malformed reads as "not a zip".
 */

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated, ... */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

/** Most entries read from one upload: real documents hold tens to a few hundred. */
export const MAX_ZIP_ENTRIES = 5000;

function findEndOfCentralDirectory(b: Buffer): number {
  const stop = Math.max(0, b.length - EOCD_MIN - MAX_COMMENT);
  for (let at = b.length - EOCD_MIN; at >= stop; at -= 1) {
    if (b.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

/** The entries of the zip's central directory, or null when `b` is not a well-formed zip within the limits. */
export function readZipDirectory(b: Buffer, maxEntries = MAX_ZIP_ENTRIES): ZipEntry[] | null {
  if (b.length < EOCD_MIN) return null;
  const eocd = findEndOfCentralDirectory(b);
  if (eocd < 0) return null;
  const count = b.readUInt16LE(eocd + 10);
  const size = b.readUInt32LE(eocd + 12);
  const offset = b.readUInt32LE(eocd + 16);
  if (count > maxEntries || offset + size > eocd) return null;
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > eocd || b.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    const nameLength = b.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + b.readUInt16LE(at + 30) + b.readUInt16LE(at + 32);
    if (next > eocd) return null;
    entries.push({
      method: b.readUInt16LE(at + 10),
      compressedSize: b.readUInt32LE(at + 20),
      uncompressedSize: b.readUInt32LE(at + 24),
      localHeaderOffset: b.readUInt32LE(at + 42),
      name: b.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
    });
    at = next;
  }
  return entries;
}

/**
 * The bytes of a stored (uncompressed) entry of at most `maxBytes`, or null: a compressed, larger or
 * malformed entry is never inflated or copied.
 */
export function readStoredEntry(b: Buffer, entry: ZipEntry, maxBytes: number): Buffer | null {
  if (entry.method !== 0 || entry.compressedSize !== entry.uncompressedSize || entry.compressedSize > maxBytes) return null;
  const at = entry.localHeaderOffset;
  if (at + 30 > b.length || b.readUInt32LE(at) !== LOCAL_SIGNATURE) return null;
  const start = at + 30 + b.readUInt16LE(at + 26) + b.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  return end <= b.length ? b.subarray(start, end) : null;
}
