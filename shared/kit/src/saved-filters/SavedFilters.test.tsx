import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../test-support/render-kit';
import type { SavedFilter } from './saved-filter-state';
import { SavedFilters } from './SavedFilters';
import { savedFilterSelectionKey, useSavedFilters, type SavedFilterStore } from './use-saved-filters';
import { chooseOption, enterText } from '@portal/testing';

type P = { status: string };

function memoryStore(initial: SavedFilter<P>[] = [], fail: Partial<Record<keyof SavedFilterStore<P>, string>> = {}) {
  let rows = [...initial];
  let next = 1;
  const check = (what: keyof SavedFilterStore<P>) => {
    if (fail[what]) throw new Error(fail[what]);
  };
  const store = {
    load: jest.fn(async () => { check('load'); return [...rows]; }),
    create: jest.fn(async (name: string, payload: P) => {
      check('create');
      const made = { id: `f${next++}`, name, payload };
      rows = [...rows, made];
      return made;
    }),
    update: jest.fn(async (id: string, change: { name?: string; payload?: P }) => {
      check('update');
      rows = rows.map((r) => (r.id === id ? { ...r, ...(change.name ? { name: change.name } : {}), ...(change.payload ? { payload: change.payload } : {}) } : r));
      return rows.find((r) => r.id === id)!;
    }),
    remove: jest.fn(async (id: string) => { check('remove'); rows = rows.filter((r) => r.id !== id); }),
  } satisfies SavedFilterStore<P>;
  return store;
}

let current: P = { status: 'Captured' };
const applied: P[] = [];

function Harness({ store }: { store: SavedFilterStore<P> }) {
  const controls = useSavedFilters('test-list', store);
  return <SavedFilters controls={controls} current={() => current} apply={(p) => applied.push(p)} />;
}

const select = (name = 'Saved filter') => screen.getByRole('combobox', { name });
/** The chosen filter's name as the select shows it, null while it shows its placeholder. */
const selectedText = () => select().closest('.ant-select')!.querySelector('.ant-select-content-has-value')?.getAttribute('title') ?? null;

async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await chooseOption(user, select(), name);
}

beforeEach(() => {
  current = { status: 'Captured' };
  applied.length = 0;
  window.sessionStorage.clear();
});

describe('SavedFilters', () => {
  it('choosing a saved filter applies what it holds', async () => {
    const user = userEvent.setup();
    renderKit(<Harness store={memoryStore([{ id: 'a', name: 'Declines', payload: { status: 'Declined' } }])} />);
    await choose(user, 'Declines');
    expect(applied).toEqual([{ status: 'Declined' }]);
    expect(selectedText()).toBe('Declines');
  });

  it('Save as new asks for a valid name, saves the current filters and selects the new filter', async () => {
    const user = userEvent.setup();
    const store = memoryStore([{ id: 'a', name: 'Declines', payload: { status: 'Declined' } }]);
    renderKit(<Harness store={store} />);
    await waitFor(() => expect(store.load).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: /Save as new/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the current filters' });
    const save = within(dialog).getByRole('button', { name: /Save as new/ });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Filter name'), 'declines');
    await user.tab();
    expect(await within(dialog).findByText('You already have a saved filter with this name')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Filter name'));
    await enterText(user, within(dialog).getByLabelText('Filter name'), 'Captured today');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Filter "Captured today" saved')).toBeInTheDocument();
    expect(store.create).toHaveBeenCalledWith('Captured today', { status: 'Captured' });
    await waitFor(() => expect(selectedText()).toBe('Captured today'));
    expect(store.load).toHaveBeenCalledTimes(2);
    expect(window.sessionStorage.getItem(savedFilterSelectionKey('test-list'))).toBe('f1');
  });

  it('Update stores the current filters in the selected filter and keeps it selected', async () => {
    const user = userEvent.setup();
    const store = memoryStore([{ id: 'a', name: 'Declines', payload: { status: 'Declined' } }]);
    renderKit(<Harness store={store} />);
    const update = screen.getByRole('button', { name: 'Update the selected filter with the current filters' });
    expect(update).toBeDisabled();
    await choose(user, 'Declines');
    current = { status: 'Failed' };
    await user.click(update);
    expect(await screen.findByText('Filter "Declines" updated')).toBeInTheDocument();
    expect(store.update).toHaveBeenCalledWith('a', { payload: { status: 'Failed' } });
    expect(selectedText()).toBe('Declines');
  });

  it('Delete asks first, then removes the filter and clears the selection', async () => {
    const user = userEvent.setup();
    const store = memoryStore([{ id: 'a', name: 'Declines', payload: { status: 'Declined' } }]);
    renderKit(<Harness store={store} />);
    await choose(user, 'Declines');
    await user.click(screen.getByRole('button', { name: 'Delete the selected filter' }));
    expect(await screen.findByText('Delete the saved filter "Declines"?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Filter "Declines" deleted')).toBeInTheDocument();
    expect(store.remove).toHaveBeenCalledWith('a');
    await waitFor(() => expect(selectedText()).toBeNull());
    expect(window.sessionStorage.getItem(savedFilterSelectionKey('test-list'))).toBeNull();
  });

  it('shows a failure in the alert banner until closed, in Turkish too', async () => {
    const user = userEvent.setup();
    const store = memoryStore([{ id: 'a', name: 'Declines', payload: { status: 'Declined' } }], { remove: 'You can keep at most 50 saved filters; delete one first' });
    renderKit(<Harness store={store} />, { language: 'tr' });
    await chooseOption(user, select('Kayıtlı filtre'), 'Declines');
    await user.click(screen.getByRole('button', { name: 'Seçili filtreyi sil' }));
    await user.click(await screen.findByRole('button', { name: 'Sil' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('En fazla 50 kayıtlı filtre tutabilirsiniz; önce birini silin');
    expect(select('Kayıtlı filtre').closest('.ant-select')!.querySelector('.ant-select-content-has-value')).toHaveAttribute('title', 'Declines');
    await user.click(within(alert).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('a load failure shows the message in the banner', async () => {
    renderKit(<Harness store={memoryStore([], { load: 'Network down' })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network down');
  });

  it('finds the filter selected before the page reloaded', async () => {
    window.sessionStorage.setItem(savedFilterSelectionKey('test-list'), 'a');
    renderKit(<Harness store={memoryStore([{ id: 'a', name: 'Declines', payload: { status: 'Declined' } }])} />);
    await waitFor(() => expect(selectedText()).toBe('Declines'));
    expect(applied).toEqual([]);
  });
});
