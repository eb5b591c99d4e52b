import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { fakeResourcePage, WEBSITE_SETTINGS } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, createMswServer, declaredHandlers, installTimerMessageChannel, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { SettingsTablePage } from './SettingsTablePage';
import { WEBSITES_PAGE } from './settings-pages';

installTimerMessageChannel();
jest.setTimeout(40_000);

const server = createMswServer([]);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => { server.resetHandlers(); window.sessionStorage.clear(); });
afterAll(() => server.close());

const SHOP = '22222222-2222-4222-8222-222222222222';

/** A merchant payment settings page (ADR 0067) on the websites: the row's values in the form, the page's body sent. */
function serve() {
  const rows = [{
    id: SHOP, name: 'Blue Bottle shop', url: 'https://shop.example', isActive: true, mode: 'Test', publicKey: 'pk_1', hasSecretKey: true,
    callbackUrl: 'https://shop.example/hooks', returnUrl: '', allowedIps: ['10.0.0.1', '10.0.0.2'],
  }];
  const bodies: unknown[] = [];
  server.use(
    ...declaredHandlers(WEBSITE_SETTINGS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(WEBSITE_SETTINGS, rows, query))),
    ...declaredHandlers(WEBSITE_SETTINGS.endpoints.update, ({ body }) => {
      bodies.push(body);
      Object.assign(rows[0], body);
      return HttpResponse.json(rows[0]);
    }),
    ...createHandlers({ userEmail: 'merchant@demo.test' }),
  );
  return bodies;
}

it('edits a website: its addresses one per line, the secret left empty, and sends the list and no secret', async () => {
  const bodies = serve();
  const user = userEvent.setup();
  renderWithProviders(<App><SettingsTablePage title="Websites" definition={WEBSITES_PAGE} /></App>, { user: 'merchant@demo.test', route: '/merchant/payment-settings/websites' });
  addRemoteResources(resources);
  expect(await screen.findByRole('cell', { name: 'Blue Bottle shop' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Promote to Live' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Edit Blue Bottle shop' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Edit: Blue Bottle shop')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Allowed IPs' })).toHaveValue('10.0.0.1\n10.0.0.2');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toMatchObject({ name: 'Blue Bottle shop', allowedIps: ['10.0.0.1', '10.0.0.2'] });
  expect(bodies[0]).not.toHaveProperty('secretKey');
});
