import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { TRANSACTION_TOOL_ENDPOINTS, type TerminalSettlement } from '@portal/contracts';
import { waitLimit, declaredHandlers } from '@portal/testing';
import { renderTransactions, runOnTodayInTestMode, server, setupTransactionsServer } from '../../../test-support/render-transactions';
import { TerminalToolPage } from './TerminalToolPage';
import { TERMINAL_SETTLEMENTS } from './terminal-pages';

jest.setTimeout(60_000);
const SLOW = waitLimit(15_000);
setupTransactionsServer();
runOnTodayInTestMode(new Date('2025-07-02T12:00:00Z'));

const E = TRANSACTION_TOOL_ENDPOINTS;
const bodyRows = () => screen.queryAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 1);

const day: TerminalSettlement = {
  day: '2025-07-01', terminalId: 't1', tid: 'A1B2C3D4', location: 'London, Soho', terminalHost: 'Acme Terminal Host', merchantId: 'm', merchantName: 'Blue Bottle Coffee Ltd', currency: 'EUR',
  settlesInto: 'Acme EUR settlements', salesCount: 12, salesAmount: 45000, refundsCount: 1, refundsAmount: 2500, declinedCount: 2, netAmount: 42500,
};

describe('terminal settlements (issue 13 part C)', () => {
  it('asks for the last 7 days and shows each terminal day with its net to settle', async () => {
    const calls: URLSearchParams[] = [];
    server.use(
      ...declaredHandlers(E.terminals, () => HttpResponse.json([{ id: '6f1c1b0e-1111-4111-8111-111111111111', name: 'A1B2C3D4 · London, Soho' }])),
      ...declaredHandlers(E.settlements, ({ request }) => {
        calls.push(new URL(request.url).searchParams);
        return HttpResponse.json({ count: 2, countIsCapped: false, data: [day, { ...day, currency: 'TRY', settlesInto: null }] });
      }),
    );
    renderTransactions(<TerminalToolPage definition={TERMINAL_SETTLEMENTS} title="Terminal settlements" />, { user: 'tenant@demo.test' });
    await waitFor(() => expect(bodyRows()).toHaveLength(2), SLOW);
    const [row, lira] = bodyRows() as [HTMLElement, HTMLElement];
    expect(within(row).getByText('01/07/2025')).toBeInTheDocument();
    // A UTC day, written as the day on any clock: its title names UTC, not the user's zone.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Day (UTC)');
    expect(within(row).getByText('A1B2C3D4 · London, Soho')).toBeInTheDocument();
    // The POS provider the terminal connects through (ADR 0152), under its own heading.
    expect(within(row).getByText('Acme Terminal Host')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'POS provider' })).toBeInTheDocument();
    expect(within(row).getByText('425,00 EUR')).toBeInTheDocument();
    // The tenant's Settlement account the net lands in (ADR 0153), or the currency's lack of one.
    expect(screen.getByRole('columnheader', { name: 'Settles into' })).toBeInTheDocument();
    expect(within(row).getByText('Acme EUR settlements')).toBeInTheDocument();
    expect(within(lira).getByText('No Settlement channel in TRY')).toBeInTheDocument();
    // 26 June to 2 July on the user's clock (Europe/London, BST).
    expect(calls.at(-1)!.get('from')).toBe('2025-06-25T23:00:00.000Z');
    expect(calls.at(-1)!.get('to')).toBe('2025-07-02T23:00:00.000Z');
  });
});
