import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate, useRoutes } from 'react-router';
import { DEMO_TENANTS, ticketFixture } from '@portal/testing';
import { supportRoutes } from '../../../../app/support-routes';
import { pickOption } from '../../../../test-support/antd-select';
import { renderSupport, setupSupportServer } from '../../../../test-support/render-support';

setupSupportServer();
jest.setTimeout(60_000);

const [ACME, GLOBEX] = DEMO_TENANTS;
const platformTicket = (n: number, tenant = ACME, priority: 'High' | 'Low' = 'High') =>
  ticketFixture({
    ticketId: `p-${tenant.id}-${n}`, ticketNumber: n, subject: `${tenant.name} ticket ${n}`, priority,
    ticketChannelType: 'TenantToPlatformTicketChannel', tenantId: tenant.id, tenantName: tenant.name,
  });
const tickets = [
  ...Array.from({ length: 12 }, (_, i) => platformTicket(i + 1)),
  platformTicket(99, ACME, 'Low'),
  platformTicket(1, GLOBEX),
];

/** The support remote's routes, plus the browser's Back button and the current address. */
function Portal() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>Browser back</button>
      <output data-testid="location">{location.pathname + location.search}</output>
      {useRoutes(supportRoutes())}
    </>
  );
}

const lastListQuery = (calls: Array<{ method: string; path: string; query: string }>) =>
  Object.fromEntries(new URLSearchParams(calls.filter((c) => c.method === 'GET' && c.path.endsWith('/support/ticket')).at(-1)?.query ?? ''));

async function pickTenantFilterAndPage(user: ReturnType<typeof userEvent.setup>) {
  // The list's code loads when the page is first drawn (per-page loading, ADR 0048 session 12).
  await screen.findByRole('combobox', { name: 'Tenant' });
  await pickOption(user, 'Tenant', ACME.name);
  expect(await screen.findByText(`${ACME.name} ticket 1`)).toBeInTheDocument();
  await pickOption(user, 'Priority', 'High');
  await waitFor(() => expect(screen.queryByText(`${ACME.name} ticket 99`)).not.toBeInTheDocument());
  await user.click(screen.getByRole('listitem', { name: '2' }));
  expect(await screen.findByText(`${ACME.name} ticket 12`)).toBeInTheDocument();
}

async function expectRestored(store: { calls: Array<{ method: string; path: string; query: string }> }) {
  expect(await screen.findByText(`${ACME.name} ticket 12`)).toBeInTheDocument();
  expect(screen.queryByText(`${ACME.name} ticket 1`)).not.toBeInTheDocument();
  const tenantPicker = screen.getByRole('combobox', { name: 'Tenant' }).closest('.ant-select') as HTMLElement;
  expect(within(tenantPicker).getByText(ACME.name)).toBeInTheDocument();
  const priority = screen.getByRole('combobox', { name: 'Priority' }).closest('.ant-select') as HTMLElement;
  expect(within(priority).getByText('High')).toBeInTheDocument();
  expect(screen.getByRole('listitem', { name: '2' })).toHaveClass('ant-pagination-item-active');
  expect(lastListQuery(store.calls)).toMatchObject({ tenantId: ACME.id, priority: 'High', pageIndex: '1', pageSize: '10' });
}

describe('a ticket list keeps its tenant, filters and page in the URL', () => {
  it('restores them on Back from a ticket, and puts them on a link to share', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderSupport(<Portal />, { user: 'platform@demo.test', route: '/platform/support-tickets', store: { tickets } });
    await pickTenantFilterAndPage(user);
    const address = new URL(screen.getByTestId('location').textContent ?? '', 'http://portal');
    expect(Object.fromEntries(address.searchParams)).toEqual({ tenantId: ACME.id, priority: 'High', page: '2', pageSize: '10' });

    await user.click(screen.getByText(`${ACME.name} ticket 12`));
    expect(await screen.findByTestId('ticket-detail')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await expectRestored(store);
  });

  it("restores them through the detail page's plain link back to the list (as the breadcrumb's)", async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderSupport(<Portal />, { user: 'platform@demo.test', route: '/platform/support-tickets', store: { tickets } });
    await pickTenantFilterAndPage(user);
    await user.click(screen.getByText(`${ACME.name} ticket 12`));
    expect(await screen.findByTestId('ticket-detail')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Back to tickets/ }));
    await expectRestored(store);
  });

  it('opens a shared link with its filter', async () => {
    const { store } = renderSupport(<Portal />, {
      user: 'platform@demo.test', route: `/platform/support-tickets?tenantId=${ACME.id}&priority=High&page=2&pageSize=10`, store: { tickets },
    });
    await expectRestored(store);
  });

  it("keeps the tenant's tab", async () => {
    const user = userEvent.setup({ delay: null });
    renderSupport(<Portal />, { user: 'tenant@demo.test', route: '/tenant/support-tickets', store: { tickets: [platformTicket(7)] } });
    await user.click(await screen.findByRole('tab', { name: 'Our tickets to the platform' }));
    await user.click(await screen.findByText(`${ACME.name} ticket 7`));
    expect(await screen.findByTestId('ticket-detail')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByRole('tab', { name: 'Our tickets to the platform', selected: true })).toBeInTheDocument();
    expect(await screen.findByText(`${ACME.name} ticket 7`)).toBeInTheDocument();
  });
});
