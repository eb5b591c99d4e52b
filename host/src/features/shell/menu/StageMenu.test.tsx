import { act, screen, waitFor, within } from '@testing-library/react';
import { USER_CONTEXT_QUERY_KEY } from '@portal/auth';
import type { NotificationListResponse, UserContextResponse } from '@portal/contracts';
import { makeNotification, renderWithProviders } from '@portal/testing';
import { renderApp } from '../../../test-support/render-app';
import { notificationsApi } from '../../notifications/api/notifications-api';
import { NotificationsBell } from '../../notifications/NotificationsBell';

const emptyList: NotificationListResponse = { result: 'success', data: [], unreadNotificationCount: 0 };

/** The merchant menu follows the boarding stage (ADR 0111), and a stage move reaches it without signing out. */
describe('the merchant menu by boarding stage', () => {
  beforeEach(() => {
    jest.spyOn(notificationsApi, 'page').mockResolvedValue(emptyList);
    jest.spyOn(notificationsApi, 'latest').mockResolvedValue(emptyList);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows noprocessing@ the boarding pages first and no processing page, then the processing pages once the stage moves', async () => {
    const { queryClient } = renderApp({ user: 'noprocessing@demo.test', route: '/merchant/profile-settings' });
    const menu = await screen.findByTestId('side-menu');
    const groups = () => within(menu).getAllByRole('button').map((b) => b.textContent);
    await waitFor(() => expect(within(menu).getByText('Boarding')).toBeInTheDocument());
    expect(groups()[0]).toBe('Boarding');
    for (const gone of ['Transactions', 'Payments', 'Payment settings', 'Reports', 'Developer settings']) expect(within(menu).queryByText(gone)).not.toBeInTheDocument();

    // The user context read again (a review notification, an accepted agreement) says SandboxEnabled.
    const context = queryClient.getQueryData<UserContextResponse>(USER_CONTEXT_QUERY_KEY)!;
    act(() => {
      queryClient.setQueryData(USER_CONTEXT_QUERY_KEY, { ...context, user: { ...context.user, merchant: { ...context.user.merchant!, processingStatus: 'SandboxEnabled' } } });
    });
    await waitFor(() => expect(within(menu).getByText('Transactions')).toBeInTheDocument());
    expect(within(menu).getByText('Payments')).toBeInTheDocument();
    expect(groups()[0]).toBe('Boarding');
  });

  it('lists boarding last for a processing merchant (merchant@)', async () => {
    renderApp({ user: 'merchant@demo.test', route: '/merchant/profile-settings' });
    const menu = await screen.findByTestId('side-menu');
    await waitFor(() => expect(within(menu).getByText('Boarding')).toBeInTheDocument());
    const groups = within(menu).getAllByRole('button').map((b) => b.textContent);
    expect(groups.at(-1)).toBe('Boarding');
  });
});

describe('a notification that moves the stage', () => {
  const list = (data: NotificationListResponse['data']): NotificationListResponse => ({ result: 'success', data, unreadNotificationCount: data.length });
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(notificationsApi, 'page').mockResolvedValue(list([]));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  const poll = async () => {
    await act(async () => { jest.advanceTimersByTime(30_000); });
    for (let i = 0; i < 5; i++) await act(async () => { await Promise.resolve(); });
  };

  it.each([['BoardingDocuments', true], ['PreCheckForm', true], ['Agreement', true], ['Task', false]])('a %s notification reads the user context again: %s', async (type, reread) => {
    jest.spyOn(notificationsApi, 'latest').mockResolvedValueOnce(list([makeNotification({ notificationType: type, created: '2024-05-01T11:00:00.000Z' })]));
    const { queryClient } = renderWithProviders(<NotificationsBell />, { user: 'noprocessing@demo.test' });
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await poll();
    expect(notificationsApi.latest).toHaveBeenCalled();
    const calls = invalidate.mock.calls.filter(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(USER_CONTEXT_QUERY_KEY));
    expect(calls.length > 0).toBe(reread);
  });
});
