import { ROUTE_CATALOG, type I18nResources } from '@portal/contracts';
import { COMMON_LABELS_TR, PORTAL_WORDS, routeTitlesTr, shellTr } from '@portal/i18n';

/**
 * Where a page's own Turkish names a catalogue page otherwise than its menu item and breadcrumb do (the shell's
 * `routeTitlesTr`, `shellTr`): "namespace: English is X on the page, Y in the menu" per difference. A table keyed by
 * English texts and one keyed by names (its English in `en`) are read alike; `more` adds tables keyed by English.
 */
export function titlesNamedOtherwise(resources: readonly I18nResources[], more: Readonly<Record<string, Readonly<Record<string, string>>>> = {}): string[] {
  const titles = new Set(ROUTE_CATALOG.map((r) => r.title));
  return differences(resources, more, (english) => (titles.has(english) ? routeTitlesTr[english] ?? shellTr[english] : undefined), 'in the menu');
}

/** Where a page writes one of the portal's generic words (`PORTAL_WORDS`: Cancel, Active...) otherwise than the shell. */
export function wordsNamedOtherwise(resources: readonly I18nResources[]): string[] {
  const words = new Set<string>(PORTAL_WORDS);
  return differences(resources, {}, (english) => (words.has(english) ? COMMON_LABELS_TR[english] : undefined), 'in the shell');
}

function differences(
  resources: readonly I18nResources[], more: Readonly<Record<string, Readonly<Record<string, string>>>>,
  expected: (english: string) => string | undefined, where: string,
): string[] {
  const tables = [
    ...resources.flatMap((r) => Object.entries(r.tr ?? {}).map(([ns, table]) => ({
      ns, turkish: table as Record<string, string>, english: (r.en?.[ns] ?? {}) as Record<string, string>,
    }))),
    ...Object.entries(more).map(([ns, turkish]) => ({ ns, turkish, english: {} as Record<string, string> })),
  ];
  return tables.flatMap(({ ns, turkish, english }) => Object.entries(turkish).flatMap(([key, text]) => {
    const title = english[key] ?? key;
    const shell = expected(title);
    return shell !== undefined && shell !== text ? [`${ns}: "${title}" is "${text}" on the page, "${shell}" ${where}`] : [];
  }));
}
