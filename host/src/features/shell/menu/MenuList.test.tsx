import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import type { PortalMenuItem } from './build-menu';
import { MenuList, type MenuListProps } from './MenuList';

const ITEMS: PortalMenuItem[] = [
  { id: '/dashboard', title: 'Dashboard', type: 'item', url: '/dashboard', icon: 'dashboard' },
  {
    id: 'settings', title: 'Settings', type: 'collapsable', icon: 'settings', children: [
      { id: '/settings/countries', title: 'Countries', type: 'item', url: '/settings/countries' },
      { id: '/settings/currencies', title: 'Currencies', type: 'item', url: '/settings/currencies' },
    ],
  },
  {
    id: 'reports', title: 'Reports', type: 'collapsable', icon: 'reports', children: [
      { id: '/reports/daily', title: 'Daily', type: 'item', url: '/reports/daily' },
    ],
  },
];

function Menu(props: Partial<MenuListProps>) {
  const [openIds, setOpenIds] = useState<string[]>([]);
  const toggle = (id: string) => setOpenIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  return (
    <MemoryRouter>
      <nav aria-label="Main menu">
        <MenuList items={ITEMS} groups="inline" selectedId="/settings/countries" openIds={openIds} onToggle={toggle} t={(k) => k} {...props} />
      </nav>
      <button type="button">outside</button>
    </MemoryRouter>
  );
}

describe('the main menu without antd (ADR 0062)', () => {
  it('unfolds a group in place with its button, which says whether it is open', () => {
    render(<Menu />);
    const group = screen.getByRole('button', { name: 'Settings' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Currencies' })).not.toBeInTheDocument();
    // Hidden, but in the page: every link of the menu can be listed.
    expect(screen.getByRole('link', { name: 'Currencies', hidden: true })).toHaveAttribute('href', '/settings/currencies');
    fireEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Currencies' })).toBeVisible();
    fireEvent.click(group);
    expect(screen.queryByRole('link', { name: 'Currencies' })).not.toBeInTheDocument();
  });

  it('marks the current page for screen readers, not only by colour', () => {
    render(<Menu openIds={['settings']} />);
    expect(screen.getByRole('link', { name: 'Countries' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Currencies' })).not.toHaveAttribute('aria-current');
  });

  it('folded: titles stay for screen readers, a group opens a popup that Escape closes, focus back on its button', () => {
    render(<Menu groups="beside" iconsOnly />);
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('title', 'Dashboard');
    const settings = screen.getByRole('button', { name: 'Settings' });
    fireEvent.click(settings);
    const popup = screen.getByRole('list', { name: 'Settings' });
    expect(within(popup).getByRole('link', { name: 'Currencies' })).toBeVisible();
    // One popup at a time.
    fireEvent.click(screen.getByRole('button', { name: 'Reports' }));
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Reports' })).toHaveFocus();
  });

  it('a popup closes when focus or a click goes elsewhere, and when a page is chosen in it', () => {
    render(<Menu groups="below" />);
    const settings = screen.getByRole('button', { name: 'Settings' });
    fireEvent.click(settings);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'outside' }));
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(settings);
    fireEvent.focusIn(screen.getByRole('button', { name: 'outside' }));
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(settings);
    fireEvent.click(screen.getByRole('link', { name: 'Currencies' }));
    expect(settings).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows a cut label's whole title beside it, on keyboard focus as on hover, and Escape closes it", () => {
    render(<Menu openIds={['settings']} />);
    const cut = (name: string) => {
      const label = screen.getByRole('link', { name }).querySelector<HTMLElement>('.portal-menu-label')!;
      // jsdom lays nothing out: the label is as a 200 px menu draws a long (Turkish) title, wider than its box.
      Object.defineProperties(label, { scrollWidth: { configurable: true, value: 320 }, clientWidth: { configurable: true, value: 180 } });
    };
    cut('Countries');
    fireEvent.focus(screen.getByRole('link', { name: 'Countries' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Countries');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Countries' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Countries');
    fireEvent.mouseLeave(screen.getByRole('link', { name: 'Countries' }));
    expect(screen.queryByRole('tooltip')).toBeNull();

    // A label that fits needs no tooltip, and has no native one either (the two would show at once).
    fireEvent.focus(screen.getByRole('link', { name: 'Currencies' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('link', { name: 'Currencies' })).not.toHaveAttribute('title');
  });
});
