import { createPortalI18n } from './portal-i18n';

it('starts in English when the browser speaks none of the portal languages', () => {
  localStorage.clear();
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['de-DE', 'fr-FR']);
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('de-DE');
  expect(createPortalI18n().language).toBe('en');
});
