import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetInput } from '@portal/contracts';
import { MANAGED_TENANT_ID, chooseOption } from '@portal/testing';
import { renderManagement, setupManagementServer } from '../../../test-support/render-management';
import { WidgetsPage } from './WidgetsPage';

jest.setTimeout(30_000);
setupManagementServer();

/** Types by pasting: the test is about what is sent, not each keystroke. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function choose(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string, option: string) {
  await chooseOption(user, within(dialog).getByLabelText(label), option);
}

describe('WidgetsPage', () => {
  it("lists the tenant's widgets with their category, source and type", async () => {
    renderManagement(<WidgetsPage title="Dashboard widgets" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard widgets' })).toBeInTheDocument();
    const row = (await screen.findAllByText('Top merchants'))[0]!.closest('tr')!;
    expect(within(row).getByText('Payments (Tenant staff)')).toBeInTheDocument();
    expect(within(row).getByText('Table')).toBeInTheDocument();
    expect(within(row).getByRole('switch')).toBeChecked();
  });

  it('defines a table widget: missing settings are named in the browser, then the definition is saved as the section 3 model', async () => {
    const user = userEvent.setup();
    const { store } = renderManagement(<WidgetsPage title="Dashboard widgets" />);
    await screen.findAllByText('Top merchants');
    await user.click(screen.getByRole('button', { name: /Add widget/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add widget' });
    await fill(user, within(dialog).getByLabelText('Name'), 'Methods to watch');
    await choose(user, dialog, 'Data source', 'Payment methods');
    await choose(user, dialog, 'Widget type', 'Table');
    await fill(user, within(dialog).getByLabelText('Row properties (comma list)'), 'paymentMethodName, count');
    await fill(user, within(dialog).getByLabelText('Column titles (comma list)'), 'Method');
    await fill(user, within(dialog).getByLabelText('Row link'), '//evil.test/lookup?m={paymentMethod}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give one column title per row property')).toBeInTheDocument();
    expect(within(dialog).getByText('The row link must be a path of this portal, starting with a single /')).toBeInTheDocument();
    expect(store.writes).toHaveLength(0);

    await fill(user, within(dialog).getByLabelText('Column titles (comma list)'), ', Payments');
    await user.clear(within(dialog).getByLabelText('Row link'));
    await fill(user, within(dialog).getByLabelText('Row link'), '/merchant/transaction-management/transaction-lookup?paymentMethod={paymentMethod}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = store.writes[0]!.body as WidgetInput;
    expect(sent).toMatchObject({ name: 'Methods to watch', dataSource: 'method-split', categoryId: store.categories[0]!.id });
    expect(sent.configuration.tableConfiguration).toMatchObject({
      tableDataProperties: ['paymentMethodName', 'count'], tableDataColumns: ['Method', 'Payments'], pageSize: 5,
      navigationUrl: '/merchant/transaction-management/transaction-lookup?paymentMethod={paymentMethod}',
    });
    expect(await screen.findByText('Methods to watch')).toBeInTheDocument();
  });

  it('offers a merchant category only the sources merchants may read', async () => {
    const user = userEvent.setup();
    renderManagement(<WidgetsPage title="Dashboard widgets" />);
    await screen.findAllByText('Top merchants');
    await user.click(screen.getByRole('button', { name: /Add widget/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add widget' });
    await user.click(within(dialog).getByLabelText('Data source'));
    expect((await screen.findAllByTitle('Refunds')).length).toBeGreaterThan(0);
    expect(screen.queryByTitle('Top merchants')).not.toBeInTheDocument();
  });

  it("takes a widget off the tenant's dashboards with its switch, and puts the switch back when that is refused", async () => {
    const user = userEvent.setup();
    const { store } = renderManagement(<WidgetsPage title="Dashboard widgets" />);
    const row = (await screen.findAllByText('Top merchants'))[0]!.closest('tr')!;
    const widgetId = store.widgets.find((w) => w.name === 'Top merchants')!.widgetId;
    await user.click(within(row).getByRole('switch'));
    await waitFor(() => expect(store.writes).toHaveLength(1));
    expect(store.writes[0]!.path).toContain(`/management/${MANAGED_TENANT_ID}/widgets`);
    expect((store.writes[0]!.body as { widgetsIds: string[] }).widgetsIds).not.toContain(widgetId);
    await waitFor(() => expect(within(row).getByRole('switch')).not.toBeChecked());

    store.failWritesWith = 'No, not now';
    await user.click(within(row).getByRole('switch'));
    expect(await screen.findByText(/Not saved: .*No, not now/)).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByRole('switch')).not.toBeChecked());
  });

  it('edits a widget with its saved settings filled in', async () => {
    const user = userEvent.setup();
    const { store } = renderManagement(<WidgetsPage title="Dashboard widgets" />);
    await screen.findAllByText('Top merchants');
    await user.click(screen.getByRole('button', { name: 'Edit Top merchants' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit widget' });
    expect(within(dialog).getByLabelText('Row properties (comma list)')).toHaveValue('merchantName, count, volume, successRate');
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await fill(user, name, 'Biggest merchants');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.writes).toHaveLength(1));
    expect(store.writes[0]).toMatchObject({ method: 'PUT', body: { name: 'Biggest merchants', layout: { order: 7, width: 'large' } } });
    expect(await screen.findByText('Biggest merchants')).toBeInTheDocument();
  });

  it("draws a live preview of the definition with the dashboard's renderers, and says so when it cannot", async () => {
    const user = userEvent.setup();
    const { store } = renderManagement(<WidgetsPage title="Dashboard widgets" />);
    await screen.findAllByText('Top merchants');
    await user.click(screen.getByRole('button', { name: /Add widget/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add widget' });
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    // Nothing is asked while the definition misses its name.
    expect(within(preview).getByText('Fill in what the widget needs to see it with real data.')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Name'), 'Payments this week');
    // The summary fixture's 1 234 payments, written as the dashboard writes a count.
    expect(await within(preview).findByText('1.234')).toBeInTheDocument();
    expect(store.previews.at(-1)).toMatchObject({ name: 'Payments this week', dataSource: 'summary', configuration: { widgetType: 'COUNT_WIDGET' } });
    expect(store.writes).toHaveLength(0);

    store.previewFailsWith = 'Preview is down';
    await choose(user, dialog, 'Data source', 'Refunds');
    expect(await within(preview).findByText('The preview could not be drawn')).toBeInTheDocument();
  });
});
