/** Spec part 1 section 8: the texts the global error handler shows. */
export const FORBIDDEN_MESSAGE = 'You are not authorized to perform this action';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (Array.isArray(value)) return value.find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return undefined;
}

function firstErrorsMessage(body: Record<string, unknown>): string | undefined {
  if (!Array.isArray(body.errors)) return undefined;
  for (const item of body.errors) {
    if (isRecord(item) && typeof item.message === 'string' && item.message.trim()) return item.message;
  }
  return undefined;
}

function errorField(body: Record<string, unknown>): string | undefined {
  if (typeof body.error === 'string' && body.error.trim()) return body.error;
  if (isRecord(body.error) && typeof body.error.message === 'string') return body.error.message;
  return undefined;
}

/** Validation bodies name the field PageSize or pageSize, either at the top or under `errors`. */
function pageSizeError(body: Record<string, unknown>): string | undefined {
  const containers = [isRecord(body.errors) ? body.errors : undefined, body];
  for (const container of containers) {
    if (!container) continue;
    const key = Object.keys(container).find((k) => k.toLowerCase() === 'pagesize');
    const message = key ? firstString(container[key]) : undefined;
    if (message) return message;
  }
  return undefined;
}

/**
 * A proxy's error page (nginx's "502 Bad Gateway" while a replica restarts) is a string body too, but its markup is
 * no message: the page's title is ("502 Bad Gateway"), else the catalogue's 'Unknown error'.
 */
function stringMessage(body: string): string {
  if (!body.trim()) return UNKNOWN_ERROR_MESSAGE;
  if (!/^\s*<(!doctype\s+html|html)[\s>]/i.test(body)) return body;
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(body)?.[1]?.replace(/\s+/g, ' ').trim();
  return title || UNKNOWN_ERROR_MESSAGE;
}

/** Picks the message for a failed call, in the order the spec gives. */
export function errorMessageFor(status: number, body: unknown): string {
  if (status === 403) return FORBIDDEN_MESSAGE;
  if (typeof body === 'string') return stringMessage(body);
  if (!isRecord(body)) return UNKNOWN_ERROR_MESSAGE;
  return firstErrorsMessage(body) ?? errorField(body) ?? pageSizeError(body) ?? UNKNOWN_ERROR_MESSAGE;
}
