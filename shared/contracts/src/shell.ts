import type { ThemeSettings } from './user-context';

/** Shell-owned calls and bodies (issue 3): profile settings, tenant theme, quick panel. */

/** The signed-in user's own profile settings (spec part 1 section 2: tenant and merchant profile-settings pages). */
export interface ProfileSettings {
  email: string;
  firstName: string;
  lastName: string;
  /** An IANA zone whose name has a slash (spec part 2 section 9), e.g. Europe/Istanbul. */
  timeZone: string;
  language: ProfileLanguage;
}

/** The portal's languages (the i18n package's LANGUAGES). */
export type ProfileLanguage = 'en' | 'tr';

export type ProfileSettingsUpdate = Omit<ProfileSettings, 'email'>;

/** Limits of the profile form (spec part 2 section 9: input max lengths). */
export const PROFILE_LIMITS = { nameMaxLength: 128 } as const;

/** The four layouts (spec part 1 section 2 "General"). */
export const LAYOUT_NAMES = ['vertical-layout-1', 'Entreprise', 'Material', 'vertical-v2'] as const;

export type LayoutName = (typeof LAYOUT_NAMES)[number];

/** Theme fields a tenant can set (buttonsLinkColorRGB follows buttonsLinkColor). */
export type ThemeSettingsUpdate = Omit<ThemeSettings, 'buttonsLinkColorRGB'>;

/** #rrggbb: the colour format the theme settings use. */
export const HEX_COLOR_PATTERN = '^#[0-9a-fA-F]{6}$';

export interface QuickPanelNote {
  id: string;
  text: string;
  createdAt: string;
  updatedAt: string;
}

export interface QuickPanelEvent {
  id: string;
  title: string;
  startsAt: string;
}

/** Quick settings toggles, kept in users.preferences. */
export interface QuickSettings {
  notificationsSound: boolean;
  compactMenu: boolean;
  showSeconds: boolean;
}

export const DEFAULT_QUICK_SETTINGS: QuickSettings = { notificationsSound: true, compactMenu: false, showSeconds: false };

export const QUICK_PANEL_LIMITS = { noteMaxLength: 1000, eventTitleMaxLength: 255 } as const;

/** Paths of the shell's calls (merchant API conventions, like API_PATHS). */
export const SHELL_PATHS = {
  profileSettings: 'users/me/profile-settings',
  timeZones: 'users/me/time-zones',
  keepAlive: 'users/me/ping',
  quickSettings: 'users/me/quick-settings',
  notes: 'users/me/notes',
  note: (id: string) => `users/me/notes/${id}`,
  events: 'users/me/events',
  event: (id: string) => `users/me/events/${id}`,
  tenantThemeSettings: 'tenants/mydetails/theme-settings',
} as const;
