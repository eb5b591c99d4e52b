import { LOCAL_STORAGE_KEYS } from '@portal/contracts';
import type { SignedInUser } from './auth-service';

// portal-sub and userType let other tabs notice a different user (spec part 1 section 4).
function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function writePortalSessionKeys(user: SignedInUser): void {
  local()?.setItem(LOCAL_STORAGE_KEYS.portalSub, user.sub);
  local()?.setItem(LOCAL_STORAGE_KEYS.userType, user.profile);
}

/** Writes them only when missing: a reload must not overwrite another tab's newer sign-in. */
export function writePortalSessionKeysIfMissing(user: SignedInUser): void {
  if (!local()?.getItem(LOCAL_STORAGE_KEYS.portalSub)) writePortalSessionKeys(user);
}

export function clearPortalSessionKeys(): void {
  local()?.removeItem(LOCAL_STORAGE_KEYS.portalSub);
  local()?.removeItem(LOCAL_STORAGE_KEYS.userType);
}

/** The user this browser is signed in as (null when signed out or storage is blocked). */
export function readPortalSub(): string | null {
  try {
    return local()?.getItem(LOCAL_STORAGE_KEYS.portalSub) ?? null;
  } catch {
    return null;
  }
}
