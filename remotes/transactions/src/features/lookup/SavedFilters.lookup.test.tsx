import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSystemMode } from '@portal/api-client';
import { SAVED_FILTER_MESSAGES, type SavedTransactionFilterCreate } from '@portal/contracts';
import { lastListCall, listParam, renderTransactions, setupTransactionsServer } from '../../test-support/render-transactions';
import { TransactionLookupPage } from './TransactionLookupPage';
import { waitLimit, chooseOption, enterText } from '@portal/testing';

// Full pages with antd tables: more than jest's default 5 s on a loaded machine.
jest.setTimeout(30_000);
setupTransactionsServer();

// The clock stays real (a frozen Date keeps antd's modal from opening): every date here is in the URL or the filter.
beforeEach(() => setSystemMode('Test'));

type User = ReturnType<typeof userEvent.setup>;
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.trim()).filter(Boolean);
const savedSelect = () => screen.getByRole('combobox', { name: 'Saved filter' });
const selectedName = () => savedSelect().closest('.ant-select')!.querySelector('.ant-select-content-has-value')?.getAttribute('title') ?? null;
const V2 = '/merchant/transaction-management/transaction-lookup-columns';

/** Opens Save as new once the page has settled (its list and saved filters answered). */
async function openSaveDialog(user: User, saved: { calls: unknown[] }) {
  await waitFor(() => expect(saved.calls.length).toBeGreaterThan(0));
  await waitFor(() => expect(savedSelect().closest('.ant-select')!.className).not.toContain('loading'));
  await user.click(screen.getByRole('button', { name: /Save as new/ }));
  // By its title's text: under jest antd gives every element it names the same id, so the dialog's name is unreliable.
  const dialog = await screen.findByRole('dialog', {}, waitLimit(5000));
  expect(within(dialog).getByText('Save the current filters')).toBeInTheDocument();
  return dialog;
}

async function chooseSaved(user: User, name: string) {
  await chooseOption(user, savedSelect(), name);
}

const REFUNDS = {
  id: '5f000000-0000-4000-8000-0000000000aa', lookup: 'merchant' as const, name: 'Refunds in June',
  request: {
    filters: { from: '2025-06-01T12:00:00.000Z', to: '2025-06-30T12:00:00.000Z', status: ['Refunded'] },
    sort: { field: 'amount' as const, direction: 'desc' as const }, pageSize: 10, columns: ['externalId' as const, 'status' as const, 'amount' as const],
  },
};

describe('saved filters on the transaction lookup', () => {
  it('merchant@ saves the current filters, sort, page size and columns as a new filter, which is then selected', async () => {
    const user = userEvent.setup();
    const route = `${V2}?from=2025-06-30T12:00:00.000Z&to=2025-07-02T12:00:00.000Z&status=Captured&sort=amount&order=asc&page=1&pageSize=5`;
    const { savedFilterStore } = renderTransactions(<TransactionLookupPage kind="merchant" columnChoice title="Transaction lookup (V2)" />, { user: 'merchant@demo.test', route });
    await waitFor(() => expect(headers()).toContain('Customer e-mail'));
    const dialog = await openSaveDialog(user, savedFilterStore);
    await enterText(user, within(dialog).getByLabelText('Filter name'), 'Captured, smallest first');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Save as new/ })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: /Save as new/ }));

    expect(await screen.findByText('Filter "Captured, smallest first" saved')).toBeInTheDocument();
    const posted = savedFilterStore.calls.find((c) => c.method === 'POST')!.body as SavedTransactionFilterCreate;
    expect(posted).toEqual({
      lookup: 'merchant', name: 'Captured, smallest first',
      request: {
        filters: { from: '2025-06-30T12:00:00.000Z', to: '2025-07-02T12:00:00.000Z', status: ['Captured'] },
        sort: { field: 'amount', direction: 'asc' }, pageSize: 5,
        columns: ['externalId', 'createdAt', 'websiteName', 'type', 'status', 'amount', 'paymentMethod', 'card', 'customerEmail'],
      },
    });
    // Selected, and the list of saved filters was loaded again.
    await waitFor(() => expect(selectedName()).toBe('Captured, smallest first'));
    expect(savedFilterStore.calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('choosing a saved filter shows its filters, sort, page size and columns', async () => {
    const user = userEvent.setup();
    const { store } = renderTransactions(<TransactionLookupPage kind="merchant" columnChoice title="Transaction lookup (V2)" />, { user: 'merchant@demo.test', route: V2, savedFilters: [REFUNDS] });
    await waitFor(() => expect(headers()).toContain('Customer e-mail'));
    await chooseSaved(user, 'Refunds in June');
    await waitFor(() => expect(listParam(lastListCall(store).params, 'status')).toEqual(['Refunded']));
    const call = lastListCall(store).params;
    expect(call.get('sortField')).toBe('amount');
    expect(call.get('sortDirection')).toBe('desc');
    expect(call.get('pageSize')).toBe('10');
    expect(call.get('from')).toBe('2025-05-31T23:00:00.000Z');
    await waitFor(() => expect(headers()).toEqual(['External id', 'Status', 'Amount']));
    expect(store.columns.merchant).toEqual(['externalId', 'status', 'amount']);
    expect(selectedName()).toBe('Refunds in June');
  });

  it('Update keeps the current filters in the selected filter; Delete asks, removes it and clears the selection', async () => {
    const user = userEvent.setup();
    const { savedFilterStore } = renderTransactions(<TransactionLookupPage kind="merchant" columnChoice title="Transaction lookup (V2)" />, { user: 'merchant@demo.test', route: V2, savedFilters: [REFUNDS] });
    await chooseSaved(user, 'Refunds in June');
    await user.click(screen.getByRole('columnheader', { name: /Status/ }));
    await user.click(screen.getByRole('button', { name: 'Update the selected filter with the current filters' }));
    expect(await screen.findByText('Filter "Refunds in June" updated')).toBeInTheDocument();
    expect(savedFilterStore.filters[0]!.request.sort).toEqual({ field: 'status', direction: 'asc' });
    expect(selectedName()).toBe('Refunds in June');

    await user.click(screen.getByRole('button', { name: 'Delete the selected filter' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Filter "Refunds in June" deleted')).toBeInTheDocument();
    expect(savedFilterStore.filters).toEqual([]);
    await waitFor(() => expect(selectedName()).toBeNull());
  });

  it("shows the server's refusal in the banner and keeps the dialog open", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 50 }, (_, i) => ({ ...REFUNDS, id: `5f000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`, name: `Filter ${i + 1}`, lookup: 'merchant' as const }));
    const { savedFilterStore } = renderTransactions(<TransactionLookupPage kind="merchant" columnChoice title="Transaction lookup (V2)" />, { user: 'merchant@demo.test', route: V2, savedFilters: many });
    const dialog = await openSaveDialog(user, savedFilterStore);
    await user.type(within(dialog).getByLabelText('Filter name'), 'One more');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Save as new/ })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: /Save as new/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVED_FILTER_MESSAGES.limitReached);
    expect(within(screen.getByRole('dialog')).getByLabelText('Filter name')).toHaveValue('One more');
  });
});
