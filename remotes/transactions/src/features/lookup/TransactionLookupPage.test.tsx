import { setSystemMode } from '@portal/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { transactionLookupCursor, chooseOption } from '@portal/testing';
import {
  LOOKUP_WEBSITES, lastListCall, listCalls, listParam, lookupRows, renderTransactions, setupTransactionsServer, runOnTodayInTestMode,
} from '../../test-support/render-transactions';
import { TransactionLookupPage } from './TransactionLookupPage';

// Full pages with antd tables: more than jest's default 5 s on a loaded machine (as the support remote's page tests).
jest.setTimeout(30_000);
setupTransactionsServer();

// Only Date is faked: "today" is 2 July 2025 (13:00 in London), timers stay real for antd and msw.
const NOW = new Date('2025-07-02T12:00:00Z');
runOnTodayInTestMode(NOW);

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.trim()).filter(Boolean);
const bodyRows = () => screen.queryAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 1);
const rowTexts = () => bodyRows().map((r) => r.textContent ?? '');
const externalIds = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);
type User = ReturnType<typeof userEvent.setup>;
/** The keyset cursor after a row of lookupRows() (the first demo merchant's rows as any lookupRows(n) has them). */
const cursorAfter = (id: string) => transactionLookupCursor(lookupRows(60).find((r) => r.id === id)!);

/** The browser's Back, from inside the page's router. */
function BackButton() {
  const navigate = useNavigate();
  return <button type="button" onClick={() => navigate(-1)}>Browser back</button>;
}

/** Puts a text in a filter input at once (typing it key by key costs a render per key). */
async function enter(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/** Opens the filters behind "More filters" (the lookup keeps date, status, card last 4 and external id in view). */
async function openMoreFilters(user: User) {
  const toggle = screen.getByRole('button', { name: /^More filters/ });
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
}

async function pickOption(user: User, label: string, option: string) {
  await chooseOption(user, screen.getByRole('combobox', { name: label }), option);
  await user.keyboard('{Escape}');
}

// The lookup page's tests render the whole page with antd's table and filters (stretched by npm test -- --busy).
jest.setTimeout(60_000);

describe('transaction lookup', () => {
  it("merchant@ in Test mode sees today's Test rows of its own merchant, newest first, with the merchant's default columns", async () => {
    const { store } = renderTransactions(<TransactionLookupPage kind="merchant" columnChoice={false} title="Transaction lookup" />, { user: 'merchant@demo.test' });
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction lookup' })).toBeInTheDocument();
    // The external id pinned left, the status and amount pinned right (at the end) while the table scrolls sideways.
    expect(headers()).toEqual(['External id', 'Created (Europe/London)', 'Website', 'Type', 'Payment method', 'Card', 'Customer e-mail', 'Status', 'Amount']);
    expect(screen.getByRole('columnheader', { name: 'External id' })).toHaveClass('ant-table-cell-fix-start');
    for (const name of ['Status', 'Amount']) expect(screen.getByRole('columnheader', { name })).toHaveClass('ant-table-cell-fix-end');
    expect(screen.getByRole('columnheader', { name: 'Card' })).not.toHaveClass('ant-table-cell-fix');
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
    await waitFor(() => expect(headers()).toContain('Created (Europe/London)'));
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

  it('Next asks for the next page by the server\'s cursor, Back shows the previous page by its own, a jump goes by offset', async () => {
    const user = userEvent.setup();
    const route = '/merchant/transaction-management/transaction-lookup?from=2025-06-28T12:00:00.000Z&to=2025-07-02T12:00:00.000Z&page=1&pageSize=5';
    const { store } = renderTransactions(
      <><TransactionLookupPage kind="merchant" columnChoice={false} title="Transaction lookup" /><BackButton /></>,
      { user: 'merchant@demo.test', route, rows: lookupRows(60) },
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    const firstPage = externalIds();
    expect(firstPage[0]).toBe('TX-M0-0001');
    expect(lastListCall(store).params.has('cursor')).toBe(false);

    // Next: the cursor the first page answered (the server's, and the fake's: its last row's position).
    await user.click(screen.getByTitle('Next Page'));
    await waitFor(() => expect(lastListCall(store).params.get('cursor')).toBe(cursorAfter('tx-0-8')));
    await waitFor(() => expect(externalIds()).toEqual(['TX-M0-0011', 'TX-M0-0013', 'TX-M0-0015', 'TX-M0-0017', 'TX-M0-0019']));
    const secondCursor = lastListCall(store).params.get('cursor');
    await user.click(screen.getByTitle('Next Page'));
    await waitFor(() => expect(lastListCall(store).params.get('cursor')).toBe(cursorAfter('tx-0-18')));
    await waitFor(() => expect(externalIds()[0]).toBe('TX-M0-0021'));

    // Back: page 2 again, asked for by the cursor its URL kept; its rows are the ones seen before.
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(externalIds()[0]).toBe('TX-M0-0011'));
    expect(lastListCall(store).params.get('cursor')).toBe(secondCursor);
    expect(screen.getByTestId('list-pager').querySelector('.ant-pagination-item-active')).toHaveTextContent('2');

    // A jump to a page never seen: by offset, without a cursor.
    await user.click(document.querySelector('.ant-pagination-item-5')!);
    await waitFor(() => expect(lastListCall(store).params.get('pageIndex')).toBe('4'));
    expect(lastListCall(store).params.has('cursor')).toBe(false);
    await waitFor(() => expect(externalIds()[0]).toBe('TX-M0-0041'));
    // The first page: no position needed.
    await user.click(document.querySelector('.ant-pagination-item-1')!);
    await waitFor(() => expect(externalIds()).toEqual(firstPage));
    expect(lastListCall(store).params.has('cursor')).toBe(false);
  });

  it('a cursor the server refuses (an old or edited link) shows the page by offset, without an error', async () => {
    const route = '/merchant/transaction-management/transaction-lookup?from=2025-06-28T12:00:00.000Z&to=2025-07-02T12:00:00.000Z&page=2&pageSize=5&cursor=stale';
    const { store } = renderTransactions(<TransactionLookupPage kind="merchant" columnChoice={false} title="Transaction lookup" />, { user: 'merchant@demo.test', route });
    await waitFor(() => expect(externalIds()).toEqual(['TX-M0-0011', 'TX-M0-0013', 'TX-M0-0015', 'TX-M0-0017', 'TX-M0-0019']));
    expect(listCalls(store).map((c) => c.params.get('cursor'))).toEqual(['stale', null]);
    expect(lastListCall(store).params.get('pageIndex')).toBe('1');
    expect(screen.queryByText('The transactions could not be loaded')).not.toBeInTheDocument();
  });

  it('says "more than N" over a capped count and keeps Next going past it by cursor', async () => {
    const user = userEvent.setup();
    const route = '/merchant/transaction-management/transaction-lookup?from=2025-06-28T12:00:00.000Z&to=2025-07-02T12:00:00.000Z&page=1&pageSize=5';
    const { store } = renderTransactions(<TransactionLookupPage kind="merchant" columnChoice={false} title="Transaction lookup" />, { user: 'merchant@demo.test', route, countCap: 10 });
    await waitFor(() => expect(screen.getByText('1-5 of more than 10')).toBeInTheDocument());
    await user.click(screen.getByTitle('Next Page'));
    await waitFor(() => expect(screen.getByText('6-10 of more than 10')).toBeInTheDocument());
    // Page 3 lies beyond the count: reachable because the server has a next page.
    await user.click(screen.getByTitle('Next Page'));
    await waitFor(() => expect(screen.getByText('11-15 of more than 10')).toBeInTheDocument());
    expect(lastListCall(store).params.get('cursor')).toBe(cursorAfter('tx-0-18'));
    await waitFor(() => expect(externalIds()[0]).toBe('TX-M0-0021'));
  });

  it('keeps date, status, card last 4 and external id in one row, the rest behind "More filters", the applied ones as chips', async () => {
    const user = userEvent.setup();
    const route = '/merchant/transaction-management/transaction-lookup?from=2025-07-02T12:00:00.000Z&to=2025-07-02T12:00:00.000Z&status=Captured&currency=EUR&page=1&pageSize=20';
    const { store } = renderTransactions(<TransactionLookupPage kind="merchant" columnChoice={false} title="Transaction lookup" />, { user: 'merchant@demo.test', route });
    await waitFor(() => expect(listCalls(store).length).toBeGreaterThan(0));
    const bar = within(screen.getByRole('region', { name: 'Filters' }));
    expect(bar.getByRole('combobox', { name: 'Status' })).toBeVisible();
    for (const name of ['Date', 'Card last 4', 'External id']) expect(bar.getByLabelText(name)).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Currency' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More filters (1)' })).toHaveAttribute('aria-expanded', 'false');
    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(chips.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Date: 02/07/2025', 'Status: Captured', 'Currency: EUR']);
    await user.click(chips.getByRole('button', { name: 'Remove filter Currency: EUR' }));
    await waitFor(() => expect(lastListCall(store).params.has('currency')).toBe(false));
    expect(listParam(lastListCall(store).params, 'status')).toEqual(['Captured']);
    expect(screen.getByRole('button', { name: 'More filters' })).toBeInTheDocument();
  });

  it('a card last 4 search for an older payment says what it searched and finds it in the last 90 days in one click', async () => {
    const user = userEvent.setup();
    const { store } = renderTransactions(<TransactionLookupPage kind="merchant" columnChoice={false} title="Transaction lookup" />, { user: 'merchant@demo.test' });
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    // Yesterday's Test row (23:00 on 1 July, London) has card ...1014.
    await enter(user, 'Card last 4', '1014');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Nothing found for Date: 02/07/2025; Card last 4: 1014.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search the last 90 days' }));
    await waitFor(() => expect(externalIds()).toEqual(['TX-M0-0015']));
    // 4 April to 2 July on the user's clock (BST): the widest period the server allows.
    expect(lastListCall(store).params.get('from')).toBe('2025-04-03T23:00:00.000Z');
    expect(lastListCall(store).params.get('to')).toBe('2025-07-02T23:00:00.000Z');
    expect(listParam(lastListCall(store).params, 'cardLast4')).toEqual(['1014']);
  });

  /** One filter as a user sets it, what the list call must send, and the rows it must leave. */
  interface FilterCase { name: string; fill(user: User): Promise<void>; sent: Record<string, string[]>; ids: string[]; shows?: string }
  // Today's Test rows of the first demo merchant are rows 0, 2, ... 12 (see lookupRows).
  const filterCases: FilterCase[] = [
    {
      name: 'amount from, in EUR minor units', sent: { amountFrom: ['10000'], currency: ['EUR'] }, ids: ['TX-M0-0011'], shows: '1.244,50 EUR',
      fill: async (user) => { await pickOption(user, 'Currency', 'EUR'); await enter(user, 'Amount from', '100'); },
    },
    {
      name: 'amount to, in JPY (no decimals)', sent: { amountTo: ['99760'], currency: ['JPY'] }, ids: ['TX-M0-0009'], shows: '99.760 JPY',
      fill: async (user) => { await pickOption(user, 'Currency', 'JPY'); await enter(user, 'Amount to', '99760'); },
    },
    {
      name: 'card first 6 and last 4', sent: { cardFirst6: ['555555'], cardLast4: ['1008'] }, ids: ['TX-M0-0009'], shows: '555555******1008',
      fill: async (user) => { await enter(user, 'Card first 6', '555555'); await enter(user, 'Card last 4', '1008'); },
    },
    {
      name: 'customer e-mail', sent: { customerEmail: ['c6@example.com'] }, ids: ['TX-M0-0007'], shows: 'c6@example.com',
      fill: async (user) => { await enter(user, 'Customer e-mail', 'c6@example.com'); },
    },
    {
      name: 'website', sent: { websiteId: [LOOKUP_WEBSITES.blog.id] }, ids: ['TX-M0-0005', 'TX-M0-0011'], shows: 'blog.example',
      fill: (user) => pickOption(user, 'Website', 'blog.example'),
    },
    {
      name: 'service provider', sent: { serviceProviderFilter: ['adyen'] }, ids: ['TX-M0-0003', 'TX-M0-0007', 'TX-M0-0011'],
      fill: (user) => pickOption(user, 'Service provider', 'Adyen'),
    },
    {
      name: 'currency', sent: { currency: ['JPY'] }, ids: ['TX-M0-0009'], shows: '99.760 JPY',
      fill: (user) => pickOption(user, 'Currency', 'JPY'),
    },
    {
      name: 'type', sent: { type: ['Capture'] }, ids: ['TX-M0-0003', 'TX-M0-0009'], shows: 'Capture',
      fill: (user) => pickOption(user, 'Type', 'Capture'),
    },
    {
      name: 'payment method', sent: { paymentMethod: ['apple-pay'] }, ids: ['TX-M0-0003', 'TX-M0-0009'], shows: 'Apple Pay',
      fill: (user) => pickOption(user, 'Payment method', 'Apple Pay'),
    },
  ];
  // Three filters to a page, Reset between them as a user trying one filter after another: one page for all nine
  // took over a minute beside two busy neighbours (npm test -- --busy).
  const filterGroups = [filterCases.slice(0, 3), filterCases.slice(3, 6), filterCases.slice(6)];

  it.each(filterGroups.map((group) => [group.map((c) => c.name).join('; '), group] as const))('filters by %s', async (_names, cases) => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderTransactions(<TransactionLookupPage kind="merchant" columnChoice={false} title="Transaction lookup" />, { user: 'merchant@demo.test' });
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    const lastParams = () => lastListCall(store).params;
    await openMoreFilters(user);
    for (const c of cases) {
      await user.click(screen.getByRole('button', { name: 'Reset' }));
      await waitFor(() => expect(bodyRows()).toHaveLength(7));
      const before = listCalls(store).length;
      await c.fill(user);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(listCalls(store).length).toBeGreaterThan(before));
      for (const [name, values] of Object.entries(c.sent)) expect([name, listParam(lastParams(), name)]).toEqual([name, values]);
      await waitFor(() => expect([c.name, externalIds()]).toEqual([c.name, c.ids]));
      if (c.shows) for (const text of rowTexts()) expect(text).toContain(c.shows);
    }
  });

  it('refuses amounts its currency cannot have, each with its own sentence, and sends nothing', async () => {
    // One page for the four amounts: Reset between them, as a user trying one amount after another.
    const cases = [
      ['12.5', 'JPY', 'JPY amounts have no decimals'],
      ['10.005', 'EUR', 'EUR amounts have at most 2 decimals'],
      ['10.005', '', 'Enter an amount with at most 2 decimals'],
      ['12.3.4', '', 'Enter an amount such as 12.50'],
    ] as const;
    const user = userEvent.setup({ delay: null });
    const { store } = renderTransactions(<TransactionLookupPage kind="merchant" columnChoice={false} title="Transaction lookup" />, { user: 'merchant@demo.test' });
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    const before = listCalls(store).length;
    await openMoreFilters(user);
    for (const [amount, currency, message] of cases) {
      await user.click(screen.getByRole('button', { name: 'Reset' }));
      await waitFor(() => expect(screen.getByLabelText('Amount from')).toHaveValue(''));
      expect(screen.queryByText(message)).not.toBeInTheDocument();
      if (currency) await pickOption(user, 'Currency', currency);
      await user.type(screen.getByLabelText('Amount from'), amount);
      const sent = listCalls(store).length;
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(listCalls(store).length).toBe(sent);
    }
    expect(listCalls(store).length).toBe(before);
  });
});
