import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { renderKit } from '../test-support/render-kit';
import type { FieldDefinition } from './field-definition';
import { FieldFormDialog } from './FieldFormDialog';
import { useFieldForm } from './use-field-form';

const FIELDS: FieldDefinition[] = [
  { name: 'amount', label: 'Amount', type: 'input' },
  { name: 'reason', label: 'Reason', type: 'input' },
];

function Dialog({ onClose }: { onClose(): void }) {
  const form = useFieldForm({ fields: FIELDS, onSubmit: () => undefined });
  return <FieldFormDialog open title="Refund TX-1" form={form} fields={FIELDS} onCancel={onClose} />;
}

/** Drawn only while open, as the transaction drawer's action dialogs are: closing unmounts it. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Refund</Button>
      <Dropdown trigger={['click']} menu={{ items: [{ key: 'refund', label: 'Refund from the menu' }], onClick: () => setOpen(true) }}>
        <Button>More actions</Button>
      </Dropdown>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

describe('the kit\'s form dialog and the keyboard', () => {
  it('opens on its first field, and Escape gives focus back to the button that opened it', async () => {
    const user = userEvent.setup({ delay: null });
    renderKit(<Page />);
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund TX-1' });
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveFocus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refund' })).toHaveFocus());
  });

  // Cancel, not Escape: the closing menu keeps Escape until its motion ends (0.2 s in a browser; never in jsdom).
  it('opened from a menu item, it gives focus back to the menu\'s button on Cancel', async () => {
    const user = userEvent.setup({ delay: null });
    renderKit(<Page />);
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Refund from the menu' }));
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'More actions' })).toHaveFocus());
  });
});
