import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enterText } from '@portal/testing';
import { renderManagement, setupManagementServer } from '../../../test-support/render-management';
import { CategoriesPage } from './CategoriesPage';

jest.setTimeout(30_000);
setupManagementServer();

const rowOf = (name: string) => screen.getAllByRole('row').find((r) => within(r).queryByText(name, { exact: true }))!;

describe('CategoriesPage', () => {
  it("lists the tenant's categories for merchants and for its staff, with their widget counts", async () => {
    renderManagement(<CategoriesPage title="Dashboard categories" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard categories' })).toBeInTheDocument();
    await screen.findAllByText('Overview');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Merchants', 'Merchants', 'Merchants', 'Tenant staff', 'Tenant staff', 'Tenant staff']);
    // Overview holds six widgets on both dashboards.
    expect(within(rows[0]!).getAllByRole('cell')[3]).toHaveTextContent('6');
  });

  it('adds a category for merchants: a blank name is refused in the browser, then the category is saved and listed', async () => {
    const user = userEvent.setup();
    const { store } = renderManagement(<CategoriesPage title="Dashboard categories" />);
    await screen.findAllByText('Overview');
    await user.click(screen.getByRole('button', { name: /Add category/ }));
    const dialog = await screen.findByRole('dialog', { name: /Add category/ });
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(store.writes).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Name'));
    await enterText(user, within(dialog).getByLabelText('Name'), 'Refund watch');
    expect(within(dialog).getByRole('radio', { name: 'Merchants' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.writes[0]).toMatchObject({ method: 'POST', body: { name: 'Refund watch', userType: 'Merchant' } });
    expect(await screen.findByText('Refund watch')).toBeInTheDocument();
    expect(within(rowOf('Refund watch')).getAllByRole('cell')[2]).toHaveTextContent('4');
  });

  it('keeps what was typed and says why when the server refuses the save', async () => {
    const user = userEvent.setup();
    renderManagement(<CategoriesPage title="Dashboard categories" />, { prepare: (store) => { store.failWritesWith = 'The database is away'; } });
    await screen.findAllByText('Overview');
    await user.click(within(rowOf('Operations')).getByRole('button', { name: 'Edit Operations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename category' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await enterText(user, name, 'Back office');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Not saved: .*The database is away/)).toBeInTheDocument();
    expect(name).toHaveValue('Back office');
  });

  it('deletes a category after confirmation', async () => {
    const user = userEvent.setup();
    const { store } = renderManagement(<CategoriesPage title="Dashboard categories" />);
    await screen.findAllByText('Overview');
    const before = screen.getAllByRole('row').length;
    await user.click(within(screen.getAllByRole('row')[3]!).getByRole('button', { name: /^Delete/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(before - 1));
    expect(store.writes[0]).toMatchObject({ method: 'DELETE' });
  });

  it('speaks Turkish', async () => {
    renderManagement(<CategoriesPage title="Dashboard categories" />, { language: 'tr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gösterge paneli kategorileri' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Kategori ekle/ })).toBeInTheDocument();
    expect((await screen.findAllByText('Üye işyerleri')).length).toBeGreaterThan(0);
  });
});
