/**
 * How long an object URL outlives the click that downloads it: the browser reads the blob after the click
 * returns, and some (Firefox, Safari) fail a download whose URL was revoked at once.
 */
export const REVOKE_AFTER_MS = 1000;

/** The one way the portal hands a blob to the browser as a download (a temporary link clicked, its URL revoked later). */
export function saveBlob(blob: Blob, fileName: string): void {
  if (typeof URL.createObjectURL !== 'function') return; // no downloads in this environment
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
