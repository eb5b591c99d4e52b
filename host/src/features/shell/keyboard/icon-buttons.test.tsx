import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { setupMswServer, renderWithProviders } from '@portal/testing';
import { RemoteLoaderProvider } from '../../../app/federation/remote-loader-context';
import { RemoteModuleLoader } from '../../../app/federation/remote-module-loader';
import { shellHandlers } from '../../../test-support/shell-handlers';
import { useShellSystemMode } from '../../mode/use-shell-system-mode';
import { Toolbar } from '../toolbar/Toolbar';
import { ToolbarIslands } from '../toolbar/ToolbarIslands';
import { useShellUser } from '../use-shell-user';

// The top bar alone (no shell around it). The support button's remote never loads here: only the button counts.
jest.setTimeout(20_000);

const server = setupMswServer([], { onUnhandledRequest: 'bypass' });
beforeEach(() => server.use(...shellHandlers()));

/** The frame's top bar with the antd part's islands (support button, bell) drawn into it, as the shell does. */
function TopBar({ narrow = false }: { narrow?: boolean }) {
  const user = useShellUser();
  const mode = useShellSystemMode(user);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return (
    <RemoteLoaderProvider loader={new RemoteModuleLoader(() => new Promise(() => {}))}>
      <Toolbar
        user={user}
        mode={mode}
        onToggleQuickPanel={() => {}}
        fold={{ folded: false, toggle: () => {} }}
        menu={narrow ? { open: false, controls: 'nav', toggle: () => {} } : undefined}
        islandsSlot={setSlot}
      />
      {slot && createPortal(<ToolbarIslands user={user} />, slot)}
    </RemoteLoaderProvider>
  );
}

/** Buttons (and icon links, such as the e-mail help button) whose only content is an icon (or text hidden on narrow screens). */
function iconOnlyButtons(): HTMLElement[] {
  const bar = within(screen.getByTestId('toolbar'));
  return [...bar.getAllByRole('button'), ...bar.queryAllByRole('link')]
    .filter((b) => !b.textContent?.trim() || b.querySelector('.portal-hide-narrow'));
}

async function expectNamedWithTooltip(button: HTMLElement, expectedName?: string): Promise<void> {
  const name = button.getAttribute('aria-label');
  expect(name).toBeTruthy();
  if (expectedName) expect(name).toBe(expectedName);
  fireEvent.mouseEnter(button.closest('.ant-badge') ?? button);
  await waitFor(() => expect(screen.getAllByRole('tooltip').some((tip) => tip.textContent === name)).toBe(true));
  fireEvent.mouseLeave(button.closest('.ant-badge') ?? button);
}

describe.each(['en', 'tr'] as const)('every icon-only button of the top bar (%s)', (language) => {
  it('has an accessible name and shows it as a tooltip on hover', async () => {
    renderWithProviders(<TopBar narrow />, { user: 'tenant-viewer@demo.test', language, route: '/crm/dashboard' });
    await screen.findByTestId('notifications-bell');
    const buttons = iconOnlyButtons();
    // Menu, fold, notifications, quick panel (narrow screens leave Sign out to the profile menu).
    expect(buttons.length).toBeGreaterThanOrEqual(4);
    for (const button of buttons) await expectNamedWithTooltip(button);
  });

  // The help button in both forms: its name is what its tooltip says (issue 16: it was named Help, tooltip Contact Support).
  it.each([
    ['tenant@demo.test', 'help-button', { en: 'Contact Support', tr: 'Destekle İletişim' }],
    ['noprocessing@demo.test', 'help-email', { en: 'Help', tr: 'Yardım' }],
  ] as const)('%s: the help button (%s) is named and its tooltip says the same', async (user, testId, names) => {
    renderWithProviders(<TopBar />, { user, language, route: '/dashboard' });
    const help = await screen.findByTestId(testId);
    expect(iconOnlyButtons()).toContain(help);
    await expectNamedWithTooltip(help, names[language]);
  });
});

it('speaks Turkish on the buttons in tr', async () => {
  renderWithProviders(<TopBar narrow />, { user: 'tenant-viewer@demo.test', language: 'tr', route: '/crm/dashboard' });
  expect(await screen.findByRole('button', { name: 'Menüyü aç' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Hızlı panel' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Çıkış yap' })).toBeInTheDocument();
});
