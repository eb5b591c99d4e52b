import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { ERROR_MAPPINGS, fakeResourcePage, WEBSITE_SETTINGS } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, createMswServer, declaredHandlers, renderWithProviders, installTimerMessageChannel } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { SettingsTablePage } from './SettingsTablePage';
import { ERROR_MAPPINGS_PAGE, WEBSITES_PAGE } from './settings-pages';

installTimerMessageChannel();
jest.setTimeout(60_000);

const server = createMswServer([]);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => { server.resetHandlers(); window.sessionStorage.clear(); });
afterAll(() => server.close());

type Mapping = { id: string; mode: 'Test' | 'Live'; serviceProviderId: string; providerCode: string; declineReason: string; payerMessage: string; isActive: boolean };

/** The error mappings endpoints as the server keeps them: one mapping per provider code and mode (409 otherwise). */
function mappingsFake() {
  const rows: Mapping[] = [{ id: '11111111-1111-4111-8111-111111111111', mode: 'Test', serviceProviderId: 'acquirer-one', providerCode: '05', declineReason: 'Do not honour', payerMessage: 'Your bank declined the payment.', isActive: true }];
  const E = ERROR_MAPPINGS.endpoints;
  return {
    rows,
    handlers: [
      ...declaredHandlers(E.list, ({ query }) => HttpResponse.json(fakeResourcePage(ERROR_MAPPINGS, rows, query))),
      ...declaredHandlers(E.create, ({ body }) => {
        const b = body as Omit<Mapping, 'id' | 'mode'>;
        if (rows.some((r) => r.serviceProviderId === b.serviceProviderId && r.providerCode === b.providerCode)) {
          return HttpResponse.json({ error: 'This provider code is mapped in this mode already: edit it' }, { status: 409 });
        }
        const made = { ...b, id: `22222222-2222-4222-8222-22222222222${rows.length}`, mode: 'Test' as const };
        rows.push(made);
        return HttpResponse.json(made, { status: 201 });
      }),
    ],
  };
}

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

describe('a payment settings page', () => {
  it('lists the mode\'s rows, adds one checked in the browser and on the server, and shows what the server refuses', async () => {
    const user = userEvent.setup();
    const fake = mappingsFake();
    server.use(...fake.handlers, ...createHandlers({ userEmail: 'merchant@demo.test' }));
    addRemoteResources(resources);
    renderWithProviders(<App><SettingsTablePage title="Error mappings" definition={ERROR_MAPPINGS_PAGE} /></App>, { user: 'merchant@demo.test', route: '/merchant/payment-settings/error-mappings' });

    expect(await screen.findByText('Do not honour')).toBeInTheDocument();
    const add = async (code: string) => {
      await user.click(screen.getByRole('button', { name: 'New' }));
      const dialog = await screen.findByRole('dialog');
      const save = within(dialog).getByRole('button', { name: 'Save' });
      for (const [label, value] of [['Service provider', 'acquirer-one'], ['Provider code', code], ['Decline reason', 'Insufficient funds'], ['Message shown to the payer', 'Not enough funds.']]) {
        await user.click(within(dialog).getByLabelText(label!));
        await user.paste(value!);
      }
      await user.click(save);
    };

    await add('51');
    expect(await screen.findByText('Error mappings created')).toBeInTheDocument();
    expect(await screen.findByText('Insufficient funds')).toBeInTheDocument();
    expect(fake.rows[1]).toMatchObject({ serviceProviderId: 'acquirer-one', providerCode: '51', isActive: true });

    await add('05');
    expect(await screen.findByText('This provider code is mapped in this mode already: edit it')).toBeInTheDocument();
    expect(fake.rows).toHaveLength(2);
  });

  it('edits a website: its addresses one per line, the secret left empty, and sends the list and no secret', async () => {
    const bodies = serve();
    const user = userEvent.setup();
    addRemoteResources(resources);
    renderWithProviders(<App><SettingsTablePage title="Websites" definition={WEBSITES_PAGE} /></App>, { user: 'merchant@demo.test', route: '/merchant/payment-settings/websites' });
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
});
