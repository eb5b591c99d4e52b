import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderSupport, setupSupportServer } from '../../../test-support/render-support';
import { TransactionsField } from './TransactionsField';

setupSupportServer();
jest.setTimeout(30_000);

function Harness() {
  const [ids, setIds] = useState<string[]>([]);
  return <TransactionsField value={ids} onChange={setIds} tenantSide />;
}

function searchCalls(store: { calls: Array<{ path: string; query: string }> }) {
  return store.calls.filter((c) => c.path.includes('/transactions/searchKey'));
}

describe('TransactionsField', () => {
  afterEach(() => jest.useRealTimers());

  it('searches by external id 750 ms after the last keystroke, 10 per page', async () => {
    jest.useFakeTimers();
    const { store } = renderSupport(<Harness />, { user: 'tenant@demo.test' });
    const input = screen.getByRole('combobox', { name: 'Transactions' });
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'EXT-1' } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    fireEvent.change(input, { target: { value: 'EXT-10' } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(749);
    });
    expect(searchCalls(store)).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    jest.useRealTimers();
    await waitFor(() => expect(searchCalls(store)).toHaveLength(1));
    const query = new URLSearchParams(searchCalls(store)[0].query);
    expect(query.get('searchKey')).toBe('EXT-10');
    expect(query.get('pageSize')).toBe('10');
  });

  it('says the search is unavailable when the transactions service fails', async () => {
    renderSupport(<Harness />, { user: 'tenant@demo.test', failing: ['transactions'] });
    const input = screen.getByRole('combobox', { name: 'Transactions' });
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'EXT-404' } });
    expect(await screen.findByText('Transaction search is not available right now.', undefined, { timeout: 3000 })).toBeInTheDocument();
  });
});
