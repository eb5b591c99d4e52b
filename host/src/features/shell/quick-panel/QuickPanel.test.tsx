import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SHELL_ENDPOINTS } from '@portal/contracts';
import { declaredHandlers, fakeDateOnly, setupMswServer, renderWithProviders } from '@portal/testing';
import { renderApp } from '../../../test-support/render-app';
import { shellHandlers } from '../../../test-support/shell-handlers';
import { QuickPanel } from './QuickPanel';

const server = setupMswServer([], { onUnhandledRequest: 'bypass' });

// 14:30:15 in London (BST) on the day the shell tests run (faked below): the demo profile's clock.
const events = [{ id: 'e1', title: 'Settlement call', startsAt: '2025-07-02T13:30:15.000Z' }];

async function openQuickPanel() {
  renderApp({ user: 'tenant@demo.test', route: '/tenant/profile-settings' });
  fireEvent.click(await screen.findByTestId('quick-panel-toggle'));
  return screen.findByTestId('quick-panel');
}

// The whole shell renders here: slow on a loaded machine.
jest.setTimeout(30_000);

describe('the quick panel', () => {
  beforeEach(() => fakeDateOnly(new Date('2025-07-02T09:00:00Z')));
  afterEach(() => jest.useRealTimers());

  it('lists today\'s events with their time, and the current date-time without seconds by default', async () => {
    server.use(...shellHandlers({ events }));
    const panel = await openQuickPanel();
    const item = await within(panel).findByText('Settlement call');
    expect(item.closest('li')).toHaveTextContent('14:30 Settlement call');
    expect(within(panel).getByTestId('quick-panel-now')).toHaveTextContent(/^02\/07\/2025 10:00$/);
  });

  it('"Show seconds in times" adds seconds to the event times and the date-time (DD/MM/YYYY HH:mm:ss)', async () => {
    server.use(...shellHandlers({ events, settings: { showSeconds: true } }));
    const panel = await openQuickPanel();
    const item = await within(panel).findByText('Settlement call');
    await waitFor(() => expect(item.closest('li')).toHaveTextContent('14:30:15 Settlement call'));
    expect(within(panel).getByTestId('quick-panel-now')).toHaveTextContent(/^02\/07\/2025 10:00:00$/);
  });
});

describe("the quick panel on the profile's clock", () => {
  // 23:30 UTC on Tuesday 1 July 2025 is 00:30 on Wednesday 2 July in London, the demo profile's zone (the browser's
  // here is the machine's: UTC on CI).
  beforeEach(() => fakeDateOnly(new Date('2025-07-01T23:30:00Z')));
  afterEach(() => jest.useRealTimers());

  it.each([
    ['en', 'Wednesday 2 July', 'Event title', 'Time', 'Add'],
    ['tr', '2 Temmuz Çarşamba', 'Etkinlik başlığı', 'Saat', 'Ekle'],
  ] as const)('shows today, its events and the time there, and adds an event at a time of that day (%s)', async (language, today, titleLabel, timeLabel, add) => {
    const asked: unknown[] = [];
    const added: unknown[] = [];
    server.use(
      ...declaredHandlers(SHELL_ENDPOINTS.events, ({ query }) => {
        asked.push(query);
        return HttpResponse.json([{ id: 'e1', title: 'Settlement call', startsAt: '2025-07-02T13:30:15.000Z' }]);
      }),
      ...declaredHandlers(SHELL_ENDPOINTS.addEvent, ({ body }) => {
        added.push(body);
        return HttpResponse.json({ id: 'e2', ...(body as object) }, { status: 201 });
      }),
      // After the two above: msw tries the handlers in the order given.
      ...shellHandlers(),
    );
    renderWithProviders(<QuickPanel open onClose={() => {}} />, { user: 'tenant@demo.test', language });
    const panel = await screen.findByTestId('quick-panel');
    expect(within(panel).getByTestId('quick-panel-today')).toHaveTextContent(today);
    expect(within(panel).getByTestId('quick-panel-now')).toHaveTextContent('02/07/2025 00:30');
    expect((await within(panel).findByText('Settlement call')).closest('li')).toHaveTextContent('14:30 Settlement call');
    // London's 2 July, BST: from its midnight to the next.
    expect(asked).toEqual([{ from: '2025-07-01T23:00:00.000Z', to: '2025-07-02T23:00:00.000Z' }]);

    fireEvent.change(within(panel).getByRole('textbox', { name: titleLabel }), { target: { value: 'Payout review' } });
    const time = within(panel).getByLabelText(timeLabel);
    fireEvent.mouseDown(time);
    fireEvent.focus(time);
    fireEvent.change(time, { target: { value: '09:05' } });
    fireEvent.keyDown(time, { key: 'Enter', code: 'Enter' });
    fireEvent.click(within(panel).getByRole('button', { name: add }));
    // 09:05 on London's 2 July, not the browser's 1 July.
    await waitFor(() => expect(added).toEqual([{ title: 'Payout review', startsAt: '2025-07-02T08:05:00.000Z' }]));
  });
});

describe('the quick panel says what is missing when Add or Add note is pressed (issue 16)', () => {
  it.each([
    ['en', { add: 'Add', addNote: 'Add note', title: 'Event title', time: 'Time', note: 'New note', check: 'Please fill in or correct: ' }],
    ['tr', { add: 'Ekle', addNote: 'Not ekle', title: 'Etkinlik başlığı', time: 'Saat', note: 'Yeni not', check: 'Lütfen şu alanları doldurun veya düzeltin: ' }],
  ] as const)('%s', async (language, x) => {
    const notesPosted: unknown[] = [];
    server.use(
      ...shellHandlers(),
      http.post('*/users/me/notes', async ({ request }) => {
        notesPosted.push(await request.json());
        return HttpResponse.json({ id: 'n1', text: 'Call back', createdAt: new Date().toISOString() }, { status: 201 });
      }),
    );
    renderWithProviders(<QuickPanel open onClose={() => {}} />, { user: 'tenant@demo.test', language });
    const panel = await screen.findByTestId('quick-panel');

    // Add: enabled, and pressed empty it names both fields and marks them invalid.
    const add = within(panel).getByRole('button', { name: x.add });
    expect(add).toBeEnabled();
    fireEvent.click(add);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(`${x.check}${x.title}, ${x.time}`);
    expect(within(panel).getByRole('textbox', { name: x.title })).toHaveAttribute('aria-invalid', 'true');
    // Filling the title leaves only the time.
    fireEvent.change(within(panel).getByRole('textbox', { name: x.title }), { target: { value: 'Call' } });
    expect(within(panel).getByRole('alert')).toHaveTextContent(`${x.check}${x.time}`);
    expect(within(panel).getByRole('textbox', { name: x.title })).not.toHaveAttribute('aria-invalid');

    // Add note: enabled, says the note is missing, and adds once it is written.
    const addNote = within(panel).getByRole('button', { name: x.addNote });
    expect(addNote).toBeEnabled();
    fireEvent.click(addNote);
    await waitFor(() => expect(within(panel).getAllByRole('alert').map((a) => a.textContent)).toContain(`${x.check}${x.note}`));
    expect(notesPosted).toEqual([]);
    fireEvent.change(within(panel).getByRole('textbox', { name: x.note }), { target: { value: 'Call back' } });
    expect(within(panel).getAllByRole('alert').map((a) => a.textContent)).not.toContain(`${x.check}${x.note}`);
    fireEvent.click(addNote);
    await waitFor(() => expect(notesPosted).toEqual([{ text: 'Call back' }]));
  });
});
