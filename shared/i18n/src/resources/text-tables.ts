/**
 * A feature's texts as i18next tables (ADR 0009: keys are the English texts): English to itself, and English to the
 * Turkish written under the same name. A Turkish text missing for a name is a type error, not a raw key on screen.
 */
export function textTables<K extends string>(texts: Readonly<Record<K, string>>, turkish: Readonly<Record<K, string>>): { en: Record<string, string>; tr: Record<string, string> } {
  const names = Object.keys(texts) as K[];
  return {
    en: Object.fromEntries(names.map((name) => [texts[name], texts[name]])),
    tr: Object.fromEntries(names.map((name) => [texts[name], turkish[name]])),
  };
}
