import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from './column-def';
import { localColumnChoiceStore, useColumnChoice, type ColumnChoiceStore } from './column-choice';
import { ColumnPicker } from './ColumnPicker';
import { renderKit } from '../test-support/render-kit';

interface Row { id: string }
const columns: ColumnDef<Row>[] = [
  { key: 'id', title: 'Id', value: (r) => r.id, alwaysShown: true },
  { key: 'amount', title: 'Amount', value: () => 1 },
  { key: 'email', title: 'Customer e-mail', value: () => 'a@b.c', hiddenByDefault: true },
];

function Picker({ store }: { store: ColumnChoiceStore }) {
  const choice = useColumnChoice('test-list', columns, store);
  return (
    <>
      <ColumnPicker columns={columns} choice={choice} translate={(t) => t} />
      <output>{choice.visibleKeys.join(',')}</output>
    </>
  );
}

function memoryStore(initial: readonly string[] | null, failSave = false) {
  let stored = initial;
  const store: ColumnChoiceStore & { saved: Array<readonly string[]> } = {
    saved: [],
    load: jest.fn(async () => stored),
    save: jest.fn(async (keys) => {
      if (failSave) throw new Error('500');
      stored = keys;
      store.saved.push(keys);
    }),
  };
  return store;
}

describe('column picker', () => {
  it('shows the stored choice, dropping columns that no longer exist and keeping the locked one', async () => {
    renderKit(<Picker store={memoryStore(['email', 'gone'])} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('id,email'));
  });

  it('without a stored choice shows the defaults; hiding a column stores the rest', async () => {
    const user = userEvent.setup();
    const store = memoryStore(null);
    renderKit(<Picker store={store} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('id,amount'));
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    expect(screen.getByRole('checkbox', { name: 'Id' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Amount' }));
    await user.click(screen.getByRole('checkbox', { name: 'Customer e-mail' }));
    await waitFor(() => expect(store.saved.at(-1)).toEqual(['id', 'email']));
    expect(screen.getByRole('status')).toHaveTextContent('id,email');
    await user.click(screen.getByRole('button', { name: 'Default columns' }));
    await waitFor(() => expect(store.saved.at(-1)).toEqual(['id', 'amount']));
  });

  it('puts the previous choice back and says so when saving fails', async () => {
    const user = userEvent.setup();
    renderKit(<Picker store={memoryStore(['id', 'amount'], true)} />, { language: 'tr' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('id,amount'));
    await user.click(screen.getByRole('button', { name: /Sütunlar/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Amount' }));
    expect(await screen.findByText('Sütun seçimi kaydedilemedi')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('id,amount');
  });

  it('a local store keeps the choice across a reload', async () => {
    const store = localColumnChoiceStore('kit-test-columns');
    await store.save(['id', 'email']);
    expect(await localColumnChoiceStore('kit-test-columns').load()).toEqual(['id', 'email']);
    window.localStorage.setItem('kit-test-columns', '{broken');
    expect(await store.load()).toBeNull();
  });
});
