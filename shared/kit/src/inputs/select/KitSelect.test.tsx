import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitSelect } from './KitSelect';

// rc-select schedules through MessageChannel, which jest-fixed-jsdom lacks: a timer does the same job.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessageChannel {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  }
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = TimerMessageChannel;
}

describe('KitSelect', () => {
  it('opens a list at most 250 px high (part 2), whatever the caller asks', async () => {
    const user = userEvent.setup({ delay: null });
    const props = { listHeight: 400, panelHeight: 200 } as object;
    render(<KitSelect aria-label="Merchant" {...props} options={Array.from({ length: 40 }, (_, i) => ({ value: i, label: `Merchant ${i}` }))} />);
    await user.click(screen.getByRole('combobox', { name: 'Merchant' }));
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown .ant-select-dropdown-list-holder')).not.toBeNull());
    expect(document.querySelector('.ant-select-dropdown .ant-select-dropdown-list-holder')).toHaveStyle({ maxHeight: '250px' });
  });
});
