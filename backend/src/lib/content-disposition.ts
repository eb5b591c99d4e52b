/**
 * `attachment` with the file's name: an ASCII fallback for old clients and the exact UTF-8 name (RFC 6266 /
 * RFC 5987), so a browser saves the file under the name the server gave it.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
