import { act, fireEvent, screen } from '@testing-library/react';
import { makeNotification, renderWithProviders } from '@portal/testing';
import { quickSettingsQuery } from '../../shell/quick-panel/quick-panel-api';
import { NotificationItem } from './NotificationItem';

const noop = () => {};
// Instants in UTC; the panel writes them on the profile's clock (the demo profile: Europe/London, UTC+1 in May).
const created = '2024-05-01T10:15:42Z';
const twoMinutesLater = new Date('2024-05-01T10:17:50Z');

async function renderItem(showSeconds: boolean, at: string = created) {
  const { queryClient } = renderWithProviders(
    <ul>
      <NotificationItem notification={makeNotification({ title: 'Report ready', created: at })} checkboxColumn={false} selected={false}
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
    expect(await hoverTime()).toHaveTextContent(/^01\/05\/2024 11:15$/);
  });

  it('adds the seconds (DD/MM/YYYY HH:mm:ss) to the tooltip with "Show seconds in times" on', async () => {
    await renderItem(true);
    expect(screen.getByTestId('notification-time').textContent).toBe('2 minutes ago');
    expect(await hoverTime()).toHaveTextContent(/^01\/05\/2024 11:15:42$/);
  });
});

// Spec part 2 section 9: "under 1 minute just now; under 60 minutes N minutes ago; under 1440 minutes Nh ago;
// else full date-time" (the full one: DD/MM/YYYY HH:mm:ss).
describe('a notification\'s time follows the relative-time rule to the minute', () => {
  const now = new Date('2024-05-02T12:00:00Z');
  beforeEach(() => {
    jest.useFakeTimers({ now });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.useRealTimers());
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it.each([
    ['59 s', 'just now', 59_000],
    ['1 min', '1 minutes ago', 60_000],
    ['59 min', '59 minutes ago', 59 * 60_000],
    ['60 min', '1h ago', 60 * 60_000],
    ['1439 min', '23h ago', 1439 * 60_000],
    ['1440 min', '01/05/2024 13:00:00', 1440 * 60_000],
    ['3 days', '29/04/2024 12:59:55', 3 * 1440 * 60_000 + 5_000],
  ])('%s old reads %s', async (_label, expected, ms) => {
    await renderItem(false, ago(ms));
    expect(screen.getByTestId('notification-time').textContent).toBe(expected);
  });
});

describe('opening a notification', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: twoMinutesLater });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.useRealTimers());

  const renderWith = (objectUrl: string | null, onOpen: () => void) => renderWithProviders(
    <ul>
      <NotificationItem notification={makeNotification({ title: 'Refund waits for your approval', objectUrl })}
        checkboxColumn={false} selected={false} onSelect={noop} onOpen={onOpen} onDownload={noop} onMarkRead={noop} onDelete={noop} />
    </ul>,
    { user: 'tenant@demo.test' },
  );

  it('one that leads somewhere opens from the keyboard, by its title, once', () => {
    const onOpen = jest.fn();
    renderWith('/transaction-management/approvals?open=1', onOpen);
    const title = screen.getByRole('button', { name: 'Refund waits for your approval' });
    title.focus();
    fireEvent.click(title); // Enter and Space on a button are a click
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('one that leads nowhere is plain text, not a button', () => {
    renderWith(null, noop);
    expect(screen.getByText('Refund waits for your approval')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund waits for your approval' })).toBeNull();
  });
});
