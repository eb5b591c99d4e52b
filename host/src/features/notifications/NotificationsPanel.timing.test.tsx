import { act, fireEvent, screen } from '@testing-library/react';
import type { Notification, NotificationListResponse } from '@portal/contracts';
import { makeNotification, renderWithProviders } from '@portal/testing';
import { notificationsApi } from './api/notifications-api';
import { NotificationsBell } from './NotificationsBell';

// Durations of spec part 1 section 9 and section 2, on jest's fake clock.
const NO_PERMISSION = "You don't have permissions to take this action, please Logout/Login with different credentials";

const list = (data: Notification[]): NotificationListResponse =>
  ({ result: 'success', data, unreadNotificationCount: data.filter((n) => !n.isRead).length });

const flush = async () => {
  for (let i = 0; i < 5; i++) await act(async () => { await Promise.resolve(); });
};
const advance = async (ms: number) => {
  await act(async () => { jest.advanceTimersByTime(ms); });
  await flush();
};

async function openPanel(items: Notification[], user = 'merchant@demo.test') {
  jest.spyOn(notificationsApi, 'page').mockResolvedValue(list(items));
  jest.spyOn(notificationsApi, 'latest').mockResolvedValue(list([]));
  // Marking one read answers the unread count, as the server does.
  jest.spyOn(notificationsApi, 'markRead').mockResolvedValue({ result: 'success', unreadNotificationCount: Math.max(0, items.filter((n) => !n.isRead).length - 1) } as never);
  renderWithProviders(<NotificationsBell />, { user });
  await flush();
  fireEvent.click(screen.getByTestId('notifications-bell'));
  await flush();
  return screen.getByTestId('notifications-list');
}

describe('notifications panel timings', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows the scrollbar while scrolling and hides it 1 s after scrolling stops', async () => {
    const list = await openPanel([makeNotification({ title: 'One' })]);
    expect(list).not.toHaveClass('is-scrolling');

    fireEvent.scroll(list);
    expect(list).toHaveClass('is-scrolling');
    await advance(600);
    fireEvent.scroll(list); // still scrolling: the 1 s starts again
    await advance(999);
    expect(list).toHaveClass('is-scrolling');
    await advance(1);
    expect(list).not.toHaveClass('is-scrolling');
  });

  it('shows the permission message for exactly 5 s', async () => {
    // Platform staff hold neither viewMerchantPortalProposals (merchants do, ADR 0094) nor CRM.Dashboard.View.
    await openPanel([makeNotification({ title: 'Proposal ready', notificationType: 'Proposal', objectUrl: '/boarding/proposal' })], 'platform@demo.test');
    fireEvent.click(screen.getByText('Proposal ready'));
    await flush();
    expect(screen.getByText(NO_PERMISSION)).toBeInTheDocument();

    await advance(4_999);
    expect(screen.getByText(NO_PERMISSION)).toBeInTheDocument();
    await advance(1);
    // antd removes the notice after its leave motion (a few frames), well under a second.
    await advance(500);
    expect(screen.queryByText(NO_PERMISSION)).not.toBeInTheDocument();
    expect(screen.getByTestId('notifications-panel')).toBeInTheDocument();
  });
});
