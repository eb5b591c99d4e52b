import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { API_KEY_ENDPOINTS as E, API_KEYS_RESOURCE, fakeResourcePage, type ApiKeyRow } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { chooseOption, createHandlers, declaredHandlers, findDialogWith, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { ApiKeysPage } from './ApiKeysPage';

const { server, SLOW } = pageTestSetup();

const row = (over: Partial<ApiKeyRow> = {}): ApiKeyRow => ({
  id: '7c0f7a52-3c43-4d4c-9d55-2b8b2d6b1a01', tenantId: 't1', merchantId: 'm1', name: 'Orders service', kind: 'secret', mode: 'Test',
  prefix: 'sk_test_', last4: 'Xy9Q', scopes: ['transactions:read', 'refunds:write'], status: 'Active',
  createdAt: '2026-10-01T10:00:00.000Z', lastUsedAt: '2026-11-01T10:00:00.000Z', expiresAt: null, revokedAt: null, ...over,
});

function serve() {
  const rows: ApiKeyRow[] = [row()];
  const bodies: unknown[] = [];
  const rolls: unknown[] = [];
  const revoked: string[] = [];
  server.use(
    ...declaredHandlers(API_KEYS_RESOURCE.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(API_KEYS_RESOURCE, rows, query))),
    ...declaredHandlers(API_KEYS_RESOURCE.endpoints.create, ({ body }) => {
      bodies.push(body);
      const b = body as { name: string; scopes: ApiKeyRow['scopes'] };
      if (b.scopes.length === 0) return HttpResponse.json({ error: 'Pick at least one scope' }, { status: 400 });
      const created = row({ id: '7c0f7a52-3c43-4d4c-9d55-2b8b2d6b1a02', name: b.name, scopes: b.scopes, last4: 'AbC1', lastUsedAt: null });
      rows.push(created);
      return HttpResponse.json({ ...created, key: 'sk_test_0123456789abcdefghijABCDEFGHIJklmnAbC1' }, { status: 201 });
    }),
    ...declaredHandlers(E.roll, ({ body }) => {
      rolls.push(body);
      return HttpResponse.json({ ...row({ id: '7c0f7a52-3c43-4d4c-9d55-2b8b2d6b1a03', last4: 'NeW2' }), key: 'sk_test_rolledrolledrolledrolledrolledNeW2' });
    }),
    ...declaredHandlers(API_KEYS_RESOURCE.endpoints.remove, ({ params }) => {
      revoked.push(String((params as { id: string }).id));
      rows[0] = row({ status: 'Revoked', revokedAt: '2026-11-02T10:00:00.000Z' });
      return new HttpResponse(null, { status: 204 });
    }),
    ...createHandlers({ userEmail: 'merchant@demo.test' }),
  );
  return { rows, bodies, rolls, revoked };
}

const renderPage = (language: 'en' | 'tr' = 'en') => {
  addRemoteResources(resources);
  const result = renderWithProviders(<App><ApiKeysPage title="TPP configuration" /></App>,
    { user: 'merchant@demo.test', route: '/developer-settings/merchant-api-keys', language });
  return result;
};

describe('ApiKeysPage', () => {
  it('lists keys by name, prefix and last 4, scopes and status; creates one from the keyboard and shows it once', async () => {
    const { bodies } = serve();
    renderPage();
    expect(await screen.findByText('Orders service', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('sk_test_…Xy9Q')).toBeInTheDocument();
    expect(screen.getByText('Transactions: read, Refunds: write')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();

    const add = screen.getByRole('button', { name: 'New key' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialogWith('New API key');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Reconciliation');
    await chooseOption(userEvent, within(dialog).getByRole('combobox', { name: /Scopes/ }), 'Transactions: read');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    expect(bodies[0]).toEqual({ name: 'Reconciliation', kind: 'secret', mode: 'Test', scopes: ['transactions:read'] });
    const shown = await findDialogWith('it is shown this once');
    expect(within(shown).getByRole('textbox', { name: 'API key' })).toHaveValue('sk_test_0123456789abcdefghijABCDEFGHIJklmnAbC1');
  });

  it('says how to start when there is no key yet', async () => {
    serve().rows.length = 0;
    renderPage();
    expect(await screen.findByText(/^No API keys yet\. Create one with "New key"/, {}, SLOW)).toBeInTheDocument();
  });

  it('says how to start in Turkish too', async () => {
    serve().rows.length = 0;
    renderPage('tr');
    expect(await screen.findByText(/^Henüz API anahtarı yok\. "Yeni anahtar" ile/, {}, SLOW)).toBeInTheDocument();
  });

  it('keeps what was typed and says why when the server refuses a key without scopes', async () => {
    const { bodies } = serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New key' }, SLOW));
    const dialog = await findDialogWith('New API key');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'No scopes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Pick at least one scope', {}, SLOW)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('No scopes');
  });

  it('rolls a key with the chosen grace and shows the new key once; revokes after a confirmation', async () => {
    const { rolls, revoked } = serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Roll the key Orders service' }, SLOW));
    const roll = await findDialogWith('Roll Orders service');
    await userEvent.click(within(roll).getByRole('radio', { name: 'For 1 hour' }));
    await userEvent.click(within(roll).getByRole('button', { name: 'Roll key' }));
    expect(await within(roll).findByDisplayValue('sk_test_rolledrolledrolledrolledrolledNeW2', {}, SLOW)).toBeInTheDocument();
    expect(rolls).toEqual([{ graceHours: 1 }]);
    expect(within(roll).getByText(/The old key works until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\b/)).toBeInTheDocument();
    await userEvent.click(within(roll).getAllByRole('button', { name: 'Close' }).find((b) => b.textContent === 'Close')!);

    await userEvent.click(await screen.findByRole('button', { name: 'Revoke the key Orders service' }, SLOW));
    const confirm = await findDialogWith('Revoke Orders service?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revoked).toEqual(['7c0f7a52-3c43-4d4c-9d55-2b8b2d6b1a01']), SLOW);
    // Listed as Revoked, without its Roll and Revoke.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Roll the key Orders service' })).toBeNull(), SLOW);
    expect(screen.getAllByText('Revoked').length).toBeGreaterThan(1);
  });

  it('speaks Turkish, and fits a 390 px wide screen', async () => {
    serve();
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
    renderPage('tr');
    expect(await screen.findByText('Etkin', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeni anahtar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Orders service anahtarını yenile' })).toBeInTheDocument();
    expect(screen.getByText('İşlemler: okuma, İadeler: yazma')).toBeInTheDocument();
    window.innerWidth = 1024;
  });
});
