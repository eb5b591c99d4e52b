import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { defineResource, fakeResourcePage, text } from '@portal/contracts';
import { waitLimit, declaredHandlers, DEMO_TENANTS, installTimerMessageChannel, renderWithProviders, setupMswServer, chooseOption } from '@portal/testing';
import { ResourceListPage } from './ResourceListPage';

installTimerMessageChannel();
jest.setTimeout(60_000);
const server = setupMswServer();
const SLOW = waitLimit(10_000);

const ROUTING_RULES = defineResource({
  key: 'test-routing-rules', path: 'settings/test-routing-rules', title: 'Routing rule', tag: 'Test',
  row: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, tenantId: { type: 'string' } } },
  operations: ['list'], filters: { search: text('Search', { field: 'name' }) },
  sorts: ['name'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
});

const [acme, globex] = DEMO_TENANTS;
const rows = [
  { id: 'r1', name: 'Acme cards first', tenantId: acme!.id },
  { id: 'r2', name: 'Globex wallets first', tenantId: globex!.id },
];

describe('tenant-scoped lists for platform staff', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('waits for a tenant, then lists the tenant picked (kept in the URL)', async () => {
    const asked: Array<string | undefined> = [];
    server.use(...declaredHandlers(ROUTING_RULES.endpoints.list, ({ query }) => {
      asked.push(query.tenantId as string | undefined);
      return HttpResponse.json(fakeResourcePage(ROUTING_RULES, rows.filter((r) => r.tenantId === query.tenantId), query));
    }));
    renderWithProviders(
      <ResourceListPage resource={ROUTING_RULES} columns={[{ key: 'name', title: 'Name', value: (r: { name: string }) => r.name }]} title="Routing rules" />,
      { user: 'platform@demo.test', route: '/settings/routing-rules' },
    );
    // The table says why it is empty, not "No data".
    expect((await screen.findByText('Pick a tenant to see its rows.', {}, SLOW)).closest('table')).not.toBeNull();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
    expect(asked).toEqual([]);

    const picker = screen.getByRole('combobox', { name: 'Tenant' });
    await userEvent.click(picker);
    await userEvent.keyboard('Globex');
    await chooseOption(userEvent, null, globex!.name);
    expect(await screen.findByText('Globex wallets first', {}, SLOW)).toBeInTheDocument();
    expect(asked).toEqual([globex!.id]);
    expect(screen.queryByText('Pick a tenant to see its rows.')).not.toBeInTheDocument();
    expect(screen.queryByText('Acme cards first')).not.toBeInTheDocument();
  });

  it("offers New once a tenant is picked: a new row is that tenant's", async () => {
    const RULES = defineResource({ ...ROUTING_RULES, key: 'test-routing-rules-created', operations: ['list', 'create'] });
    server.use(...declaredHandlers(RULES.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(RULES, rows.filter((r) => r.tenantId === query.tenantId), query))));
    renderWithProviders(
      <ResourceListPage resource={RULES} columns={[{ key: 'name', title: 'Name', value: (r: { name: string }) => r.name }]} title="Routing rules" create={{ fields: { name: { label: 'Name' } } }} />,
      { user: 'platform@demo.test', route: '/settings/routing-rules' },
    );
    await screen.findByText('Pick a tenant to see its rows.', {}, SLOW);
    expect(screen.getByRole('button', { name: 'New' })).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Tenant' }));
    await userEvent.keyboard('Acme');
    await chooseOption(userEvent, null, acme!.name);
    expect(await screen.findByText('Acme cards first', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New' })).toBeEnabled();
  });

  it('starts the next page of this tab with the tenant picked last', async () => {
    const asked: Array<string | undefined> = [];
    server.use(...declaredHandlers(ROUTING_RULES.endpoints.list, ({ query }) => {
      asked.push(query.tenantId as string | undefined);
      return HttpResponse.json(fakeResourcePage(ROUTING_RULES, rows.filter((r) => r.tenantId === query.tenantId), query));
    }));
    const page = () => <ResourceListPage resource={ROUTING_RULES} columns={[{ key: 'name', title: 'Name', value: (r: { name: string }) => r.name }]} title="Routing rules" />;
    const first = renderWithProviders(page(), { user: 'platform@demo.test', route: '/settings/routing-rules' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Tenant' }, SLOW));
    await userEvent.keyboard('Globex');
    await chooseOption(userEvent, null, globex!.name);
    expect(await screen.findByText('Globex wallets first', {}, SLOW)).toBeInTheDocument();
    first.unmount();

    // Another page of the same tab, its URL without a tenant: no second pick.
    renderWithProviders(page(), { user: 'platform@demo.test', route: '/settings/other-rules' });
    expect(await screen.findByText('Globex wallets first', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Pick a tenant to see its rows.')).not.toBeInTheDocument();
    expect(asked).toEqual([globex!.id, globex!.id]);
  });

  it('is not shown to tenant staff, whose own tenant is listed', async () => {
    server.use(...declaredHandlers(ROUTING_RULES.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(ROUTING_RULES, rows.slice(0, 1), query))));
    renderWithProviders(
      <ResourceListPage resource={ROUTING_RULES} columns={[{ key: 'name', title: 'Name', value: (r: { name: string }) => r.name }]} title="Routing rules" />,
      { user: 'tenant@demo.test', route: '/settings/routing-rules' },
    );
    expect(await screen.findByText('Acme cards first', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Tenant' })).not.toBeInTheDocument());
  });
});
