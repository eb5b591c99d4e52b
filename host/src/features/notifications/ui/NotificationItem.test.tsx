import { act, fireEvent, screen } from '@testing-library/react';
import { makeNotification, renderWithProviders } from '@portal/testing';
import { quickSettingsQuery } from '../../shell/quick-panel/quick-panel-api';
import { NotificationItem } from './NotificationItem';

const noop = () => {};
const created = new Date(2024, 4, 1, 10, 15, 42).toISOString();
const twoMinutesLater = new Date(2024, 4, 1, 10, 17, 50);

async function renderItem(showSeconds: boolean) {
  const { queryClient } = renderWithProviders(
    <ul>
      <NotificationItem notification={makeNotification({ title: 'Report ready', created })} checkboxColumn={false} selected={false}
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

  const hoverTime = async () => {
    fireEvent.mouseEnter(screen.getByTestId('notification-time'));
    await act(async () => { jest.advanceTimersByTime(200); }); // the tooltip opens after its delay
    return screen.getByRole('tooltip');
  };

  it('reads relative only, with the exact date-time as DD/MM/YYYY HH:mm in its tooltip by default', async () => {
    await renderItem(false);
    expect(screen.getByTestId('notification-time').textContent).toBe('2 minutes ago');
    expect(await hoverTime()).toHaveTextContent(/^01\/05\/2024 10:15$/);
  });

  it('adds the seconds (DD/MM/YYYY HH:mm:ss) to the tooltip with "Show seconds in times" on', async () => {
    await renderItem(true);
    expect(screen.getByTestId('notification-time').textContent).toBe('2 minutes ago');
    expect(await hoverTime()).toHaveTextContent(/^01\/05\/2024 10:15:42$/);
  });
});
