import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '@portal/api-client';
import { USER_ADMIN_ENDPOINTS, USER_ADMIN_RESOURCES, type UserKind } from '@portal/contracts';
import { invalidateResource, newRequestId, resourceBannerId, useActionRunner, usePortalScope } from '@portal/kit';

/** One administered user as the lists show it (the row schema of ADR 0077). */
export interface AdminUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  status: 'Active' | 'Inactive' | 'Locked' | 'InvitationSent';
  roleId: string;
  roleName: string;
  tenantId: string | null;
  merchantId: string | null;
  lastLoginTime: string | null;
  isSelf: boolean;
  isLastAdmin: boolean;
}

export interface RoleOption { id: string; name: string; isAdmin: boolean }

export const fullName = (u: Pick<AdminUser, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

/**
 * The roles a user of the kind may hold, for the role filter and the invite and edit forms. Platform staff ask
 * for the tenant they picked (CRM and merchant users); nothing is asked before they pick one.
 */
export function useRoleOptions(kind: UserKind) {
  const scope = usePortalScope();
  const tenantId = scope.userType === 'platform' && kind !== 'platform' ? scope.tenantId : null;
  // Tenant staff who picked a merchant may also give its own roles (ADR 0079).
  const merchantId = kind === 'merchant' && scope.userType === 'tenant' ? scope.merchantId ?? null : null;
  const enabled = !!scope.userType && (kind === 'platform' || scope.userType !== 'platform' || !!tenantId);
  return useQuery({
    queryKey: ['user-admin-roles', kind, tenantId, merchantId],
    queryFn: ({ signal }) => callApi(USER_ADMIN_ENDPOINTS.roles, { query: { kind, ...(tenantId ? { tenantId } : {}), ...(merchantId ? { merchantId } : {}) }, signal }) as Promise<RoleOption[]>,
    enabled,
    staleTime: 60_000,
  });
}

export type UserAction = 'activate' | 'deactivate' | 'unlock' | 'resetPassword' | 'resendInvitation';

/** The actions by user id (spec 7.8): through the action runner, the outcome in the page's banner, the list refreshed. */
export function useUserActions(kind: UserKind) {
  const resource = USER_ADMIN_RESOURCES[kind];
  const queryClient = useQueryClient();
  const runner = useActionRunner({ bannerId: resourceBannerId(resource), refresh: () => invalidateResource(queryClient, resource) });
  return useCallback((action: UserAction, user: AdminUser, successMessage: string) => {
    const params = { id: user.id };
    const send = (): Promise<unknown> => {
      switch (action) {
        case 'activate': return callApi(USER_ADMIN_ENDPOINTS.activation, { params, body: { isActive: true }, silent: true });
        case 'deactivate': return callApi(USER_ADMIN_ENDPOINTS.activation, { params, body: { isActive: false }, silent: true });
        case 'unlock': return callApi(USER_ADMIN_ENDPOINTS.unlock, { params, body: {}, silent: true });
        case 'resetPassword': return callApi(USER_ADMIN_ENDPOINTS.passwordReset, { body: { userId: user.id }, silent: true });
        case 'resendInvitation': return callApi(USER_ADMIN_ENDPOINTS.resendInvitation, { params, body: {}, silent: true });
      }
    };
    return runner.run({ requestId: newRequestId(), send, successMessage: () => successMessage });
  }, [runner]);
}
