import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { USER_CONTEXT_QUERY_KEY } from '@portal/auth';
import { AGREEMENT_ENDPOINTS, AGREEMENTS, PROPOSAL_ENDPOINTS, PROPOSALS, type ResourceRowOf } from '@portal/contracts';
import { createHandlers, declaredHandlers, enterText, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { OfferDialog } from './OfferDialog';
import { proposalRow, type ProposalRow } from './test-fixtures';

const { server, SLOW } = pageTestSetup();

type Proposal = ProposalRow;
type Agreement = ResourceRowOf<typeof AGREEMENTS>;
const ID = '50000000-0000-4000-8000-000000000001';
const fee = (feeTypeId: string, feeTypeName: string, feeSymbol: '%' | 'fixed' | 'monthly', value: number) => ({ id: `${feeTypeId}-${value}`, feeTypeId, feeTypeName, feeSymbol, value });
const proposal: Proposal = proposalRow({
  id: ID, organizationId: 'o', version: 2, accountConfigurationFee: 99.5, monthlyMinimumFee: 25, gatewayMonthlyAccess: 15,
  proposalBody: '<p>Dear <b>Blue Bottle</b>,</p><img src="x" onerror="window.hacked = 1"><script>window.hacked = 2</script>',
  proposalEntries: [
    { productId: 'p1', productName: 'Visa card processing', currencyCode: 'GBP', items: [fee('transaction-rate', 'Transaction fee', '%', 1.4), fee('transaction-fixed', 'Fixed fee per transaction', 'fixed', 0.2)] },
    { productId: 'p2', productName: 'Gateway access', currencyCode: 'GBP', items: [fee('monthly-fee', 'Monthly fee', 'monthly', 25)] },
  ],
});
const { proposalBody: body, proposalEntries: entries, agreementId: _unused, organizationName: _name, sentAt: _sent, ...common } = proposal;
const agreement: Agreement = {
  ...common, version: 1, status: 'Accepted', agreementBody: body, agreementEntries: entries, proposalId: 'p', documentSha256: 'ab'.repeat(32),
  respondedBy: 'Sam Sandbox', respondedAt: '2026-11-29T12:00:00.000Z', respondedIp: '192.0.2.10',
};

function serve(row: Proposal | Agreement = proposal) {
  const rejects: unknown[] = [];
  let current = row;
  server.use(
    ...declaredHandlers(PROPOSALS.endpoints.one, () => HttpResponse.json(current)),
    ...declaredHandlers(AGREEMENTS.endpoints.one, () => HttpResponse.json(current)),
    ...declaredHandlers(PROPOSAL_ENDPOINTS.reject, ({ body: sent }) => {
      rejects.push(sent);
      current = { ...proposal, status: 'Rejected', rejectReason: (sent as { rejectReason: string }).rejectReason };
      return HttpResponse.json(current);
    }),
    ...createHandlers({ userEmail: 'merchant@demo.test' }),
  );
  return { rejects };
}

/** The dialog drawn over another once it shows `text` (antd's test ids give both titles one id: no accessible name). */
const dialogWith = async (text: string) => (await screen.findByText(text, {}, SLOW)).closest<HTMLElement>('[role="dialog"]')!;

const open = (kind: 'proposal' | 'agreement', user = 'merchant@demo.test', language: 'en' | 'tr' = 'en', onClose = jest.fn()) => {
  renderWithProviders(<App><OfferDialog kind={kind} id={ID} onClose={onClose} /></App>, { user, route: `/boarding/${kind}?open=${ID}`, language });
  return onClose;
};

describe('View Proposal and View Agreement (spec part 2 section 2.3)', () => {
  it('shows the facts, the sanitised body, the boarding fees with 2 decimals and a slash where a product has no such fee', async () => {
    serve();
    const onClose = open('proposal');
    const dialog = await screen.findByRole('dialog', { name: 'View Proposal' }, SLOW);
    await within(dialog).findByText('Blue Bottle Coffee Ltd', {}, SLOW);
    for (const label of ['Date created', 'Version', 'Status', 'Merchant name', 'Tenant name', 'Boarding Fees', 'Boarding Fee', 'Account Configuration Fee',
      'Bank Account Setup Fee', 'Monthly Minimum Fee', 'Gateway Monthly Access', 'Products and fees']) {
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    }
    expect(within(dialog).queryByText('Rejected reason')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Acme Payments')).toBeInTheDocument();
    expect(within(dialog).getByText('Pending approval')).toBeInTheDocument();
    expect(screen.getByTestId('fee-boardingFee')).toHaveTextContent('250,00');
    expect(screen.getByTestId('fee-accountConfigurationFee')).toHaveTextContent('99,50');
    expect(screen.getByTestId('fee-bankAccountSetupFee')).toHaveTextContent('0,00');
    expect(within(dialog).getByText('Blue Bottle').tagName).toBe('B');
    expect(dialog.querySelector('script, [onerror]')).toBeNull();
    const grid = within(within(dialog).getByRole('region', { name: 'Products and fees' })).getByRole('table');
    const [, visa, gateway] = within(grid).getAllByRole('row');
    expect(within(visa!).getByText('1,40 %')).toBeInTheDocument();
    expect(within(visa!).getAllByText('/')).toHaveLength(1);
    expect(within(gateway!).getAllByText('/')).toHaveLength(2);
    // 90 % wide; a click outside does not close it.
    expect(dialog.closest<HTMLElement>('.ant-modal')!.style.width).toBe('90%');
    await userEvent.setup().click(document.querySelector<HTMLElement>('.ant-modal-wrap')!);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('rejects only after the reject-reason dialog returns a reason; Cancel leaves the proposal pending', async () => {
    const { rejects } = serve();
    const user = userEvent.setup();
    open('proposal');
    const dialog = await screen.findByRole('dialog', { name: 'View Proposal' }, SLOW);
    await user.click(await within(dialog).findByRole('button', { name: 'Reject' }, SLOW));
    const ask = await dialogWith('Reject the proposal');
    expect(within(ask).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(rejects).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const again = await dialogWith('Reject the proposal');
    await enterText(user, within(again).getByRole('textbox'), 'Monthly minimum too high');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rejects).toEqual([{ response: 'Rejected', rejectReason: 'Monthly minimum too high' }]), SLOW);
    expect(await within(dialog).findByText('Monthly minimum too high', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('in Turkish: the titles and labels are Turkish, Accept and Reject too', async () => {
    serve();
    open('proposal', 'merchant@demo.test', 'tr');
    const dialog = await screen.findByRole('dialog', { name: 'Teklifi Görüntüle' }, SLOW);
    await within(dialog).findByText('Blue Bottle Coffee Ltd', {}, SLOW);
    for (const text of ['Oluşturulma tarihi', 'Katılım Ücretleri', 'Aylık Asgari Ücret', 'Onay bekliyor']) expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Kabul et' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reddet' })).toBeInTheDocument();
  });

  it('an accepted agreement has no Accept nor Reject, but its PDF and fingerprint', async () => {
    serve(agreement);
    open('agreement', 'sandbox@demo.test');
    const dialog = await screen.findByRole('dialog', { name: 'View Agreement' }, SLOW);
    await within(dialog).findByText('Blue Bottle Coffee Ltd', {}, SLOW);
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download the accepted PDF' })).toBeInTheDocument();
    expect(within(dialog).getByText(`SHA-256 of the accepted PDF: ${'ab'.repeat(32)}`)).toBeInTheDocument();
  });

  it('accepting an agreement reads the user context again: the merchant\'s new stage reaches the menu without signing out (ADR 0111)', async () => {
    const pending: Agreement = { ...agreement, status: 'PendingAcceptance', documentSha256: null, respondedBy: null, respondedAt: null, respondedIp: null };
    serve(pending);
    server.use(...declaredHandlers(AGREEMENT_ENDPOINTS.accept, () => HttpResponse.json({ ...agreement })));
    const { queryClient } = renderWithProviders(<App><OfferDialog kind="agreement" id={ID} onClose={jest.fn()} /></App>, { user: 'sandbox@demo.test', route: `/boarding/agreement?open=${ID}` });
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const dialog = await screen.findByRole('dialog', { name: 'View Agreement' }, SLOW);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Accept' }, SLOW));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: USER_CONTEXT_QUERY_KEY }), SLOW);
  });

  it('tenant staff read a pending proposal but do not answer it for the merchant', async () => {
    serve();
    open('proposal', 'tenant@demo.test');
    const dialog = await screen.findByRole('dialog', { name: 'View Proposal' }, SLOW);
    await within(dialog).findByText('Blue Bottle Coffee Ltd', {}, SLOW);
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });
});
