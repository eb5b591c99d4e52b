import { readStoredEntry, readZipDirectory } from './zip-directory';
import { ALLOWED_CONTENT_TYPES, ALLOWED_EXTENSIONS, UPLOAD_MESSAGES } from '@portal/contracts';

/** The one content type stored and served for each allowed extension (spec part 1 section 5). */
export const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', tif: 'image/tiff', tiff: 'image/tiff', gif: 'image/gif',
  pdf: 'application/pdf', doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text', ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  txt: 'text/plain', csv: 'text/csv', xml: 'application/xml',
};

const startsWith = (buf: Buffer, ...sig: number[]) => sig.every((b, i) => buf[i] === b);
const ascii = (buf: Buffer, text: string, at = 0) => buf.subarray(at, at + text.length).toString('latin1') === text;

const isJpeg = (b: Buffer) => startsWith(b, 0xff, 0xd8, 0xff);
const isPng = (b: Buffer) => startsWith(b, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const isTiff = (b: Buffer) => startsWith(b, 0x49, 0x49, 0x2a, 0x00) || startsWith(b, 0x4d, 0x4d, 0x00, 0x2a);
const isGif = (b: Buffer) => ascii(b, 'GIF87a') || ascii(b, 'GIF89a');
const isPdf = (b: Buffer) => ascii(b, '%PDF-');
const isOle = (b: Buffer) => startsWith(b, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const isZip = (b: Buffer) => startsWith(b, 0x50, 0x4b, 0x03, 0x04);

/** Valid UTF-8 without NUL bytes (a binary file renamed .txt fails here). */
function isText(b: Buffer): boolean {
  if (b.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
}

const OOXML_PART: Record<string, string> = { docx: 'word/document.xml', xlsx: 'xl/workbook.xml', pptx: 'ppt/presentation.xml' };

/** Longest OpenDocument mimetype entry read (the longest real one is 46 bytes). */
const MAX_MIMETYPE_BYTES = 100;

/**
 * Office Open XML and OpenDocument files are zip archives: check the part or mimetype entry their kind must
 * have, reading only the central directory and at most MAX_MIMETYPE_BYTES of one stored entry, never
 * inflating anything (a 149 KB .odt once cost 172 MB here while its mimetype entry was unpacked).
 * OpenDocument's mimetype entry is stored uncompressed by its specification, so a compressed one is refused.
 */
function zipHolds(b: Buffer, ext: string): boolean {
  if (!isZip(b)) return false;
  const entries = readZipDirectory(b);
  if (!entries) return false;
  const names = new Set(entries.map((e) => e.name));
  if (OOXML_PART[ext]) return names.has('[Content_Types].xml') && names.has(OOXML_PART[ext]);
  const mimetypeEntry = entries.find((e) => e.name === 'mimetype');
  const mimetype = mimetypeEntry && readStoredEntry(b, mimetypeEntry, MAX_MIMETYPE_BYTES);
  return !!mimetype && mimetype.toString('latin1').trim() === CONTENT_TYPE_BY_EXTENSION[ext];
}

async function contentMatches(ext: string, b: Buffer): Promise<boolean> {
  switch (ext) {
    case 'jpg': case 'jpeg': return isJpeg(b);
    case 'png': return isPng(b);
    case 'tif': case 'tiff': return isTiff(b);
    case 'gif': return isGif(b);
    case 'pdf': return isPdf(b);
    case 'doc': case 'xls': case 'ppt': return isOle(b);
    case 'docx': case 'xlsx': case 'pptx': case 'odt': case 'ods': case 'odp': return zipHolds(b, ext);
    case 'txt': case 'csv': return isText(b);
    case 'xml': return isText(b) && /^\uFEFF?\s*</.test(b.toString('utf8'));
    default: return false;
  }
}

/**
 * Upload names lose any folder part, control characters and quotes; bidirectional overrides and isolates
 * (which make `invoice\u202Efdp.exe` display as `invoiceexe.pdf`) are removed; at most 200 characters.
 */
export function sanitiseFileName(name: string): string {
  const base = (name.split(/[/\\]/).pop() ?? '').replace(/[\u202a-\u202e\u2066-\u2069]/g, '');
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '_').replace(/^\.+/, '').trim().slice(-200);
  return clean || 'file';
}

export const extensionOf = (name: string): string => (/\.([A-Za-z0-9]+)$/.exec(name)?.[1] ?? '').toLowerCase();

const fill = (template: string, file: string) => template.replace('{file}', file);

/**
 * Checks a file by name, declared type and content. Returns the stored content type, or the message to
 * answer (400): the spec's exact text, with what was wrong in `detail` for the log only.
 * The declared type may be generic (browsers send octet-stream for unknown kinds).
 */
export async function checkUpload(fileName: string, declaredType: string, content: Buffer): Promise<{ contentType: string } | { error: string; detail?: string }> {
  const ext = extensionOf(fileName);
  const notAllowed = fill(UPLOAD_MESSAGES.typeNotAllowed, fileName);
  if (!(ALLOWED_EXTENSIONS as readonly string[]).includes(ext)) return { error: notAllowed };
  const declared = declaredType.split(';')[0]!.trim().toLowerCase();
  if (declared && declared !== 'application/octet-stream' && !(ALLOWED_CONTENT_TYPES as readonly string[]).includes(declared)) {
    return { error: notAllowed };
  }
  if (content.length === 0) return { error: `File ${fileName} is empty` };
  if (!(await contentMatches(ext, content))) return { error: notAllowed, detail: `its content is not a .${ext} file` };
  return { contentType: CONTENT_TYPE_BY_EXTENSION[ext]! };
}
