import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApiClient, getApiClientConfig } from '@portal/api-client';
import { SUPPORT_ENDPOINTS } from '@portal/contracts';
import { defaultLabels, ticketFixture } from '@portal/testing';
import { captureDownloads, csvResponse, failedResponse, holdDownload } from '../../../../test-support/downloads';
import { renderSupport, setupSupportServer } from '../../../../test-support/render-support';
import { TicketActions } from './TicketActions';

setupSupportServer();
jest.setTimeout(30_000);

const ticket = ticketFixture({ ticketId: 'ticket-1', ticketNumber: 7 });
const FEED_CSV = SUPPORT_ENDPOINTS.customer.feedExportCsv;

function renderActions() {
  const result = renderSupport(<TicketActions ticket={ticket} ticketRef={{ kind: 'merchant', ticketId: 'ticket-1' }} />, {
    user: 'merchant@demo.test', store: { tickets: [ticketFixture({ ticketId: 'ticket-1', ticketNumber: 7 })] },
  });
  const shellErrors: string[] = [];
  configureApiClient({ ...getApiClientConfig(), onError: (error) => shellErrors.push(error.message) });
  return { ...result, shellErrors };
}

const exportButton = () => screen.getByRole('button', { name: /Export feed CSV|Exporting\.\.\./ });

describe('feed CSV export', () => {
  it('is exporting (loading) while the file downloads, then saves it and is ready again', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = captureDownloads();
    renderActions();
    const download = holdDownload(FEED_CSV, () => csvResponse('type,timestamp\nTenantCommentItem,2025-01-06\n'));
    expect(exportButton()).toHaveAttribute('data-exporting', 'false');

    await user.click(exportButton());
    await waitFor(() => expect(download.requests).toHaveLength(1));
    expect(download.requests[0].searchParams.get('ticketChannelType')).toBe('CustomerToTenantTicketChannel');
    expect(exportButton()).toHaveTextContent('Exporting...');
    expect(exportButton()).toHaveAttribute('data-exporting', 'true');
    await waitFor(() => expect(exportButton()).toHaveClass('ant-btn-loading'));
    // A second click during the download starts no second one.
    await user.click(exportButton());
    expect(download.requests).toHaveLength(1);

    download.release();
    await waitFor(() => expect(exportButton()).toHaveAttribute('data-exporting', 'false'));
    expect(exportButton()).toHaveTextContent('Export feed CSV');
    await waitFor(() => expect(exportButton()).not.toHaveClass('ant-btn-loading'));
    expect(saved.map((f) => f.fileName)).toEqual(['ticket-7-feed.csv']);
    expect(await saved[0].blob.text()).toContain('TenantCommentItem');
  });

  it('is ready again after a failed download, which the shell reports and nothing is saved', async () => {
    const user = userEvent.setup({ delay: null });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const saved = captureDownloads();
    const { shellErrors } = renderActions();
    const download = holdDownload(FEED_CSV, failedResponse);

    await user.click(exportButton());
    await waitFor(() => expect(exportButton()).toHaveAttribute('data-exporting', 'true'));
    download.release();
    await waitFor(() => expect(exportButton()).toHaveAttribute('data-exporting', 'false'));
    expect(exportButton()).toHaveTextContent('Export feed CSV');
    expect(shellErrors).toEqual(['Export failed']);
    expect(logged).toHaveBeenCalledWith('Feed export failed', expect.anything());
    expect(saved).toEqual([]);
  });
});

describe('the label select (issue 16, Turkish)', () => {
  it('shows default label names in Turkish and a tenant label as typed', async () => {
    const user = userEvent.setup({ delay: null });
    const labelled = ticketFixture({ ticketId: 'ticket-1', ticketNumber: 7, label: { labelId: 'label-1', value: 'Pending', color: '#FFD700', description: null, isDefault: true, position: 0 } });
    renderSupport(<TicketActions ticket={labelled} ticketRef={{ kind: 'tenant-customer', customerId: 'merchant-1', ticketId: 'ticket-1' }} />, {
      user: 'tenant@demo.test', language: 'tr',
      store: { tickets: [labelled], labels: [...defaultLabels(), { labelId: 'label-own', value: 'Refunds', color: '#eeeeee', description: null, isDefault: false, position: 3 }] },
    });
    const select = (await screen.findByRole('combobox', { name: 'Etiket' })).closest('.ant-select') as HTMLElement;
    await waitFor(() => expect(within(select).getByText('Beklemede')).toBeInTheDocument());
    await user.click(screen.getByRole('combobox', { name: 'Etiket' }));
    await waitFor(() => {
      const shown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((el) => el.getAttribute('title'));
      expect(shown).toEqual(['Beklemede', 'Tamamlandı', 'Devam ediyor', 'Refunds']);
    });
  });
});
