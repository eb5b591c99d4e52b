function looksLikeJson(text: string, contentType: string | null): boolean {
  if (contentType?.includes('json')) return true;
  const start = text.trimStart()[0];
  return start === '{' || start === '[';
}

/** Parses a body as JSON when it is JSON, as text otherwise; an empty body is undefined. */
export function parseText(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  if (!looksLikeJson(text, contentType)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Reads an error response. Blob responses (file downloads) carry their error as JSON inside the
 * blob, so the body is always read as text and parsed; the spec then looks for its `error` field.
 */
export async function readErrorBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return parseText(text, response.headers.get('content-type')) ?? null;
  } catch {
    return null;
  }
}
