import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUPPORT_ENDPOINTS } from '@portal/contracts';
import { waitLimit, DEMO_TENANTS, ticketFixture } from '@portal/testing';
import { pickOption } from '../../../../test-support/antd-select';
import { captureDownloads, csvResponse, holdDownload } from '../../../../test-support/downloads';
import { renderSupport, setupSupportServer } from '../../../../test-support/render-support';
import { TicketListPage } from './TicketListPage';

setupSupportServer();
jest.setTimeout(30_000);

const ACME = DEMO_TENANTS[0];
const tickets = [ticketFixture({ ticketId: 'p-1', subject: 'Settlement file missing', ticketChannelType: 'TenantToPlatformTicketChannel', tenantId: ACME.id, tenantName: ACME.name })];
const exportButton = (name: 'Export zip' | 'Export CSV') => screen.getByRole('button', { name: new RegExp(name) });

describe('platform export of many tickets', () => {
  it.each([
    ['Export zip', 'zip'],
    ['Export CSV', 'csv'],
  ] as const)('%s sends the tenants as a JSON list and the format, loading meanwhile, and saves the file', async (label, format) => {
    const user = userEvent.setup({ delay: null });
    const saved = captureDownloads();
    renderSupport(<TicketListPage scope="platform" openOnly title="Platform support" />, { user: 'platform@demo.test', store: { tickets } });
    const download = holdDownload(SUPPORT_ENDPOINTS.platformExport, () => csvResponse('ticketId\np-1\n'));
    // Nothing to export before a tenant is picked.
    expect(exportButton('Export zip')).toBeDisabled();
    expect(exportButton('Export CSV')).toBeDisabled();

    await pickOption(user, 'Tenant', ACME.name);
    expect(await screen.findByText('Settlement file missing')).toBeInTheDocument();
    await user.click(exportButton(label));
    await waitFor(() => expect(download.requests).toHaveLength(1));
    const query = download.requests[0].searchParams;
    expect(JSON.parse(query.get('tenants') ?? 'null')).toEqual([ACME.id]);
    expect(query.get('tenants')).toBe(`["${ACME.id}"]`);
    expect(query.get('format')).toBe(format);
    expect(query.get('status')).toBe('Opened');
    expect(query.has('pageIndex')).toBe(false);
    // The file is asked in the portal's language (its header and values, as the list reads).
    expect(download.languages).toEqual(['en']);
    expect(exportButton(label)).toHaveAttribute('data-exporting', 'true');
    await waitFor(() => expect(exportButton(label)).toHaveClass('ant-btn-loading'));

    download.release();
    await waitFor(() => expect(exportButton(label)).toHaveAttribute('data-exporting', 'false'), waitLimit(5000));
    expect(saved.map((f) => f.fileName)).toEqual([`support-tickets.${format}`]);
  });

  it('exports the tenants chosen for the export (the picked one by default) as a JSON list', async () => {
    const user = userEvent.setup({ delay: null });
    captureDownloads();
    const GLOBEX = DEMO_TENANTS[1];
    renderSupport(<TicketListPage scope="platform" openOnly title="Platform support" />, { user: 'platform@demo.test', store: { tickets } });
    const download = holdDownload(SUPPORT_ENDPOINTS.platformExport, () => csvResponse('ticketId\n'));
    await pickOption(user, 'Tenant', ACME.name);
    const exportPicker = screen.getByRole('combobox', { name: 'Tenants to export' }).closest('.ant-select') as HTMLElement;
    expect(within(exportPicker).getByText(ACME.name)).toBeInTheDocument();

    await pickOption(user, 'Tenants to export', GLOBEX.name);
    await user.keyboard('{Escape}'); // a multi-select stays open after a pick
    download.release();
    await user.click(exportButton('Export CSV'));
    await waitFor(() => expect(download.requests).toHaveLength(1));
    expect(JSON.parse(download.requests[0].searchParams.get('tenants') ?? 'null')).toEqual([ACME.id, GLOBEX.id]);
  });
});

describe('platform ticket list (issue 16)', () => {
  it('prompts to pick a tenant instead of an empty list, then shows its tickets without a Tenant column', async () => {
    const user = userEvent.setup({ delay: null });
    renderSupport(<TicketListPage scope="platform" openOnly title="Platform support" />, { user: 'platform@demo.test', store: { tickets } });
    expect(await screen.findByTestId('pick-tenant-prompt')).toHaveTextContent('Pick a tenant to see its tickets');
    expect(screen.queryByRole('table')).toBeNull();
    await pickOption(user, 'Tenant', ACME.name);
    expect(await screen.findByText('Settlement file missing')).toBeInTheDocument();
    expect(screen.queryByTestId('pick-tenant-prompt')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Tenant' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
  });
});

describe.each([
  ['en', 'Tenants to export', 'Select the tenants to export'],
  ['tr', 'Dışa aktarılacak kiracılar', 'Dışa aktarılacak kiracıları seçin'],
] as const)('the export tenants select (issue 16, %s)', (language, name, placeholder) => {
  it('says what to pick while it is empty', async () => {
    renderSupport(<TicketListPage scope="platform" openOnly title="Platform support" />, { user: 'platform@demo.test', language, store: { tickets } });
    const select = (await screen.findByRole('combobox', { name })).closest('.ant-select') as HTMLElement;
    expect(within(select).getByText(placeholder)).toBeInTheDocument();
  });
});
