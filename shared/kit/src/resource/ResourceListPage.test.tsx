import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { defineResource, fakeResourcePage, flag, text, USER_ENDPOINTS } from '@portal/contracts';
import { waitLimit, declaredHandlers, enterText, renderWithProviders, setupMswServer, userContextFor } from '@portal/testing';
import { localColumnChoiceStore, useColumnChoice } from '../columns/column-choice';
import type { ColumnDef } from '../columns/column-def';
import { ResourceListPage } from './ResourceListPage';
import { useResourceList } from './use-resource-list';

jest.setTimeout(60_000);
// A saved row refreshes what depends on it, the user's context among them: answered as platform@ has it.
const server = setupMswServer(declaredHandlers(USER_ENDPOINTS.userContext, () => HttpResponse.json(userContextFor('platform@demo.test'))));
const SLOW = waitLimit(10_000);

const CURRENCIES = defineResource({
  key: 'test-currencies', path: 'settings/test-currencies', title: 'Currency', tag: 'Test',
  row: { type: 'object', properties: { id: { type: 'string' }, code: { type: 'string' }, name: { type: 'string' }, decimalPlaces: { type: 'integer' }, isActive: { type: 'boolean' } } },
  body: {
    type: 'object', additionalProperties: false, required: ['code', 'name', 'decimalPlaces'],
    properties: {
      code: { type: 'string', minLength: 3, maxLength: 3, pattern: '^[A-Z]{3}$' },
      name: { type: 'string', maxLength: 60 },
      decimalPlaces: { type: 'integer', minimum: 0, maximum: 4 },
      isActive: { type: 'boolean' },
    },
  },
  operations: ['list', 'create', 'update', 'remove'],
  filters: { search: text('Search', { alsoIn: ['name'], field: 'code' }), isActive: flag('Active') },
  sorts: ['code', 'name'], defaultSort: { key: 'code', direction: 'asc' }, paging: 'offset',
  invalidates: ['lookup:currencies'], modeScoped: false, scope: 'global',
});

interface Currency { id: string; code: string; name: string; decimalPlaces: number; isActive: boolean }
const columns: ColumnDef<Currency>[] = [
  { key: 'code', title: 'Code', value: (r) => r.code, sortable: true },
  { key: 'name', title: 'Name', value: (r) => r.name, sortable: true },
];

function fakeCurrencies() {
  const rows: Currency[] = [
    { id: 'c1', code: 'EUR', name: 'Euro', decimalPlaces: 2, isActive: true },
    { id: 'c2', code: 'JPY', name: 'Yen', decimalPlaces: 0, isActive: true },
    { id: 'c3', code: 'GBP', name: 'Pound', decimalPlaces: 2, isActive: false },
  ];
  const calls = { requestIds: [] as string[] };
  server.use(
    ...declaredHandlers(CURRENCIES.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(CURRENCIES, rows, query))),
    ...declaredHandlers(CURRENCIES.endpoints.create, ({ body, request }) => {
      calls.requestIds.push(request.headers.get('x-request-id') ?? '');
      const value = body as Omit<Currency, 'id'>;
      if (rows.some((r) => r.code === value.code)) return HttpResponse.json({ error: `A currency with code ${value.code} already exists` }, { status: 409 });
      const row: Currency = { id: `c${rows.length + 1}`, ...value, isActive: value.isActive ?? true };
      rows.push(row);
      return HttpResponse.json(row, { status: 201 });
    }),
    ...declaredHandlers(CURRENCIES.endpoints.update, ({ params, body }) => {
      const row = rows.find((r) => r.id === params.id)!;
      Object.assign(row, body);
      return HttpResponse.json(row);
    }),
    ...declaredHandlers(CURRENCIES.endpoints.remove, ({ params }) => {
      if (params.id === 'c1') return HttpResponse.json({ error: 'Currency EUR is in use by 3 merchants: deactivate it instead' }, { status: 409 });
      rows.splice(rows.findIndex((r) => r.id === params.id), 1);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { rows, calls };
}

const renderPage = (user = 'platform@demo.test') => renderWithProviders(
  <ResourceListPage resource={CURRENCIES} columns={columns} title="Currencies" create edit remove rowName={(r) => r.code}
    fields={{ isActive: { label: 'Active only' } }} />,
  { user, route: '/settings/currencies' },
);

// The dialog's title (jest's ids are not unique, so its labelledby name is not usable).
const dialogTitled = async (title: string) => {
  await screen.findByText(title, {}, SLOW);
  return screen.getAllByRole('dialog').find((d) => within(d).queryByText(title))!;
};
const tableRows = () => screen.getAllByRole('row').slice(1).map((row) => within(row).queryAllByRole('cell')[0]?.textContent);

describe('ResourceListPage', () => {
  // A list's last query is kept per session: each test opens the list afresh.
  beforeEach(() => window.sessionStorage.clear());

  it('lists the rows and filters them with the filter bar', async () => {
    fakeCurrencies();
    renderPage();
    expect(await screen.findByText('JPY', {}, SLOW)).toBeInTheDocument();
    expect(tableRows()).toEqual(['EUR', 'GBP', 'JPY']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'yen');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(tableRows()).toEqual(['JPY']), SLOW);
  });

  it('shows the applied filters as chips and says what an empty search looked for', async () => {
    fakeCurrencies();
    renderPage();
    expect(await screen.findByText('JPY', {}, SLOW)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'franc');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Nothing found for Search: franc.', {}, SLOW)).toBeInTheDocument();
    // Two filters: both in view, no "More filters"; no period, so no wider one to offer.
    expect(screen.queryByRole('button', { name: /More filters|Search the last/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Search: franc' }));
    await waitFor(() => expect(tableRows()).toEqual(['EUR', 'GBP', 'JPY']), SLOW);
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it("names the record in Turkish in its dialog's title, from the resources' titles, where the page's texts do not", async () => {
    fakeCurrencies();
    // A real resource's title (the table covers every resource of the contracts): "Lead status".
    const titled = { ...CURRENCIES, title: 'Lead status' } as unknown as typeof CURRENCIES;
    renderWithProviders(
      <ResourceListPage resource={titled} columns={columns} title="Currencies" create rowName={(r) => r.code} />,
      { user: 'platform@demo.test', route: '/settings/currencies', language: 'tr' },
    );
    await screen.findByText('JPY', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: /Yeni/ }));
    expect(await screen.findByText('Yeni: Potansiyel müşteri durumu', {}, SLOW)).toBeInTheDocument();
  });

  it('creates a row: the schema rules guard Save, a 409 is shown in the dialog with the values kept', async () => {
    const { rows, calls } = fakeCurrencies();
    renderPage();
    await screen.findByText('JPY', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'New' }));
    const dialog = await dialogTitled('New: Currency');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeDisabled());

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'EUR');
    await enterText(userEvent, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Euro again');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Decimal places/ }), '2');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent('A currency with code EUR already exists');
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Euro again');

    const code = within(dialog).getByRole('textbox', { name: /Code/ });
    await userEvent.clear(code);
    await userEvent.type(code, 'CHF');
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(rows.at(-1)).toMatchObject({ code: 'CHF', name: 'Euro again', decimalPlaces: 2 });
    // A refusal means nothing was done: the next Save is a new request.
    expect(new Set(calls.requestIds).size).toBe(2);
    expect(await screen.findByText('Currency created', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(tableRows()).toContain('CHF'), SLOW);
  });

  it('waits with New, busy, until what a new row starts from has arrived', async () => {
    fakeCurrencies();
    const page = (ready: boolean) => (
      <ResourceListPage<Currency> resource={CURRENCIES} columns={columns} title="Currencies" rowName={(r) => r.code}
        create={{ ready, initial: { code: 'CHF', name: 'Franc', decimalPlaces: 2 } }} />
    );
    const { rerender } = renderWithProviders(page(false), { user: 'platform@demo.test', route: '/settings/currencies' });
    await screen.findByText('JPY', {}, SLOW);
    const create = screen.getByRole('button', { name: /New/ });
    expect(create).toBeDisabled();
    rerender(page(true));
    expect(create).toBeEnabled();
    await userEvent.click(create);
    const dialog = await dialogTitled('New: Currency');
    expect(within(dialog).getByRole('textbox', { name: /Code/ })).toHaveValue('CHF');
  });

  it('edits a row with its values in the form', async () => {
    const { rows } = fakeCurrencies();
    renderPage();
    await screen.findByText('JPY', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Edit JPY' }));
    const dialog = await dialogTitled('Edit: Currency');
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Yen');
    await userEvent.clear(name);
    await enterText(userEvent, name, 'Japanese yen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rows.find((r) => r.id === 'c2')?.name).toBe('Japanese yen'), SLOW);
  });

  it('deletes after a confirmation and shows a refusal (in use) in the banner', async () => {
    const { rows } = fakeCurrencies();
    renderPage();
    await screen.findByText('JPY', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Delete EUR' }));
    const confirm = await dialogTitled('Delete this Currency?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Currency EUR is in use by 3 merchants: deactivate it instead', {}, SLOW)).toBeInTheDocument();
    expect(rows).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Delete GBP' }));
    await userEvent.click(within(await dialogTitled('Delete this Currency?')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(tableRows()).toEqual(['EUR', 'JPY']), SLOW);
  });

  it('shows no New, Edit or Delete to a user who may only look', async () => {
    fakeCurrencies();
    renderWithProviders(<ResourceListPage resource={CURRENCIES} columns={columns} title="Currencies" create edit remove readOnly rowName={(r) => r.code} />, { user: 'platform@demo.test', route: '/settings/currencies' });
    await screen.findByText('JPY', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit JPY' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete JPY' })).not.toBeInTheDocument();
  });

  it('gives each dialog the page\'s own title, the edit form and its values per row, and sends the page\'s body', async () => {
    const { rows } = fakeCurrencies();
    renderWithProviders(
      <ResourceListPage<Currency> resource={CURRENCIES} columns={columns} title="Currencies" rowName={(r) => r.code}
        edit={{
          title: (row) => `Change ${row?.code}`,
          fields: (row) => ({ code: { disabled: !!row }, isActive: { label: 'In use' } }),
          toBody: (values) => ({ ...values, decimalPlaces: Number(values.decimalPlaces), isActive: !!values.isActive }),
          valuesOf: (row) => ({ ...row, name: row.name.toUpperCase() }),
        }}
        remove={{ title: (row) => `Remove ${row.code}?` }} />,
      { user: 'platform@demo.test', route: '/settings/currencies' },
    );
    await screen.findByText('JPY', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Edit JPY' }));
    const dialog = await dialogTitled('Change JPY');
    expect(within(dialog).getByRole('textbox', { name: /Code/ })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('YEN');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'In use' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rows.find((r) => r.id === 'c2')).toMatchObject({ name: 'YEN', isActive: false }), SLOW);

    await userEvent.click(screen.getByRole('button', { name: 'Delete GBP' }));
    expect(await dialogTitled('Remove GBP?')).toBeInTheDocument();
  });

  it('asks again by offset, without an error, for a page whose keyset cursor the server refuses (an old link)', async () => {
    const EVENTS = defineResource({
      key: 'test-events', path: 'test/events', title: 'Event', tag: 'Test', row: CURRENCIES.row, operations: ['list'], filters: {},
      sorts: ['code'], defaultSort: { key: 'code', direction: 'asc' }, paging: 'keyset', modeScoped: false, scope: 'global',
    });
    const cursors: Array<string | undefined> = [];
    server.use(...declaredHandlers(EVENTS.endpoints.list, ({ query }) => {
      cursors.push(query.cursor as string | undefined);
      if (query.cursor) return HttpResponse.json({ error: 'cursor is not valid' }, { status: 400 });
      const rows = ['R1', 'R2', 'R3', 'R4', 'R5', 'R6'].map((code) => ({ id: code, code, name: `Name ${code}`, decimalPlaces: 2, isActive: true }));
      return HttpResponse.json(fakeResourcePage(EVENTS, rows, query));
    }));
    renderWithProviders(<ResourceListPage resource={EVENTS} columns={columns} title="Events" />, { user: 'platform@demo.test', route: '/test/events?page=2&pageSize=5&cursor=stale' });
    // Page 2 of 5 rows a page: the sixth row.
    expect(await screen.findByText('R6', {}, SLOW)).toBeInTheDocument();
    expect(cursors).toEqual(['stale', undefined]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a list the page made itself and shows the columns the user chose, keeping the row buttons', async () => {
    fakeCurrencies();
    const clicked: string[] = [];
    function ChosenColumns() {
      const list = useResourceList<Currency>(CURRENCIES);
      const choice = useColumnChoice('test-currencies', columns, localColumnChoiceStore('test-currency-columns'));
      return (
        <ResourceListPage resource={CURRENCIES} source={list} columns={columns} title="Currencies" edit rowName={(r) => r.code}
          columnChoice={{ choice, picker: true }} onRowClick={(row) => clicked.push(row.code)} />
      );
    }
    renderWithProviders(<ChosenColumns />, { user: 'platform@demo.test', route: '/settings/currencies' });
    expect(await screen.findByText('JPY', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Columns/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Name' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Name/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit JPY' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('JPY'));
    expect(clicked).toEqual(['JPY']);
  });
});
