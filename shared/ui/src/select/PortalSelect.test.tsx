import { act, render, screen, waitFor } from '@testing-library/react';
import { portalI18n } from '@portal/i18n';
import userEvent from '@testing-library/user-event';
import { PortalSelect } from './PortalSelect';

// rc-select schedules through MessageChannel, which jest-fixed-jsdom lacks: a timer does the same job.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessageChannel {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  }
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = TimerMessageChannel;
}

describe('PortalSelect', () => {
  it('opens a list at most 200 px high, whatever the caller asks', async () => {
    const user = userEvent.setup({ delay: null });
    render(<PortalSelect aria-label="Size" listHeight={400} options={Array.from({ length: 30 }, (_, i) => ({ value: i, label: `Option ${i}` }))} />);
    await user.click(screen.getByRole('combobox', { name: 'Size' }));
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown .ant-select-dropdown-list-holder')).not.toBeNull());
    expect(document.querySelector('.ant-select-dropdown .ant-select-dropdown-list-holder')).toHaveStyle({ maxHeight: '200px' });
  });

  it("names its clear button in the user's language, with antd's icon", async () => {
    render(<PortalSelect aria-label="Status" allowClear value="a" options={[{ value: 'a', label: 'Active' }]} />);
    const clear = () => document.querySelector('.ant-select-clear')!;
    expect(clear()).toHaveAttribute('aria-label', 'Clear');
    expect(clear().querySelector('.anticon-close-circle')).not.toBeNull();
    await act(async () => { await portalI18n().changeLanguage('tr'); });
    await waitFor(() => expect(clear()).toHaveAttribute('aria-label', 'Temizle'));
    await act(async () => { await portalI18n().changeLanguage('en'); });
  });
});
