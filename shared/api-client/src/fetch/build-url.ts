export type QueryValue = string | number | boolean | null | undefined | Array<string | number>;
export type QueryParams = Record<string, QueryValue>;

/** Appends query parameters: null/undefined dropped, arrays joined by commas. */
export function withQuery(url: string, query: QueryParams | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = params.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

/** fetch outside a browser (jest's Node fetch) needs absolute URLs; in a browser this changes nothing. */
export function absoluteUrl(url: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  const base = typeof document !== 'undefined' ? document.baseURI : globalThis.location?.href;
  return base ? new URL(url, base).toString() : url;
}
