import { fillTemplate, type NotificationLanguage, type NotificationParams } from '../notifications/texts';

/**
 * Feed comments the server writes itself (issue 16, as ADR 0042 for notifications): stored with a key and
 * parameters beside their English content, shown in the reader's language. `{name}` marks a parameter.
 */
export const FEED_TEXTS = {
  'support.escalatedTo': {
    en: 'Escalated to the platform as ticket #{number}.',
    tr: 'Platforma #{number} numaralı talep olarak taşındı.',
  },
} as const satisfies Record<string, Record<NotificationLanguage, string>>;

export type FeedTextKey = keyof typeof FEED_TEXTS;

/** What a keyed comment stores in its feed item's data: the English content (older readers) and its key. */
export function keyedComment(key: FeedTextKey, params: NotificationParams): { content: string; textKey: FeedTextKey; textParams: NotificationParams } {
  return { content: renderFeedText(key, params, 'en')!, textKey: key, textParams: params };
}

/** A keyed comment's content (one paragraph of rich text) in `language`; undefined for a key this build does not know. */
export function renderFeedText(key: unknown, params: unknown, language: NotificationLanguage): string | undefined {
  if (typeof key !== 'string' || !Object.hasOwn(FEED_TEXTS, key)) return undefined;
  const values = params && typeof params === 'object' ? params as NotificationParams : {};
  return `<p>${fillTemplate(FEED_TEXTS[key as FeedTextKey][language], values).value}</p>`;
}
