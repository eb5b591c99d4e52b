import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { portalI18n } from '@portal/i18n';
import { renderWithProviders } from '@portal/testing';
import { ALERT_AUTO_DISMISS_MS } from './alert-model';
import { AlertBannerProvider, useAlertBanner } from './AlertBannerProvider';
import type { NewBannerAlert } from './alert-model';

function Trigger({ alert, label = 'Show' }: { alert: NewBannerAlert; label?: string }) {
  const { show } = useAlertBanner();
  return <button onClick={() => show(alert)}>{label}</button>;
}

function setup(...alerts: NewBannerAlert[]) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <AlertBannerProvider>
      {alerts.map((alert, index) => (
        <Trigger key={index} alert={alert} label={`Show ${index}`} />
      ))}
    </AlertBannerProvider>,
  );
  return user;
}

beforeEach(() => jest.useFakeTimers());
afterEach(async () => {
  jest.useRealTimers();
  await act(() => portalI18n().changeLanguage('en'));
});

describe('alert banner', () => {
  it('shows an alert and removes it after 5000 ms', async () => {
    expect(ALERT_AUTO_DISMISS_MS).toBe(5000);
    const user = setup({ severity: 'success', message: 'Refund created' });
    await user.click(screen.getByRole('button', { name: 'Show 0' }));
    expect(screen.getByRole('status')).toHaveTextContent('Refund created');
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Refund created')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Refund created')).not.toBeInTheDocument();
  });

  it('keeps a persisting alert until it is closed', async () => {
    const user = setup({ severity: 'failed', message: 'Refund refused', persist: true });
    await user.click(screen.getByRole('button', { name: 'Show 0' }));
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Refund refused');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Refund refused')).not.toBeInTheDocument();
  });

  it('closes an auto-dismissing alert early by hand', async () => {
    const user = setup({ severity: 'info', message: 'Export started' });
    await user.click(screen.getByRole('button', { name: 'Show 0' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Export started')).not.toBeInTheDocument();
  });

  it('restarts the clock when an alert with the same id is shown again', async () => {
    const user = setup({ id: 'save', severity: 'success', message: 'Saved' });
    await user.click(screen.getByRole('button', { name: 'Show 0' }));
    act(() => jest.advanceTimersByTime(4000));
    await user.click(screen.getByRole('button', { name: 'Show 0' }));
    expect(screen.getAllByText('Saved')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('draws each severity with its icon: check for success, cancel for failed', async () => {
    const user = setup(
      { severity: 'success', message: 'A' },
      { severity: 'failed', message: 'B' },
      { severity: 'warning', message: 'C' },
      { severity: 'info', message: 'D' },
    );
    for (const index of [0, 1, 2, 3]) await user.click(screen.getByRole('button', { name: `Show ${index}` }));
    const icons = Array.from(document.querySelectorAll('[data-severity]')).map((alert) => [
      alert.getAttribute('data-severity'),
      alert.querySelector('[data-icon]')?.getAttribute('data-icon'),
      alert.querySelector('.anticon')?.getAttribute('aria-label'),
      // The severity is said in words: the icon's English name is not read out.
      alert.querySelector('.anticon')?.getAttribute('aria-hidden'),
    ]);
    expect(icons).toEqual([
      ['success', 'check', 'check-circle', 'true'],
      ['failed', 'cancel', 'close-circle', 'true'],
      ['warning', 'warning', 'exclamation-circle', 'true'],
      ['info', 'info', 'info-circle', 'true'],
    ]);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getAllByRole('status')).toHaveLength(2);
  });

  it('offers its one button (Retry) beside the message', async () => {
    const retry = jest.fn();
    const user = setup({ severity: 'failed', message: 'Refund failed', persist: true, action: { label: 'Retry', onClick: retry } });
    await user.click(screen.getByRole('button', { name: 'Show 0' }));
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says its severity and close button in Turkish', async () => {
    await act(() => portalI18n().changeLanguage('tr'));
    const user = setup({ severity: 'failed', message: 'İade reddedildi' });
    await user.click(screen.getByRole('button', { name: 'Show 0' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Başarısız: İade reddedildi');
    expect(screen.getByRole('button', { name: 'Kapat' })).toBeInTheDocument();
  });
});

describe('alert banner in component tests (renderWithProviders)', () => {
  function Page() {
    const { show } = useAlertBanner();
    const { message } = App.useApp();
    return (
      <>
        <button onClick={() => show({ severity: 'success', message: 'Refund created' })}>Show</button>
        <button onClick={() => void message.success('Saved')}>Message</button>
      </>
    );
  }
  const renderPage = (autoDismiss?: boolean) => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithProviders(<App><AlertBannerProvider><Page /></AlertBannerProvider></App>, { autoDismiss });
    return user;
  };

  it('holds a success alert and an antd message until closed, so a test reading them races no real clock', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.click(screen.getByRole('button', { name: 'Message' }));
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Refund created');
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Refund created')).not.toBeInTheDocument();
  });

  it('lets them leave by themselves on request (autoDismiss): the alert after 5000 ms, the message after antd\'s 3 s', async () => {
    const user = renderPage(true);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.click(screen.getByRole('button', { name: 'Message' }));
    act(() => jest.advanceTimersByTime(ALERT_AUTO_DISMISS_MS - 1));
    expect(screen.getByText('Refund created')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Refund created')).not.toBeInTheDocument();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
