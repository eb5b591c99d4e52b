import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { FEE_RECEIVERS, fakeResourcePage, type ResourceRowOf } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, createMswServer, declaredHandlers, DEMO_TENANTS, installTimerMessageChannel, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { FeeReceiversPage } from './FeeReceiversPage';

installTimerMessageChannel();
jest.setTimeout(60_000);
const SLOW = waitLimit(10_000);

const server = createMswServer([]);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => { server.resetHandlers(); window.sessionStorage.clear(); });
afterAll(() => server.close());

type Rule = ResourceRowOf<typeof FEE_RECEIVERS>;
const base = { tenantId: DEMO_TENANTS[0]!.id, mode: 'Test' as const, partnerName: null, paymentMethod: null, currency: null, isActive: true, updatedAt: '2026-11-01T10:00:00.000Z' };

function serve() {
  const rows: Rule[] = [
    { ...base, id: 'f1', feeType: 'Processing', receiver: 'Tenant', basisPoints: 140, fixedAmount: 20 },
    { ...base, id: 'f2', feeType: 'Scheme', receiver: 'Platform', basisPoints: 20, fixedAmount: 1 },
  ];
  const bodies: unknown[] = [];
  server.use(
    ...declaredHandlers(FEE_RECEIVERS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(FEE_RECEIVERS, rows, query))),
    ...declaredHandlers(FEE_RECEIVERS.endpoints.update, ({ params, body }) => {
      bodies.push(body);
      const row = rows.find((r) => r.id === params.id)!;
      Object.assign(row, body);
      return HttpResponse.json(row);
    }),
    ...declaredHandlers(FEE_RECEIVERS.endpoints.remove, () => HttpResponse.json({ error: 'This fee receiver is in use by 12 posted fees: deactivate it instead' }, { status: 409 })),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  return { rows, bodies };
}

const renderPage = () => {
  addRemoteResources(resources);
  const result = renderWithProviders(<App><FeeReceiversPage title="Fee receivers" /></App>, { user: 'tenant@demo.test', route: '/crm/settings/fees' });
  return result;
};

describe('FeeReceiversPage', () => {
  it('lists the rules with their rate, edits one with the body schema\'s types, and shows why a used rule stays', async () => {
    const { bodies } = serve();
    renderPage();
    expect(await screen.findByText('1,40%', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('0,20%')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Processing Tenant' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const rate = within(dialog).getByRole('textbox', { name: /Rate in basis points/ });
    expect(rate).toHaveValue('140');
    await userEvent.clear(rate);
    await userEvent.type(rate, '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    expect(bodies[0]).toMatchObject({ feeType: 'Processing', receiver: 'Tenant', basisPoints: 100, fixedAmount: 20, isActive: true });
    expect(await screen.findByText('1,00%', {}, SLOW)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Scheme Platform' }));
    const confirm = await screen.findByRole('dialog', {}, SLOW);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This fee receiver is in use by 12 posted fees: deactivate it instead', {}, SLOW)).toBeInTheDocument();
  });
});
