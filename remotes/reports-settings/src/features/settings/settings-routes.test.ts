import { SETTINGS_PAGES_BY_PATH } from './settings-pages';
import { SETTINGS_PAGE_PATHS } from './settings-routes';

describe('the lazily loaded settings routes', () => {
  it('lists exactly the settings pages that exist', () => {
    expect([...SETTINGS_PAGE_PATHS].sort()).toEqual(Object.keys(SETTINGS_PAGES_BY_PATH).sort());
  });
});
