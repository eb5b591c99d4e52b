/** True for PostgreSQL's unique_violation (23505), also when drizzle wraps the driver's error. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** The SQLSTATE of a database error, also when drizzle wraps the driver's error. */
export function sqlStateOf(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/**
 * PostgreSQL's class 22 "data exception": a value the database cannot store as given (a NUL byte or a lone
 * surrogate in text, a date out of range, a number too large). The caller sent it: a 400, never a 500.
 */
export const isDataException = (err: unknown): boolean => sqlStateOf(err)?.startsWith('22') ?? false;
