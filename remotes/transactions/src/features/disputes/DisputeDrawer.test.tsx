import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { DISPUTE_ENDPOINTS, DISPUTE_MESSAGES, DISPUTE_REFUSALS, type DisputeRecord } from '@portal/contracts';
import { declaredHandlers, enterText } from '@portal/testing';
import { renderTransactions, server, setupTransactionsServer } from '../../test-support/render-transactions';
import { DisputeDrawer } from './DisputeDrawer';

jest.setTimeout(30_000);
setupTransactionsServer();

const ID = '00000000-0000-4000-8000-0000000000d1';
const dispute = (over: Partial<DisputeRecord> = {}): DisputeRecord => ({
  id: ID, tenantId: 't', tenantName: 'Acme Payments', merchantId: 'm', merchantName: 'Blue Bottle Coffee Ltd', chargebackId: 'cb', chargebackExternalId: 'TX-BBC-0001-CB1',
  paymentId: 'p', paymentExternalId: 'TX-BBC-0001', scheme: 'Visa', reasonCode: '10.4', category: 'Fraud', reasonDescription: 'Other fraud: card-absent environment',
  amount: 4000, currency: 'GBP', mode: 'Test', status: 'NeedsResponse', openedAt: '2026-11-20T10:00:00.000Z', respondBy: '2026-11-27T10:00:00.000Z', overdue: false,
  evidenceText: null, evidenceSubmittedAt: null, evidenceFiles: [], decidedAt: null, outcomeNote: null, actions: ['submitEvidence', 'accept'], ...over,
});

function fake(initial: DisputeRecord) {
  const sent: unknown[] = [];
  server.use(
    ...declaredHandlers(DISPUTE_ENDPOINTS.detail, () => HttpResponse.json(initial)),
    ...declaredHandlers(DISPUTE_ENDPOINTS.evidence, ({ body }) => {
      sent.push(body);
      return HttpResponse.json({ dispute: dispute({ status: 'UnderReview', evidenceText: 'Signed receipt', evidenceSubmittedAt: '2026-11-21T10:00:00.000Z', actions: ['decide'] }), message: DISPUTE_MESSAGES.evidenceSubmitted });
    }),
    ...declaredHandlers(DISPUTE_ENDPOINTS.decision, ({ body }) => {
      sent.push(body);
      return HttpResponse.json({ error: DISPUTE_REFUSALS.notUnderReview.message }, { status: 409 });
    }),
  );
  return sent;
}

const render = () => renderTransactions(<DisputeDrawer disputeId={ID} onClose={() => {}} timeZone="Europe/London" decimalPlaces={{ GBP: 2 }} />, { user: 'tenant@demo.test' });

describe('dispute drawer', () => {
  it('shows the case and offers what the server allows; evidence needs a text or a file, then the case is under review', async () => {
    const sent = fake(dispute());
    render();
    const drawer = await screen.findByRole('dialog', { name: 'Dispute' });
    expect(await within(drawer).findByText('Visa 10.4 · Other fraud: card-absent environment')).toBeInTheDocument();
    expect(within(drawer).getByText('Needs response')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Accept dispute' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('form', { name: "Record the scheme's decision" })).not.toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Submit evidence' }));
    expect(await within(drawer).findByText('Write an explanation or attach at least one file')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await enterText(userEvent, within(drawer).getByLabelText('Explanation for the card scheme'), 'Signed receipt');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Submit evidence' }));
    expect(await within(drawer).findByText(DISPUTE_MESSAGES.evidenceSubmitted)).toBeInTheDocument();
    expect(sent).toEqual([{ text: 'Signed receipt', fileIds: [] }]);
    await waitFor(() => expect(within(drawer).getByText('Under review')).toBeInTheDocument());
    // The evidence lists what was given: the explanation, and no empty row of files.
    expect(within(drawer).getByText('Signed receipt')).toBeInTheDocument();
    expect(within(drawer).queryByText('Files')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('form', { name: "Record the scheme's decision" })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Accept dispute' })).not.toBeInTheDocument();
  });

  it("records a decision only with a note and shows the server's refusal", async () => {
    const sent = fake(dispute({ status: 'UnderReview', actions: ['decide'] }));
    render();
    const form = await screen.findByRole('form', { name: "Record the scheme's decision" });
    expect(within(form).getByText('Test mode: the card scheme is simulated; record its decision here.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a note about the decision')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: 'Lost' }));
    await enterText(userEvent, within(form).getByLabelText('Decision note'), 'Scheme upheld it');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DISPUTE_REFUSALS.notUnderReview.message)).toBeInTheDocument();
    expect(sent).toEqual([{ outcome: 'Lost', note: 'Scheme upheld it' }]);
  });
});
