import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { ANTIFRAUD_RULE_ENDPOINTS as E, ANTIFRAUD_RULES_RESOURCE, fakeResourcePage, type AntifraudRuleRow } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, declaredHandlers, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { AntifraudRulesPage } from '../antifraud/AntifraudRulesPage';

const { server, SLOW } = pageTestSetup();

const RULE = '6b0f7a52-3c43-4d4c-9d55-2b8b2d6b1a01';
const other = { id: 'u-avery', name: 'Avery Approver' };
const version = (over: Partial<AntifraudRuleRow>): AntifraudRuleRow => ({
  id: '6b0f7a52-3c43-4d4c-9d55-2b8b2d6b1a11', ruleId: RULE, version: 1, tenantId: 't1', merchantId: null, mode: 'Live', name: 'Stolen BIN batch', description: '',
  action: 'Block', score: 90, conditions: { combinator: 'and', rules: [{ field: 'cardBin', operator: 'in', value: ['555555'] }] }, status: 'Active', activeVersion: 1,
  createdBy: { id: 'u-tessa', name: 'Tessa Tenant' }, createdAt: '2026-11-01T10:00:00.000Z', requestedBy: other, approvedBy: { id: 'u-tom', name: 'Tom Tennant' },
  activatedAt: '2026-11-02T10:00:00.000Z', ...over,
});

/** A rule whose version 2 waits for a second user (Avery asked), version 1 runs. */
function serve() {
  let versions = [
    version({ id: '6b0f7a52-3c43-4d4c-9d55-2b8b2d6b1a12', version: 2, status: 'PendingApproval', approvedBy: null, activatedAt: null, createdAt: '2026-11-20T10:00:00.000Z' }),
    version({}),
  ];
  const declined: unknown[] = [];
  server.use(
    ...declaredHandlers(ANTIFRAUD_RULES_RESOURCE.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(ANTIFRAUD_RULES_RESOURCE, [versions[0]!], query))),
    ...declaredHandlers(E.versions, () => HttpResponse.json(versions)),
    ...declaredHandlers(E.decline, ({ body }) => {
      declined.push(body);
      versions = [{ ...versions[0]!, status: 'Draft', requestedBy: null }, versions[1]!];
      return HttpResponse.json(versions[0]!);
    }),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  return { declined };
}

const renderPage = (language: 'en' | 'tr' = 'en') => {
  addRemoteResources(resources);
  const result = renderWithProviders(<App><AntifraudRulesPage title="Antifraud" /></App>, { user: 'tenant@demo.test', route: '/crm/settings/antifraud/antifraud', language });
  return result;
};
const dialogTitled = async (title: string) => (await screen.findByText(title, { selector: '.ant-modal-title' }, SLOW)).closest<HTMLElement>('[role="dialog"]')!;

describe('the versions dialog of a versioned rule set (ADR 0113)', () => {
  it('lists every version with who saved, asked and approved and which runs; another user declines the waiting one with a reason', async () => {
    const user = userEvent.setup({ delay: null });
    const { declined } = serve();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Versions of Stolen BIN batch' }, SLOW));
    const dialog = await dialogTitled('Versions of Stolen BIN batch');
    const rows = await within(dialog).findAllByRole('row', {}, SLOW);
    const [v2, v1] = rows.filter((r) => /Version [12]/.test(r.textContent ?? ''));
    expect(v2).toHaveTextContent('Version 2');
    expect(v2).toHaveTextContent('Waiting for approval');
    expect(v2).toHaveTextContent('Avery Approver');
    expect(v1).toHaveTextContent('Active · This version runs');
    expect(v1).toHaveTextContent('Tom Tennant');

    await user.click(within(dialog).getByRole('button', { name: 'Decline Stolen BIN batch' }));
    const reason = await dialogTitled('Decline the activation of Stolen BIN batch');
    await user.type(within(reason).getByRole('textbox'), 'Corporate range');
    await user.click(within(reason).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Declined: the version is a draft again', {}, SLOW)).toBeInTheDocument();
    expect(declined).toEqual([{ reason: 'Corporate range' }]);
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Decline Stolen BIN batch' })).not.toBeInTheDocument(), SLOW);
  });

  it('speaks Turkish', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    renderPage('tr');
    await user.click(await screen.findByRole('button', { name: 'Stolen BIN batch sürümleri' }, SLOW));
    const dialog = await dialogTitled('Stolen BIN batch sürümleri');
    expect(await within(dialog).findByText('Onay bekliyor', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Stolen BIN batch reddet' })).toBeInTheDocument();
  });
});
