import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useUserContext } from '@portal/auth';

export type PortalUserType = 'platform' | 'tenant' | 'merchant';

/** The URL key of the tenant platform staff picked (the report settings' key too). */
export const TENANT_URL_KEY = 'tenantId';
/** The URL key of the merchant tenant staff picked. */
export const MERCHANT_URL_KEY = 'merchantId';

export interface PortalScope {
  /** null while the user's context loads. */
  userType: PortalUserType | null;
  /** Tenant staff and merchants: their own; platform staff: the tenant picked (in the URL), else null. */
  tenantId: string | null;
  /** Merchants: their own; tenant and platform staff: the merchant picked (in the URL), else null. */
  merchantId: string | null;
  /** Platform staff who have not picked a tenant yet (a tenant-scoped list waits for one). */
  needsTenant: boolean;
  /** Platform staff: picks the tenant (kept in the URL, so Back and a shared link keep it). */
  setTenant(tenantId: string | null): void;
}

const USER_TYPES: Record<string, PortalUserType> = { Platform: 'platform', Tenant: 'tenant', Merchant: 'merchant' };

/** Whose rows a page is about: the user's own tenant or merchant, or the one platform staff picked. */
export function usePortalScope(): PortalScope {
  const user = useUserContext().data?.user;
  const [params, setParams] = useSearchParams();
  const userType = user ? USER_TYPES[user.userType] ?? null : null;
  const picked = params.get(TENANT_URL_KEY)?.trim() || null;
  const pickedMerchant = params.get(MERCHANT_URL_KEY)?.trim() || null;
  const setTenant = useCallback((tenantId: string | null) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (tenantId) next.set(TENANT_URL_KEY, tenantId);
      else next.delete(TENANT_URL_KEY);
      return next;
    }, { replace: true });
  }, [setParams]);
  return useMemo(() => {
    const tenantId = userType === 'platform' ? picked : user?.tenantId ?? null;
    const merchantId = userType === 'merchant' ? user?.merchantId ?? null : pickedMerchant;
    return { userType, tenantId, merchantId, needsTenant: userType === 'platform' && !tenantId, setTenant };
  }, [userType, picked, pickedMerchant, user?.tenantId, user?.merchantId, setTenant]);
}
