import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { ANTIFRAUD_RULE_ENDPOINTS as E, ANTIFRAUD_RULES_RESOURCE, fakeResourcePage, type AntifraudRuleRow, type BacktestResult } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, declaredHandlers, findDialogWith, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { AntifraudRulesPage } from './AntifraudRulesPage';

const { server, SLOW } = pageTestSetup();

const row = (over: Partial<AntifraudRuleRow> = {}): AntifraudRuleRow => ({
  id: '6b0f7a52-3c43-4d4c-9d55-2b8b2d6b1a01', ruleId: '6b0f7a52-3c43-4d4c-9d55-2b8b2d6b1a01', version: 1, tenantId: 't1', merchantId: null, mode: 'Live',
  name: 'Stolen BIN batch', description: '', action: 'Block', score: 90, conditions: { combinator: 'and', rules: [{ field: 'cardBin', operator: 'in', value: ['555555'] }] },
  status: 'Draft', activeVersion: null, createdBy: { id: 'u1', name: 'Tessa Tenant' }, createdAt: '2026-11-01T10:00:00.000Z', requestedBy: null, approvedBy: null,
  activatedAt: null, ...over,
});

const backtest: BacktestResult = {
  days: 30, from: '2026-10-31T10:00:00.000Z', to: '2026-11-30T10:00:00.000Z', total: 1200, blocked: 14, reviewed: 0, allowed: 0, threeDSecure: 0,
  examples: [{ transactionId: 'x1', externalId: 'TX-0001', createdAt: '2026-11-20T10:00:00.000Z', amount: 4_250, currency: 'GBP', decision: 'Blocked', condition: 'Card BIN in 411111' }],
};

function serve(rows: AntifraudRuleRow[] = [row()]) {
  const bodies: unknown[] = [];
  const tested: unknown[] = [];
  server.use(
    ...declaredHandlers(ANTIFRAUD_RULES_RESOURCE.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(ANTIFRAUD_RULES_RESOURCE, rows, query))),
    ...declaredHandlers(ANTIFRAUD_RULES_RESOURCE.endpoints.create, ({ body }) => {
      bodies.push(body);
      const created = row({ id: '6b0f7a52-3c43-4d4c-9d55-2b8b2d6b1a02', ruleId: '6b0f7a52-3c43-4d4c-9d55-2b8b2d6b1a02', ...(body as object) });
      rows.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    ...declaredHandlers(E.backtest, ({ body }) => { tested.push(body); return HttpResponse.json(backtest); }),
    ...declaredHandlers(E.activate, () => HttpResponse.json(row({ status: 'PendingApproval', requestedBy: { id: 'u1', name: 'Tessa Tenant' } }))),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  return { rows, bodies, tested };
}

const renderPage = (language: 'en' | 'tr' = 'en') => {
  addRemoteResources(resources);
  const result = renderWithProviders(<App><AntifraudRulesPage title="Antifraud" /></App>, { user: 'tenant@demo.test', route: '/crm/settings/antifraud/antifraud', language });
  return result;
};

describe('AntifraudRulesPage', () => {
  it('lists the rules with their conditions in words and whether they run', async () => {
    serve();
    renderPage();
    expect(await screen.findByText('Stolen BIN batch', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Card BIN in 555555')).toBeInTheDocument();
    expect(screen.getByText('Not running')).toBeInTheDocument();
  });

  it('says how to start when there is no rule yet, in the reader\'s language; a search that finds nothing says what was searched', async () => {
    serve([]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByText(/^No rules yet: payments meet only the built-in checks\./, {}, SLOW)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Name' }), 'velocity');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/^Nothing found for .*velocity/)).toBeInTheDocument();
    expect(screen.queryByText(/^No rules yet/)).not.toBeInTheDocument();
  });

  it('says how to start in Turkish too', async () => {
    serve([]);
    renderPage('tr');
    expect(await screen.findByText(/^Henüz kural yok: ödemeler yalnızca yerleşik kontrollerden geçer\./, {}, SLOW)).toBeInTheDocument();
  });

  it('builds a rule from the keyboard, tests it against past payments, then saves it', async () => {
    const { bodies, tested } = serve();
    renderPage();
    const add = await screen.findByRole('button', { name: 'New rule' }, SLOW);
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialogWith('New antifraud rule');
    // Saving without a name or a value names what is missing, and keeps what was typed.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent('Enter the rule name');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Test BIN');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Test against past payments' }));
    expect(await within(dialog).findByText('Condition 1: Card BIN needs a value', {}, SLOW)).toBeInTheDocument();
    expect(tested).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Condition 1: Value' }), '411111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Test against past payments' }));
    expect(await within(dialog).findByText('Of 1200 payments in the last 30 days, this rule would have blocked 14 and sent 0 to review.', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByText('TX-0001')).toBeInTheDocument();
    expect(tested[0]).toEqual({ action: 'Block', days: 30, conditions: { combinator: 'and', rules: [{ field: 'cardBin', operator: 'in', value: '411111' }] } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    expect(bodies[0]).toEqual({ name: 'Test BIN', description: '', action: 'Block', score: 90, conditions: { combinator: 'and', rules: [{ field: 'cardBin', operator: 'in', value: '411111' }] } });
    expect(await screen.findByText('Saved as version 1: activate it to run it', {}, SLOW)).toBeInTheDocument();
  });

  it('says a Live Block rule waits for a second user when it is activated', async () => {
    serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Activate Stolen BIN batch' }, SLOW));
    expect(await screen.findByText('A second user must approve a Live Block rule: it waits for approval', {}, SLOW)).toBeInTheDocument();
  });

  it('speaks Turkish, and fits a 390 px wide screen', async () => {
    serve();
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
    renderPage('tr');
    expect(await screen.findByText('Çalışmıyor', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeni kural' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stolen BIN batch kuralını etkinleştir' })).toBeInTheDocument();
    window.innerWidth = 1024;
  });
});
