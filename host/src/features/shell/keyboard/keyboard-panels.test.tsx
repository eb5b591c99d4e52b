import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { setupMswServer, renderWithProviders } from '@portal/testing';
import { shellHandlers } from '../../../test-support/shell-handlers';
import { NavDrawer } from '../menu/NavDrawer';
import { QuickPanel } from '../quick-panel/QuickPanel';
import { UserMenu } from '../toolbar/UserMenu';
import type { ShellUser } from '../use-shell-user';

// Small renders: each panel alone with the button that opens it, as the top bar has them.
jest.setTimeout(20_000);

const server = setupMswServer([], { onUnhandledRequest: 'bypass' });
beforeEach(() => server.use(...shellHandlers()));

const user = {
  email: 'tenant@demo.test', firstName: 'Tina', lastName: 'Tenant', name: 'Tina Tenant', profile: 'crm', permissions: ['CRM.Dashboard.View'],
  merchantId: null, landingPath: '/crm/dashboard', isLoading: false, error: null, current: null,
} as unknown as ShellUser;

/** antd keeps a closed drawer or dropdown in the document, hidden: ask its root whether it is open. */
const drawerOpen = (dialog: HTMLElement) => !!dialog.closest('.ant-drawer')?.classList.contains('ant-drawer-open');
const dropdownOpen = (item: HTMLElement) => !item.closest('[role="menu"]')?.hasAttribute('hidden');

function pressEscape() {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', code: 'Escape', keyCode: 27 });
}

function WithOpener({ label, panel }: { label: string; panel: (open: boolean, close: () => void) => React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>{label}</button>
      {panel(open, () => setOpen(false))}
    </>
  );
}

describe('Escape closes what a click outside closes, and focus goes back to the opener', () => {
  it('the quick panel', async () => {
    renderWithProviders(<WithOpener label="Quick panel" panel={(open, close) => <QuickPanel open={open} onClose={close} />} />, { user: 'tenant@demo.test' });
    const opener = screen.getByRole('button', { name: 'Quick panel' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Quick panel' });
    expect(drawerOpen(dialog)).toBe(true);
    pressEscape();
    await waitFor(() => expect(drawerOpen(dialog)).toBe(false));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('the menu drawer of narrow screens', async () => {
    renderWithProviders(<WithOpener label="Open menu" panel={(open, close) => <NavDrawer user={user} open={open} onClose={close} />} />, { user: 'tenant@demo.test', route: '/crm/dashboard' });
    const opener = screen.getByRole('button', { name: 'Open menu' });
    opener.focus();
    fireEvent.click(opener);
    const drawer = await screen.findByRole('dialog');
    expect(drawerOpen(drawer)).toBe(true);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    pressEscape();
    await waitFor(() => expect(drawerOpen(drawer)).toBe(false));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('the menu drawer closes when a page is chosen in it', async () => {
    renderWithProviders(<WithOpener label="Open menu" panel={(open, close) => <NavDrawer user={user} open={open} onClose={close} />} />, { user: 'tenant@demo.test', route: '/tenant/profile-settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    // The Dashboard group (the dashboard and My dashboard) opens first, as a person opens it.
    fireEvent.click(await within(drawer).findByRole('button', { name: /Dashboard$/, expanded: false }));
    const link = await within(drawer).findByRole('link', { name: 'Dashboard' });
    act(() => link.click());
    await waitFor(() => expect(drawerOpen(drawer)).toBe(false));
  });

  it('the menu drawer closes when the current page is chosen in it', async () => {
    renderWithProviders(<WithOpener label="Open menu" panel={(open, close) => <NavDrawer user={user} open={open} onClose={close} />} />, { user: 'tenant@demo.test', route: '/crm/dashboard' });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    const link = await screen.findByRole('link', { name: 'Dashboard' });
    act(() => link.click());
    await waitFor(() => expect(drawerOpen(drawer)).toBe(false));
  });

  it('the profile menu', async () => {
    renderWithProviders(<UserMenu user={user} />, { user: 'tenant@demo.test' });
    const trigger = screen.getByRole('button', { name: /Profile menu$/ });
    // Its name starts with the name it shows (WCAG 2.5.3), the initials' circle being decoration.
    expect(trigger).toHaveAccessibleName(`${trigger.querySelector('.portal-user-name')!.textContent} – Profile menu`);
    trigger.focus();
    fireEvent.click(trigger);
    const item = await screen.findByRole('menuitem', { name: 'Sign out' });
    expect(dropdownOpen(item)).toBe(true);
    // The menu button pattern: the first item has focus, the arrows move it round.
    const profile = screen.getByRole('menuitem', { name: 'My Profile' });
    expect(profile).toHaveFocus();
    fireEvent.keyDown(profile, { key: 'ArrowDown' });
    expect(item).toHaveFocus();
    fireEvent.keyDown(item, { key: 'ArrowDown' });
    expect(profile).toHaveFocus();
    pressEscape();
    await waitFor(() => expect(dropdownOpen(item)).toBe(false));
    expect(trigger).toHaveFocus();
  });
});
