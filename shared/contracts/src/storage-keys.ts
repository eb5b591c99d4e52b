/** Browser storage keys named by the spec (part 1 section 3). */
export const LOCAL_STORAGE_KEYS = {
  userType: 'userType',
  portalSub: 'portal-sub',
  drawerSize: 'drawerSize',
  systemMode: 'systemMode',
  themeConfig: 'themeConfig',
  language: 'language',
} as const;

export const SESSION_STORAGE_KEYS = {
  user: 'user',
  breadcrumbs: 'breadcrumbs',
} as const;

/** BroadcastChannel used to keep tabs in step (spec part 1 section 4). */
export const AUTH_CHANNEL_NAME = 'portal-auth';
