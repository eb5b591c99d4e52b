import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { ACTION_REFUSALS, BULK_MESSAGES, BULK_UPDATE_ENDPOINTS, type BulkPreview } from '@portal/contracts';
import { declaredHandlers, enterText } from '@portal/testing';
import { renderTransactions, server, setupTransactionsServer } from '../../test-support/render-transactions';
import { BulkUpdateRequestPage } from './BulkUpdateRequestPage';

jest.setTimeout(30_000);
setupTransactionsServer();

const facts = (id: string, status: string) => ({
  transactionId: id, externalId: `TX-${id}`, tenantId: 't1', tenantName: 'Acme Payments', merchantName: 'Blue Bottle Coffee',
  type: 'Sale', status, amount: 1000, currency: 'GBP',
});

/** A preview fake that answers from the ids sent: "bad" is refused, the others ready; it records the bodies. */
function fakeServer() {
  const sent: { preview: unknown[]; create: unknown[] } = { preview: [], create: [] };
  server.use(
    ...declaredHandlers(BULK_UPDATE_ENDPOINTS.preview, ({ body }) => {
      sent.preview.push(body);
      const { references, targetStatus } = body as { references: string[]; targetStatus: 'Approve' | 'Decline' };
      const lines = references.map((reference, i) => (reference === 'bad'
        ? { line: i + 1, reference, verdict: 'Refused' as const, message: ACTION_REFUSALS.notApprovable.message, transaction: facts(reference, 'Captured') }
        : { line: i + 1, reference, verdict: 'Ready' as const, message: BULK_MESSAGES.ready, transaction: facts(reference, 'Blocked') }));
      const answer: BulkPreview = { targetStatus, lines, ready: lines.filter((l) => l.verdict === 'Ready').length };
      return HttpResponse.json(answer);
    }),
    ...declaredHandlers(BULK_UPDATE_ENDPOINTS.create, ({ body }) => {
      sent.create.push(body);
      return HttpResponse.json({
        id: '00000000-0000-4000-8000-000000000001', requestedBy: 'u', requestedByName: 'Paula Platform', targetStatus: 'Approve', reason: 'r',
        mode: 'Test', status: 'Queued', total: 3, succeeded: 0, refused: 1, createdAt: new Date().toISOString(), finishedAt: null,
      }, { status: 202 });
    }),
  );
  return sent;
}

describe('platform bulk status update request', () => {
  it('says what is missing before calling the server: the ids and the reason', async () => {
    const sent = fakeServer();
    renderTransactions(<BulkUpdateRequestPage title="Transaction bulk update request" />, { user: 'platform@demo.test' });
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Give at least one transaction id')).toBeInTheDocument();
    expect(screen.getByText('Enter a reason')).toBeInTheDocument();
    expect(sent.preview).toHaveLength(0);
  });

  it('previews pasted ids with each verdict, applies only that preview, and asks again after a change', async () => {
    const sent = fakeServer();
    renderTransactions(<BulkUpdateRequestPage title="Transaction bulk update request" />, { user: 'platform@demo.test' });
    await userEvent.type(await screen.findByLabelText('Transaction ids or external ids, one per line'), 'a1{enter}bad, a2');
    await enterText(userEvent, screen.getByLabelText('Reason'), 'Cleared by risk');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('2 of 3 ids can be updated')).toBeInTheDocument();
    expect(sent.preview).toEqual([{ references: ['a1', 'bad', 'a2'], targetStatus: 'Approve', reason: 'Cleared by risk' }]);
    const refusedRow = screen.getAllByRole('row').find((r) => within(r).queryByText('TX-bad'))!;
    expect(within(refusedRow).getByText('Refused')).toBeInTheDocument();
    expect(within(refusedRow).getByText(ACTION_REFUSALS.notApprovable.message)).toBeInTheDocument();

    // A change makes the preview stale: no Apply until it is previewed again.
    await userEvent.type(screen.getByLabelText('Reason'), '!');
    expect(screen.getByText('The ids, target or reason changed: preview again')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply to/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply to 2 transactions' }));
    await waitFor(() => expect(sent.create).toEqual([{ references: ['a1', 'bad', 'a2'], targetStatus: 'Approve', reason: 'Cleared by risk!' }]));
    expect(await screen.findByText(BULK_MESSAGES.queued)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the history' })).toHaveAttribute('href', expect.stringContaining('update=00000000-0000-4000-8000-000000000001'));
  });

  it('names one transaction in the singular (not "Apply to 1 transactions")', async () => {
    fakeServer();
    const { unmount } = renderTransactions(<BulkUpdateRequestPage title="Transaction bulk update request" />, { user: 'platform@demo.test' });
    await userEvent.type(await screen.findByLabelText('Transaction ids or external ids, one per line'), 'a1');
    await userEvent.type(screen.getByLabelText('Reason'), 'Cleared');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('button', { name: 'Apply to 1 transaction' })).toBeInTheDocument();
    unmount();
  });
});
