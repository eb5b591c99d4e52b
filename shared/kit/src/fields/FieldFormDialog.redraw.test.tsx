import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../test-support/render-kit';
import type { FieldDefinition } from './field-definition';
import { FieldFormDialog } from './FieldFormDialog';
import { useFieldForm } from './use-field-form';

// antd's Modal, counted each time it is drawn.
jest.mock('antd', () => {
  const actual = jest.requireActual('antd');
  const { createElement } = jest.requireActual('react');
  const counters = globalThis as { modalDraws?: number };
  const CountedModal = (props: object) => {
    counters.modalDraws = (counters.modalDraws ?? 0) + 1;
    return createElement(actual.Modal, props);
  };
  return new Proxy(actual, { get: (target, key) => (key === 'Modal' ? CountedModal : target[key]) });
});
const modalDraws = () => (globalThis as { modalDraws?: number }).modalDraws ?? 0;

const FIELDS: FieldDefinition[] = [
  { name: 'amount', label: 'Amount', type: 'input', validations: [{ name: 'required', message: 'Enter an amount' }] },
  { name: 'reason', label: 'Reason', type: 'input' },
];

function Dialog({ onSubmit }: { onSubmit(values: unknown): void }) {
  const form = useFieldForm({ fields: FIELDS, onSubmit, validateOnMount: true });
  return (
    <FieldFormDialog open title="Refund TX-1" form={form} fields={FIELDS} onCancel={() => undefined}>
      <p>{`Reason so far: ${String(form.values.reason ?? '')}`}</p>
    </FieldFormDialog>
  );
}

describe("the kit's form dialog as the user types", () => {
  it('draws the modal again only when Save changes, while the fields and what is drawn under them follow every key', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderKit(<Dialog onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: 'Refund TX-1' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());

    const before = modalDraws();
    await user.type(screen.getByLabelText('Reason'), 'Duplicate');
    expect(screen.getByLabelText('Reason')).toHaveValue('Duplicate');
    expect(dialog).toHaveTextContent('Reason so far: Duplicate');
    expect(modalDraws()).toBe(before);

    // The first key of the amount makes the form valid: Save is enabled, so the modal is drawn for it.
    await user.type(screen.getByLabelText('Amount'), '12');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(modalDraws()).toBeGreaterThan(before);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: '12', reason: 'Duplicate' }), expect.anything()));
  });
});
