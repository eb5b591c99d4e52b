import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { LOCAL_STORAGE_KEYS, type TransactionRecord } from '@portal/contracts';
import { formatMoney } from '@portal/kit';
import { waitLimit, createTransactionDetailHandlers, type TransactionDetailEndpointKey } from '@portal/testing';
import { lookupRows, renderTransactions, server, setupTransactionsServer, runOnTodayInTestMode } from '../../test-support/render-transactions';
import { TransactionLookupPage } from '../lookup/TransactionLookupPage';
import { DEFAULT_DRAWER_WIDTH, DRAWER_WIDTH_STEP } from './drawer-size';

// Full pages with antd tables and a drawer: more than jest's default 5 s on a loaded machine.
jest.setTimeout(30_000);
setupTransactionsServer();

// "Today" is 2 July 2025, as the lookup's tests: the rows of lookupRows() are today's. Timers stay real.
const NOW = new Date('2025-07-02T12:00:00Z');
runOnTodayInTestMode(NOW);

/** lookupRows() with ids in the server's form (uuids), as the detail endpoints declare them. */
const ROWS: TransactionRecord[] = lookupRows().map((r, i) => ({ ...r, id: `5e1ec7ed-0000-4000-8000-${String(i).padStart(12, '0')}` }));
const ROUTE = '/crm/transaction-management/transaction-lookup';

function BackButton() {
  const navigate = useNavigate();
  return <button type="button" onClick={() => navigate(-1)}>Browser back</button>;
}

function renderLookup({ route = ROUTE, failing = [] as TransactionDetailEndpointKey[], kind = 'tenant' as 'tenant' | 'merchant', language = 'en' as 'en' | 'tr' } = {}) {
  const detail = createTransactionDetailHandlers({ transactions: ROWS, failing });
  server.use(...detail.handlers);
  const result = renderTransactions(<><TransactionLookupPage kind={kind} columnChoice={false} title="Transaction lookup" /><BackButton /></>,
    { user: kind === 'merchant' ? 'merchant@demo.test' : 'tenant@demo.test', route, rows: ROWS, language });
  return { ...result, detail };
}

const SLOW = waitLimit(10_000);
const drawer = () => screen.findByRole('dialog', {}, SLOW);
const bodyRows = () => screen.queryAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 1);
/** A tenant@ Test row of today (the first one the lookup shows). */
const firstShown = async () => {
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0), SLOW);
  const externalId = within(bodyRows()[0]!).getAllByRole('cell')[0]!.textContent!;
  return ROWS.find((r) => r.externalId === externalId)!;
};

describe('transaction detail drawer', () => {
  it('opens from a row click with the header, and Back closes it', async () => {
    const user = userEvent.setup();
    renderLookup();
    const tx = await firstShown();
    await user.click(within(bodyRows()[0]!).getAllByRole('cell')[0]!);
    const dialog = await drawer();
    await within(dialog).findByText(formatMoney(tx.amount, tx.currency), {}, SLOW);
    expect(within(dialog).getAllByText(tx.externalId).length).toBeGreaterThan(0);
    expect(within(dialog).getByText(tx.status, { selector: '.status-pill' })).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(tx.merchantName))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
  });

  it('opens from the keyboard too: a focused row and Enter', async () => {
    const user = userEvent.setup();
    renderLookup();
    const tx = await firstShown();
    bodyRows()[0]!.focus();
    await user.keyboard('{Enter}');
    const dialog = await drawer();
    await within(dialog).findByText(formatMoney(tx.amount, tx.currency), {}, SLOW);
  });

  it('opens on the transaction a link names (?tx=<id>)', async () => {
    const tx = ROWS[3]!;
    renderLookup({ route: `${ROUTE}?tx=${tx.id}` });
    const dialog = await drawer();
    await within(dialog).findByText(formatMoney(tx.amount, tx.currency), {}, SLOW);
    expect(within(dialog).getAllByText(tx.externalId).length).toBeGreaterThan(0);
    // Details is the first tab, from its own endpoint.
    expect(await within(dialog).findByText('https://shop.example', { exact: false })).toBeInTheDocument();
  });

  it('keeps its width in localStorage drawerSize and opens with it the next time', async () => {
    const user = userEvent.setup();
    const tx = ROWS[3]!;
    const first = renderLookup({ route: `${ROUTE}?tx=${tx.id}` });
    const handle = await screen.findByRole('separator', { name: /Drawer width/ });
    expect(handle).toHaveAttribute('aria-valuenow', String(DEFAULT_DRAWER_WIDTH));
    handle.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    const wider = DEFAULT_DRAWER_WIDTH + 2 * DRAWER_WIDTH_STEP;
    expect(window.localStorage.getItem(LOCAL_STORAGE_KEYS.drawerSize)).toBe(String(wider));
    expect(handle).toHaveAttribute('aria-valuenow', String(wider));
    await user.click(within(await drawer()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    first.unmount();

    // Another visit: the kept width is used (the wrapper's width and the handle's value).
    renderLookup({ route: `${ROUTE}?tx=${tx.id}` });
    const again = await screen.findByRole('separator', { name: /Drawer width/ });
    expect(again).toHaveAttribute('aria-valuenow', String(wider));
    expect(document.querySelector<HTMLElement>('.ant-drawer-content-wrapper')!.style.width).toBe(`${wider}px`);
  });

  it('shows a failing tab\'s error while the header and the other tabs render', async () => {
    const user = userEvent.setup();
    const tx = ROWS[3]!;
    renderLookup({ route: `${ROUTE}?tx=${tx.id}`, failing: ['events'] });
    const dialog = await drawer();
    await within(dialog).findByText(formatMoney(tx.amount, tx.currency), {}, SLOW);
    await user.click(within(dialog).getByRole('tab', { name: 'Events' }));
    expect(await within(dialog).findByText('This part could not be loaded')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Fees' }));
    expect(await within(dialog).findByText('Processing')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'API logs' }));
    // Elapsed time with 3 decimals (125.4321 ms), and the bodies.
    expect(await within(dialog).findByText('0,125 s')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/"currency"/).length).toBeGreaterThan(0);
    expect(within(dialog).getByText(formatMoney(tx.amount, tx.currency))).toBeInTheDocument();
  });

  it('shows the accounting entries with debit and credit columns and their balanced total', async () => {
    const user = userEvent.setup();
    const tx = ROWS[3]!;
    renderLookup({ route: `${ROUTE}?tx=${tx.id}` });
    const dialog = await drawer();
    await user.click(await within(dialog).findByRole('tab', { name: 'Accounting' }));
    const total = await within(dialog).findByTestId('accounting-total');
    expect(within(dialog).getByRole('columnheader', { name: 'Debit' })).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: 'Credit' })).toBeInTheDocument();
    expect(within(total).getByText('Balanced')).toBeInTheDocument();
    expect(within(total).getAllByText(formatMoney(tx.amount, tx.currency))).toHaveLength(2);
    await act(async () => undefined);
  });

  it('gives a merchant its subset of tabs, each from the merchant paths', async () => {
    const tx = ROWS[3]!;
    const { detail } = renderLookup({ kind: 'merchant', route: `/merchant/transaction-management/transaction-lookup?tx=${tx.id}` });
    const dialog = await drawer();
    await within(dialog).findByText(formatMoney(tx.amount, tx.currency), {}, SLOW);
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
      ['Details', 'Events', 'Related', 'API logs', 'Fees', 'Decline reasons', 'Balance']);
    await waitFor(() => expect(detail.store.calls.some((c) => c.endpoint === 'details')).toBe(true));
    for (const call of detail.store.calls) expect(call.path).toMatch(/^\/svc\/merchant\/api\/transactions\//);
  });

  it("reads a seeded decline reason in the reader's language (Turkish)", async () => {
    const user = userEvent.setup();
    const tx = ROWS.find((r) => r.status === 'Declined')!;
    renderLookup({ route: `${ROUTE}?tx=${tx.id}`, language: 'tr' });
    const dialog = await drawer();
    await user.click(await within(dialog).findByRole('tab', { name: 'Ret nedenleri' }, SLOW));
    // The server's English for code 51, as the seed stores it: shown in Turkish.
    expect(await within(dialog).findByRole('cell', { name: 'Yetersiz bakiye' }, SLOW)).toBeInTheDocument();
    expect(within(dialog).queryByRole('cell', { name: 'Insufficient funds' })).not.toBeInTheDocument();
  });
});
