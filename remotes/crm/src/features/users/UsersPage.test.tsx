import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { CRM_USERS, MERCHANT_USERS, USER_ADMIN_ENDPOINTS, fakeResourcePage, type UserKind } from '@portal/contracts';
import { addRemoteResources, type Language } from '@portal/i18n';
import { chooseOption, declaredHandlers, enterText, installTimerMessageChannel, renderWithProviders, setupMswServer } from '@portal/testing';
import { resources } from '../../i18n';
import type { AdminUser, RoleOption } from './users-api';
import { UsersPage } from './UsersPage';

jest.setTimeout(30_000);
// antd's select schedules through MessageChannel, which jsdom lacks.
installTimerMessageChannel();
const server = setupMswServer();
// A list remembers its filters for the session (coming back to the page): each test starts without them.
beforeEach(() => window.sessionStorage.clear());

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ADMIN_ROLE: RoleOption = { id: id(900), name: 'Tenant administrator', isAdmin: true };
const VIEWER_ROLE: RoleOption = { id: id(901), name: 'Tenant viewer', isAdmin: false };
const user = (n: number, fields: Partial<AdminUser>): AdminUser => ({
  id: id(n), email: `user${n}@acme.test`, firstName: 'User', lastName: String(n), status: 'Active', roleId: VIEWER_ROLE.id, roleName: VIEWER_ROLE.name,
  tenantId: id(800), merchantId: null, lastLoginTime: null, isSelf: false, isLastAdmin: false, ...fields,
});
const USERS: AdminUser[] = [
  user(1, { firstName: 'Tessa', lastName: 'Tenant', email: 'tenant@demo.test', roleId: ADMIN_ROLE.id, roleName: ADMIN_ROLE.name, isSelf: true }),
  user(2, { firstName: 'Ada', lastName: 'Admin', roleId: ADMIN_ROLE.id, roleName: ADMIN_ROLE.name }),
  user(3, { firstName: 'Lou', lastName: 'Locked', status: 'Locked' }),
  user(4, { firstName: 'Ivy', lastName: 'Invited', status: 'InvitationSent' }),
  user(5, { firstName: 'Ina', lastName: 'Inactive', status: 'Inactive' }),
];

interface Calls { created: unknown[]; activations: Array<{ id: string; isActive: boolean }>; unlocked: string[]; removed: string[] }

function serve(rows: AdminUser[] = USERS, resource = CRM_USERS) {
  const calls: Calls = { created: [], activations: [], unlocked: [], removed: [] };
  server.use(
    ...declaredHandlers(resource.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(resource, rows, query) as never)),
    ...declaredHandlers(USER_ADMIN_ENDPOINTS.roles, () => HttpResponse.json([ADMIN_ROLE, VIEWER_ROLE])),
    ...declaredHandlers(resource.endpoints.create, ({ body }) => {
      const b = body as { email: string; firstName: string; lastName: string };
      if (b.email === 'taken@acme.test') return HttpResponse.json({ errors: [{ message: "Email 'taken@acme.test' is already taken" }] }, { status: 400 });
      calls.created.push(body);
      return HttpResponse.json(user(99, { ...b, status: 'InvitationSent' }) as never, { status: 201 });
    }),
    ...declaredHandlers(USER_ADMIN_ENDPOINTS.activation, ({ params, body }) => {
      calls.activations.push({ id: params.id!, isActive: (body as { isActive: boolean }).isActive });
      return HttpResponse.json(rows.find((r) => r.id === params.id) as never);
    }),
    ...declaredHandlers(USER_ADMIN_ENDPOINTS.unlock, ({ params }) => {
      calls.unlocked.push(params.id!);
      return HttpResponse.json({ ...rows.find((r) => r.id === params.id)!, status: 'Active' } as never);
    }),
    ...declaredHandlers(resource.endpoints.remove, ({ params }) => {
      calls.removed.push(params.id!);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

function renderUsers({ kind = 'crm' as UserKind, who = 'tenant@demo.test', language = 'en' as Language, route = '/' } = {}) {
  addRemoteResources(resources);
  return renderWithProviders(<UsersPage kind={kind} title="CRM users" />, { user: who, route, language });
}

const rows = () => screen.queryAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 1);
const rowOf = (name: string) => rows().find((r) => within(r).queryByText(name))!;

describe('users administration page', () => {
  it('lists the users with their status pills; the own account and the last administrator cannot be deactivated or deleted', async () => {
    serve([...USERS.slice(0, 1), user(6, { firstName: 'Last', lastName: 'Admin', roleId: ADMIN_ROLE.id, roleName: ADMIN_ROLE.name, isLastAdmin: true })]);
    const u = userEvent.setup({ delay: null });
    renderUsers();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const self = rowOf('Tessa Tenant');
    expect(within(self).getByText('Active')).toHaveClass('status-pill-positive');
    expect(within(self).getByRole('button', { name: 'Deactivate Tessa Tenant' })).toBeDisabled();
    expect(within(self).getByRole('button', { name: 'Delete Tessa Tenant' })).toBeDisabled();
    expect(within(self).getByRole('button', { name: 'Deactivate Tessa Tenant' })).toHaveAccessibleDescription('You cannot deactivate your own account');
    const last = rowOf('Last Admin');
    const remove = within(last).getByRole('button', { name: 'Delete Last Admin' });
    expect(remove).toBeDisabled();
    await u.hover(remove.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('The last active administrator cannot be deactivated or deleted');
    expect(within(last).getByRole('button', { name: 'Edit Last Admin' })).toBeEnabled();
  });

  it('offers each status its own actions: unlock a locked user, resend an invitation, activate an inactive one', async () => {
    const calls = serve();
    const u = userEvent.setup({ delay: null });
    renderUsers();
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(within(rowOf('Ivy Invited')).getByText('Invitation sent')).toHaveClass('status-pill-pending');
    expect(within(rowOf('Lou Locked')).getByText('Locked')).toHaveClass('status-pill-negative');
    expect(within(rowOf('Ivy Invited')).getByRole('button', { name: 'Resend the invitation to Ivy Invited' })).toBeEnabled();
    expect(within(rowOf('Ivy Invited')).queryByRole('button', { name: /password reset/ })).not.toBeInTheDocument();

    await u.click(within(rowOf('Lou Locked')).getByRole('button', { name: 'Unlock Lou Locked' }));
    await waitFor(() => expect(calls.unlocked).toEqual([id(3)]));
    expect(await screen.findByText('Lou Locked unlocked')).toBeInTheDocument();

    await u.click(within(rowOf('Ina Inactive')).getByRole('button', { name: 'Activate Ina Inactive' }));
    await waitFor(() => expect(calls.activations).toEqual([{ id: id(5), isActive: true }]));
    await u.click(within(rowOf('Ada Admin')).getByRole('button', { name: 'Deactivate Ada Admin' }));
    await waitFor(() => expect(calls.activations).toContainEqual({ id: id(2), isActive: false }));
  });

  it('filters by status', async () => {
    serve();
    const u = userEvent.setup({ delay: null });
    renderUsers();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await chooseOption(u, screen.getByRole('combobox', { name: 'Status' }), 'Locked');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Lou Locked');
  });

  it('invites a user: the form is checked in the browser, and a refusal of the server is shown under its field', async () => {
    const calls = serve();
    const u = userEvent.setup({ delay: null });
    renderUsers();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await u.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Invite a user');
    const send = within(dialog).getByRole('button', { name: 'Send invitation' });
    await enterText(u, within(dialog).getByLabelText('Email'), 'not-an-address');
    await u.tab();
    expect(await within(dialog).findByText('Email is not a valid e-mail address')).toBeInTheDocument();
    await u.clear(within(dialog).getByLabelText('Email'));
    await enterText(u, within(dialog).getByLabelText('Email'), 'taken@acme.test');
    await enterText(u, within(dialog).getByLabelText('First name'), 'Nia');
    await enterText(u, within(dialog).getByLabelText('Last name'), 'New');
    await chooseOption(u, within(dialog).getByRole('combobox', { name: 'Role' }), 'Tenant viewer');
    await waitFor(() => expect(send).toBeEnabled());
    await u.click(send);
    expect(await within(dialog).findByText("Email 'taken@acme.test' is already taken")).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Nia');

    await u.clear(within(dialog).getByLabelText('Email'));
    await enterText(u, within(dialog).getByLabelText('Email'), 'nia@acme.test');
    await u.click(send);
    await waitFor(() => expect(calls.created).toEqual([{ email: 'nia@acme.test', firstName: 'Nia', lastName: 'New', roleId: VIEWER_ROLE.id }]));
    expect(await screen.findByText('Invitation sent to nia@acme.test')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a user after a confirmation', async () => {
    const calls = serve();
    const u = userEvent.setup({ delay: null });
    renderUsers();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await u.click(within(rowOf('Ada Admin')).getByRole('button', { name: 'Delete Ada Admin' }));
    // (The row's tooltip shares the test environment's one generated id: the dialog is found by its text.)
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Delete Ada Admin?');
    await u.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.removed).toEqual([id(2)]));
  });

  it('speaks Turkish', async () => {
    serve();
    renderUsers({ language: 'tr' });
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(within(rowOf('Ivy Invited')).getByText('Davet gönderildi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kullanıcı davet et' })).toBeEnabled();
  });

  it("asks tenant staff to pick a merchant before inviting a merchant's user", async () => {
    serve([user(7, { firstName: 'Mia', lastName: 'Merchant', merchantId: id(700) })], MERCHANT_USERS as unknown as typeof CRM_USERS);
    renderUsers({ kind: 'merchant' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const invite = screen.getByRole('button', { name: 'Invite user' });
    expect(invite).toBeDisabled();
    expect(invite).toHaveAccessibleDescription('Pick a merchant to invite its users.');
    expect(screen.getByRole('combobox', { name: 'Merchant' })).toBeInTheDocument();
  });
});
