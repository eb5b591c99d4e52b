import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AccessRule } from './route-access';

export const REMOTE_NAMES = ['support', 'transactions', 'reports-settings', 'dashboard', 'crm'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** What each route carries in its `handle` (read by the host's guards and breadcrumbs). */
export interface PortalRouteHandle {
  /** Breadcrumb label (an i18n key or plain text). */
  breadcrumb: string;
  /** Hide this route's crumb. */
  hideBreadcrumb?: boolean;
  /** The user needs at least one of these; empty or absent: signed-in is enough. */
  permissions?: string[];
  /** Where to go when a permission is missing (default /authentication/unauthorized). */
  redirectTo?: string;
  /** Only these profile user types may enter (e.g. platform-only routes). */
  userTypes?: Array<'platform' | 'crm' | 'merchant'>;
  /** Only a user acting for a merchant may enter. */
  requiresMerchant?: boolean;
  /** The guards of the area roots above this route, outermost first: each must pass too (ADR 0076). */
  areaRules?: AccessRule[];
  /** When true, the crumb label is read from session storage (dynamic routes). */
  dynamicBreadcrumb?: boolean;
}

export type I18nResources = Record<string, Record<string, Record<string, string>>>;

/**
 * The default export of every remote's exposed `./module`.
 * Routes carry absolute paths; the host mounts them under its layout, behind its guards.
 */
export interface RemoteModule {
  name: RemoteName;
  routes: RouteObject[];
  /** language -> namespace -> key -> text */
  i18n?: I18nResources;
  /** Pieces the shell renders outside the remote's routes (loaded on first use, like routes). */
  extensions?: RemoteExtensions;
}

/** What the Contact Support dialog hands back when it closes after creating a ticket (spec part 1 section 3). */
export interface ContactSupportResult {
  ticket: unknown;
  isPlatformCreatingTicket: boolean;
  tenantId: string | null;
}

export interface ContactSupportDialogProps {
  open: boolean;
  /** Called with the result after a ticket was created, or with nothing when cancelled. */
  onClose(result?: ContactSupportResult): void;
}

export interface RemoteExtensions {
  /** The support remote's Contact Support dialog, opened from the shell's top bar. */
  ContactSupportDialog?: ComponentType<ContactSupportDialogProps>;
}

export const REMOTE_EXPOSE_KEY = './module';
