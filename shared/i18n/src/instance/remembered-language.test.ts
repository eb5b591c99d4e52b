import { createPortalI18n } from './portal-i18n';

it('starts in the language remembered in local storage', () => {
  localStorage.setItem('language', 'tr');
  const i18n = createPortalI18n();
  expect(i18n.language).toBe('tr');
  expect(i18n.t('Retry')).toBe('Tekrar dene');
});
