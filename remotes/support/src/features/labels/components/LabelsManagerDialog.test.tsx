import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { defaultLabels } from '@portal/testing';
import { renderSupport, setupSupportServer } from '../../../test-support/render-support';
import { LabelsManagerDialog } from './LabelsManagerDialog';

setupSupportServer();
jest.setTimeout(30_000);

// A fresh object per test: the msw store edits labels in place.
const urgent = () => ({ labelId: 'label-urgent', value: 'Urgent', color: '#FF0000', description: null, isDefault: false, position: 3 });
/** Puts a text in a field at once: these tests are about what the form says of a value, not about typing (a render per key). */
async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
const order = () => within(screen.getByTestId('labels-list')).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));

describe('LabelsManagerDialog', () => {
  it("validates the value: alphanumeric and spaces only, not a default label's name; colour required", async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderSupport(<LabelsManagerDialog open tenantId={null} onClose={jest.fn()} />, { user: 'tenant@demo.test' });
    expect(await screen.findByRole('dialog', { name: 'Labels' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /New label/ }));
    const value = screen.getByLabelText('Value');
    await enter(user, value, 'VIP-customer!');
    await user.tab();
    expect(await screen.findByText('This field is required and must be alphanumeric.')).toBeInTheDocument();
    await user.clear(value);
    await enter(user, value, 'in PROGRESS');
    expect(await screen.findByText('in PROGRESS is a default label name')).toBeInTheDocument();
    // The Turkish display names of the defaults are reserved too (issue 16), with the same message.
    for (const shown of ['beklemede', 'DEVAM EDIYOR']) {
      await user.clear(value);
      await enter(user, value, shown);
      expect(await screen.findByText(`${shown} is a default label name`)).toBeInTheDocument();
    }
    await user.clear(value);
    await enter(user, value, 'VIP customer');
    await waitFor(() => expect(screen.queryByText(/must be alphanumeric|default label name/)).not.toBeInTheDocument());
    // No colour yet: Add is not silently disabled, it says what is missing (issue 16) and sends nothing.
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeEnabled();
    await user.click(add);
    expect(await screen.findByTestId('missing-fields')).toHaveTextContent('Please fill in or correct: Colour');
    expect(screen.getByText('Colour is required')).toBeInTheDocument();
    expect(store.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a default name in Turkish with the Turkish message', async () => {
    const user = userEvent.setup({ delay: null });
    renderSupport(<LabelsManagerDialog open tenantId={null} onClose={jest.fn()} />, { user: 'tenant@demo.test', language: 'tr' });
    await user.click(await screen.findByRole('button', { name: /Yeni etiket/ }));
    await enter(user, screen.getByLabelText('Değer'), 'Devam ediyor');
    await user.tab();
    expect(await screen.findByText('Devam ediyor varsayılan bir etiket adıdır')).toBeInTheDocument();
  });

  it('says in Turkish what is missing when Add is pressed on an empty form', async () => {
    const user = userEvent.setup({ delay: null });
    renderSupport(<LabelsManagerDialog open tenantId={null} onClose={jest.fn()} />, { user: 'tenant@demo.test', language: 'tr' });
    await user.click(await screen.findByRole('button', { name: /Yeni etiket/ }));
    await user.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByTestId('missing-fields')).toHaveTextContent('Lütfen şu alanları doldurun veya düzeltin: Değer, Renk');
  });

  it("creates a label ('Label created'), cancel resets the form, and deletes one ('Label deleted successfully')", async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderSupport(<LabelsManagerDialog open tenantId={null} onClose={jest.fn()} />, { user: 'tenant@demo.test' });
    await screen.findByTestId('label-row-Pending');
    await user.click(screen.getByRole('button', { name: /New label/ }));
    await enter(user, screen.getByLabelText('Value'), 'Waiting');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: /New label/ }));
    expect(screen.getByLabelText('Value')).toHaveValue('');

    await enter(user, screen.getByLabelText('Value'), 'VIP customer');
    await enter(user, screen.getByLabelText('Colour (hex)'), '#FF00AA');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Label created')).toBeInTheDocument();
    expect(await screen.findByTestId('label-row-VIP customer')).toBeInTheDocument();
    expect(store.calls.find((c) => c.method === 'POST' && c.path.endsWith('/support/label'))?.body).toEqual({ value: 'VIP customer', description: null, color: '#FF00AA' });

    await user.click(screen.getByRole('button', { name: 'Delete VIP customer' }));
    expect(await screen.findByText('Label deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('label-row-VIP customer')).not.toBeInTheDocument());
  });

  it('reorders by drag and drop and sends the new order', async () => {
    const { store } = renderSupport(<LabelsManagerDialog open tenantId={null} onClose={jest.fn()} />, { user: 'tenant@demo.test' });
    await screen.findByTestId('label-row-Pending');
    expect(order()).toEqual(['Pending', 'Done', 'In progress']);
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '', effectAllowed: '' };
    fireEvent.dragStart(screen.getByTestId('label-row-In progress'), { dataTransfer });
    fireEvent.dragOver(screen.getByTestId('label-row-Pending'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('label-row-Pending'), { dataTransfer });
    await waitFor(() => expect(order()).toEqual(['In progress', 'Pending', 'Done']));
    await waitFor(() =>
      expect(store.calls.find((c) => c.path.endsWith('/support/labels/rearrange'))?.body).toEqual({ newLabelIdsList: ['label-3', 'label-1', 'label-2'] }),
    );
  });

  it('asks the platform for the labels of the picked tenant', async () => {
    const { store } = renderSupport(<LabelsManagerDialog open tenantId="7a1d0c2e-0009-4c5e-9a10-ac3e00000009" onClose={jest.fn()} />, { user: 'platform@demo.test' });
    await screen.findByTestId('label-row-Pending');
    expect(store.calls.find((c) => c.path.endsWith('/support/labels'))?.query).toBe('?tenantId=7a1d0c2e-0009-4c5e-9a10-ac3e00000009');
  });

  it('wants a hex colour (#RGB, #RRGGBB or #RRGGBBAA) with its own messages', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderSupport(<LabelsManagerDialog open tenantId={null} onClose={jest.fn()} />, { user: 'tenant@demo.test' });
    await screen.findByTestId('label-row-Pending');
    await user.click(screen.getByRole('button', { name: /New label/ }));
    await enter(user, screen.getByLabelText('Value'), 'VIP customer');
    const colour = screen.getByLabelText('Colour (hex)');
    await user.click(colour);
    await user.tab();
    expect(await screen.findByText('Colour is required')).toBeInTheDocument();
    expect(screen.queryByText(/is a required field/)).not.toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add' });
    for (const bad of ['red', '#12', '#12345', '#GGGGGG', '#1234567']) {
      await user.clear(colour);
      await enter(user, colour, bad);
      expect(await screen.findByText('Enter a hex colour: #RGB, #RRGGBB or #RRGGBBAA')).toBeInTheDocument();
    }
    // Add says what is wrong instead of staying silently disabled (issue 16), and sends nothing.
    await user.click(add);
    expect(await screen.findByTestId('missing-fields')).toHaveTextContent(/^Please fill in or correct: Colour$/);
    expect(store.calls.some((c) => c.method === 'POST')).toBe(false);
    for (const good of ['#F0A', '#FF00AA', '#ff00aa80']) {
      await user.clear(colour);
      await enter(user, colour, good);
      await waitFor(() => expect(screen.queryByText(/Enter a hex colour/)).not.toBeInTheDocument());
      expect(screen.queryByTestId('missing-fields')).toBeNull();
    }
  });

  it("refuses a value equal to another label's, in any case, but an edited label may keep its own", async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderSupport(<LabelsManagerDialog open tenantId={null} onClose={jest.fn()} />, { user: 'tenant@demo.test', store: { labels: [...defaultLabels(), urgent()] } });
    await screen.findByTestId('label-row-Urgent');
    await user.click(screen.getByRole('button', { name: /New label/ }));
    await enter(user, screen.getByLabelText('Value'), 'uRGENT');
    await enter(user, screen.getByLabelText('Colour (hex)'), '#FF0000');
    expect(await screen.findByText('A label with this value already exists')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByTestId('missing-fields')).toHaveTextContent(/^Please fill in or correct: Value$/);
    expect(store.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit Urgent' }));
    expect(screen.getByLabelText('Value')).toHaveValue('Urgent');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.queryByText('A label with this value already exists')).not.toBeInTheDocument();
  });

  it('edits a label (PUT) and cancel in edit mode drops the change', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderSupport(<LabelsManagerDialog open tenantId={null} onClose={jest.fn()} />, { user: 'tenant@demo.test', store: { labels: [...defaultLabels(), urgent()] } });
    await screen.findByTestId('label-row-Urgent');

    await user.click(screen.getByRole('button', { name: 'Edit Urgent' }));
    await user.clear(screen.getByLabelText('Value'));
    await enter(user, screen.getByLabelText('Value'), 'Never sent');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('label-form')).not.toBeInTheDocument();
    expect(store.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Edit Urgent' }));
    expect(screen.getByLabelText('Value')).toHaveValue('Urgent');
    await user.clear(screen.getByLabelText('Value'));
    await enter(user, screen.getByLabelText('Value'), 'Very urgent');
    await enter(user, screen.getByLabelText('Description'), 'Call back today');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('label-row-Very urgent')).toBeInTheDocument();
    const put = store.calls.filter((c) => c.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]!.path).toMatch(/\/support\/label\/label-urgent$/);
    expect(put[0]!.body).toEqual({ value: 'Very urgent', description: 'Call back today', color: '#FF0000' });
  });

  it("shows 'Label deleted successfully' for 2 s", async () => {
    const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderSupport(<LabelsManagerDialog open tenantId={null} onClose={jest.fn()} />, { user: 'tenant@demo.test', store: { labels: [...defaultLabels(), urgent()] } });
    await screen.findByTestId('label-row-Urgent');
    jest.useFakeTimers();
    try {
      await user.click(screen.getByRole('button', { name: 'Delete Urgent' }));
      // waitFor steps the fake clock 50 ms at a time: the message is found at most 50 ms after it showed.
      expect(await screen.findByText('Label deleted successfully')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1850);
      });
      expect(screen.getByText('Label deleted successfully')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(400);
      });
      expect(screen.queryByText('Label deleted successfully')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a failed delete keeps the label, says no success and leaves no unhandled rejection', async () => {
    const user = userEvent.setup({ delay: null });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderSupport(<LabelsManagerDialog open tenantId={null} onClose={jest.fn()} />, { user: 'tenant@demo.test', store: { labels: [...defaultLabels(), urgent()] }, failing: ['label-delete'] });
      await screen.findByTestId('label-row-Urgent');
      await user.click(screen.getByRole('button', { name: 'Delete Urgent' }));
      await waitFor(() => expect(logged).toHaveBeenCalledWith('Deleting the label failed', 'label-urgent', expect.anything()));
      expect(screen.getByTestId('label-row-Urgent')).toBeInTheDocument();
      expect(screen.queryByText('Label deleted successfully')).not.toBeInTheDocument();
    } finally {
      logged.mockRestore();
    }
  });
});

describe.each([
  ['en', 'Pending', ['Move up Pending', 'Move down Pending', 'Edit Pending', 'Delete Pending']],
  ['tr', 'Beklemede', ['Beklemede etiketini yukarı taşı', 'Beklemede etiketini aşağı taşı', 'Beklemede etiketini düzenle', 'Beklemede etiketini sil']],
] as const)("a label row's icon buttons (issue 16, %s)", (language, shownName, names) => {
  it('are named after the label as shown, with the name as a tooltip', async () => {
    renderSupport(<LabelsManagerDialog open tenantId={null} onClose={jest.fn()} />, { user: 'tenant@demo.test', language });
    const row = await screen.findByTestId('label-row-Pending');
    expect(row).toHaveAttribute('aria-label', shownName);
    expect(within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(names);
    // Every enabled icon button of the list shows its name as a tooltip (a disabled one gets no pointer events).
    const enabled = within(screen.getByTestId('labels-list')).getAllByRole('button').filter((b) => !(b as HTMLButtonElement).disabled);
    expect(enabled.length).toBeGreaterThanOrEqual(2);
    for (const button of enabled) {
      const name = button.getAttribute('aria-label');
      expect(name).toBeTruthy();
      fireEvent.mouseEnter(button);
      await waitFor(() => expect(screen.getAllByRole('tooltip').some((tip) => tip.textContent === name)).toBe(true));
      fireEvent.mouseLeave(button);
    }
  });
});
