import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSystemMode } from '@portal/api-client';
import { lastListCall, listParam, renderTransactions, setupTransactionsServer } from '../../test-support/render-transactions';
import { TransactionLookupPage } from './TransactionLookupPage';

// Full pages with antd tables: more than jest's default 5 s on a loaded machine (as the support remote's page tests).
jest.setTimeout(30_000);
setupTransactionsServer();

// Only Date is faked: "today" is 2 July 2025 (13:00 in London), timers stay real for antd and msw.
const NOW = new Date('2025-07-02T12:00:00Z');
beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'] });
  setSystemMode('Test');
});
afterEach(() => jest.useRealTimers());

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.trim()).filter(Boolean);
const bodyRows = () => screen.getAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 1);

describe('transaction lookup', () => {
  it("merchant@ in Test mode sees today's Test rows of its own merchant, newest first, with the merchant's default columns", async () => {
    const { store } = renderTransactions(<TransactionLookupPage kind="merchant" columnChoice={false} title="Transaction lookup" />, { user: 'merchant@demo.test' });
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction lookup' })).toBeInTheDocument();
    expect(headers()).toEqual(['External id', 'Created', 'Website', 'Type', 'Status', 'Amount', 'Payment method', 'Card', 'Customer e-mail']);
    const call = lastListCall(store);
    expect(call.path).toBe('/svc/merchant/api/transactions');
    expect(call.mode).toBe('Test');
    // Today on the user's clock (Europe/London, BST): [00:00, next 00:00).
    expect(call.params.get('from')).toBe('2025-07-01T23:00:00.000Z');
    expect(call.params.get('to')).toBe('2025-07-02T23:00:00.000Z');
    expect(within(bodyRows()[0]!).getByText('TX-M0-0001')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('02/07/2025 13:00:00')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('10,00 EUR')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('411111******1000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Columns/ })).not.toBeInTheDocument();
  });

  it('in Live mode shows only Live rows', async () => {
    setSystemMode('Live');
    const { store } = renderTransactions(<TransactionLookupPage kind="merchant" columnChoice={false} title="Transaction lookup" />, { user: 'merchant@demo.test' });
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    expect(lastListCall(store).mode).toBe('Live');
    expect(screen.getByText('TX-M0-0002')).toBeInTheDocument();
    expect(screen.queryByText('TX-M0-0001')).not.toBeInTheDocument();
  });

  it('restores status filter and page from the URL and sends them; paging asks for the next page', async () => {
    const user = userEvent.setup();
    const route = '/merchant/transaction-management/transaction-lookup?from=2025-06-30T12:00:00.000Z&to=2025-07-02T12:00:00.000Z&status=Captured&status=Refunded&page=1&pageSize=5';
    const { store } = renderTransactions(<TransactionLookupPage kind="merchant" columnChoice={false} title="Transaction lookup" />, { user: 'merchant@demo.test', route });
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(listParam(lastListCall(store).params, 'status')).toEqual(['Captured', 'Refunded']);
    expect(lastListCall(store).params.get('from')).toBe('2025-06-29T23:00:00.000Z');
    bodyRows().forEach((row) => expect(within(row).getByText(/Captured|Refunded/)).toHaveClass('status-pill'));
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastListCall(store).params.get('pageIndex')).toBe('1'));
    expect(lastListCall(store).params.get('pageSize')).toBe('5');
  });

  it('sorts by amount ascending from its header', async () => {
    const user = userEvent.setup();
    const { store } = renderTransactions(<TransactionLookupPage kind="merchant" columnChoice={false} title="Transaction lookup" />, { user: 'merchant@demo.test' });
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    await user.click(screen.getByRole('columnheader', { name: /Amount/ }));
    await waitFor(() => expect(lastListCall(store).params.get('sortField')).toBe('amount'));
    expect(lastListCall(store).params.get('sortDirection')).toBe('asc');
  });

  it('tenant@ V2 hides a column; the choice is stored on the server and comes back on the next visit', async () => {
    const user = userEvent.setup();
    const first = renderTransactions(<TransactionLookupPage kind="tenant" columnChoice title="Transaction lookup (V2)" />, { user: 'tenant@demo.test' });
    await waitFor(() => expect(headers()).toContain('Merchant'));
    expect(headers()).not.toContain('Tenant');
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Merchant' }));
    await waitFor(() => expect(first.store.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(first.store.columns.tenant).toBeDefined();
    expect(first.store.columns.tenant).not.toContain('merchantName');
    expect(headers()).not.toContain('Merchant');
    const stored = first.store.columns.tenant;
    first.unmount();

    const again = renderTransactions(<TransactionLookupPage kind="tenant" columnChoice title="Transaction lookup (V2)" />, { user: 'tenant@demo.test' });
    again.store.columns.tenant = stored;
    await waitFor(() => expect(headers()).toContain('Created'));
    await waitFor(() => expect(headers()).not.toContain('Merchant'));
    expect(lastListCall(again.store).path).toBe('/svc/merchant/api/crm/transactions');
  });

  it('platform users pick tenants: none means every tenant, and the tenant column shows', async () => {
    const route = '/platform/transaction-management/transaction-lookup';
    const { store } = renderTransactions(<TransactionLookupPage kind="platform" columnChoice={false} title="Transaction lookup" />, { user: 'platform@demo.test', route });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(7));
    expect(lastListCall(store).path).toBe('/svc/merchant/api/crm/platform/transactions');
    expect(listParam(lastListCall(store).params, 'tenantIds')).toEqual([]);
    expect(headers()).toContain('Tenant');
    expect(screen.getByLabelText('Tenants')).toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    renderTransactions(<TransactionLookupPage kind="merchant" columnChoice={false} title="Transaction lookup" />, { user: 'merchant@demo.test', language: 'tr' });
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    expect(headers()).toContain('Harici kimlik');
    expect(screen.getAllByText('Tahsil edildi').length + screen.getAllByText(/Beklemede|Reddedildi|İade edildi|Provizyonda|Başarısız|Engellendi|Onay bekliyor|Onaylandı|Başarılı/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Uygula' })).toBeInTheDocument();
    expect(screen.getByText('Satır:')).toBeInTheDocument();
  });
});
