import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { waitLimit, createTransactionHandlers, DEMO_TENANTS, transactionFixtures, chooseOption } from '@portal/testing';
import { renderSupport, server, setupSupportServer } from '../../../test-support/render-support';
import type { SupportScope } from '../../scope/support-scope';
import { TransactionsField } from './TransactionsField';

setupSupportServer();
jest.setTimeout(30_000);

function Harness({ scope, tenantId = null, onChange }: { scope: SupportScope; tenantId?: string | null; onChange?: (ids: string[]) => void }) {
  const [ids, setIds] = useState<string[]>([]);
  return <TransactionsField scope={scope} tenantId={tenantId} value={ids} onChange={(next) => { setIds(next); onChange?.(next); }} />;
}

/** Renders the field as `user` with the transaction handlers in front of the support ones. */
function renderField(ui: React.ReactElement, user: string, failing = false) {
  const result = renderSupport(ui, { user });
  const transactions = createTransactionHandlers({ userEmail: user, failing });
  server.use(...transactions.handlers);
  return { ...result, calls: transactions.store.calls };
}

function typeKey(text: string) {
  const input = screen.getByRole('combobox', { name: 'Transactions' });
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
}

const optionTitles = () => [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].map((el) => el.getAttribute('title'));

describe('TransactionsField', () => {
  afterEach(() => jest.useRealTimers());

  it('searches by external id 750 ms after the last keystroke, 10 per page', async () => {
    jest.useFakeTimers();
    const { calls } = renderField(<Harness scope="tenant" />, 'tenant@demo.test');
    typeKey('TX-BBC');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    typeKey('TX-BBC-001');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(749);
    });
    expect(calls).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    jest.useRealTimers();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.path).toBe('/svc/merchant/api/crm/transactions/searchKey');
    const query = new URLSearchParams(calls[0]!.query);
    expect(query.get('searchKey')).toBe('TX-BBC-001');
    expect(query.get('pageSize')).toBe('10');
    expect(query.get('pageIndex')).toBe('0');
  });

  it('lists what it found as external id, amount and status; a chosen one becomes its external id', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    const { calls } = renderField(<Harness scope="merchant" onChange={onChange} />, 'merchant@demo.test');
    typeKey('bbc-001');
    // Test mode (nothing saved): the fixtures' TX-BBC-0009..0012 are Test rows; only 0010..0012 match, newest first.
    const statusOf = (externalId: string) => transactionFixtures().find((tx) => tx.externalId === externalId)!.status;
    await waitFor(() => expect(optionTitles()).toEqual([
      `TX-BBC-0012 · 149,08 GBP · ${statusOf('TX-BBC-0012')}`,
      `TX-BBC-0011 · 136,74 GBP · ${statusOf('TX-BBC-0011')}`,
      `TX-BBC-0010 · 124,40 GBP · ${statusOf('TX-BBC-0010')}`,
    ]), waitLimit(3000));
    expect(calls[0]!.path).toBe('/svc/merchant/api/transactions');
    expect(calls[0]!.mode).toBe('Test');
    await chooseOption(user, null, /^TX-BBC-0011 /);
    expect(onChange).toHaveBeenLastCalledWith(['TX-BBC-0011']);
    expect(screen.getByText('TX-BBC-0011', { selector: '.ant-tag *, .ant-tag' })).toBeInTheDocument();
  });

  it('waits for a platform operator to pick a tenant, then searches that tenant', async () => {
    const globex = DEMO_TENANTS[1]!;
    const { unmount } = renderField(<Harness scope="platform" tenantId={null} />, 'platform@demo.test');
    expect(screen.getByRole('combobox', { name: 'Transactions' })).toBeDisabled();
    unmount();

    const { calls } = renderField(<Harness scope="platform" tenantId={globex.id} />, 'platform@demo.test');
    typeKey('TX-RKO');
    await waitFor(() => expect(optionTitles()).toHaveLength(4), waitLimit(3000));
    expect(new URLSearchParams(calls[0]!.query).get('tenantId')).toBe(globex.id);
    expect(optionTitles().every((title) => title?.startsWith('TX-RKO-'))).toBe(true);
  });

  it('says the search is unavailable when the transactions service fails', async () => {
    renderField(<Harness scope="tenant" />, 'tenant@demo.test', true);
    typeKey('TX-404');
    expect(await screen.findByText('Transaction search is not available right now.', undefined, waitLimit(3000))).toBeInTheDocument();
  });
});
