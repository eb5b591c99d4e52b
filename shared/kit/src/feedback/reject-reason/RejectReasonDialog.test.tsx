import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { portalI18n } from '@portal/i18n';
import type { RejectReasonResult } from './RejectReasonDialog';
import { useRejectReason } from './use-reject-reason';

/** A screen that rejects something only when the dialog returns data (spec part 2 section 4). */
function Rejecting({ onReject }: { onReject(result: RejectReasonResult): void }) {
  const { ask, dialog } = useRejectReason();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button
        onClick={async () => {
          const data = await ask();
          if (data) onReject(data);
          setOutcome(data ? 'rejected' : 'kept');
        }}
      >
        Reject proposal
      </button>
      <output>{outcome}</output>
      {dialog}
    </>
  );
}

afterEach(async () => {
  await act(() => portalI18n().changeLanguage('en'));
});

function saveButton() {
  return screen.getByRole('button', { name: 'Save' });
}

describe('reject-reason dialog', () => {
  it('keeps Save disabled while the reason is empty and says it is required once touched', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Rejecting onReject={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Reject proposal' }));
    const reason = await screen.findByRole('textbox', { name: 'Reject reason' });
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await user.click(reason);
    await user.type(reason, '   ');
    await user.tab();
    expect(await screen.findByText('Reject reason is required')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('returns response Rejected and the reason on Save', async () => {
    const user = userEvent.setup({ delay: null });
    const onReject = jest.fn();
    render(<Rejecting onReject={onReject} />);
    await user.click(screen.getByRole('button', { name: 'Reject proposal' }));
    await user.type(await screen.findByRole('textbox', { name: 'Reject reason' }), 'Fees too high');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await waitFor(() => expect(onReject).toHaveBeenCalledWith({ response: 'Rejected', rejectReason: 'Fees too high' }));
    expect(screen.getByRole('status')).toHaveTextContent('rejected');
  });

  it('returns nothing on Cancel, so nothing is rejected', async () => {
    const user = userEvent.setup({ delay: null });
    const onReject = jest.fn();
    render(<Rejecting onReject={onReject} />);
    await user.click(screen.getByRole('button', { name: 'Reject proposal' }));
    await user.type(await screen.findByRole('textbox', { name: 'Reject reason' }), 'Changed my mind');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('kept'));
    expect(onReject).not.toHaveBeenCalled();
  });

  it('speaks Turkish', async () => {
    await act(() => portalI18n().changeLanguage('tr'));
    const user = userEvent.setup({ delay: null });
    render(<Rejecting onReject={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Reject proposal' }));
    const reason = await screen.findByRole('textbox', { name: 'Ret nedeni' });
    await user.click(reason);
    await user.tab();
    expect(await screen.findByText('Ret nedeni zorunludur')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'İptal' })).toBeEnabled();
  });
});
