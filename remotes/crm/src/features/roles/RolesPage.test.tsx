import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { USER_CONTEXT_QUERY_KEY } from '@portal/auth';
import { CRM_ROLES, MERCHANT_ROLES, SCA_HEADER, fakeResourcePage, type UserContextResponse } from '@portal/contracts';
import { addRemoteResources, type Language } from '@portal/i18n';
import { ScaPromptHost } from '@portal/kit';
import { declaredHandlers, enterText, installTimerMessageChannel, renderWithProviders, setupMswServer } from '@portal/testing';
import { resources } from '../../i18n';
import type { RoleRow } from './roles-api';
import { RolesPage } from './RolesPage';

jest.setTimeout(30_000);
installTimerMessageChannel();
const server = setupMswServer();
beforeEach(() => window.sessionStorage.clear());

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const role = (n: number, fields: Partial<RoleRow>): RoleRow => ({
  id: id(n), type: 'crm', name: `Role ${n}`, description: '', builtIn: false, tenantId: id(800), merchantId: null,
  permissions: ['CRM.Dashboard.View'], scaRequiredPermissions: [], userCount: 0, editable: true, ...fields,
});
const ADMIN = role(1, { name: 'Tenant administrator', builtIn: true, editable: false, userCount: 2, permissions: ['CRM.Dashboard.View', 'CRM.Users.Crm', 'manageCrmRoles'] });
const DESK = role(2, { name: 'Support desk', description: 'First line', permissions: ['CRM.Dashboard.View', 'CRM.Support.Lookup'], scaRequiredPermissions: ['CRM.Support.Lookup'] });
const GOOD_CODE = '135790';

function serve(rows: RoleRow[] = [ADMIN, DESK]) {
  const sent: Array<{ body: unknown; code: string | null; id?: string }> = [];
  const guarded = (answer: (body: Record<string, unknown>, params: Record<string, string>) => Response) => ({ request, body, params }: { request: Request; body: unknown; params: Record<string, string> }) => {
    const code = request.headers.get(SCA_HEADER);
    if (!code) return HttpResponse.json({ error: 'A code is needed', sca: 'required' }, { status: 403 });
    if (code !== GOOD_CODE) return HttpResponse.json({ error: 'Invalid code', sca: 'invalid' }, { status: 403 });
    sent.push({ body, code, id: params.id });
    return answer(body as Record<string, unknown>, params);
  };
  server.use(
    ...declaredHandlers(CRM_ROLES.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(CRM_ROLES, rows, query) as never)),
    ...declaredHandlers(MERCHANT_ROLES.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(MERCHANT_ROLES, [role(5, { type: 'merchant', name: 'Merchant administrator', builtIn: true, editable: false, permissions: ['Merchant.Transaction.View'] })], query) as never)),
    ...declaredHandlers(CRM_ROLES.endpoints.create, guarded((b) => HttpResponse.json(role(9, b as Partial<RoleRow>) as never, { status: 201 }))),
    ...declaredHandlers(CRM_ROLES.endpoints.update, guarded((b, p) => HttpResponse.json({ ...rows.find((r) => r.id === p.id)!, ...b } as never))),
  );
  return sent;
}

function renderRoles({ language = 'en' as Language, withoutPermission }: { language?: Language; withoutPermission?: string } = {}) {
  addRemoteResources(resources);
  const result = renderWithProviders(<><ScaPromptHost onEnrol={() => undefined} /><RolesPage title="Roles" /></>, { user: 'tenant@demo.test', language });
  if (withoutPermission) {
    const context = result.queryClient.getQueryData<UserContextResponse>(USER_CONTEXT_QUERY_KEY)!;
    act(() => {
      result.queryClient.setQueryData(USER_CONTEXT_QUERY_KEY, { ...context, user: { ...context.user, permissions: context.user.permissions.filter((p) => p !== withoutPermission) } });
    });
  }
  return result;
}

const rows = () => screen.queryAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 1);
const rowOf = (name: string) => rows().find((r) => within(r).queryByText(name))!;

/** The open dialog with this title (antd's generated ids collide in the test environment: found by its text). */
const dialogTitled = (title: string) => waitFor(() => {
  const found = screen.queryAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title')?.textContent === title);
  if (!found) throw new Error(`no dialog titled ${title}`);
  return found;
});

/** Opens an area of the permission catalogue in the dialog. */
async function openArea(u: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, area: RegExp) {
  await u.click(within(dialog).getByRole('button', { name: area }));
}

describe('roles and the role editor', () => {
  it('lists built-in roles read-only (View, Copy; no Delete) and custom ones editable', async () => {
    serve();
    const u = userEvent.setup({ delay: null });
    renderRoles();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const admin = rowOf('Tenant administrator');
    expect(within(admin).getByText('Built-in')).toBeInTheDocument();
    expect(within(admin).queryByRole('button', { name: 'Edit Tenant administrator' })).not.toBeInTheDocument();
    expect(within(admin).getByRole('button', { name: 'Delete Tenant administrator' })).toHaveAccessibleDescription('A built-in role cannot be deleted');

    await u.click(within(admin).getByRole('button', { name: 'View Tenant administrator' }));
    const dialog = await dialogTitled('Tenant administrator (built-in, read-only)');
    expect(within(dialog).getByLabelText('Role name')).toBeDisabled();
    await openArea(u, dialog, /^Users/);
    expect(within(dialog).getByRole('checkbox', { name: 'CRM.Users.Crm' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'CRM.Users.Crm' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    // Copy: a new role with the same permissions, its name "Copy of ...".
    await u.click(within(dialog).getByRole('button', { name: 'Copy' }));
    const copy = await dialogTitled('New role');
    expect(within(copy).getByLabelText('Role name')).toHaveValue('Copy of Tenant administrator');
    expect(within(copy).getByLabelText('Role name')).toBeEnabled();
  });

  it('creates a role: permissions by area with their descriptions, an SCA-required switch, and a TOTP code to save', async () => {
    const sent = serve();
    const u = userEvent.setup({ delay: null });
    renderRoles();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await u.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = await dialogTitled('New role');

    await u.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(within(dialog).getByText('Role name is required')).toBeInTheDocument();
    await enterText(u, within(dialog).getByLabelText('Role name'), 'Support lead');

    await openArea(u, dialog, /^Support/);
    const lookup = within(dialog).getByRole('checkbox', { name: 'CRM.Support.Lookup' });
    expect(lookup).toHaveAccessibleDescription('Opens: Support, Support tickets');
    const sca = within(dialog).getByRole('switch', { name: 'SCA required for CRM.Support.Lookup' });
    expect(sca).toBeDisabled();
    await u.click(lookup);
    expect(sca).toBeEnabled();
    await u.click(sca);
    expect(within(dialog).getByRole('button', { name: /^Support/ })).toHaveTextContent('1 of 1');

    await openArea(u, dialog, /^Actions and administration/);
    expect(within(dialog).getByRole('checkbox', { name: 'manageReasons' })).toHaveAccessibleDescription('Manage decline and capture reasons');

    await u.click(within(dialog).getByRole('button', { name: 'Create role' }));
    const code = await dialogTitled('Confirm with your authenticator');
    await u.type(within(code).getByLabelText('Code'), `${GOOD_CODE}{Enter}`);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ name: 'Support lead', description: '', permissions: ['CRM.Support.Lookup'], scaRequiredPermissions: ['CRM.Support.Lookup'] });
    expect(await screen.findByText(/Role Support lead created/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a custom role; a permission the editor does not hold cannot be granted', async () => {
    const sent = serve();
    const u = userEvent.setup({ delay: null });
    renderRoles({ withoutPermission: 'CRM.Tasks.View' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await u.click(within(rowOf('Support desk')).getByRole('button', { name: 'Edit Support desk' }));
    const dialog = await dialogTitled('Edit Support desk');
    await openArea(u, dialog, /^Support/);
    expect(within(dialog).getByRole('switch', { name: 'SCA required for CRM.Support.Lookup' })).toBeChecked();
    await u.click(within(dialog).getByRole('checkbox', { name: 'CRM.Support.Lookup' }));
    expect(within(dialog).getByRole('switch', { name: 'SCA required for CRM.Support.Lookup' })).not.toBeChecked();

    await openArea(u, dialog, /^CRM\s?\d/);
    const tasks = within(dialog).getByRole('checkbox', { name: 'CRM.Tasks.View' });
    expect(tasks).toBeDisabled();
    expect(tasks).toHaveAccessibleDescription(/You do not hold this permission, so you cannot grant it/);

    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    const code = await dialogTitled('Confirm with your authenticator');
    await u.type(within(code).getByLabelText('Code'), `000000{Enter}`);
    expect(await within(code).findByText('Invalid code')).toBeInTheDocument();
    await u.type(within(code).getByLabelText('Code'), `${GOOD_CODE}{Enter}`);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ id: DESK.id, body: { name: 'Support desk', description: 'First line', permissions: ['CRM.Dashboard.View'], scaRequiredPermissions: [] } });
  });

  it('switches between CRM and merchant roles, and speaks Turkish', async () => {
    serve();
    const u = userEvent.setup({ delay: null });
    renderRoles({ language: 'tr' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rowOf('Tenant administrator')).getByText('Yerleşik')).toBeInTheDocument();
    await u.click(screen.getByText('Üye işyeri rolleri'));
    await waitFor(() => expect(rowOf('Merchant administrator')).toBeDefined());
    expect(screen.getByRole('button', { name: 'Yeni rol' })).toBeInTheDocument();
  });
});
