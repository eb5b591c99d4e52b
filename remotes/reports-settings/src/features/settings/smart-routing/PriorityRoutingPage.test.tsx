import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { SMART_ROUTING_RESOURCE, fakeResourcePage, type RoutingRow } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, chooseOption, createHandlers, declaredHandlers, installTimerMessageChannel, renderWithProviders, setupMswServer } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { SmartRoutingPage } from './SmartRoutingPage';
import { CARD, NORTHBANK, WEBSITE, lookupHandlers } from './test-fixtures';

installTimerMessageChannel();
jest.setTimeout(90_000);
const SLOW = waitLimit(10_000);

const server = setupMswServer();
afterEach(() => window.sessionStorage.clear());

function serve() {
  const bodies: unknown[] = [];
  const queries: unknown[] = [];
  server.use(
    ...declaredHandlers(SMART_ROUTING_RESOURCE.endpoints.list, ({ query }) => {
      queries.push(query);
      return HttpResponse.json(fakeResourcePage(SMART_ROUTING_RESOURCE, [] as RoutingRow[], query));
    }),
    ...declaredHandlers(SMART_ROUTING_RESOURCE.endpoints.create, ({ body }) => {
      bodies.push(body);
      return HttpResponse.json({
        id: '6b0f7a52-3c43-4d4c-9d55-2b8b2d6b1a03', configurationId: '6b0f7a52-3c43-4d4c-9d55-2b8b2d6b1a03', version: 1, tenantId: 't1', merchantId: 'm1',
        websiteName: 'Blue Bottle Coffee shop', mode: 'Test', kind: 'Priority', status: 'Draft', activeVersion: null, createdBy: null, createdAt: '2026-11-01T10:00:00.000Z',
        requestedBy: null, approvedBy: null, activatedAt: null, ...(body as object),
      } satisfies Partial<RoutingRow>, { status: 201 });
    }),
    ...lookupHandlers(),
    ...createHandlers({ userEmail: 'merchant@demo.test' }),
  );
  return { bodies, queries };
}

describe('SmartRoutingPage (v1 priority lists)', () => {
  it('says how to start when there is no priority list yet, in English and in Turkish', async () => {
    serve();
    addRemoteResources(resources);
    const { unmount } = renderWithProviders(<App><SmartRoutingPage title="Smart routing" kind="Priority" /></App>, { user: 'merchant@demo.test', route: '/merchant/payment-settings/smart-routing' });
    expect(await screen.findByText(/^No priority lists yet: .*"New configuration"\.$/, {}, SLOW)).toBeInTheDocument();
    unmount();
    renderWithProviders(<App><SmartRoutingPage title="Smart routing" kind="Priority" /></App>, { user: 'merchant@demo.test', route: '/merchant/payment-settings/smart-routing', language: 'tr' });
    expect(await screen.findByText(/^Henüz öncelik listesi yok: .*"Yeni yapılandırma" ile sıralayın\.$/, {}, SLOW)).toBeInTheDocument();
  });

  it('orders the card channels of a priority list with named buttons and saves it', async () => {
    const { bodies, queries } = serve();
    addRemoteResources(resources);
    renderWithProviders(<App><SmartRoutingPage title="Smart routing" kind="Priority" /></App>, { user: 'merchant@demo.test', route: '/merchant/payment-settings/smart-routing' });
    await userEvent.click(await screen.findByRole('button', { name: 'New configuration' }, SLOW));
    expect(queries[0]).toMatchObject({ kind: 'Priority' });
    const dialog = await waitFor(() => screen.getAllByRole('dialog').find((d) => d.textContent?.includes('New priority list configuration'))!, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent('Enter the configuration name');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Cards by priority');
    await chooseOption(userEvent, within(dialog).getByRole('combobox', { name: 'Website' }), 'Blue Bottle Coffee shop');
    const list = 'Priority list 1: Channels in order';
    await chooseOption(userEvent, within(dialog).getByRole('combobox', { name: `Add a channel to ${list}` }), 'BBC Card');
    await chooseOption(userEvent, within(dialog).getByRole('combobox', { name: `Add a channel to ${list}` }), 'Northbank Card');
    const down = within(dialog).getByRole('button', { name: `Move BBC Card down in ${list}` });
    // Focus leaves the channel select, whose blur updates its state: act must see that update.
    act(() => down.focus());
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByRole('button', { name: `Move BBC Card up in ${list}` })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    expect(bodies[0]).toEqual({ name: 'Cards by priority', websiteId: WEBSITE, definition: { kind: 'Priority', priorities: [{ paymentMethod: 'card', channelIds: [NORTHBANK, CARD] }] } });
  });
});
