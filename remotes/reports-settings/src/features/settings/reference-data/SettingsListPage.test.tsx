import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { CURRENCIES, fakeResourcePage, USER_ENDPOINTS, type ResourceRowOf } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, createMswServer, declaredHandlers, installTimerMessageChannel, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { REFERENCE_DATA_DECLARATIONS } from './reference-data-pages';
import { SettingsListPage } from './SettingsListPage';

installTimerMessageChannel();
jest.setTimeout(40_000);

const server = createMswServer([]);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => { server.resetHandlers(); server.events.removeAllListeners(); });
afterAll(() => server.close());

type Currency = ResourceRowOf<typeof CURRENCIES>;

/** The settings list page type (ADR 0064), on the currencies page: list, filter, edit, refusal of a delete in use. */
function serve() {
  const rows: Currency[] = [
    { id: 'EUR', code: 'EUR', numericCode: '978', name: 'Euro', symbol: '€', decimalPlaces: 2, isActive: true },
    { id: 'JPY', code: 'JPY', numericCode: '392', name: 'Japanese yen', symbol: '¥', decimalPlaces: 0, isActive: true },
  ];
  const calls = { contexts: 0, bodies: [] as unknown[] };
  server.use(
    ...declaredHandlers(CURRENCIES.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(CURRENCIES, rows, query))),
    ...declaredHandlers(CURRENCIES.endpoints.update, ({ params, body }) => {
      calls.bodies.push(body);
      const row = rows.find((r) => r.id === params.id)!;
      Object.assign(row, body);
      return HttpResponse.json(row);
    }),
    ...declaredHandlers(CURRENCIES.endpoints.remove, ({ params }) =>
      HttpResponse.json({ error: `Currency ${params.id} is in use by transactions: deactivate it instead` }, { status: 409 })),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  // The user context carries the currency list: a change must fetch it again.
  server.events.on('request:start', ({ request }) => { if (request.url.includes(USER_ENDPOINTS.userContext.path)) calls.contexts += 1; });
  return calls;
}

function renderPage(language: 'en' | 'tr' = 'en') {
  addRemoteResources(resources);
  const result = renderWithProviders(
    <App><SettingsListPage declaration={REFERENCE_DATA_DECLARATIONS.currencies as never} title="Currencies" /></App>,
    { user: 'tenant@demo.test', route: '/crm/settings/currencies', language },
  );
  return result;
}

const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr')!;

describe('a settings list page', () => {
  // The kit keeps a list's last query per session: each test opens the list afresh.
  beforeEach(() => window.sessionStorage.clear());

  it('lists the rows, filters by the search, and saves an edit checked by the body schema, then refreshes the user context', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Currencies', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Japanese yen' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'yen');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Euro' })).not.toBeInTheDocument());

    await user.click(within(rowOf('Japanese yen')).getByRole('button', { name: 'Edit JPY' }));
    // (The kit's pager's select shares the test environment's one generated id with the dialog's title: found by its text.)
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit JPY')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Code' })).toBeDisabled();
    const places = within(dialog).getByRole('textbox', { name: 'Decimal places' });
    await user.clear(places);
    await user.type(places, '9');
    expect(places).toHaveValue(''); // the schema's maximum (4): refused while typing
    await user.tab();
    expect(await within(dialog).findByText('Enter a value')).toBeInTheDocument();
    await user.type(places, '2');
    const contextsBefore = calls.contexts;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.bodies).toEqual([{ code: 'JPY', name: 'Japanese yen', numericCode: '392', symbol: '¥', decimalPlaces: 2, isActive: true }]));
    expect(await screen.findByText('Currencies saved')).toBeInTheDocument();
    await waitFor(() => expect(calls.contexts).toBeGreaterThan(contextsBefore));
    await waitFor(() => expect(within(rowOf('Japanese yen')).getByRole('cell', { name: '2' })).toBeInTheDocument());
  });

  it('says why a value in use is not deleted, and keeps it', async () => {
    serve();
    const user = userEvent.setup();
    renderPage('tr');
    await user.click(within(await screen.findByRole('row', { name: /Euro/ })).getByRole('button', { name: 'EUR sil' }));
    expect((await screen.findAllByText('EUR silinsin mi?')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Sil' }));
    // The server's refusal, as it wrote it, in the page's banner.
    expect(await screen.findByText('Currency EUR is in use by transactions: deactivate it instead')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Euro' })).toBeInTheDocument();
  });
});
