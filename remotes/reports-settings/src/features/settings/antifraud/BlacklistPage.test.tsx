import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { ANTIFRAUD_BLACKLIST_ENDPOINTS as E, ANTIFRAUD_BLACKLIST_RESOURCE, fakeResourcePage, type BlacklistRow } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, declaredHandlers, enterText, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { BlacklistPage, entryBody } from './BlacklistPage';

const { server, SLOW } = pageTestSetup();

const entry: BlacklistRow = {
  id: '7b0f7a52-3c43-4d4c-9d55-2b8b2d6b1a01', tenantId: 't1', merchantId: 'm1', listType: 'EmailDomain', value: 'mailinator.com', reason: 'Throwaway addresses',
  expiresAt: null, addedBy: { id: 'u1', name: 'Mia Merchant' }, createdAt: '2026-11-01T10:00:00.000Z',
};

function serve() {
  const imports: unknown[] = [];
  server.use(
    ...declaredHandlers(ANTIFRAUD_BLACKLIST_RESOURCE.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(ANTIFRAUD_BLACKLIST_RESOURCE, [entry], query))),
    ...declaredHandlers(E.importCsv, ({ body }) => {
      imports.push(body);
      return (body as { csv: string }).csv.includes('300.1.1.1')
        ? HttpResponse.json({ errors: [{ message: 'Line 3: Ip: "300.1.1.1" is not a valid value' }, { message: 'Line 4: Country: "XX1" is not a valid value' }] }, { status: 400 })
        : HttpResponse.json({ added: 1, problems: [] });
    }),
    ...createHandlers({ userEmail: 'merchant@demo.test' }),
  );
  return { imports };
}

const renderPage = (language: 'en' | 'tr' = 'en') => {
  addRemoteResources(resources);
  const result = renderWithProviders(<App><BlacklistPage title="Antifraud blacklist" /></App>, { user: 'merchant@demo.test', route: '/merchant/payment-settings/antifraud-blacklist', language });
  return result;
};

describe('BlacklistPage', () => {
  it('lists entries with their type, reason and who added them', async () => {
    serve();
    renderPage();
    expect(await screen.findByText('mailinator.com', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('E-mail domain')).toBeInTheDocument();
    expect(screen.getByText('Mia Merchant')).toBeInTheDocument();
  });

  it('names each wrong line of a CSV and keeps the text; a good file is added', async () => {
    const { imports } = serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const text = within(dialog).getByLabelText('CSV');
    // The lines are pasted after the header the field starts with (typing them key by key renders the dialog per key).
    await enterText(userEvent, text, 'Email,bad@example.com,,\nIp,300.1.1.1,,\nCountry,XX1,,');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const alert = await within(dialog).findByRole('alert', {}, SLOW);
    expect(within(alert).getByText('Line 3: Ip: "300.1.1.1" is not a valid value')).toBeInTheDocument();
    expect(within(alert).getByText('Line 4: Country: "XX1" is not a valid value')).toBeInTheDocument();
    expect(text).toHaveValue('type,value,reason,expiresAt\nEmail,bad@example.com,,\nIp,300.1.1.1,,\nCountry,XX1,,');
    await userEvent.clear(text);
    await userEvent.paste('type,value,reason,expiresAt\nEmail,bad@example.com,,');
    expect(text).toHaveValue('type,value,reason,expiresAt\nEmail,bad@example.com,,');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('1 entries added', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(imports).toHaveLength(2));
  });

  it('sends the expiry day as the end of that day in UTC, and no expiry as null', () => {
    expect(entryBody({ listType: 'Email', value: ' fraud@example.com ', reason: ' chargebacks ', expiresAt: '2027-01-05T12:00:00.000Z' }))
      .toEqual({ listType: 'Email', value: 'fraud@example.com', reason: 'chargebacks', expiresAt: '2027-01-05T23:59:59.000Z' });
    expect(entryBody({ listType: 'Country', value: 'KP', expiresAt: '' }).expiresAt).toBeNull();
  });

  it('speaks Turkish, and fits a 390 px wide screen', async () => {
    serve();
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
    renderPage('tr');
    expect(await screen.findByText('E-posta alan adı', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV içe aktar' })).toBeInTheDocument();
    window.innerWidth = 1024;
  });
});
