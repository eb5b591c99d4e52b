import type { RouteObject } from 'react-router';
import { catalogRouteObjects } from '@portal/contracts';
import { ProfileSettingsPage } from '../profile-settings/ProfileSettingsPage';
import { guardRoutes } from '@portal/auth';

/** Catalogue rows the host owns (tenant and merchant profile settings), guarded like remote routes. */
export function hostPageRoutes(): RouteObject[] {
  return guardRoutes(catalogRouteObjects('host', () => <ProfileSettingsPage />));
}
