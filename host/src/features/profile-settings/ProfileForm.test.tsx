import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import type { ProfileSettings } from '@portal/contracts';
import { setupMswServer, renderWithProviders } from '@portal/testing';
// For its MessageChannel (antd's forms batch through it; jsdom lacks it).
import '../../test-support/render-app';
import { shellHandlers } from '../../test-support/shell-handlers';
import { ProfileForm } from './ProfileForm';
import { ThemeSettingsForm } from './ThemeSettingsForm';

const server = setupMswServer([], { onUnhandledRequest: 'bypass' });

jest.setTimeout(30_000);

const profile = (over: Partial<ProfileSettings>): ProfileSettings => ({
  email: 'platform@demo.test', firstName: 'Paula', lastName: 'Platt', timeZone: 'Europe/London', language: 'en', ...over,
});

function renderForm(ui: React.ReactElement, language: 'en' | 'tr' = 'en') {
  return renderWithProviders(<App>{ui}</App>, { user: 'platform@demo.test', language });
}

describe('the profile form', () => {
  it('saves for a user whose stored zone is UTC, not in the list (registered and admin-created users)', async () => {
    const saved: unknown[] = [];
    server.use(...shellHandlers({ profile: profile({ timeZone: 'UTC' }), onProfileSaved: (body) => saved.push(body) }));
    renderForm(<ProfileForm />);
    const form = await screen.findByTestId('profile-form');
    await waitFor(() => expect(within(form).getByTitle('UTC')).toBeInTheDocument());
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ firstName: 'Paula', lastName: 'Platt', timeZone: 'UTC', language: 'en' }]));
    expect(within(form).queryByText('Choose a time zone from the list')).not.toBeInTheDocument();
  });

  it.each([
    ['en', { save: 'Save', zone: 'Choose a time zone', check: 'Please fill in or correct: Time zone', zoneRequired: 'Time zone is required' }],
    ['tr', { save: 'Kaydet', zone: 'Bir saat dilimi seçin', check: 'Lütfen şu alanları doldurun veya düzeltin: Saat dilimi', zoneRequired: 'Saat dilimi zorunludur' }],
  ] as const)('(%s) shows a placeholder in an empty select and says what is missing when Save is pressed', async (language, x) => {
    // The contract allows a profile without a time zone (its language is always en or tr): the declared fake
    // answers only what the server could.
    const saved: unknown[] = [];
    server.use(...shellHandlers({ profile: profile({ timeZone: '' }), onProfileSaved: (body) => saved.push(body) }));
    renderForm(<ProfileForm />, language);
    const form = await screen.findByTestId('profile-form');
    expect(await within(form).findByText(x.zone)).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: x.save }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(new RegExp(`^${x.check}$`));
    expect(within(form).getByText(x.zoneRequired)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('the theme settings form', () => {
  it.each([
    ['en', 'Choose a layout'],
    ['tr', 'Bir yerleşim seçin'],
  ] as const)('(%s) shows a placeholder in the layout select while no layout is chosen', async (language, placeholder) => {
    server.use(http.get('*/tenants/mydetails/theme-settings', () => HttpResponse.json({})));
    renderForm(<ThemeSettingsForm />, language);
    const form = await screen.findByTestId('theme-form');
    expect(within(form).getByText(placeholder)).toBeInTheDocument();
  });
});
