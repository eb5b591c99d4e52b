import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupMswServer, renderWithProviders } from '@portal/testing';
import { renderApp } from '../../../test-support/render-app';
import { shellHandlers } from '../../../test-support/shell-handlers';
import { QuickPanel } from './QuickPanel';

const server = setupMswServer([], { onUnhandledRequest: 'bypass' });

const at = (h: number, m: number, s: number) => new Date(new Date().setHours(h, m, s, 0)).toISOString();
const events = [{ id: 'e1', title: 'Settlement call', startsAt: at(14, 30, 15) }];

async function openQuickPanel() {
  renderApp({ user: 'tenant@demo.test', route: '/tenant/profile-settings' });
  fireEvent.click(await screen.findByTestId('quick-panel-toggle'));
  return screen.findByTestId('quick-panel');
}

// The whole shell renders here: slow on a loaded machine.
jest.setTimeout(30_000);

describe('the quick panel', () => {
  it('lists today\'s events with their time, and the current date-time without seconds by default', async () => {
    server.use(...shellHandlers({ events }));
    const panel = await openQuickPanel();
    const item = await within(panel).findByText('Settlement call');
    expect(item.closest('li')).toHaveTextContent('14:30 Settlement call');
    expect(within(panel).getByTestId('quick-panel-now').textContent).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('"Show seconds in times" adds seconds to the event times and the date-time (DD/MM/YYYY HH:mm:ss)', async () => {
    server.use(...shellHandlers({ events, settings: { showSeconds: true } }));
    const panel = await openQuickPanel();
    const item = await within(panel).findByText('Settlement call');
    await waitFor(() => expect(item.closest('li')).toHaveTextContent('14:30:15 Settlement call'));
    expect(within(panel).getByTestId('quick-panel-now').textContent).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
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
