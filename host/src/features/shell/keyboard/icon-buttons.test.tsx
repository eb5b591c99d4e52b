import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMswServer, renderWithProviders } from '@portal/testing';
import { shellHandlers } from '../../../test-support/shell-handlers';
import { Toolbar } from '../toolbar/Toolbar';
import { useShellUser } from '../use-shell-user';

// The top bar alone (no shell around it); tenant-viewer@ has no support button, which needs a remote.
jest.setTimeout(20_000);

const server = createMswServer([]);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => server.use(...shellHandlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function TopBar({ narrow = false }: { narrow?: boolean }) {
  const user = useShellUser();
  return (
    <Toolbar
      user={user}
      onToggleQuickPanel={() => {}}
      fold={{ folded: false, toggle: () => {} }}
      menu={narrow ? { open: false, controls: 'nav', toggle: () => {} } : undefined}
    />
  );
}

/** Buttons whose only content is an icon (or text hidden on narrow screens). */
function iconOnlyButtons(): HTMLElement[] {
  return within(screen.getByTestId('toolbar'))
    .getAllByRole('button')
    .filter((b) => !b.textContent?.trim() || b.querySelector('.portal-hide-narrow'));
}

describe.each(['en', 'tr'] as const)('every icon-only button of the top bar (%s)', (language) => {
  it('has an accessible name and shows it as a tooltip on hover', async () => {
    renderWithProviders(<TopBar narrow />, { user: 'tenant-viewer@demo.test', language, route: '/crm/dashboard' });
    await screen.findByTestId('notifications-bell');
    const buttons = iconOnlyButtons();
    // Menu, fold, notifications, quick panel (narrow screens leave Sign out to the profile menu).
    expect(buttons.length).toBeGreaterThanOrEqual(4);
    for (const button of buttons) {
      const name = button.getAttribute('aria-label');
      expect(name).toBeTruthy();
      fireEvent.mouseEnter(button.closest('.ant-badge') ?? button);
      await waitFor(() => expect(screen.getAllByRole('tooltip').some((tip) => tip.textContent === name)).toBe(true));
      fireEvent.mouseLeave(button.closest('.ant-badge') ?? button);
    }
  });
});

it('speaks Turkish on the buttons in tr', async () => {
  renderWithProviders(<TopBar narrow />, { user: 'tenant-viewer@demo.test', language: 'tr', route: '/crm/dashboard' });
  expect(await screen.findByRole('button', { name: 'Menüyü aç' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Hızlı panel' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Çıkış yap' })).toBeInTheDocument();
});
