import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderManagement, setupManagementServer } from '../../../test-support/render-management';
import { RolesPage } from './RolesPage';
import { chooseOption } from '@portal/testing';

jest.setTimeout(30_000);
setupManagementServer();

describe('RolesPage', () => {
  it("merchant roles: shows only merchants' widgets, by category, ticked as the role is given them", async () => {
    renderManagement(<RolesPage title="Merchant dashboard roles" kind="Merchant" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant dashboard roles' })).toBeInTheDocument();
    const payments = await screen.findByRole('group', { name: 'Payments' });
    expect(within(payments).getByRole('checkbox', { name: 'Payment methods' })).toBeChecked();
    // Staff-only widgets never show on a merchant role.
    expect(screen.queryByRole('checkbox', { name: 'Top merchants' })).not.toBeInTheDocument();
    expect(screen.getByText('12 of 12 widgets')).toBeInTheDocument();
  });

  it('names the seeded widgets in Turkish, as the dashboard does', async () => {
    renderManagement(<RolesPage title="Merchant dashboard roles" kind="Merchant" />, { language: 'tr' });
    expect(await screen.findByRole('checkbox', { name: 'Ödeme yöntemleri' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Payment methods' })).not.toBeInTheDocument();
  });

  it('gives another merchant role a widget and saves the whole list', async () => {
    const user = userEvent.setup();
    const { store } = renderManagement(<RolesPage title="Merchant dashboard roles" kind="Merchant" />);
    await screen.findByRole('group', { name: 'Payments' });
    await chooseOption(user, screen.getByLabelText('Role'), 'Merchant viewer');
    await waitFor(() => expect(screen.getByText('0 of 12 widgets')).toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'Refunds' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.writes).toHaveLength(1));
    const refunds = store.widgets.find((w) => w.name === 'Refunds' && store.categories.find((c) => c.id === w.categoryId)?.userType === 'Merchant')!;
    expect(store.writes[0]).toMatchObject({ method: 'POST', body: { roleId: store.roles[2]!.roleId, widgetsIds: [refunds.widgetId] } });
    expect(store.writes[0]!.path).toMatch(/merchant-roles$/);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it("marks widgets the tenant does not show, and keeps the ticks when a save is refused", async () => {
    const user = userEvent.setup();
    const { store } = renderManagement(<RolesPage title="Tenant dashboard roles" kind="Tenant" />, {
      prepare: (s) => {
        s.tenantWidgets = s.tenantWidgets.filter((id) => id !== s.widgets.find((w) => w.name === 'Top merchants')!.widgetId);
        s.failWritesWith = 'Try later';
      },
    });
    const top = await screen.findByRole('checkbox', { name: /Top merchants/ });
    expect(top.closest('label')).toHaveTextContent('not shown in this tenant');
    await user.click(top);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Not saved: .*Try later/)).toBeInTheDocument();
    expect(top).not.toBeChecked();
    expect(store.writes[0]!.path).toMatch(/tenant-roles$/);
  });
});
