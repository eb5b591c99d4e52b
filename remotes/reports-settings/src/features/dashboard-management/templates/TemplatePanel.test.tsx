import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MANAGED_TENANT_ID } from '@portal/testing';
import { renderManagement, setupManagementServer } from '../../../test-support/render-management';
import { TemplatePanel } from './TemplatePanel';

jest.setTimeout(30_000);
setupManagementServer();

const publishes = (store: { writes: Array<{ path: string; body: unknown }> }) => store.writes.filter((w) => w.path.endsWith(`/management/${MANAGED_TENANT_ID}/templates`));

describe('TemplatePanel (merchant dashboard template, ADR 0058)', () => {
  it('publishes the merchant dashboard as the next version after a confirmation, with its note, and lists it', async () => {
    const user = userEvent.setup();
    const { store } = renderManagement(<TemplatePanel tenantId={MANAGED_TENANT_ID} />);
    expect(await screen.findByText(/^Not published yet/)).toBeInTheDocument();

    // A note over 200 characters is refused in the browser: nothing can be sent.
    const note = screen.getByLabelText('Note');
    await user.click(note);
    await user.paste('x'.repeat(201));
    expect(await screen.findByText('Note must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish as template' })).toBeDisabled();
    await user.clear(note);
    await user.paste('Refunds first');

    await user.click(screen.getByRole('button', { name: 'Publish as template' }));
    expect(publishes(store)).toHaveLength(0);
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Publish the merchant dashboard as version 1?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Publish as template' }));

    await waitFor(() => expect(publishes(store)).toHaveLength(1));
    expect(publishes(store)[0]!.body).toEqual({ note: 'Refunds first' });
    expect(await screen.findByText(/^Version 1, published .*\. 4 merchant users follow it; 0 arranged their own\.$/)).toBeInTheDocument();
    const row = screen.getByRole('cell', { name: 'Refunds first' }).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Tenant Admin' })).toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('');
  });

  it("says the server's reason when nothing can be published, and keeps the note", async () => {
    const user = userEvent.setup();
    renderManagement(<TemplatePanel tenantId={MANAGED_TENANT_ID} />, {
      prepare: (store) => { store.tenantWidgets = store.widgets.filter((w) => store.categories.find((c) => c.id === w.categoryId)?.userType === 'Tenant').map((w) => w.widgetId); },
    });
    await screen.findByText(/^Not published yet/);
    await user.click(screen.getByLabelText('Note'));
    await user.paste('Try');
    await user.click(screen.getByRole('button', { name: 'Publish as template' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Publish as template' }));
    expect(await screen.findByText('Not published: Nothing to publish: no merchant widget is shown in this tenant')).toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('Try');
  });

  it('speaks Turkish', async () => {
    renderManagement(<TemplatePanel tenantId={MANAGED_TENANT_ID} />, { language: 'tr' });
    expect(await screen.findByText('Üye işyeri gösterge paneli şablonu')).toBeInTheDocument();
    expect(await screen.findByText(/^Henüz yayımlanmadı/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Şablon olarak yayımla' })).toBeInTheDocument();
  });
});
