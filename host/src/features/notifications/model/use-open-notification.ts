import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { usePermissions } from '@portal/auth';
import { PERMISSIONS, sameOriginPath, type Notification } from '@portal/contracts';

/** Types whose target needs a permission; CRM.Dashboard.View satisfies each as well (spec part 1 section 2). */
export const TYPE_PERMISSIONS: Record<string, string> = {
  Proposal: PERMISSIONS.viewMerchantPortalProposals,
  Agreement: PERMISSIONS.viewMerchantPortalAgreements,
  PreCheckForm: PERMISSIONS.viewMerchantPortalPrecheck,
};

export type OpenOutcome = 'navigated' | 'forbidden' | 'invalid' | 'none';

/**
 * A same-origin path for the router (the rule of every stored link, ADR 0074), or an http(s) URL for full
 * navigation; anything else is invalid.
 */
export function targetOf(objectUrl: string, useRouter: boolean, origin = window.location.origin): string | null {
  const raw = objectUrl.trim();
  if (!raw) return null;
  if (useRouter) return sameOriginPath(raw, origin);
  let url: URL;
  try {
    url = new URL(raw, `${origin}/`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.href;
}

/** Opens a notification's objectUrl: router or full navigation per useRouter, after the permission check. */
export function useOpenNotification(assign: (href: string) => void = (href) => window.location.assign(href)) {
  const navigate = useNavigate();
  const { hasAny } = usePermissions();
  return useCallback((n: Notification): OpenOutcome => {
    if (!n.objectUrl) return 'none';
    const needed = TYPE_PERMISSIONS[n.notificationType];
    if (needed && !hasAny([needed, PERMISSIONS.crmDashboardView])) return 'forbidden';
    const target = targetOf(n.objectUrl, n.useRouter);
    if (!target) {
      console.error(`Notifications: invalid link ${n.objectUrl}`);
      return 'invalid';
    }
    if (n.useRouter) navigate(target);
    else assign(target);
    return 'navigated';
  }, [assign, hasAny, navigate]);
}
