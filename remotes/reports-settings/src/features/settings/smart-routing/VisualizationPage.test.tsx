import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { SMART_ROUTING_ENDPOINTS as E, type RoutingSimulationAnswer } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, declaredHandlers, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { VisualizationPage } from './VisualizationPage';
import { CARD, NORTHBANK, WEBSITE, lookupHandlers, routingRow } from './test-fixtures';

const { server, SLOW } = pageTestSetup();

const decision: RoutingSimulationAnswer = {
  configuration: { configurationId: 'c1', version: 1, name: 'Card split', kind: 'Rules' },
  steps: [
    { step: 1, rule: 'Rule "UK cards": Card country = GB', matched: true, decision: 'split BBC Card 70% / Northbank Card 30%: draw 41.0 → BBC Card' },
    { step: 2, rule: 'Fallback order for cascading', matched: true, decision: 'Northbank Card' },
  ],
  order: [{ id: CARD, name: 'BBC Card', serviceProviderId: 'acquirer-one', serviceProviderName: 'Acquirer One' },
    { id: NORTHBANK, name: 'Northbank Card', serviceProviderId: 'northbank', serviceProviderName: 'Northbank Processing' }],
  split: [{ channelId: CARD, channelName: 'BBC Card', percent: 70 }, { channelId: NORTHBANK, channelName: 'Northbank Card', percent: 30 }],
};

function serve(active = true) {
  const asked: unknown[] = [];
  server.use(
    ...declaredHandlers(E.active, () => HttpResponse.json(active ? [routingRow({ status: 'Active', activeVersion: 1 })] : [])),
    ...declaredHandlers(E.simulate, ({ body }) => { asked.push(body); return HttpResponse.json(decision); }),
    ...lookupHandlers(),
    ...createHandlers({ userEmail: 'merchant@demo.test' }),
  );
  return { asked };
}

const renderPage = (language: 'en' | 'tr' = 'en') => {
  addRemoteResources(resources);
  const result = renderWithProviders(<App><VisualizationPage title="Smart routing visualization" /></App>,
    { user: 'merchant@demo.test', route: '/smart-routing-visualization', language });
  return result;
};

describe('VisualizationPage', () => {
  it("draws the website's active configuration as a flow: each rule's condition and split, then the fallback", async () => {
    serve();
    renderPage();
    expect(await screen.findByText('Active: Card split (version 1)', {}, SLOW)).toBeInTheDocument();
    const flow = screen.getByRole('region', { name: 'Routing flow' });
    expect(within(flow).getByText('If Card country = GB')).toBeInTheDocument();
    expect(within(flow).getByRole('figure', { name: 'UK cards: Channels and split' })).toHaveTextContent('BBC Card 70%Northbank Card 30%');
    expect(within(flow).getByText('BBC Card', { selector: 'div' })).toBeInTheDocument();
  });

  it('says when no configuration runs', async () => {
    serve(false);
    renderPage();
    expect(await screen.findByText("No configuration runs for this website in this mode: payments try the usable channels by the merchant's channel priority, then the channel's fee for the amount, then name.", {}, SLOW)).toBeInTheDocument();
  });

  it('simulates a payment from the keyboard: each step, the channels in order and the split proportions', async () => {
    const { asked } = serve();
    renderPage();
    await screen.findByText('Active: Card split (version 1)', {}, SLOW);
    const bin = screen.getByRole('textbox', { name: 'Card BIN' });
    await userEvent.type(bin, '41x');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The card BIN is up to 8 digits');
    expect(asked).toHaveLength(0);
    await userEvent.clear(bin);
    await userEvent.type(bin, '411111{Enter}');
    const steps = await screen.findByRole('region', { name: 'Decision steps' }, SLOW);
    expect(within(steps).getByText('Rule "UK cards": Card country = GB')).toBeInTheDocument();
    expect(within(steps).getByText('BBC Card · Acquirer One')).toBeInTheDocument();
    expect(within(steps).getByRole('figure', { name: 'Split: share of the draws' })).toHaveTextContent('BBC Card 70%Northbank Card 30%');
    await waitFor(() => expect(asked).toEqual([{ websiteId: WEBSITE, paymentMethod: 'card', amount: 1000, currency: 'GBP', cardCountry: 'GB', cardBin: '411111' }]));
  });

  it('speaks Turkish, and fits a 390 px wide screen', async () => {
    serve();
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
    renderPage('tr');
    expect(await screen.findByText('Etkin: Card split (1. sürüm)', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simüle et' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kart BIN' })).toBeInTheDocument();
    window.innerWidth = 1024;
  });
});
