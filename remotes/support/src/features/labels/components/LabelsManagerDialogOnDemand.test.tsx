import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderSupport, setupSupportServer } from '../../../test-support/render-support';
import { LabelsManagerDialogOnDemand } from './LabelsManagerDialogOnDemand';

setupSupportServer();
jest.setTimeout(30_000);

/** The ticket lists' use: a Labels button that opens the manager. */
function ListWithLabels() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Manage labels</button>
      <LabelsManagerDialogOnDemand open={open} tenantId={null} onClose={() => setOpen(false)} />
    </>
  );
}

describe('LabelsManagerDialogOnDemand', () => {
  it('draws nothing until opened, then the labels manager, fetched on that first opening', async () => {
    const user = userEvent.setup({ delay: null });
    renderSupport(<ListWithLabels />, { user: 'tenant@demo.test' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Manage labels' }));
    expect(await screen.findByRole('dialog', { name: 'Labels' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /New label/ })).toBeInTheDocument();
  });
});
