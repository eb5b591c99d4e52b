/** The id of the narrow screens' navigation drawer, for the menu button's aria-controls. */
export const NAV_DRAWER_ID = 'portal-nav-drawer';
