import { createPortalI18n } from './portal-i18n';

// One test per file: the portal's i18n instance is created once per page (module state).
it('starts in the browser language when nothing is remembered, and remembers it', () => {
  localStorage.clear();
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['tr-TR', 'en-GB']);
  const i18n = createPortalI18n();
  expect(i18n.language).toBe('tr');
  expect(i18n.t('Retry')).toBe('Tekrar dene');
  expect(localStorage.getItem('language')).toBe('tr');
});
