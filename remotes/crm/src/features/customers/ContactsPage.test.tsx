import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { CONTACTS, ORGANIZATIONS, fakeResourcePage, type ResourceRowOf } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { chooseOption, createHandlers, declaredHandlers, DEMO_TENANTS, enterText, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../i18n';
import { ContactsPage } from './ContactsPage';

const { server, SLOW } = pageTestSetup();

const TENANT = DEMO_TENANTS[0]!.id;
const ORG = '30000000-0000-4000-8000-000000000001';
const customer: ResourceRowOf<typeof ORGANIZATIONS> = {
  id: ORG, tenantId: TENANT, legalName: 'Northwind Travel Ltd', tradingName: '', countryCode: 'GB', industry: 'Travel', riskLevel: 'Medium', website: '',
  ownerId: null, ownerName: null, merchantId: null, merchantName: null, contacts: 1, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z',
};
const contact: ResourceRowOf<typeof CONTACTS> = {
  id: '40000000-0000-4000-8000-000000000001', tenantId: TENANT, organizationId: ORG, organizationName: 'Northwind Travel Ltd', firstName: 'Ada', lastName: 'Hale',
  email: 'ada.hale@northwind.test', phone: '+44 2071234', jobTitle: 'Head of Payments', isPrimary: true, ownerId: null, ownerName: 'Tess Tenant',
  createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('Contacts', () => {
  it('lists people with their customer and the primary mark; a new contact picks its customer and keeps the server\'s refusal', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...declaredHandlers(CONTACTS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(CONTACTS, [contact], query))),
      ...declaredHandlers(ORGANIZATIONS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(ORGANIZATIONS, [customer], query))),
      ...declaredHandlers(CONTACTS.endpoints.create, ({ body }) => {
        bodies.push(body);
        return HttpResponse.json({ error: 'A contact with the e-mail ada.hale@northwind.test exists already at this customer' }, { status: 400 });
      }),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><ContactsPage title="Contacts" /></App>, { user: 'tenant@demo.test', route: '/crm/contacts' });

    expect(await screen.findByText('Primary', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Head of Payments')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ada.hale@northwind.test' })).toHaveAttribute('href', 'mailto:ada.hale@northwind.test');

    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: /New/ }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await chooseOption(u, within(dialog).getByRole('combobox', { name: /Customer/ }), 'Northwind Travel Ltd');
    await enterText(u, within(dialog).getByRole('textbox', { name: /First name/ }), 'Ada');
    await enterText(u, within(dialog).getByRole('textbox', { name: /Last name/ }), 'Hale');
    await enterText(u, within(dialog).getByRole('textbox', { name: /E-mail/ }), 'Ada.Hale@northwind.test');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A contact with the e-mail ada.hale@northwind.test exists already at this customer', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    // The e-mail input lower-cases what is typed, as the server stores it.
    expect(bodies[0]).toMatchObject({ organizationId: ORG, firstName: 'Ada', lastName: 'Hale', email: 'ada.hale@northwind.test' });
    expect(within(dialog).getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
  });
});
