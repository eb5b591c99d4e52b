import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import JSZip from 'jszip';
import { HttpResponse } from 'msw';
import { DEFAULT_QUICK_SETTINGS, NOTIFICATION_PATHS, SHELL_ENDPOINTS, type Notification } from '@portal/contracts';
import {
  createMswServer, createNotificationStore, declaredHandlers, makeNotification, notificationHandlers, renderWithProviders,
  type NotificationStore,
} from '@portal/testing';
import { notificationsApi } from './api/notifications-api';
import { NotificationsBell } from './NotificationsBell';

// The scrolling tests page through three loads: more than jest's default 5 s on a loaded machine.
jest.setTimeout(30_000);

let store: NotificationStore = createNotificationStore();
const server = createMswServer([]);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The bell reads the user's quick settings (its sound, the clock's seconds): the defaults, as a new user has them.
const bellHandlers = (items: NotificationStore) => [
  ...notificationHandlers(items),
  ...declaredHandlers(SHELL_ENDPOINTS.quickSettings, () => HttpResponse.json(DEFAULT_QUICK_SETTINGS)),
];
beforeEach(() => server.resetHandlers(...bellHandlers(store)));
afterAll(() => server.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const many = (n: number) => Array.from({ length: n }, (_, i) => makeNotification({ title: `Item ${i + 1}`, created: minutesAgo(i + 1) }));

function setStore(items: Notification[], reports: Record<string, string> = {}) {
  store = createNotificationStore(items, reports);
  server.resetHandlers(...bellHandlers(store));
}

async function openPanel(user = 'merchant@demo.test') {
  const result = renderWithProviders(<NotificationsBell />, { user });
  fireEvent.click(screen.getByTestId('notifications-bell'));
  const panel = await screen.findByTestId('notifications-panel');
  return { ...result, panel };
}

describe('NotificationsPanel', () => {
  it('closes on Escape and gives the focus back to the bell (keyboard, issue 16)', async () => {
    setStore([]);
    renderWithProviders(<NotificationsBell />, { user: 'merchant@demo.test' });
    const bell = screen.getByTestId('notifications-bell');
    bell.focus();
    fireEvent.click(bell);
    const panel = await screen.findByTestId('notifications-panel');
    expect(panel).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('notifications-panel')).toBeNull());
    expect(bell).toHaveFocus();
  });

  it('Escape with the Delete all confirmation open closes only the confirmation, then the panel (issue 16)', async () => {
    setStore(many(3));
    renderWithProviders(<NotificationsBell />, { user: 'merchant@demo.test' });
    const bell = screen.getByTestId('notifications-bell');
    bell.focus();
    fireEvent.click(bell);
    const panel = await screen.findByTestId('notifications-panel');
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(3));
    const deleteAll = within(panel).getByRole('button', { name: 'Delete all' });
    deleteAll.focus();
    fireEvent.click(deleteAll);
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Delete all your notifications? This cannot be undone.');
    // From the confirmation's own button, as a keyboard user would be.
    const confirmButton = within(confirm).getByRole('button', { name: 'Delete all' });
    confirmButton.focus();
    fireEvent.keyDown(confirmButton, { key: 'Escape' });
    await waitFor(() => expect(confirm.closest('.ant-popover')).toHaveClass('ant-popover-hidden'));
    expect(screen.getByTestId('notifications-panel')).toBeInTheDocument();
    expect(deleteAll).toHaveFocus();
    expect(store.items).toHaveLength(3);
    // The second Escape closes the panel, focus back to the bell.
    fireEvent.keyDown(deleteAll, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('notifications-panel')).toBeNull());
    expect(bell).toHaveFocus();
  });

  it('shows the empty state', async () => {
    setStore([]);
    await openPanel();
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByText('When you have notifications, they will appear here.')).toBeInTheDocument();
    expect(screen.queryByText("That's all your notifications from the last 30 days.")).toBeNull();
  });

  it('treats a first page of fewer than 10 as the end, with icons per type and a generic bell', async () => {
    setStore([
      makeNotification({ title: 'Proposal ready', notificationType: 'Proposal', created: minutesAgo(1) }),
      makeNotification({ title: 'Something else', notificationType: 'Mystery', created: minutesAgo(2) }),
    ]);
    await openPanel();
    expect(await screen.findByText("That's all your notifications from the last 30 days.")).toBeInTheDocument();
    const icons = screen.getAllByTestId('notification-icon').map((el) => el.getAttribute('data-icon'));
    expect(icons).toEqual(['Proposal', 'generic']);
    expect(screen.getByText('2 minutes ago')).toBeInTheDocument();
  });

  it('loads 10 at a time and the next page at the scroll bottom', async () => {
    const proto = HTMLUListElement.prototype;
    Object.defineProperty(proto, 'scrollHeight', { configurable: true, get: () => 1000 });
    Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => 500 });
    const pages = jest.spyOn(notificationsApi, 'page');
    try {
      setStore(many(23));
      const { panel } = await openPanel();
      const list = within(panel).getByTestId('notifications-list');
      await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(10));
      expect(pages.mock.calls).toEqual([[0]]);
      list.scrollTop = 200;
      fireEvent.scroll(list);
      // The scroll was handled (the scrollbar shows) and a load would have asked for a page at once: none was.
      expect(list).toHaveClass('is-scrolling');
      expect(pages.mock.calls).toEqual([[0]]);
      expect(screen.getAllByTestId('notification-item')).toHaveLength(10);
      list.scrollTop = 500;
      fireEvent.scroll(list);
      await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(20));
      expect(screen.queryByText("That's all your notifications from the last 30 days.")).toBeNull();
      fireEvent.scroll(list);
      await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(23));
      expect(await screen.findByText("That's all your notifications from the last 30 days.")).toBeInTheDocument();
      // Deleting within 100 px of the bottom also loads more (here: nothing left, so the list just shrinks).
    } finally {
      pages.mockRestore();
      delete (proto as unknown as Record<string, unknown>).scrollHeight;
      delete (proto as unknown as Record<string, unknown>).clientHeight;
    }
  });

  it('loads more after a delete within 100 px of the bottom, not further up', async () => {
    const proto = HTMLUListElement.prototype;
    Object.defineProperty(proto, 'scrollHeight', { configurable: true, get: () => 1000 });
    Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => 500 });
    const pages = jest.spyOn(notificationsApi, 'page');
    try {
      setStore(many(25));
      const { panel } = await openPanel();
      const list = within(panel).getByTestId('notifications-list');
      await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(10));
      list.scrollTop = 300; // 200 px from the bottom
      fireEvent.click(within(panel).getAllByRole('button', { name: 'Delete' })[0]!);
      await waitFor(() => expect(screen.queryByText('Item 1')).toBeNull());
      // The distance is checked as soon as the delete is answered, before the shorter list renders: no page was asked.
      expect(pages.mock.calls).toEqual([[0]]);
      expect(screen.getAllByTestId('notification-item')).toHaveLength(9);
      list.scrollTop = 420; // 80 px from the bottom
      fireEvent.click(within(panel).getAllByRole('button', { name: 'Delete' })[0]!);
      // The refill pages from the server again: the next unseen ones arrive.
      await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(10));
      expect(screen.getByText('Item 11')).toBeInTheDocument();
      expect(pages.mock.calls).toEqual([[0], [0]]);
    } finally {
      pages.mockRestore();
      delete (proto as unknown as Record<string, unknown>).scrollHeight;
      delete (proto as unknown as Record<string, unknown>).clientHeight;
    }
  });

  it('marks one and all as read, updating the badge', async () => {
    setStore(many(3));
    const { panel } = await openPanel();
    await waitFor(() => expect(screen.getByTestId('notifications-badge')).toHaveTextContent('3'));
    fireEvent.click(within(panel).getAllByRole('button', { name: 'Mark as read' })[0]!);
    await waitFor(() => expect(screen.getByTestId('notifications-badge')).toHaveTextContent('2'));
    expect(screen.getAllByTestId('notification-item')[0]).toHaveAttribute('data-read', 'true');
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByTestId('notifications-badge')?.querySelector('.ant-badge-count')).toBeFalsy());
    expect(store.items.every((n) => n.isRead)).toBe(true);
  });

  it('deletes one (loading more near the bottom) and all', async () => {
    setStore(many(12));
    const { panel } = await openPanel();
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(12));
    fireEvent.click(within(panel).getAllByRole('button', { name: 'Delete' })[0]!);
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(11));
    expect(screen.queryByText('Item 1')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete all' }));
    // Asked first (issue 16): nothing is gone until the user confirms.
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Delete all your notifications? This cannot be undone.');
    expect(store.items).toHaveLength(11);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(store.items).toHaveLength(0);
  });

  it('keeps everything when Delete all is cancelled', async () => {
    setStore(many(3));
    const { panel } = await openPanel();
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(3));
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete all' }));
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByTestId('notification-item')).toHaveLength(3);
    expect(store.items).toHaveLength(3);
  });

  it('shows relative times under 1440 minutes, the full date-time from then on (spec part 2 section 9), the date-time on hover', async () => {
    const created = minutesAgo(5);
    setStore([makeNotification({ title: 'Recent', created }), makeNotification({ title: 'Old', created: minutesAgo(3 * 1440) })]);
    await openPanel();
    const [recent, old] = await screen.findAllByTestId('notification-time');
    expect(recent).toHaveTextContent(/^5 minutes ago$/);
    expect(old).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    fireEvent.mouseEnter(recent!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it("shows times on the profile's clock (Europe/London), not the browser's", async () => {
    // 12:00 UTC on a summer day is 13:00 in London; the demo profile's zone is Europe/London.
    setStore([makeNotification({ title: 'Old', created: '2024-07-01T12:00:00Z' })]);
    await openPanel();
    const time = await screen.findByTestId('notification-time');
    expect(time).toHaveTextContent(/^01\/07\/2024 13:00:00$/);
    fireEvent.mouseEnter(time);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^01\/07\/2024 13:00$/);
  });

  it('closes when the backdrop is clicked', async () => {
    setStore([]);
    await openPanel();
    fireEvent.click(screen.getByTestId('notifications-backdrop'));
    expect(screen.queryByTestId('notifications-panel')).toBeNull();
  });

  it('renders titles as sanitised rich text', async () => {
    setStore([makeNotification({ title: '<b>Bold</b><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>' })]);
    await openPanel();
    const title = await screen.findByText('Bold');
    expect(title.tagName).toBe('B');
    expect(document.querySelector('[data-testid="notifications-panel"] script')).toBeNull();
    expect(document.querySelector('[data-testid="notifications-panel"] [onerror]')).toBeNull();
  });

  it('shows the permission message for 5 s for a Proposal the user may not view', async () => {
    setStore([makeNotification({ title: 'Proposal ready', notificationType: 'Proposal', objectUrl: '/boarding/proposal', created: minutesAgo(1) })]);
    // Platform staff hold neither viewMerchantPortalProposals (merchants do, ADR 0094) nor CRM.Dashboard.View.
    await openPanel('platform@demo.test');
    fireEvent.click(await screen.findByText('Proposal ready'));
    expect(await screen.findByText("You don't have permissions to take this action, please Logout/Login with different credentials")).toBeInTheDocument();
    expect(screen.getByTestId('notifications-panel')).toBeInTheDocument();
  });

  it('navigates with the router when CRM.Dashboard.View stands in for the permission, marking it read', async () => {
    setStore([makeNotification({ title: 'Proposal ready', notificationType: 'Proposal', objectUrl: '/boarding/proposal', created: minutesAgo(1) })]);
    await openPanel('tenant@demo.test');
    fireEvent.click(await screen.findByText('Proposal ready'));
    await waitFor(() => expect(screen.queryByTestId('notifications-panel')).toBeNull());
    await waitFor(() => expect(store.items[0]!.isRead).toBe(true));
  });

  it('logs an invalid link and stays', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setStore([makeNotification({ title: 'Bad link', notificationType: 'Task', objectUrl: 'javascript:alert(1)', useRouter: false })]);
    await openPanel();
    fireEvent.click(await screen.findByText('Bad link'));
    expect(error).toHaveBeenCalledWith('Notifications: invalid link javascript:alert(1)');
    expect(screen.getByTestId('notifications-panel')).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('report downloads', () => {
  let saved: Array<{ name: string; blob: Blob }>;
  beforeEach(() => {
    saved = [];
    const blobs = new Map<string, Blob>();
    let n = 0;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      const url = `blob:test-${++n}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const report = (id: string, fileName: string, minutes: number) => makeNotification({
    title: `Report ${fileName}`, description: fileName, notificationType: 'ReportGenerated', useRouter: false,
    objectUrl: NOTIFICATION_PATHS.reportDownload(id), created: minutesAgo(minutes),
  });

  it('lines rows up: beside a downloadable row, a row without a checkbox keeps the column', async () => {
    setStore([report('r1', 'sales.csv', 1), makeNotification({ title: 'Plain', created: minutesAgo(2) })], { r1: 'x' });
    await openPanel();
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(2));
    const cells = screen.getAllByTestId('notification-checkbox-cell');
    expect(cells).toHaveLength(2);
    expect(within(cells[0]!).getByRole('checkbox', { name: 'Select for download' })).toBeInTheDocument();
    expect(within(cells[1]!).queryByRole('checkbox')).toBeNull();
  });

  it('shows a Download file button and downloads a single csv instead of navigating', async () => {
    setStore([report('r1', 'sales.csv', 1)], { r1: 'a,b\n1,2\n' });
    const { panel } = await openPanel();
    const button = await within(panel).findByRole('button', { name: 'Download file' });
    fireEvent.mouseEnter(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Download file');
    fireEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('sales.csv');
    expect(await saved[0]!.blob.text()).toBe('a,b\n1,2\n');
    // Clicking the row downloads too.
    fireEvent.click(screen.getByText('Report sales.csv'));
    await waitFor(() => expect(saved).toHaveLength(2));
  });

  it('downloads several chosen reports as one zip of csv files', async () => {
    setStore([report('r1', 'sales.csv', 1), report('r2', 'refunds.csv', 2)], { r1: 'a\n1\n', r2: 'b\n2\n' });
    const { panel } = await openPanel();
    const boxes = await within(panel).findAllByRole('checkbox', { name: 'Select for download' });
    await act(async () => {
      fireEvent.click(boxes[0]!);
      fireEvent.click(boxes[1]!);
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Download selected (2)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('reports.zip');
    const zip = await JSZip.loadAsync(await saved[0]!.blob.arrayBuffer());
    expect(Object.keys(zip.files).sort()).toEqual(['refunds.csv', 'sales.csv']);
    expect(await zip.file('sales.csv')!.async('string')).toBe('a\n1\n');
  });
});
