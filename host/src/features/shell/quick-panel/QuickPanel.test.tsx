import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMswServer } from '@portal/testing';
import { renderApp } from '../../../test-support/render-app';
import { shellHandlers } from '../../../test-support/shell-handlers';

const server = createMswServer([]);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

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
