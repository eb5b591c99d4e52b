import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { RDR_ENDPOINTS, type RdrBatch } from '@portal/contracts';
import { waitLimit, declaredHandlers } from '@portal/testing';
import { renderTransactions, runOnTodayInTestMode, server, setupTransactionsServer } from '../../test-support/render-transactions';
import { ToolList } from '../tools/tool-list';
import { RDR_BATCHES } from './rdr-page';

jest.setTimeout(60_000);
const SLOW = waitLimit(15_000);
setupTransactionsServer();
runOnTodayInTestMode(new Date('2025-07-02T12:00:00Z'));

const bodyRows = () => screen.queryAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 1);
const batch = (over: Partial<RdrBatch>): RdrBatch => ({
  batchId: 'RDR-20250701-GBP', day: '2025-07-01', currency: 'GBP', disputes: 4, disputedAmount: 61_000, rdrCount: 2, rdrAmount: 14_500,
  won: 1, lost: 0, open: 1, status: 'Open', ...over,
});

describe('RDR batch summary (ADR 0055)', () => {
  it("asks for the last 30 days on the user's clock and shows each batch's counts, amounts in its currency's places and whether it is closed", async () => {
    const calls: URLSearchParams[] = [];
    server.use(...declaredHandlers(RDR_ENDPOINTS.batches, ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return HttpResponse.json({ count: 2, countIsCapped: false, data: [
        batch({}),
        batch({ batchId: 'RDR-20250630-JPY', day: '2025-06-30', currency: 'JPY', disputes: 1, disputedAmount: 12_000, rdrCount: 1, rdrAmount: 12_000, won: 0, lost: 1, open: 0, status: 'Closed' }),
      ] });
    }));
    renderTransactions(<ToolList definition={RDR_BATCHES} title="Batch summary" />, { user: 'tenant@demo.test' });
    await waitFor(() => expect(bodyRows()).toHaveLength(2), SLOW);

    const [gbp, jpy] = bodyRows() as [HTMLElement, HTMLElement];
    expect(within(gbp).getByText('RDR-20250701-GBP')).toBeInTheDocument();
    expect(within(gbp).getByText('01/07/2025')).toBeInTheDocument();
    expect(within(gbp).getByText('610,00 GBP')).toBeInTheDocument();
    expect(within(gbp).getByText('145,00 GBP')).toBeInTheDocument();
    expect(within(gbp).getByText('Open batch')).toBeInTheDocument();
    expect(within(jpy).getAllByText('12.000 JPY')).toHaveLength(2);
    expect(within(jpy).getByText('Closed batch')).toBeInTheDocument();
    // 3 June to 2 July (30 days with today) on the user's clock (Europe/London, BST), newest first.
    expect(calls.at(-1)!.get('from')).toBe('2025-06-02T23:00:00.000Z');
    expect(calls.at(-1)!.get('to')).toBe('2025-07-02T23:00:00.000Z');
    expect(calls.at(-1)!.has('sortField')).toBe(false);
  });
});
