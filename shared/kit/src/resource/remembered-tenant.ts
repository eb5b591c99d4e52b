/**
 * The tenant platform staff last picked in this tab: the next page that waits for a tenant starts with it, so
 * setting up one tenant across its settings pages is one pick, not one per page (ADR 0063 "Session 78"). Per tab
 * (sessionStorage): another tab keeps its own choice. Storage that refuses (a private window's quota) forgets.
 */
const KEY = 'portal.pickedTenant';

export function rememberedTenant(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberTenant(tenantId: string | null): void {
  try {
    if (tenantId) window.sessionStorage.setItem(KEY, tenantId);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to keep it in: the next page asks again.
  }
}
