import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { SMART_ROUTING_ENDPOINTS as E, SMART_ROUTING_RESOURCE, fakeResourcePage, type RoutingRow } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, chooseOption, createHandlers, findDialogWith, declaredHandlers, installTimerMessageChannel, renderWithProviders, setupMswServer } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { SmartRoutingPage } from './SmartRoutingPage';
import { CARD, NORTHBANK, WEBSITE, lookupHandlers, routingRow } from './test-fixtures';

installTimerMessageChannel();
jest.setTimeout(90_000);
const SLOW = waitLimit(10_000);

const server = setupMswServer();
afterEach(() => window.sessionStorage.clear());

function serve() {
  const rows: RoutingRow[] = [routingRow()];
  const bodies: unknown[] = [];
  const queries: unknown[] = [];
  server.use(
    ...declaredHandlers(SMART_ROUTING_RESOURCE.endpoints.list, ({ query }) => {
      queries.push(query);
      return HttpResponse.json(fakeResourcePage(SMART_ROUTING_RESOURCE, rows, query));
    }),
    ...declaredHandlers(SMART_ROUTING_RESOURCE.endpoints.create, ({ body }) => {
      bodies.push(body);
      const created = routingRow({ id: '6b0f7a52-3c43-4d4c-9d55-2b8b2d6b1a02', configurationId: '6b0f7a52-3c43-4d4c-9d55-2b8b2d6b1a02', ...(body as object) });
      rows.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    ...declaredHandlers(E.activate, () => HttpResponse.json(routingRow({ status: 'Active', activeVersion: 1 }))),
    ...lookupHandlers(),
    ...createHandlers({ userEmail: 'merchant@demo.test' }),
  );
  return { rows, bodies, queries };
}

const renderPage = (language: 'en' | 'tr' = 'en') => {
  addRemoteResources(resources);
  const result = renderWithProviders(<App><SmartRoutingPage title="Smart routing V2" kind="Rules" /></App>,
    { user: 'merchant@demo.test', route: '/merchant/payment-settings/smart-routing-v2', language });
  return result;
};

const choose = (combobox: HTMLElement, option: string) => chooseOption(userEvent, combobox, option);

describe('SmartRoutingPage (v2 rules)', () => {
  it('lists only rules configurations, with their website and whether they run', async () => {
    const { queries } = serve();
    renderPage();
    expect(await screen.findByText('Card split', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Blue Bottle Coffee shop')).toBeInTheDocument();
    expect(screen.getByText('Not running')).toBeInTheDocument();
    expect(queries[0]).toMatchObject({ kind: 'Rules' });
    expect(screen.getByRole('link', { name: 'Open the visualisation' })).toHaveAttribute('href', '/smart-routing-visualization');
  });

  it('says how to start when there is no rules configuration yet', async () => {
    serve().rows.length = 0;
    renderPage();
    expect(await screen.findByText(/^No rules yet: payments try the channels by your channel priority\..*"New configuration"/, {}, SLOW)).toBeInTheDocument();
  });

  it('says how to start in Turkish too', async () => {
    serve().rows.length = 0;
    renderPage('tr');
    expect(await screen.findByText(/^Henüz kural yok: .*"Yeni yapılandırma" ile yazın\./, {}, SLOW)).toBeInTheDocument();
  });

  it('sets a 70/30 split: a split that does not sum to 100 is named, nothing typed is lost, then it saves', async () => {
    const { bodies } = serve();
    renderPage();
    const add = await screen.findByRole('button', { name: 'New configuration' }, SLOW);
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialogWith('New rules configuration');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Cards 70/30');
    await choose(within(dialog).getByRole('combobox', { name: 'Website' }), 'Blue Bottle Coffee shop');
    await choose(within(dialog).getByRole('combobox', { name: 'Rule 1, share 1: Channel' }), 'BBC Card');
    const first = within(dialog).getByRole('spinbutton', { name: 'Rule 1, share 1: Percent' });
    await userEvent.clear(first);
    await userEvent.type(first, '70');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rule 1: add a channel to the split' }));
    await choose(within(dialog).getByRole('combobox', { name: 'Rule 1, share 2: Channel' }), 'Northbank Card');
    const second = within(dialog).getByRole('spinbutton', { name: 'Rule 1, share 2: Percent' });
    await userEvent.clear(second);
    await userEvent.type(second, '20');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Rule 1: the split must sum to 100% (now 90%)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent('Rule 1: the split must sum to 100% (now 90%)');
    expect(bodies).toHaveLength(0);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Cards 70/30');
    await userEvent.clear(second);
    await userEvent.type(second, '30');
    expect(within(dialog).getByText('Total 100%')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    expect(bodies[0]).toEqual({
      name: 'Cards 70/30', websiteId: WEBSITE,
      definition: { kind: 'Rules', fallback: [], rules: [{ name: 'Rule 1', conditions: { combinator: 'and', rules: [{ field: 'paymentMethod', operator: '=', value: 'card' }] },
        split: [{ channelId: CARD, percent: 70 }, { channelId: NORTHBANK, percent: 30 }] }] },
    });
    expect(await screen.findByText('Saved as version 1: activate it to run', {}, SLOW)).toBeInTheDocument();
  });

  it('activates a configuration and says it runs', async () => {
    serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Activate Card split' }, SLOW));
    expect(await screen.findByText('The configuration runs for its website', {}, SLOW)).toBeInTheDocument();
  });

  it('speaks Turkish, and fits a 390 px wide screen', async () => {
    serve();
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
    renderPage('tr');
    expect(await screen.findByText('Çalışmıyor', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeni yapılandırma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Card split etkinleştir' })).toBeInTheDocument();
    window.innerWidth = 1024;
  });
});
