import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSupport, setupSupportServer } from '../../../test-support/render-support';
import { LabelsManagerDialog } from './LabelsManagerDialog';

setupSupportServer();
jest.setTimeout(30_000);

const order = () => within(screen.getByTestId('labels-list')).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));

describe('LabelsManagerDialog', () => {
  it("validates the value: alphanumeric and spaces only, not a default label's name; colour required", async () => {
    const user = userEvent.setup({ delay: null });
    renderSupport(<LabelsManagerDialog open tenantId={null} onClose={jest.fn()} />, { user: 'tenant@demo.test' });
    expect(await screen.findByRole('dialog', { name: 'Labels' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /New label/ }));
    const value = screen.getByLabelText('Value');
    await user.type(value, 'VIP-customer!');
    await user.tab();
    expect(await screen.findByText('This field is required and must be alphanumeric.')).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, 'in PROGRESS');
    expect(await screen.findByText('in PROGRESS is a default label name')).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, 'VIP customer');
    await waitFor(() => expect(screen.queryByText(/must be alphanumeric|default label name/)).not.toBeInTheDocument());
    // No colour yet: Add stays disabled.
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it("creates a label ('Label created'), cancel resets the form, and deletes one ('Label deleted successfully')", async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderSupport(<LabelsManagerDialog open tenantId={null} onClose={jest.fn()} />, { user: 'tenant@demo.test' });
    await screen.findByTestId('label-row-Pending');
    await user.click(screen.getByRole('button', { name: /New label/ }));
    await user.type(screen.getByLabelText('Value'), 'Waiting');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: /New label/ }));
    expect(screen.getByLabelText('Value')).toHaveValue('');

    await user.type(screen.getByLabelText('Value'), 'VIP customer');
    await user.type(screen.getByLabelText('Colour (hex)'), '#FF00AA');
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
    const { store } = renderSupport(<LabelsManagerDialog open tenantId="tenant-9" onClose={jest.fn()} />, { user: 'platform@demo.test' });
    await screen.findByTestId('label-row-Pending');
    expect(store.calls.find((c) => c.path.endsWith('/support/labels'))?.query).toBe('?tenantId=tenant-9');
  });
});
