import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@portal/auth';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import { AUTH_PATHS, LOCAL_LOGOUT_STATE } from '../../auth-pages';
import { useClosePopupOutside } from '../menu/menu-popup';
import type { ShellUser } from '../use-shell-user';
import { initialsOf } from './initials';

/** Spec part 1 section 2: the profile menu is 212 px wide. */
export const PROFILE_MENU_WIDTH = 212;

/** crm users' profile settings live under /tenant, everybody else's under /merchant. */
export function profileSettingsPath(profile: ShellUser['profile']): string {
  return profile === 'crm' ? '/tenant/profile-settings' : '/merchant/profile-settings';
}

/**
 * The user's initials opening the profile menu (My Profile only when authenticated, Logout): a menu button in plain
 * markup (the top bar draws before antd loads, ADR 0062) with the keys of the WAI-ARIA menu button pattern.
 */
export function UserMenu({ user }: { user: ShellUser }) {
  const { t } = useShellTranslation();
  const { status } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name || user.email || '';
  const items = [
    ...(status === 'signed-in' ? [{ key: 'profile', label: t(SHELL_TEXTS.myProfile), run: () => navigate(profileSettingsPath(user.profile)) }] : []),
    { key: 'logout', label: t(SHELL_TEXTS.signOut), run: () => navigate(AUTH_PATHS.logout, { state: LOCAL_LOGOUT_STATE }) },
  ];
  const close = () => setOpen(false);
  useClosePopupOutside(open, root, button, close);
  const focusItem = (index: number) => {
    const all = list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    if (all?.length) all[(index + all.length) % all.length].focus();
  };
  // The first item takes focus when the menu opens (from the keyboard or a click).
  useEffect(() => { if (open) focusItem(0); }, [open]);

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]);
    } else if (event.key === 'Tab') {
      close();
    }
  };
  const choose = (run: () => void) => {
    close();
    run();
  };

  return (
    <div className="portal-user-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="portal-user-menu-button"
        // Its name starts with the name it shows (WCAG 2.5.3, axe's label-content-name-mismatch): "Tessa Tenant – Profile menu".
        aria-label={fullName ? `${fullName} – ${t('Profile menu')}` : t('Profile menu')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {/* The initials are drawn by CSS (a picture of the user, not a label): the button's visible text is the name alone. */}
        <span className="portal-avatar" data-testid="user-initials" data-initials={initialsOf(user)} aria-hidden="true" />
        <span className="portal-user-name">{fullName}</span>
      </button>
      <ul id={menuId} ref={list} role="menu" aria-label={t('Profile menu')} className="portal-user-menu-list portal-profile-menu" hidden={!open} style={{ width: PROFILE_MENU_WIDTH }} onKeyDown={onMenuKey}>
        {items.map((item) => (
          <li
            key={item.key}
            role="menuitem"
            tabIndex={-1}
            className="portal-user-menu-item"
            onClick={() => choose(item.run)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                choose(item.run);
              }
            }}
          >
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
