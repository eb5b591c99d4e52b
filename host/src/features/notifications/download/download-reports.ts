import type { Notification } from '@portal/contracts';
import { saveBlob } from '@portal/kit';
import { sanitizeHtml } from '@portal/ui';
import { notificationsApi } from '../api/notifications-api';
import { isDownloadable } from './is-downloadable';

export { isDownloadable };

export const ZIP_FILE_NAME = 'reports.zip';

/** The csv's name: the description when it names a .csv file (as exports write it), else one from the id. */
export function csvNameOf(n: Notification): string {
  // DOMParser builds an inert document: nothing in it runs, and entities come out as text.
  const text = (new DOMParser().parseFromString(sanitizeHtml(n.description), 'text/html').body.textContent ?? '').trim();
  return /^[^\\/:*?"<>|]+\.csv$/i.test(text) ? text : `report-${n.id}.csv`;
}

/** Unique names inside one archive: a second "a.csv" becomes "a (2).csv". */
function uniqueName(name: string, used: Set<string>): string {
  let candidate = name;
  for (let n = 2; used.has(candidate); n++) candidate = name.replace(/(\.csv)?$/i, ` (${n})$1`);
  used.add(candidate);
  return candidate;
}

/**
 * Downloads the files behind ReportGenerated notifications: one as its csv, several as one zip of csv
 * files. A failure is logged (spec part 1 section 8 "File download failure is logged").
 */
export async function downloadReports(list: Notification[]): Promise<void> {
  const downloadable = list.filter(isDownloadable);
  if (downloadable.length === 0) return;
  try {
    const blobs = await Promise.all(downloadable.map((n) => notificationsApi.file(n.objectUrl!)));
    if (downloadable.length === 1) {
      saveBlob(new Blob([blobs[0]!], { type: 'text/csv' }), csvNameOf(downloadable[0]!));
      return;
    }
    // jszip (20 KB gzip) loads only when several files are zipped: it is not part of the shell's start (issue 14).
    const { default: JSZip } = await import('jszip');
    const zip = new JSZip();
    const used = new Set<string>();
    downloadable.forEach((n, i) => zip.file(uniqueName(csvNameOf(n), used), blobs[i]!));
    saveBlob(await zip.generateAsync({ type: 'blob' }), ZIP_FILE_NAME);
  } catch (err) {
    console.error('Notifications: file download failed', err);
  }
}
