import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { DEFAULT_HOSTED_PAYMENT_SETTINGS, PAYMENT_LINK_ENDPOINTS as E } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, declaredHandlers, enterText, installTimerMessageChannel, renderWithProviders, setupMswServer } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { HostedPaymentPage } from './HostedPaymentPage';

installTimerMessageChannel();
jest.setTimeout(60_000);
const SLOW = waitLimit(10_000);

const server = setupMswServer();

function serve() {
  const saved: unknown[] = [];
  server.use(
    ...declaredHandlers(E.settings, () => HttpResponse.json({ ...DEFAULT_HOSTED_PAYMENT_SETTINGS, allowedWebsites: ['https://shop.example.com'] })),
    ...declaredHandlers(E.saveSettings, ({ body }) => {
      saved.push(body);
      return HttpResponse.json(body as Record<string, unknown>);
    }),
    ...createHandlers({ userEmail: 'merchant@demo.test' }),
  );
  return saved;
}

const renderPage = (language: 'en' | 'tr' = 'en') => {
  addRemoteResources(resources);
  const result = renderWithProviders(<App><HostedPaymentPage title="Websites settings" /></App>, { user: 'merchant@demo.test', route: '/developer-settings/hosted-payment', language });
  return result;
};

describe('HostedPaymentPage', () => {
  it('refuses a brand colour white text is unreadable on, naming its contrast, and sends nothing', async () => {
    const saved = serve();
    renderPage();
    const brand = await screen.findByRole('textbox', { name: /Brand colour/ }, SLOW);
    await userEvent.clear(brand);
    await userEvent.type(brand, '#FFD700');
    await userEvent.tab();
    expect(await screen.findByText(/White text on #FFD700 has a contrast of 1\.\d\d:1; at least 4\.5:1 is needed/, {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toHaveLength(0);
  });

  it('saves websites one a line, readable colours and https URLs, and shows the button preview with its contrast', async () => {
    const saved = serve();
    renderPage();
    const sites = await screen.findByRole('textbox', { name: /Allowed websites/ }, SLOW);
    expect(sites).toHaveValue('https://shop.example.com');
    await userEvent.type(sites, '{Enter}https://blog.example.com/');
    await userEvent.type(screen.getByRole('textbox', { name: /Success URL/ }), 'https://shop.example.com/thanks');
    expect(screen.getByText(/White text on #1A56DB: contrast \d+\.\d\d:1/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1), SLOW);
    expect(saved[0]).toEqual({
      allowedWebsites: ['https://shop.example.com', 'https://blog.example.com'], logoFileId: null, brandColour: '#1A56DB', accentColour: '#0E7C3A',
      successUrl: 'https://shop.example.com/thanks', cancelUrl: null,
    });
    expect(await screen.findByText('Hosted payment settings saved', {}, SLOW)).toBeInTheDocument();
  });

  it('refuses a plain http success URL in the browser', async () => {
    const saved = serve();
    renderPage();
    await enterText(userEvent, await screen.findByRole('textbox', { name: /Success URL/ }, SLOW), 'http://shop.example.com/thanks');
    await userEvent.tab();
    expect(await screen.findByText('The address must start with https://', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toHaveLength(0);
  });

  it('speaks Turkish, and fits a 390 px wide screen', async () => {
    serve();
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
    renderPage('tr');
    expect(await screen.findByRole('textbox', { name: /Marka rengi/ }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeInTheDocument();
    window.innerWidth = 1024;
  });
});
