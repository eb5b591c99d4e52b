import { screen, within } from '@testing-library/react';
import type { VirtualTerminalResult } from '@portal/contracts';
import { renderTransactions, setupTransactionsServer } from '../../test-support/render-transactions';
import { TerminalResult } from './TerminalResult';

setupTransactionsServer();

const DECLINED: VirtualTerminalResult = {
  transactionId: '7d0c2f44-8f57-4a3e-9a43-6f0c1f1f0b11', externalId: 'VT-7K3M9QXA', status: 'Declined', amount: 4250, currency: 'GBP', mode: 'Test',
  cardFirst6: '411111', cardLast4: '1111', channelName: 'HF Card', serviceProviderName: 'Acquirer One', antifraudOutcome: 'Passed', antifraudScore: 12,
  antifraudRule: 'Default risk model', declineReason: 'Insufficient funds', payerMessage: 'The card has not enough funds.',
};

describe("the virtual terminal's answer", () => {
  it("names a decline's reason and, as the merchant wrote it, what to tell the customer", async () => {
    renderTransactions(<TerminalResult result={DECLINED} staff places={() => 2} onClose={() => {}} />, { user: 'tenant@demo.test' });
    const answer = (await screen.findByText('Payment VT-7K3M9QXA was not taken')).closest('.ant-alert') as HTMLElement;
    expect(within(answer).getByText('Decline reason').closest('tr')).toHaveTextContent('Insufficient funds');
    expect(within(answer).getByText('For the customer').closest('tr')).toHaveTextContent('The card has not enough funds.');
  });

  it('says them in Turkish, the merchant\'s own words as written, and has no customer line without a mapping', async () => {
    const { unmount } = renderTransactions(<TerminalResult result={DECLINED} staff places={() => 2} onClose={() => {}} />, { user: 'tenant@demo.test', language: 'tr' });
    expect((await screen.findByText('Ret nedeni')).closest('tr')).toHaveTextContent('Yetersiz bakiye');
    expect(screen.getByText('Müşteri için').closest('tr')).toHaveTextContent('The card has not enough funds.');
    unmount();
    renderTransactions(<TerminalResult result={{ ...DECLINED, payerMessage: null }} staff places={() => 2} onClose={() => {}} />, { user: 'tenant@demo.test' });
    expect(await screen.findByText('Decline reason')).toBeInTheDocument();
    expect(screen.queryByText('For the customer')).toBeNull();
  });
});
