import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { defineResource, fakeResourcePage, text } from '@portal/contracts';
import { chooseOption, declaredHandlers, installTimerMessageChannel, openOptionTitles, renderWithProviders, setupMswServer, waitLimit } from '@portal/testing';
import { ResourceListPage } from '../ResourceListPage';
import { useSearchedPickerField } from './use-searched-picker-field';
import type { SearchedResource } from './resource-search';

installTimerMessageChannel();
jest.setTimeout(60_000);
const server = setupMswServer();
const SLOW = waitLimit(10_000);

type Customer = { id: string; name: string };
const CUSTOMERS = defineResource({
  key: 'test-customers', path: 'test/customers', title: 'Customer', tag: 'Test',
  row: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },
  operations: ['list', 'one'], filters: { search: text('Name', { field: 'name' }) },
  sorts: ['name'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
});
const PEOPLE = defineResource({
  key: 'test-people', path: 'test/people', title: 'Person', tag: 'Test',
  row: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, customerId: { type: 'string' } } },
  body: { type: 'object', properties: { name: { type: 'string' }, customerId: { type: 'string' } } },
  operations: ['list', 'create'], filters: { customerId: text('Customer', { match: 'exact', field: 'customerId' }) },
  sorts: ['name'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
});

// 45 customers, named so that the first twenty by name are not the first twenty made.
const customers: Customer[] = Array.from({ length: 45 }, (_, i) => ({ id: `c${i + 1}`, name: `Customer ${String(45 - i).padStart(2, '0')}` }));
const byName = [...customers].sort((a, b) => a.name.localeCompare(b.name));
const CUSTOMER_SEARCH: SearchedResource<Customer> = { resource: CUSTOMERS, nameOf: (row) => row.name };

function PeoplePage() {
  const customerField = useSearchedPickerField(CUSTOMER_SEARCH);
  const fields = { name: { label: 'Name' }, customerId: { label: 'Customer', ...customerField } };
  return (
    <ResourceListPage resource={PEOPLE} title="People" columns={[{ key: 'name', title: 'Name', value: (r: { name: string }) => r.name }]}
      fields={{ customerId: { label: 'Customer', ...customerField } }} create={{ fields }} />
  );
}

function answerCustomers(searched: Array<string | undefined>, named: string[]) {
  server.use(
    ...declaredHandlers(CUSTOMERS.endpoints.list, ({ query }) => {
      searched.push(query.search as string | undefined);
      return HttpResponse.json(fakeResourcePage(CUSTOMERS, [...byName].filter((c) => !query.search || c.name.includes(String(query.search))), query));
    }),
    ...declaredHandlers(CUSTOMERS.endpoints.one, ({ params }) => {
      named.push(params.id as string);
      return HttpResponse.json(customers.find((c) => c.id === params.id));
    }),
  );
}

describe('a picker searched on the server', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows the first twenty by name with how many there are, narrows to what is typed and sends the one chosen', async () => {
    const searched: Array<string | undefined> = [];
    const created: unknown[] = [];
    answerCustomers(searched, []);
    server.use(
      ...declaredHandlers(PEOPLE.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(PEOPLE, [], query))),
      ...declaredHandlers(PEOPLE.endpoints.create, ({ body }) => {
        created.push(body);
        return HttpResponse.json({ id: 'p1', ...(body as object) });
      }),
    );
    renderWithProviders(<PeoplePage />, { user: 'tenant@demo.test', route: '/test/people' });
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: /New/ }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    // Nothing is read before the picker is opened.
    expect(searched).toEqual([]);
    await u.click(within(dialog).getByRole('combobox', { name: /Customer/ }));
    expect(await screen.findByText('20 of 45 shown: type to narrow', {}, SLOW)).toBeInTheDocument();
    // The list is virtual: jsdom draws its first rows, which are the first by name.
    await waitFor(() => expect(openOptionTitles().length).toBeGreaterThan(3));
    expect(openOptionTitles()).toEqual(byName.slice(0, openOptionTitles().length).map((c) => c.name));

    await u.keyboard('r 4');
    await waitFor(() => expect(openOptionTitles()).toEqual(['40', '41', '42', '43', '44', '45'].map((n) => `Customer ${n}`)), SLOW);
    expect(screen.queryByText(/shown: type to narrow/)).not.toBeInTheDocument();
    // Opened with nothing typed, then searched for what was typed (a key may be read on its own before the next).
    expect([searched[0], searched.at(-1)]).toEqual([undefined, 'r 4']);
    await chooseOption(u, null, 'Customer 43');
    await u.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ada');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toEqual([{ name: 'Ada', customerId: 'c3' }]), SLOW);
  });

  it("names a customer chosen before (the address's filter) by reading it, in the picker and in the filter's chip", async () => {
    const named: string[] = [];
    const listed: unknown[] = [];
    answerCustomers([], named);
    server.use(...declaredHandlers(PEOPLE.endpoints.list, ({ query }) => {
      listed.push(query.customerId);
      return HttpResponse.json(fakeResourcePage(PEOPLE, [{ id: 'p1', name: 'Ada', customerId: 'c40' }], query));
    }));
    renderWithProviders(<PeoplePage />, { user: 'tenant@demo.test', route: '/test/people?customerId=c40' });
    expect(await screen.findByRole('button', { name: 'Remove filter Customer: Customer 06' }, SLOW)).toBeInTheDocument();
    expect(named).toEqual(['c40']);
    expect(listed).toContain('c40');
    expect(screen.getByRole('combobox', { name: /Customer/ }).closest('.ant-select')).toHaveTextContent('Customer 06');
  });
});
