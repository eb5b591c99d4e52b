import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { BULK_UPDATE_ENDPOINTS } from '@portal/contracts';
import { declaredHandlers } from '@portal/testing';
import { renderTransactions, server, setupTransactionsServer } from '../../test-support/render-transactions';
import { BulkUpdateHistoryPage } from './BulkUpdateHistoryPage';

jest.setTimeout(30_000);
setupTransactionsServer();

const history = () => server.use(...declaredHandlers(BULK_UPDATE_ENDPOINTS.list, () => HttpResponse.json({ data: [], count: 0 })));

describe('bulk update history', () => {
  it('says where updates come from while there is none, in English', async () => {
    history();
    renderTransactions(<BulkUpdateHistoryPage title="Transaction bulk update history" />, { user: 'platform@demo.test', route: '/platform/transaction-management/transaction-bulk-update-history' });
    expect(await screen.findByText(/^No bulk updates yet\. An update sent from "Transaction bulk update request" is listed here/)).toBeInTheDocument();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
  });

  it('and in Turkish', async () => {
    history();
    renderTransactions(<BulkUpdateHistoryPage title="Transaction bulk update history" />, { user: 'platform@demo.test', route: '/platform/transaction-management/transaction-bulk-update-history', language: 'tr' });
    expect(await screen.findByText(/^Henüz toplu güncelleme yok\. "Toplu işlem güncelleme isteği" sayfasından/)).toBeInTheDocument();
  });
});
