import { act, fireEvent, screen } from '@testing-library/react';
import { App, Button } from 'antd';
import { renderWithProviders } from '@portal/testing';
import { AntdThemeRoot } from './AntdThemeRoot';
import { ThemeConfigurationProvider } from './ThemeConfigurationProvider';

/** What a remote does: App.useApp().message / notification without a duration. */
function RemotePage() {
  const { message, notification } = App.useApp();
  return (
    <>
      <Button onClick={() => void message.success('Saved')}>message</Button>
      <Button onClick={() => notification.info({ title: 'Heads up' })}>notification</Button>
    </>
  );
}

afterEach(() => jest.useRealTimers());

describe('the host\'s snackbar default (spec part 1 section 9: 5000 ms)', () => {
  it.each([
    ['message', 'Saved'],
    ['notification', 'Heads up'],
  ])('a %s without a duration stays 5 s', (kind, text) => {
    jest.useFakeTimers();
    renderWithProviders(<ThemeConfigurationProvider><AntdThemeRoot><RemotePage /></AntdThemeRoot></ThemeConfigurationProvider>, { user: 'tenant@demo.test' });
    fireEvent.click(screen.getByRole('button', { name: kind }));
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText(text)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4_800)); // 4.9 s: antd's own defaults (3 s, 4.5 s) would be gone
    expect(screen.getByText(text)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    act(() => jest.advanceTimersByTime(1_000)); // leave motion time
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });
});
