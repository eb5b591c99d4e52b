import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { App } from 'antd';
import { fakeResourcePage, SERVICE_PROVIDERS, type ServiceProviderBody, type ServiceProviderRow } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, createMswServer, declaredHandlers, installTimerMessageChannel, renderWithProviders } from '@portal/testing';
import { resources } from '../../../i18n';
import { ServiceProvidersPage } from './ServiceProvidersPage';

/**
 * A payment configuration page with a write-only secret (ADR 0065): the list shows only whether a key is stored
 * (and its last four), the dialog's key field is a password field that starts empty, an edit that leaves it
 * empty sends no key (the stored one stays), a new key is sent once and never shown again.
 */
installTimerMessageChannel();
jest.setTimeout(40_000);

const server = createMswServer([]);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => { server.resetHandlers(); window.sessionStorage.clear(); });
afterAll(() => server.close());

const ACQUIRER: ServiceProviderRow = {
  id: 'acquirer-one', code: 'acquirer-one', name: 'Acquirer One', capabilities: ['Authorise', 'Capture'], supportedMethods: ['card'],
  supportedCurrencies: [], apiBaseUrl: 'https://api.acquirer-one.example', isActive: true, hasSecret: true, secretLast4: 'ABCD',
};

/** The provider fakes: rows in memory, the key kept aside (as the server does) and never answered. */
function serve() {
  const rows: ServiceProviderRow[] = [ACQUIRER];
  const sent: ServiceProviderBody[] = [];
  const keys = new Map<string, string>();
  const toRow = (id: string, body: ServiceProviderBody): ServiceProviderRow => {
    if (body.apiKey) keys.set(id, body.apiKey);
    const key = keys.get(id);
    const { apiKey: _secret, apiBaseUrl, ...rest } = body;
    return { ...rest, id, apiBaseUrl: apiBaseUrl || null, hasSecret: !!key || (rows.find((r) => r.id === id)?.hasSecret ?? false), secretLast4: key ? key.slice(-4) : rows.find((r) => r.id === id)?.secretLast4 ?? null };
  };
  server.use(
    ...declaredHandlers(SERVICE_PROVIDERS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(SERVICE_PROVIDERS, rows, query))),
    ...declaredHandlers(SERVICE_PROVIDERS.endpoints.create, ({ body }) => {
      const b = body as ServiceProviderBody;
      sent.push(b);
      const row = toRow(b.code, b);
      rows.push(row);
      return HttpResponse.json(row, { status: 201 });
    }),
    ...declaredHandlers(SERVICE_PROVIDERS.endpoints.update, ({ params, body }) => {
      const b = body as ServiceProviderBody;
      sent.push(b);
      const row = toRow(params.id!, b);
      rows.splice(rows.findIndex((r) => r.id === params.id), 1, row);
      return HttpResponse.json(row);
    }),
  );
  return { sent };
}

function renderPage(user: string, language: 'en' | 'tr' = 'en') {
  server.use(...createHandlers({ userEmail: user }));
  addRemoteResources(resources);
  const result = renderWithProviders(<App><ServiceProvidersPage title="Service provider" /></App>, { user, route: '/crm/settings/service-provider', language });
  return result;
}

const rowOf = async (name: string) => (await screen.findByText(name, {}, waitLimit(20_000))).closest('tr')!;

describe('ServiceProvidersPage: a write-only API key', () => {
  it('shows only that a key is stored; a new provider\'s key is sent once from a password field and never shown', async () => {
    const { sent } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage('platform@demo.test');
    expect(within(await rowOf('Acquirer One')).getByText('Stored ••••ABCD')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Code'), 'stripe');
    await user.type(within(dialog).getByLabelText('Name'), 'Stripe');
    const key = within(dialog).getByLabelText('API key');
    expect(key).toHaveAttribute('type', 'password');
    await user.type(key, 'sk_WXYZ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ code: 'stripe', name: 'Stripe', apiKey: 'sk_WXYZ', isActive: true });
    expect(within(await rowOf('Stripe')).getByText('Stored ••••WXYZ')).toBeInTheDocument();
    expect(screen.queryByText(/sk_WXYZ/)).not.toBeInTheDocument();
  });

  it('an edit starts with an empty key field and, left empty, sends no key: the stored one stays', async () => {
    const { sent } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage('platform@demo.test');
    await rowOf('Acquirer One');
    await user.click(screen.getByRole('button', { name: 'Edit Acquirer One' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('API key')).toHaveValue('');
    expect(within(dialog).getByLabelText('Code')).toBeDisabled();
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Acquirer One EU');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('apiKey');
    expect(within(await rowOf('Acquirer One EU')).getByText('Stored ••••ABCD')).toBeInTheDocument();
  });

  it('labels its Search filter in Turkish from the portal\'s common labels (its own texts have none)', async () => {
    serve();
    renderPage('platform@demo.test', 'tr');
    expect(await screen.findByRole('searchbox', { name: 'Ara' }, waitLimit(20_000))).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search' })).toBeNull();
  });

  it('tenant staff read the platform catalogue: no New, no Edit', async () => {
    serve();
    renderPage('tenant@demo.test');
    await rowOf('Acquirer One');
    expect(screen.getByText('The platform keeps this catalogue; you can read it here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Acquirer One' })).not.toBeInTheDocument();
  });
});
