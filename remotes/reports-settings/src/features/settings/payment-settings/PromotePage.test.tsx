import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { PROMOTION_ENDPOINTS as E, type PromotionDiffItem, type SettingsPromotion } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, createMswServer, declaredHandlers, findDemoUser, renderWithProviders, installTimerMessageChannel, chooseOption } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { PromotePage } from './PromotePage';

installTimerMessageChannel();
jest.setTimeout(40_000);

const server = createMswServer([]);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => { server.resetHandlers(); window.sessionStorage.clear(); });
afterAll(() => server.close());

const ME = findDemoUser('merchant@demo.test')!;
const OTHER = { id: '99999999-9999-4999-8999-999999999999', name: 'Max Approver' };
const CARD = '11111111-1111-4111-8111-111111111111';
const SHOP = '22222222-2222-4222-8222-222222222222';

const DIFFS: Record<string, PromotionDiffItem[]> = {
  channels: [{ id: `${CARD}#maxAmount`, rowKey: CARD, rowLabel: 'BBC Card', field: 'maxAmount', kind: 'changed', before: 1_000_000, after: 2_500_000, selectable: true }],
  websites: [
    { id: `${SHOP}#callbackUrl`, rowKey: SHOP, rowLabel: 'Blue Bottle shop', field: 'callbackUrl', kind: 'changed', before: 'https://a.example/hooks', after: 'https://a.example/hooks-v2', selectable: true },
    { id: `${SHOP}#secretKey`, rowKey: SHOP, rowLabel: 'Blue Bottle shop', field: 'secretKey', kind: 'secret', before: null, after: null, selectable: false },
  ],
};

/** The promotion endpoints as the server keeps them: asked for by the caller, approved by another user only. */
function promotionFake(history: SettingsPromotion[]) {
  const asked: unknown[] = [];
  const handlers = [
    ...declaredHandlers(E.diff, ({ query }) => HttpResponse.json({ area: query.area, items: DIFFS[query.area as string] ?? [] })),
    ...declaredHandlers(E.list, () => HttpResponse.json(history)),
    ...declaredHandlers(E.create, ({ body }) => {
      asked.push(body);
      const { area, itemIds } = body as { area: 'channels'; itemIds: string[] };
      const changes = DIFFS[area]!.filter((i) => itemIds.includes(i.id)).map(({ rowKey, rowLabel, field, before, after }) => ({ rowKey, rowLabel, field, before, after }));
      const made: SettingsPromotion = {
        id: '33333333-3333-4333-8333-333333333333', merchantId: ME.merchant!.merchantId, area, kind: 'Promotion', status: 'Pending', revertsId: null,
        requestedBy: { id: ME.id, name: 'Mark Mercer' }, requestedAt: '2026-11-29T04:00:00.000Z', decidedBy: null, decidedAt: null, changes, reenterInLive: [],
      };
      history.unshift(made);
      return HttpResponse.json(made, { status: 201 });
    }),
    ...declaredHandlers(E.approve, ({ params }) => {
      const p = history.find((x) => x.id === params.id)!;
      if (p.requestedBy.id === ME.id) return HttpResponse.json({ error: 'You asked for this promotion: another user approves it' }, { status: 409 });
      Object.assign(p, { status: 'Applied', decidedBy: { id: ME.id, name: 'Mark Mercer' }, decidedAt: '2026-11-29T04:05:00.000Z' });
      return HttpResponse.json(p);
    }),
    ...declaredHandlers(E.revert, ({ params }) => {
      const p = history.find((x) => x.id === params.id)!;
      p.status = 'Reverted';
      const revert: SettingsPromotion = { ...p, id: '44444444-4444-4444-8444-444444444444', kind: 'Revert', status: 'Applied', revertsId: p.id, changes: p.changes.map((c) => ({ ...c, before: c.after, after: c.before })) };
      history.unshift(revert);
      return HttpResponse.json(revert, { status: 201 });
    }),
  ];
  return { handlers, asked };
}

function renderPromote(history: SettingsPromotion[] = []) {
  const fake = promotionFake(history);
  server.use(...fake.handlers, ...createHandlers({ userEmail: 'merchant@demo.test' }));
  addRemoteResources(resources);
  renderWithProviders(<App><PromotePage title="Promote to Live" /></App>, { user: 'merchant@demo.test', route: '/merchant/payment-settings/promote' });
  return fake;
}

describe('Promote to Live', () => {
  it('shows Test against Live field by field, copies only what is ticked, and leaves the approval to another user', async () => {
    const user = userEvent.setup();
    const fake = renderPromote();
    const row = (await screen.findByText('BBC Card')).closest('tr')!;
    expect(within(row).getByText('Maximum amount (minor units)')).toBeInTheDocument();
    expect(within(row).getByText('2500000')).toBeInTheDocument();
    expect(within(row).getByText('1000000')).toBeInTheDocument();

    const ask = screen.getByRole('button', { name: /Ask to promote/ });
    expect(ask).toBeDisabled();
    await user.click(within(row).getByRole('checkbox', { name: 'Copy BBC Card Maximum amount (minor units)' }));
    await user.click(screen.getByRole('button', { name: 'Ask to promote 1 changes' }));

    expect(await screen.findByText('Promotion asked for: another user approves it')).toBeInTheDocument();
    expect(fake.asked).toEqual([{ area: 'channels', itemIds: [`${CARD}#maxAmount`] }]);
    const entry = (await screen.findByText('Waiting for approval')).closest('li')!;
    expect(within(entry).getByText(/BBC Card · Maximum amount \(minor units\): 1000000 → 2500000/)).toBeInTheDocument();
    expect(within(entry).getByRole('button', { name: 'Approve' })).toBeDisabled();
  });

  it('never offers a secret for copying: it is to be re-entered in Live', async () => {
    const user = userEvent.setup();
    renderPromote();
    await screen.findByText('BBC Card');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Area' }), 'Websites');
    const secret = (await screen.findByText('Re-enter in Live')).closest('tr')!;
    expect(within(secret).getByRole('checkbox')).toBeDisabled();
    const callback = screen.getByText('https://a.example/hooks-v2').closest('tr')!;
    expect(within(callback).getByRole('checkbox')).toBeEnabled();
  });

  it('approves another user\'s request and reverts an applied promotion in one step', async () => {
    const user = userEvent.setup();
    const pending: SettingsPromotion = {
      id: '55555555-5555-4555-8555-555555555555', merchantId: ME.merchant!.merchantId, area: 'channels', kind: 'Promotion', status: 'Pending', revertsId: null,
      requestedBy: OTHER, requestedAt: '2026-11-29T03:00:00.000Z', decidedBy: null, decidedAt: null,
      changes: [{ rowKey: CARD, rowLabel: 'BBC Card', field: 'feePercent', before: 1.5, after: 1.9 }], reenterInLive: [],
    };
    renderPromote([pending]);
    const entry = (await screen.findByText('Waiting for approval')).closest('li')!;
    await user.click(within(entry).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved and applied to Live')).toBeInTheDocument();

    const applied = (await screen.findByText('Applied')).closest('li')!;
    await user.click(within(applied).getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText('Reverted: Live has its earlier values again')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Revert of a promotion')).toBeInTheDocument());
    expect(screen.getByText(/BBC Card · Fee \(%\): 1.9 → 1.5/)).toBeInTheDocument();
  });
});
