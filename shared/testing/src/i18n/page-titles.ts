import { ROUTE_CATALOG, type I18nResources } from '@portal/contracts';
import { routeTitlesTr, shellTr } from '@portal/i18n';

/**
 * Where a page's own Turkish names a catalogue page otherwise than its menu item and breadcrumb do (the shell's
 * `routeTitlesTr`, `shellTr`): "namespace: English is X on the page, Y in the menu" per difference. A table keyed by
 * English texts and one keyed by names (its English in `en`) are read alike; `more` adds tables keyed by English.
 */
export function titlesNamedOtherwise(resources: readonly I18nResources[], more: Readonly<Record<string, Readonly<Record<string, string>>>> = {}): string[] {
  const titles = new Set(ROUTE_CATALOG.map((r) => r.title));
  const menu = (title: string): string | undefined => routeTitlesTr[title] ?? shellTr[title];
  const tables = [
    ...resources.flatMap((r) => Object.entries(r.tr ?? {}).map(([ns, table]) => ({
      ns, turkish: table as Record<string, string>, english: (r.en?.[ns] ?? {}) as Record<string, string>,
    }))),
    ...Object.entries(more).map(([ns, turkish]) => ({ ns, turkish, english: {} as Record<string, string> })),
  ];
  return tables.flatMap(({ ns, turkish, english }) => Object.entries(turkish).flatMap(([key, text]) => {
    const title = english[key] ?? key;
    const shell = titles.has(title) ? menu(title) : undefined;
    return shell !== undefined && shell !== text ? [`${ns}: "${title}" is "${text}" on the page, "${shell}" in the menu`] : [];
  }));
}
