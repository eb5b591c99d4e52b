import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MANAGED_TENANTS, TENANT_MANAGEMENT_ENDPOINTS as E, USER_ENDPOINTS, fakeResourcePage } from '@portal/contracts';
import { addRemoteResources, type Language } from '@portal/i18n';
import { declaredHandlers, enterText, installTimerMessageChannel, renderWithProviders, setupMswServer, userContextFor } from '@portal/testing';
import { resources } from '../../i18n';
import { EncryptionKeysPage } from './EncryptionKeysPage';
import { TenantsPage, type ManagedTenant } from './TenantsPage';

jest.setTimeout(30_000);
installTimerMessageChannel();
// A saved tenant refreshes the user's context (the tenants lookup is read from it): answered as platform@ has it.
const server = setupMswServer(declaredHandlers(USER_ENDPOINTS.userContext, () => HttpResponse.json(userContextFor('platform@demo.test'))));
beforeEach(() => window.sessionStorage.clear());

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const tenant = (n: number, fields: Partial<ManagedTenant>): ManagedTenant => ({
  id: id(n), name: `Tenant ${n}`, supportEmail: `support@t${n}.test`, emailSenderAddress: `no-reply@t${n}.test`, isDefaultTenant: false,
  status: 'Active', logo: null, favicon: null, primaryColor: '#09d0bd', transactionRetentionMonths: null, fourEyesThresholdMajor: 1000, merchants: 3, users: 4, createdAt: '2026-01-05T10:00:00.000Z', ...fields,
});
const ACME = tenant(1, { name: 'Acme Payments', isDefaultTenant: true, merchants: 5 });
const GLOBEX = tenant(2, { name: 'Globex Pay' });

const rows = () => screen.queryAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 1);
const rowOf = (name: string) => rows().find((r) => within(r).queryByText(name))!;

function renderPage(page: ReactElement, { language = 'en' as Language, route = '/' } = {}) {
  addRemoteResources(resources);
  return renderWithProviders(page, { user: 'platform@demo.test', language, route });
}

describe('tenant management', () => {
  it('lists the tenants; suspending asks first, the default tenant cannot be suspended and says why', async () => {
    const activations: unknown[] = [];
    server.use(
      ...declaredHandlers(MANAGED_TENANTS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(MANAGED_TENANTS, [ACME, GLOBEX], query) as never)),
      ...declaredHandlers(E.activation, ({ params, body }) => {
        activations.push({ id: params.id, ...(body as object) });
        return HttpResponse.json({ ...GLOBEX, status: 'Suspended' } as never);
      }),
    );
    const u = userEvent.setup({ delay: null });
    renderPage(<TenantsPage title="Tenants" />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rowOf('Acme Payments')).getByText('Default')).toBeInTheDocument();
    const acmeSuspend = within(rowOf('Acme Payments')).getByRole('button', { name: 'Suspend Acme Payments' });
    expect(acmeSuspend).toBeDisabled();
    expect(acmeSuspend).toHaveAccessibleDescription('The default tenant cannot be suspended: make another tenant the default first');

    await u.click(within(rowOf('Globex Pay')).getByRole('button', { name: 'Suspend Globex Pay' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Suspend Globex Pay?');
    expect(activations).toEqual([]);
    await u.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(activations).toEqual([{ id: GLOBEX.id, isActive: false }]));
    expect(await screen.findByText('Globex Pay suspended')).toBeInTheDocument();
  });

  it('sets how many months of transactions a tenant keeps (out of range is refused in the box or named and not sent) and its four-eyes threshold', async () => {
    const updates: unknown[] = [];
    server.use(
      ...declaredHandlers(MANAGED_TENANTS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(MANAGED_TENANTS, [ACME, GLOBEX], query) as never)),
      ...declaredHandlers(MANAGED_TENANTS.endpoints.one, () => HttpResponse.json(GLOBEX as never)),
      ...declaredHandlers(MANAGED_TENANTS.endpoints.update, ({ body }) => { updates.push(body); return HttpResponse.json({ ...GLOBEX, ...(body as object) } as never); }),
    );
    const u = userEvent.setup({ delay: null });
    renderPage(<TenantsPage title="Tenants" />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await u.click(within(rowOf('Globex Pay')).getByRole('button', { name: 'Edit Globex Pay' }));
    const dialog = await screen.findByRole('dialog');
    const months = within(dialog).getByLabelText('Transactions kept (months)');
    expect(months).toHaveValue('');
    // The box takes no digit that would pass the maximum (120), and a zero is named with the range and not sent.
    await u.type(months, '121');
    expect(months).toHaveValue('12');
    await u.clear(months);
    await u.type(months, '0');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Between 1 and 120 months, or empty to keep all')).toBeInTheDocument();
    expect(updates).toEqual([]);
    await u.clear(months);
    await u.type(months, '24');
    // The four-eyes threshold a merchant without a confirmation level of its own follows.
    const fourEyes = within(dialog).getByLabelText('Four-eyes threshold');
    expect(fourEyes).toHaveValue('1000');
    await u.clear(fourEyes);
    await u.type(fourEyes, '250');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ name: 'Globex Pay', transactionRetentionMonths: 24, fourEyesThresholdMajor: 250 });
  });

  it('creates a tenant with its first administrator from one form, in Turkish too', async () => {
    const created: unknown[] = [];
    server.use(
      ...declaredHandlers(MANAGED_TENANTS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(MANAGED_TENANTS, [ACME], query) as never)),
      ...declaredHandlers(MANAGED_TENANTS.endpoints.create, ({ body }) => { created.push(body); return HttpResponse.json(tenant(3, { name: 'Initech' }) as never, { status: 201 }); }),
    );
    const u = userEvent.setup({ delay: null });
    renderPage(<TenantsPage title="Tenants" />, { language: 'tr' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await u.click(screen.getByRole('button', { name: /Yeni|New/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Yeni kiracı');
    await enterText(u, within(dialog).getByLabelText('Kiracı adı'), 'Initech');
    await enterText(u, within(dialog).getByLabelText('Destek e-postası'), 'help@initech.test');
    await enterText(u, within(dialog).getByLabelText('Gönderen adresi'), 'no-reply@initech.test');
    await enterText(u, within(dialog).getByLabelText('Yönetici e-postası'), 'boss@initech.test');
    await enterText(u, within(dialog).getByLabelText('Yönetici adı'), 'Bill');
    await enterText(u, within(dialog).getByLabelText('Yönetici soyadı'), 'Lumbergh');
    await u.click(within(dialog).getByRole('button', { name: /Kaydet|Save/ }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      name: 'Initech', supportEmail: 'help@initech.test', emailSenderAddress: 'no-reply@initech.test',
      administratorEmail: 'boss@initech.test', administratorFirstName: 'Bill', administratorLastName: 'Lumbergh',
    });
  });
});

describe('encryption keys', () => {
  const keysAnswer = (rotation: 'Running' | null) => ({
    keys: [
      ...(rotation ? [{ id: id(12), version: 2, status: 'Active', fingerprint: 'bb22cc33', createdAt: '2026-11-29T10:00:00.000Z', retiredAt: null }] : []),
      { id: id(11), version: 1, status: rotation ? 'Retiring' : 'Active', fingerprint: 'aa11bb22', createdAt: '2026-01-05T10:00:00.000Z', retiredAt: null },
    ],
    rotation: rotation ? { id: id(20), status: rotation, total: 12, done: 3, error: null, startedAt: '2026-11-29T10:00:00.000Z', finishedAt: null } : null,
    secrets: 12,
  });

  it('shows a tenant\'s keys without their material; Rotate asks first, then shows the re-encryption and waits for it', async () => {
    const rotations: unknown[] = [];
    let rotated = false;
    server.use(
      ...declaredHandlers(E.keys, () => HttpResponse.json(keysAnswer(rotated ? 'Running' : null) as never)),
      ...declaredHandlers(E.rotate, ({ query }) => { rotations.push(query); rotated = true; return HttpResponse.json(keysAnswer('Running') as never, { status: 202 }); }),
    );
    const u = userEvent.setup({ delay: null });
    renderPage(<EncryptionKeysPage title="Encryption keys" />, { route: `/?tenantId=${id(1)}` });
    expect(await screen.findByText('12 secrets stored, all encrypted')).toBeInTheDocument();
    expect(screen.getByText('aa11bb22')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Rotate key' }));
    const dialog = await screen.findByRole('dialog');
    expect(rotations).toEqual([]);
    await u.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    expect(await screen.findAllByText('Re-encrypting: 3 of 12 secrets')).not.toHaveLength(0);
    expect(rotations).toEqual([{ tenantId: id(1) }]);
    expect(screen.getByText('Retiring')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Rotate key' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('A rotation is running: wait until it finishes');
  });
});
