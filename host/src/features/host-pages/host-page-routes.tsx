import { Suspense, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { catalogRouteObjects } from '@portal/contracts';
import { guardRoutes } from '@portal/auth';
import { PageLoading } from '@portal/ui';

// The profile pages (forms, colour pickers) load when first opened, not with the shell (issue 14, ADR 0048).
const ProfileSettingsPage = lazy(async () => ({ default: (await import('../profile-settings/ProfileSettingsPage')).ProfileSettingsPage }));

/** Catalogue rows the host owns (tenant and merchant profile settings), guarded like remote routes. */
export function hostPageRoutes(): RouteObject[] {
  return guardRoutes(catalogRouteObjects('host', () => (
      <Suspense fallback={<PageLoading />}>
        <ProfileSettingsPage />
      </Suspense>
    )),);
}
