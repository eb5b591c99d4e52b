import { HttpResponse } from 'msw';
import { declaredHandlers } from '@portal/testing';
import type { EndpointDeclaration } from '@portal/contracts';
import { server } from './render-support';

export interface SavedFile {
  fileName: string;
  blob: Blob;
}

/**
 * Records the files the page saves (jsdom has no object URLs and does not download): call in a test,
 * read the returned list after the download.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ fileName: this.download, blob });
  });
  return saved;
}

/**
 * Holds every call of `endpoint` until `release` is called, then answers `respond()`: a download that is
 * visibly in progress. A declared handler: the request is checked against the declaration first.
 */
export function holdDownload(endpoint: EndpointDeclaration, respond: () => Response): { release(): void; requests: URL[]; languages: Array<string | null> } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const requests: URL[] = [];
  /** Each request's Accept-Language: the language the file is asked in. */
  const languages: Array<string | null> = [];
  server.use(
    ...declaredHandlers(endpoint, async ({ request }) => {
      requests.push(new URL(request.url));
      languages.push(request.headers.get('accept-language'));
      await gate;
      return respond();
    }),
  );
  return { release, requests, languages };
}

export const csvResponse = (text: string) => new HttpResponse(text, { headers: { 'Content-Type': 'text/csv' } });
export const failedResponse = () => HttpResponse.json({ error: 'Export failed' }, { status: 500 });
