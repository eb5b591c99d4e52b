import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { CRM_USERS, DATA_PERMISSION_ENDPOINTS as E, MERCHANT_ENDPOINTS, USER_ADMIN_ENDPOINTS, fakeResourcePage } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { chooseOption, declaredHandlers, installTimerMessageChannel, renderWithProviders, setupMswServer } from '@portal/testing';
import { resources } from '../../i18n';
import type { AdminUser } from './users-api';
import { UsersPage } from './UsersPage';

jest.setTimeout(30_000);
installTimerMessageChannel();
const server = setupMswServer();
beforeEach(() => window.sessionStorage.clear());

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TENANT = id(800);
const user = (n: number, fields: Partial<AdminUser>): AdminUser => ({
  id: id(n), email: `user${n}@acme.test`, firstName: 'User', lastName: String(n), status: 'Active', roleId: id(901), roleName: 'Tenant viewer',
  tenantId: TENANT, merchantId: null, lastLoginTime: null, isSelf: false, isLastAdmin: false, ...fields,
});
const SELF = user(1, { firstName: 'Tessa', lastName: 'Tenant', isSelf: true });
const ADA = user(2, { firstName: 'Ada', lastName: 'Analyst' });
const MERCHANTS = [{ merchantId: id(501), legalBusinessName: 'Blue Bottle Coffee Ltd' }, { merchantId: id(502), legalBusinessName: 'Harbour Florists Ltd' }];

interface Writes { merchants: unknown[]; methods: unknown[]; providers: unknown[] }

/** The users list and the data-permission calls, with what each PUT received. */
function serve(refuseMerchants?: string): Writes {
  const writes: Writes = { merchants: [], methods: [], providers: [] };
  server.use(
    ...declaredHandlers(CRM_USERS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(CRM_USERS, [SELF, ADA], query) as never)),
    ...declaredHandlers(USER_ADMIN_ENDPOINTS.roles, () => HttpResponse.json([])),
    ...declaredHandlers(MERCHANT_ENDPOINTS.tenantMerchants, () => HttpResponse.json(MERCHANTS)),
    ...declaredHandlers(E.merchants, () => HttpResponse.json({ allMerchants: true, merchantIds: [] })),
    ...declaredHandlers(E.paymentMethods, () => HttpResponse.json({ allPaymentMethods: false, paymentMethods: ['card'] })),
    ...declaredHandlers(E.serviceProviders, () => HttpResponse.json({ allServiceProviders: true, serviceProviderIds: [] })),
    ...declaredHandlers(E.setMerchants, ({ body }) => {
      if (refuseMerchants) return HttpResponse.json({ error: refuseMerchants }, { status: 400 });
      writes.merchants.push(body);
      return HttpResponse.json(body as never);
    }),
    ...declaredHandlers(E.setPaymentMethods, ({ body }) => { writes.methods.push(body); return HttpResponse.json(body as never); }),
    ...declaredHandlers(E.setServiceProviders, ({ body }) => { writes.providers.push(body); return HttpResponse.json(body as never); }),
  );
  return writes;
}

async function openFor(name: string) {
  addRemoteResources(resources);
  renderWithProviders(<UsersPage kind="crm" title="CRM users" />, { user: 'tenant@demo.test' });
  const button = await screen.findByRole('button', { name: `Data access of ${name}` });
  return button;
}

describe('a CRM user\'s data access', () => {
  it('limits a user to the merchants chosen: none chosen is refused in the browser, and only the changed list is saved', async () => {
    const writes = serve();
    const u = userEvent.setup({ delay: null });
    await u.click(await openFor('Ada Analyst'));
    // antd names its dialogs by an id that is the same in every test render: the title is checked as text.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Data access: Ada Analyst');
    const merchants = await within(dialog).findByRole('group', { name: 'Merchants' });
    expect(within(merchants).getByRole('radio', { name: 'All merchants of the tenant' })).toBeChecked();
    expect(within(within(dialog).getByRole('group', { name: 'Payment methods' })).getByRole('radio', { name: 'Only these' })).toBeChecked();

    await u.click(within(merchants).getByRole('radio', { name: 'Only these' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    const picker = within(merchants).getByRole('combobox', { name: 'Choose merchants' });
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription('Choose at least one, or allow all');
    expect(writes.merchants).toEqual([]);

    await chooseOption(u, picker, 'Harbour Florists Ltd');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual({ merchants: [{ allMerchants: false, merchantIds: [id(502)] }], methods: [], providers: [] });
    expect(await screen.findByText('Data access of Ada Analyst saved')).toBeInTheDocument();
  });

  it('keeps the choices and shows the server\'s refusal in the dialog', async () => {
    serve('You cannot give access to a merchant you may not see yourself: x');
    const u = userEvent.setup({ delay: null });
    await u.click(await openFor('Ada Analyst'));
    // antd names its dialogs by an id that is the same in every test render: the title is checked as text.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Data access: Ada Analyst');
    const merchants = await within(dialog).findByRole('group', { name: 'Merchants' });
    await u.click(within(merchants).getByRole('radio', { name: 'Only these' }));
    await chooseOption(u, within(merchants).getByRole('combobox', { name: 'Choose merchants' }), 'Blue Bottle Coffee Ltd');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot give access to a merchant you may not see yourself: x');
    expect(within(merchants).getByTitle('Blue Bottle Coffee Ltd')).toBeInTheDocument();
  });

  it('is not offered on the own account, with the reason', async () => {
    serve();
    const own = await openFor('Tessa Tenant');
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription('You cannot change your own data permissions');
  });
});
