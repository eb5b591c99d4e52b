import { render, screen, act } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { ROUTE_CATALOG } from '@portal/contracts';
import { shellTr } from '../resources/tr';
import { SHELL_TEXTS } from '../resources/shell-texts';
import { addRemoteResources, createPortalI18n, portalI18n } from './portal-i18n';

function LoggedOut() {
  const { t } = useTranslation();
  return <p>{t(SHELL_TEXTS.loggedOut)}</p>;
}

describe('portal i18n', () => {
  beforeEach(() => localStorage.clear());

  it('is one instance that shows the spec texts in English', () => {
    const i18n = createPortalI18n('en');
    expect(portalI18n()).toBe(i18n);
    expect(createPortalI18n()).toBe(i18n);
    expect(i18n.t("401: You don't have enough permissions to get access to the resource")).toBe(
      "401: You don't have enough permissions to get access to the resource",
    );
    expect(i18n.t(SHELL_TEXTS.signInError, { message: 'invalid_grant' })).toBe('There was an error signing in. Error: invalid_grant');
  });

  it('switches the rendered texts to Turkish and remembers the choice', async () => {
    const i18n = createPortalI18n('en');
    render(<LoggedOut />);
    expect(screen.getByText('You successfully logged out!')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('tr'));
    expect(screen.getByText('Başarıyla çıkış yaptınız!')).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
    await act(() => i18n.changeLanguage('en'));
  });

  it('adds a remote namespace that falls back to the shell texts', () => {
    const i18n = createPortalI18n('en');
    addRemoteResources({ en: { support: { 'Contact Support': 'Contact Support' } }, tr: { support: { 'Contact Support': 'Destekle iletişime geçin' } } });
    expect(i18n.t('Contact Support', { ns: 'support', lng: 'tr' })).toBe('Destekle iletişime geçin');
    expect(i18n.t('Retry', { ns: 'support', lng: 'tr' })).toBe('Tekrar dene');
  });

  it('shows a list\'s generic labels in Turkish when its own namespace lacks them, and its own translation when it has one', () => {
    const i18n = createPortalI18n('en');
    addRemoteResources({ en: { 'probe-settings': { Purpose: 'Purpose' } }, tr: { 'probe-settings': { Purpose: 'Amaç' } } });
    addRemoteResources({ en: { 'probe-search': { Search: 'Search' } }, tr: { 'probe-search': { Search: 'Arama yap' } } });
    expect(i18n.t('Search', { ns: 'probe-settings', lng: 'tr' })).toBe('Ara');
    expect(i18n.t('Active', { ns: 'probe-settings', lng: 'tr' })).toBe('Etkin');
    expect(i18n.t('Purpose', { ns: 'probe-settings', lng: 'tr' })).toBe('Amaç');
    expect(i18n.t('Search', { ns: 'probe-search', lng: 'tr' })).toBe('Arama yap');
    expect(i18n.t('Search', { ns: 'probe-settings', lng: 'en' })).toBe('Search');
  });

  it('has a Turkish text for every shell text and every menu group', () => {
    for (const text of Object.values(SHELL_TEXTS)) expect(shellTr[text]).toBeTruthy();
    const groups = new Set(ROUTE_CATALOG.flatMap((r) => (r.menu ? [r.menu.group] : [])));
    for (const group of groups) expect(shellTr[group]).toBeTruthy();
  });
});
