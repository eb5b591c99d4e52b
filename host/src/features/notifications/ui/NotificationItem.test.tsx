import { act, screen } from '@testing-library/react';
import { makeNotification, renderWithProviders } from '@portal/testing';
import { quickSettingsQuery } from '../../shell/quick-panel/quick-panel-api';
import { NotificationItem } from './NotificationItem';

const noop = () => {};
const created = new Date(2024, 4, 1, 10, 15, 42).toISOString();
const twoMinutesLater = new Date(2024, 4, 1, 10, 17, 50);

async function renderItem(showSeconds: boolean) {
  const { queryClient } = renderWithProviders(
    <ul>
      <NotificationItem notification={makeNotification({ title: 'Report ready', created })} selected={false}
        onSelect={noop} onOpen={noop} onDownload={noop} onMarkRead={noop} onDelete={noop} />
    </ul>,
    { user: 'merchant@demo.test' },
  );
  queryClient.setQueryData(quickSettingsQuery().queryKey, { notificationsSound: false, compactMenu: false, showSeconds });
  await act(async () => { jest.advanceTimersByTime(1); }); // TanStack Query notifies its observers on a timer
}

describe('a notification\'s time in the panel', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: twoMinutesLater });
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // the settings fetch has no server here
  });
  afterEach(() => jest.useRealTimers());

  it('reads relative, then the exact date-time as DD/MM/YYYY HH:mm by default', async () => {
    await renderItem(false);
    const time = screen.getByTestId('notification-time');
    expect(time.textContent).toBe('2 minutes ago · 01/05/2024 10:15');
  });

  it('adds the seconds (DD/MM/YYYY HH:mm:ss) with "Show seconds in times" on', async () => {
    await renderItem(true);
    expect(screen.getByTestId('notification-time').textContent).toBe('2 minutes ago · 01/05/2024 10:15:42');
  });
});
