import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import {
  fakeResourcePage, SCA_HEADER, WEBHOOK_DELIVERIES_RESOURCE, WEBHOOK_ENDPOINT_ENDPOINTS as E, WEBHOOK_ENDPOINTS_RESOURCE,
  type WebhookDeliveryRow, type WebhookEndpointRow,
} from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { ScaPromptHost } from '@portal/kit';
import { chooseOption, createHandlers, declaredHandlers, enterText, findDialogWith, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { WebhookEndpointsPage } from './WebhookEndpointsPage';

const { server, SLOW } = pageTestSetup();

const row = (over: Partial<WebhookEndpointRow> = {}): WebhookEndpointRow => ({
  id: '5b0f7a52-3c43-4d4c-9d55-2b8b2d6b1a01', tenantId: 't1', merchantId: 'm1', url: 'https://orders.example.com/hooks', description: 'Orders service',
  eventTypes: ['transaction.refunded'], headers: [], enabled: true, disabledReason: null, status: 'Delivering',
  previousSecretExpiresAt: null, lastDeliveryAt: '2026-11-01T10:00:00.000Z', createdAt: '2026-10-01T10:00:00.000Z', updatedAt: '2026-10-01T10:00:00.000Z', ...over,
});

function serve() {
  const rows: WebhookEndpointRow[] = [row()];
  const bodies: unknown[] = [];
  const replays: unknown[] = [];
  const deliveries: WebhookDeliveryRow[] = [{
    id: 'a1', messageId: 'msg_1', endpointId: rows[0]!.id, eventType: 'transaction.refunded', transactionId: null, messageStatus: 'Failed',
    outcome: 'Failed', attemptedAt: '2026-11-01T09:00:00.000Z', statusCode: 503, durationMs: 120, responseBody: 'busy', error: null,
  }];
  server.use(
    ...declaredHandlers(WEBHOOK_ENDPOINTS_RESOURCE.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(WEBHOOK_ENDPOINTS_RESOURCE, rows, query))),
    ...declaredHandlers(WEBHOOK_ENDPOINTS_RESOURCE.endpoints.create, ({ body }) => {
      bodies.push(body);
      const created = row({ id: '5b0f7a52-3c43-4d4c-9d55-2b8b2d6b1a02', url: (body as { url: string }).url, status: 'Configured', lastDeliveryAt: null });
      rows.push(created);
      return HttpResponse.json({ ...created, secret: 'whsec_c2VjcmV0LXNob3duLW9uY2UtYXQtY3JlYXRpb24h' }, { status: 201 });
    }),
    ...declaredHandlers(E.sendTest, () => HttpResponse.json({ messageId: 'msg_2', delivered: true, statusCode: 200, durationMs: 42, responseBody: 'ok', error: null })),
    ...declaredHandlers(E.revealSecret, ({ body, request }) => {
      const { password } = body as { password?: string };
      // No password: a code of the authenticator (the scaCode header), asked for by a 403 as the server does.
      if (password === undefined) {
        const code = request.headers.get(SCA_HEADER);
        if (!code) return HttpResponse.json({ error: 'This action needs a code from your authenticator app (scaCode header)', sca: 'required' }, { status: 403 });
        return code === '123456'
          ? HttpResponse.json({ secret: 'whsec_cmV2ZWFsZWQtYWZ0ZXItdGhlLWNvZGUhIQ==', previousSecretExpiresAt: null })
          : HttpResponse.json({ error: 'Invalid code', sca: 'invalid' }, { status: 403 });
      }
      return password === 'Portal-Demo-1'
        ? HttpResponse.json({ secret: 'whsec_cmV2ZWFsZWQtYWZ0ZXItdGhlLXBhc3N3b3JkIQ==', previousSecretExpiresAt: null })
        : HttpResponse.json({ error: 'The password is not correct' }, { status: 400 });
    }),
    ...declaredHandlers(WEBHOOK_DELIVERIES_RESOURCE.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(WEBHOOK_DELIVERIES_RESOURCE, deliveries, query))),
    ...declaredHandlers(E.resend, () => HttpResponse.json({ messageId: 'msg_1', delivered: true, statusCode: 200, durationMs: 30, responseBody: 'ok', error: null })),
    ...declaredHandlers(E.replayFailed, ({ body }) => {
      replays.push(body);
      return HttpResponse.json({ queued: 1_250 });
    }),
    ...createHandlers({ userEmail: 'merchant@demo.test' }),
  );
  return { rows, bodies, replays };
}

/** The open dialog (or drawer) showing `text` (antd's ids are one fixed value under jest: names are not unique). */
const renderPage = (language: 'en' | 'tr' = 'en') => {
  addRemoteResources(resources);
  const result = renderWithProviders(<App><WebhookEndpointsPage title="Webhook endpoints" /></App>,
    { user: 'merchant@demo.test', route: '/merchant/payment-settings/webhook-endpoints', language });
  return result;
};

describe('WebhookEndpointsPage', () => {
  it('shows the URL, its events, status and last delivery beside the actions; the description waits in the column picker', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByText('https://orders.example.com/hooks', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Last delivery/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Description/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Orders service')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Columns/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Description' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Orders service', {}, SLOW)).toBeInTheDocument();
  });

  it('says how to start when there is no endpoint yet', async () => {
    serve().rows.length = 0;
    renderPage();
    expect(await screen.findByText(/^No endpoints yet\. Add the https:\/\/ address .* with "New endpoint"/, {}, SLOW)).toBeInTheDocument();
  });

  it('says how to start in Turkish too', async () => {
    serve().rows.length = 0;
    renderPage('tr');
    expect(await screen.findByText(/^Henüz uç nokta yok\. .* "Yeni uç nokta" ile ekleyin/, {}, SLOW)).toBeInTheDocument();
  });

  it('creates an endpoint from the keyboard and shows its signing secret once', async () => {
    const { bodies } = serve();
    renderPage();
    expect(await screen.findByText('https://orders.example.com/hooks', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Delivering')).toBeInTheDocument();

    const add = screen.getByRole('button', { name: 'New endpoint' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialogWith('New webhook endpoint');
    await enterText(userEvent, within(dialog).getByRole('textbox', { name: /URL/ }), 'https://shop.example.com/in');
    await chooseOption(userEvent, within(dialog).getByRole('combobox', { name: /Event types/ }), 'Transaction refunded');
    await enterText(userEvent, within(dialog).getByRole('textbox', { name: /Custom headers/ }), 'X-Team: orders');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    expect(bodies[0]).toEqual({ url: 'https://shop.example.com/in', description: '', eventTypes: ['transaction.refunded'], headers: [{ name: 'X-Team', value: 'orders' }] });
    const secret = await findDialogWith('it is shown this once');
    expect(within(secret).getByRole('textbox', { name: 'Signing secret' })).toHaveValue('whsec_c2VjcmV0LXNob3duLW9uY2UtYXQtY3JlYXRpb24h');
    expect(within(secret).getByText(/it is shown this once/)).toBeInTheDocument();
  });

  it('sends a test event and shows its outcome; reveals the secret only after the password', async () => {
    serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test event to https://orders.example.com/hooks' }, SLOW));
    expect(await screen.findByText('Test event delivered to https://orders.example.com/hooks: HTTP 200 in 42 ms', {}, SLOW)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reveal the signing secret of https://orders.example.com/hooks' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong{Enter}');
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent('The password is not correct');
    const password = within(dialog).getByLabelText('Password');
    await userEvent.clear(password);
    await userEvent.type(password, 'Portal-Demo-1{Enter}');
    expect(await within(dialog).findByDisplayValue('whsec_cmV2ZWFsZWQtYWZ0ZXItdGhlLXBhc3N3b3JkIQ==', {}, SLOW)).toBeInTheDocument();
  });

  it('reveals the secret with a code of the authenticator instead of the password, through the portal\'s code dialog', async () => {
    serve();
    addRemoteResources(resources);
    renderWithProviders(<App><ScaPromptHost onEnrol={() => undefined} /><WebhookEndpointsPage title="Webhook endpoints" /></App>,
      { user: 'merchant@demo.test', route: '/merchant/payment-settings/webhook-endpoints' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reveal the signing secret of https://orders.example.com/hooks' }, SLOW));
    const dialog = await findDialogWith('Enter your password to continue.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use a code from my authenticator app instead' }));
    const codeDialog = await findDialogWith('Confirm with your authenticator');
    // The code field takes the focus as the dialog opens (over the password dialog, whose focus trap yields to it).
    await waitFor(() => expect(within(codeDialog).getByLabelText('Code')).toHaveFocus(), SLOW);
    await userEvent.type(within(codeDialog).getByLabelText('Code'), '000000{Enter}');
    expect(await within(codeDialog).findByText('Invalid code', {}, SLOW)).toBeInTheDocument();
    await userEvent.type(within(codeDialog).getByLabelText('Code'), '123456{Enter}');
    expect(await within(dialog).findByDisplayValue('whsec_cmV2ZWFsZWQtYWZ0ZXItdGhlLWNvZGUhIQ==', {}, SLOW)).toBeInTheDocument();
  });

  it('opens the delivery log with each attempt and resends one', async () => {
    serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delivery log of https://orders.example.com/hooks' }, SLOW));
    const drawer = await findDialogWith('Delivery log of https://orders.example.com/hooks');
    expect(await within(drawer).findByText('busy', {}, SLOW)).toBeInTheDocument();
    expect(within(drawer).getByText('503')).toBeInTheDocument();
    // The attempt's time as every time on screen: DD/MM/YYYY HH:mm on the profile's clock (Europe/London).
    await userEvent.click(within(drawer).getByRole('button', { name: 'Resend Transaction refunded of 01/11/2026 09:00' }));
    expect(await within(drawer).findByText('Resent Transaction refunded: Delivered', {}, SLOW)).toBeInTheDocument();
  });

  it("replays the failed messages since a time picked on the profile's clock", async () => {
    const { replays } = serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delivery log of https://orders.example.com/hooks' }, SLOW));
    const drawer = await findDialogWith('Delivery log of https://orders.example.com/hooks');
    const replay = within(drawer).getByRole('button', { name: 'Replay all failed since…' });
    expect(replay).toBeDisabled();
    const since = within(drawer).getByLabelText('Failed since');
    fireEvent.mouseDown(since);
    fireEvent.focus(since);
    fireEvent.change(since, { target: { value: '01/07/2026 08:30' } });
    fireEvent.keyDown(since, { key: 'Enter', code: 'Enter' });
    await userEvent.click(replay);
    // 08:30 in London (summer time) is 07:30 UTC; the count written as every count.
    expect(await within(drawer).findByText('1.250 failed messages queued again', {}, SLOW)).toBeInTheDocument();
    expect(replays).toEqual([{ since: '2026-07-01T07:30:00.000Z' }]);
  });

  it('speaks Turkish, and fits a 390 px wide screen', async () => {
    serve();
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
    renderPage('tr');
    expect(await screen.findByText('Teslim ediliyor', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeni uç nokta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'https://orders.example.com/hooks adresine test olayı gönder' })).toBeInTheDocument();
    window.innerWidth = 1024;
  });
});
