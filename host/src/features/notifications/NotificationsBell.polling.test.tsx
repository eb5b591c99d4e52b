import { act, screen } from '@testing-library/react';
import type { Notification, NotificationListResponse } from '@portal/contracts';
import { makeNotification, renderWithProviders } from '@portal/testing';
import { notificationsApi } from './api/notifications-api';
import { NotificationsBell } from './NotificationsBell';

const list = (data: Notification[], unread = data.filter((n) => !n.isRead).length): NotificationListResponse =>
  ({ result: 'success', data, unreadNotificationCount: unread });

const flush = async () => {
  for (let i = 0; i < 5; i++) await act(async () => { await Promise.resolve(); });
};
const advance = async (ms: number) => {
  await act(async () => { jest.advanceTimersByTime(ms); });
  await flush();
};

describe('NotificationsBell polling', () => {
  let latest: jest.SpyInstance;
  const held = makeNotification({ title: 'Held', created: '2024-05-01T10:00:00.000Z' });

  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(notificationsApi, 'page').mockResolvedValue(list([held]));
    latest = jest.spyOn(notificationsApi, 'latest').mockResolvedValue(list([], 1));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('asks every 30 s for notifications newer than the newest held', async () => {
    renderWithProviders(<NotificationsBell />, { user: 'merchant@demo.test' });
    await flush();
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('1');
    await advance(29_999);
    expect(latest).not.toHaveBeenCalled();
    await advance(1);
    expect(latest).toHaveBeenCalledWith('2024-05-01T10:00:00.000Z');
    await advance(30_000);
    expect(latest).toHaveBeenCalledTimes(2);
  });

  it('doubles the interval after a failed poll and logs it, without a message', async () => {
    latest.mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down'));
    renderWithProviders(<NotificationsBell />, { user: 'merchant@demo.test' });
    await flush();
    await advance(30_000);
    expect(latest).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalled();
    await advance(59_999);
    expect(latest).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(latest).toHaveBeenCalledTimes(2);
    await advance(119_999);
    expect(latest).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(latest).toHaveBeenCalledTimes(3);
    // Success: back to 30 s.
    await advance(30_000);
    expect(latest).toHaveBeenCalledTimes(4);
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('shows "New notification:" plus the title for one, for 10 s at the bottom right, with View opening the panel', async () => {
    latest.mockResolvedValueOnce(list([makeNotification({ title: 'Ticket <b>T-1</b> has a new comment', created: '2024-05-01T11:00:00.000Z' }), held], 2));
    renderWithProviders(<NotificationsBell />, { user: 'merchant@demo.test' });
    await flush();
    await advance(30_000);
    const snack = await screen.findByTestId('new-notification-snackbar');
    expect(snack).toHaveTextContent('New notification: Ticket T-1 has a new comment');
    expect(document.querySelector('.ant-notification-bottomRight')).not.toBeNull();
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('2');
    await advance(9_000);
    expect(screen.getByTestId('new-notification-snackbar')).toBeInTheDocument();
    await act(async () => { screen.getByRole('button', { name: 'View' }).click(); });
    expect(screen.getByTestId('notifications-panel')).toBeInTheDocument();
  });

  it('says "You have N new notifications" for several and closes after 10 s', async () => {
    latest.mockResolvedValueOnce(list([
      makeNotification({ created: '2024-05-01T11:00:00.000Z' }), makeNotification({ created: '2024-05-01T11:01:00.000Z' }),
      makeNotification({ created: '2024-05-01T11:02:00.000Z' }),
    ], 4));
    renderWithProviders(<NotificationsBell />, { user: 'merchant@demo.test' });
    await flush();
    await advance(30_000);
    expect(await screen.findByTestId('new-notification-snackbar')).toHaveTextContent('You have 3 new notifications');
    await advance(10_500);
    await act(async () => { jest.runOnlyPendingTimers(); });
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('stops loading quietly when the first page fails', async () => {
    (notificationsApi.page as jest.Mock).mockRejectedValueOnce(new Error('boom'));
    renderWithProviders(<NotificationsBell />, { user: 'merchant@demo.test' });
    await flush();
    expect(console.error).toHaveBeenCalledWith('Notifications: loading failed', expect.any(Error));
    expect(document.querySelector('.ant-message-notice, .ant-notification-notice')).toBeNull();
  });
});
