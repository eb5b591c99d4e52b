import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { USER_CONTEXT_QUERY_KEY } from '@portal/auth';
import { CRM_EDIT_PERMISSIONS, ORGANIZATIONS, fakeResourcePage, type ResourceRowOf, type UserContextResponse } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, declaredHandlers, DEMO_TENANTS, enterText, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../i18n';
import { CustomersPage } from './CustomersPage';

const { server, SLOW } = pageTestSetup();

type Customer = ResourceRowOf<typeof ORGANIZATIONS>;
const TENANT = DEMO_TENANTS[0]!.id;
const customer = (n: number, legalName: string, extra: Partial<Customer> = {}): Customer => ({
  id: `30000000-0000-4000-8000-00000000000${n}`, tenantId: TENANT, legalName, tradingName: '', countryCode: null, industry: null, riskLevel: 'Low',
  website: '', ownerId: null, ownerName: 'Tess Tenant', merchantId: null, merchantName: null, contacts: 0,
  createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-02T10:00:00.000Z', ...extra,
});

describe('Customers', () => {
  it('lists customers with their risk and website; a new one the server refuses keeps its values and says why', async () => {
    const rows = [
      customer(1, 'Northwind Travel Ltd', { tradingName: 'Northwind Travel', industry: 'Travel', riskLevel: 'Medium', website: 'https://www.northwindtravel.co.uk', contacts: 3 }),
      customer(2, 'Bluefin Games GmbH', { industry: 'Gaming', riskLevel: 'High', merchantName: 'Blue Bottle Coffee Ltd' }),
    ];
    const bodies: unknown[] = [];
    server.use(
      ...declaredHandlers(ORGANIZATIONS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(ORGANIZATIONS, rows, query))),
      ...declaredHandlers(ORGANIZATIONS.endpoints.create, ({ body }) => {
        bodies.push(body);
        return HttpResponse.json({ error: 'A customer named Northwind Travel Ltd exists already: choose another legal name' }, { status: 400 });
      }),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><CustomersPage title="Customers" /></App>, { user: 'tenant@demo.test', route: '/crm/organizations' });

    expect(await screen.findByText('Northwind Travel Ltd', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Bluefin Games GmbH')).toBeInTheDocument();
    expect(screen.getByText('High')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'www.northwindtravel.co.uk' })).toHaveAttribute('href', 'https://www.northwindtravel.co.uk');
    expect(screen.getByText('Blue Bottle Coffee Ltd')).toBeInTheDocument();

    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: /New/ }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await enterText(u, within(dialog).getByRole('textbox', { name: /Legal name/ }), 'Northwind Travel Ltd');
    const website = within(dialog).getByRole('textbox', { name: /Website/ });
    await enterText(u, website, 'ftp://northwind.test');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The form's own check first: only http and https addresses.
    expect(await within(dialog).findByText('The website must be an http or https address', {}, SLOW)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await u.clear(website);
    await enterText(u, website, 'https://northwind.test');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A customer named Northwind Travel Ltd exists already: choose another legal name', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ legalName: 'Northwind Travel Ltd', riskLevel: 'Low', website: 'https://northwind.test' });
    expect(within(dialog).getByRole('textbox', { name: /Legal name/ })).toHaveValue('Northwind Travel Ltd');
  });

  it('reads only for a role without CRM.Organizations.Edit: no new, edit, delete or e-mail (ADR 0093)', async () => {
    server.use(
      ...declaredHandlers(ORGANIZATIONS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(ORGANIZATIONS, [customer(1, 'Northwind Travel Ltd')], query))),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    const result = renderWithProviders(<App><CustomersPage title="Customers" /></App>, { user: 'tenant@demo.test', route: '/crm/organizations' });
    // The role keeps every View permission and loses the edit ones (and sending e-mails).
    const context = result.queryClient.getQueryData<UserContextResponse>(USER_CONTEXT_QUERY_KEY)!;
    const edits: string[] = Object.values(CRM_EDIT_PERMISSIONS);
    act(() => {
      result.queryClient.setQueryData(USER_CONTEXT_QUERY_KEY, { ...context, user: { ...context.user, permissions: context.user.permissions.filter((p) => !edits.includes(p)) } });
    });

    const row = (await screen.findByText('Northwind Travel Ltd', {}, SLOW)).closest('tr')!;
    expect(screen.queryByRole('button', { name: /New/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Edit|Delete|Send e-mail/ })).not.toBeInTheDocument();
    expect(screen.getByText('Northwind Travel Ltd')).toBeInTheDocument();
  });

  it('names a seeded country in the reader\'s language and keeps a name platform staff changed', async () => {
    server.use(
      ...declaredHandlers(ORGANIZATIONS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(ORGANIZATIONS, [
        customer(1, 'Northwind Travel Ltd', { countryCode: 'GB' }),
        customer(2, 'Bluefin Games GmbH', { countryCode: 'DE' }),
      ], query))),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    const result = renderWithProviders(<App><CustomersPage title="Müşteriler" /></App>, { user: 'tenant@demo.test', route: '/crm/organizations', language: 'tr' });
    const northwind = (await screen.findByText('Northwind Travel Ltd', {}, SLOW)).closest('tr')!;
    expect(within(northwind).getByText('Birleşik Krallık')).toBeInTheDocument();
    expect(within(screen.getByText('Bluefin Games GmbH').closest('tr')!).getByText('Almanya')).toBeInTheDocument();

    // Platform staff renamed Germany on the countries page: their name is the one shown, in Turkish too.
    const context = result.queryClient.getQueryData<UserContextResponse>(USER_CONTEXT_QUERY_KEY)!;
    act(() => {
      result.queryClient.setQueryData(USER_CONTEXT_QUERY_KEY, { ...context, lists: { ...context.lists, countries: context.lists.countries.map((c) => (c.id === 'DE' ? { ...c, name: 'Deutschland' } : c)) } });
    });
    await act(() => result.queryClient.invalidateQueries({ queryKey: ['lookup', 'countries'] }));
    expect(await within(screen.getByText('Bluefin Games GmbH').closest('tr')!).findByText('Deutschland', {}, SLOW)).toBeInTheDocument();
    expect(within(northwind).getByText('Birleşik Krallık')).toBeInTheDocument();
  });
});
