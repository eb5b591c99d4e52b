import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setSystemMode } from '@portal/api-client';
import { ANTIFRAUD_RULE_ENDPOINTS, APPROVAL_PAGES, RULE_ACTIVATION_ENDPOINTS, SMART_ROUTING_ENDPOINTS, type PendingActivation } from '@portal/contracts';
import type { Language } from '@portal/i18n';
import { waitLimit, declaredHandlers, enterText, findDemoUser } from '@portal/testing';
import { renderTransactions, server, setupTransactionsServer } from '../../test-support/render-transactions';
import { MerchantApprovalsPage } from './MerchantApprovalsPage';

jest.setTimeout(60_000);
setupTransactionsServer();
beforeEach(() => setSystemMode('Test'));
const SLOW = waitLimit(10_000);
const ME = findDemoUser('merchant@demo.test');
const BLUE_BOTTLE = '5d7c2b1a-0e3f-4c6a-8b9d-2f1e0a3b4c5d';

const routing: PendingActivation = {
  kind: 'RoutingConfiguration', id: '0b9a3c1e-5d4f-4a8b-9c2d-1e2f3a4b5c01', version: 2, name: 'Live cards split', mode: 'Live',
  merchantId: BLUE_BOTTLE, merchantName: 'Blue Bottle Coffee Ltd', websiteName: 'Blue Bottle Coffee shop', action: null,
  change: 'GB cards: Card country = GB → BBC Card 70% / Northbank Card 30%', runningVersion: 1,
  requestedBy: { id: 'u-other', name: 'Mia Approver' }, requestedAt: new Date(Date.now() - 3_600_000).toISOString(),
  page: '/merchant/payment-settings/smart-routing-v2', mine: false,
};
const rule: PendingActivation = {
  kind: 'AntifraudRule', id: '0b9a3c1e-5d4f-4a8b-9c2d-1e2f3a4b5c02', version: 1, name: 'Stolen BIN batch', mode: 'Live',
  merchantId: BLUE_BOTTLE, merchantName: 'Blue Bottle Coffee Ltd', websiteName: null, action: 'Block', change: 'Card BIN in 555555', runningVersion: null,
  requestedBy: { id: 'u-other', name: 'Mia Approver' }, requestedAt: new Date(Date.now() - 7_200_000).toISOString(),
  page: '/merchant/payment-settings/antifraud-rules', mine: false,
};
const mine: PendingActivation = { ...rule, id: '0b9a3c1e-5d4f-4a8b-9c2d-1e2f3a4b5c03', name: 'My own rule', requestedBy: { id: ME.id, name: 'Mark Mercer' }, mine: true };

function serve() {
  let waiting = [rule, routing, mine];
  const calls: Array<{ path: string; mode: string | null; body: unknown }> = [];
  const decided = (id: string) => { waiting = waiting.filter((w) => w.id !== id); };
  const record = (request: Request, body: unknown) => calls.push({ path: new URL(request.url).pathname, mode: request.headers.get('mode'), body });
  server.use(
    ...declaredHandlers(RULE_ACTIVATION_ENDPOINTS.pending, () => HttpResponse.json(waiting as never)),
    ...declaredHandlers(SMART_ROUTING_ENDPOINTS.approve, ({ request, params, body }) => { record(request, body); decided(params.id); return HttpResponse.json({} as never); }, { checkResponse: false }),
    ...declaredHandlers(ANTIFRAUD_RULE_ENDPOINTS.decline, ({ request, params, body }) => { record(request, body); decided(params.id); return HttpResponse.json({} as never); }, { checkResponse: false }),
  );
  return calls;
}

const renderPage = (language: Language = 'en') =>
  renderTransactions(<MerchantApprovalsPage />, { user: 'merchant@demo.test', route: APPROVAL_PAGES.merchantQueue, language });
const rowOf = async (name: string) => (await screen.findByRole('link', { name: `Open ${name} on its page` }, SLOW)).closest('tr')!;

describe('merchant approvals page: rule and routing activations (ADR 0113)', () => {
  it('lists what waits with what changes in words; Approve sends the decision in the activation\'s mode; Decline asks for a reason', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rule and routing activations' }, SLOW)).toBeInTheDocument();
    const split = await rowOf('Live cards split');
    expect(split).toHaveTextContent('Smart routing configuration');
    expect(split).toHaveTextContent('Version 2 for Blue Bottle Coffee shop: GB cards: Card country = GB → BBC Card 70% / Northbank Card 30% (replaces version 1)');
    expect(split).toHaveTextContent('Mia Approver');
    expect(split).toHaveTextContent('Live');
    const blockRule = await rowOf('Stolen BIN batch');
    expect(blockRule).toHaveTextContent('Version 1: Block when Card BIN in 555555 (nothing of it runs now)');
    const own = await rowOf('My own rule');
    expect(own).toHaveTextContent('Yours: another user decides it');
    expect(within(own).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();

    await user.click(within(split).getByRole('button', { name: 'Approve Live cards split' }));
    expect(await screen.findByText('Live cards split was approved: it runs now', {}, SLOW)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: expect.stringContaining(`smart-routing/${routing.id}/approve`), mode: 'Live' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open Live cards split on its page' })).not.toBeInTheDocument(), SLOW);

    await user.click(within(await rowOf('Stolen BIN batch')).getByRole('button', { name: 'Decline Stolen BIN batch' }));
    const dialog = (await screen.findByText('Decline the activation of Stolen BIN batch', { selector: '.ant-modal-title' }, SLOW)).closest<HTMLElement>('[role="dialog"]')!;
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await enterText(user, within(dialog).getByRole('textbox'), 'BIN is a corporate range');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Stolen BIN batch was declined: it is a draft again', {}, SLOW)).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ path: expect.stringContaining(`antifraud-rules/${rule.id}/decline`), mode: 'Live', body: { reason: 'BIN is a corporate range' } });
  });

  it('speaks Turkish', async () => {
    serve();
    renderPage('tr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kural ve yönlendirme etkinleştirmeleri' }, SLOW)).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Stolen BIN batch sayfasında aç' }, SLOW)).closest('tr')!;
    expect(row).toHaveTextContent('Sürüm 1: Card BIN in 555555 olduğunda Engel');
    expect(row).toHaveTextContent('Dolandırıcılık kuralı');
    expect(within(row).getByRole('button', { name: 'Stolen BIN batch reddet' })).toBeInTheDocument();
  });
});
