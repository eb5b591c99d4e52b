/** The one LIKE escaping of the backend: `%`, `_` and `\` typed by a user match themselves. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern matching `text` anywhere (use with ilike for case-insensitive search). */
export const likeContains = (text: string): string => `%${escapeLike(text)}%`;

/** A pattern matching values that start with `text`. */
export const likePrefix = (text: string): string => `${escapeLike(text)}%`;
