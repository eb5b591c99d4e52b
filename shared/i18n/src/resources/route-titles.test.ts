/**
 * @jest-environment node
 */
import { ROUTE_CATALOG } from '@portal/contracts';
import { createPortalI18n, SHELL_NAMESPACE } from '../instance/portal-i18n';
import { routeTitlesTr } from './route-titles';

/** Every text the menu and the breadcrumbs take from the catalogue: page titles and menu group titles. */
function catalogueTitles(): string[] {
  const titles = new Set<string>(['Dashboard']); // the breadcrumbs' root crumb
  for (const row of ROUTE_CATALOG) {
    titles.add(row.title);
    if (row.menu) titles.add(row.menu.group);
  }
  return [...titles];
}

/** Names that read the same in Turkish. */
const SAME_IN_TURKISH = new Set(['CRM', 'MPI', 'Wiki']);

describe('Turkish menu and breadcrumb titles', () => {
  const i18n = createPortalI18n('en');
  const turkish = (title: string) => i18n.getResource('tr', SHELL_NAMESPACE, title) as string | undefined;

  it('has a Turkish text for every catalogue title and menu group', () => {
    const titles = catalogueTitles();
    expect(titles.length).toBeGreaterThan(100);
    expect(titles.filter((title) => !turkish(title))).toEqual([]);
  });

  it('translates them rather than copying the English, except names', () => {
    const copied = catalogueTitles().filter((title) => turkish(title) === title && !SAME_IN_TURKISH.has(title));
    expect(copied).toEqual([]);
  });

  it('keeps no title that is not in the catalogue any more', () => {
    const known = new Set([...catalogueTitles(), 'Ticket']);
    expect(Object.keys(routeTitlesTr).filter((title) => !known.has(title))).toEqual([]);
  });

  it('is what t() answers in tr', () => {
    expect(i18n.t('Countries', { lng: 'tr' })).toBe('Ülkeler');
    expect(i18n.t('Transaction lookup (V2)', { lng: 'tr' })).toBe('İşlem sorgulama (V2)');
    expect(i18n.t('Countries', { lng: 'en' })).toBe('Countries');
  });
});
