import type { Notification } from '@portal/contracts';

/** Newest first; ties by id so the order is stable. */
export const newestFirst = (a: Notification, b: Notification): number =>
  Date.parse(b.created) - Date.parse(a.created) || b.id.localeCompare(a.id);

/** Adds `incoming` to `held` without duplicates (offset pages overlap after deletes and new arrivals). */
export function mergeNotifications(held: Notification[], incoming: Notification[]): Notification[] {
  const ids = new Set(held.map((n) => n.id));
  const added = incoming.filter((n) => !ids.has(n.id));
  return added.length ? [...held, ...added].sort(newestFirst) : held;
}

/** The created time of the newest notification held (what the latest-since call asks after). */
export const newestCreated = (held: Notification[]): string | undefined =>
  held.reduce<string | undefined>((max, n) => (!max || Date.parse(n.created) > Date.parse(max) ? n.created : max), undefined);
