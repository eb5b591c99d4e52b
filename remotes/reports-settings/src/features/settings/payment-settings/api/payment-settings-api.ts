import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, getSystemMode } from '@portal/api-client';
import { MERCHANT_ENDPOINTS, PROMOTION_ENDPOINTS, type EndpointDeclaration, type PromotionArea, type ResourceDeclaration } from '@portal/contracts';

/** A settings resource's endpoints as the pages call them (rows are plain objects with an id). */
export interface SettingsResource extends ResourceDeclaration {
  endpoints: Record<'list' | 'create' | 'update' | 'remove', EndpointDeclaration>;
}

export type SettingsRow = { id: string } & Record<string, unknown>;

const scopeQuery = (merchantId: string | undefined) => (merchantId ? { merchantId } : {});
const untypedCall = callApi as (endpoint: unknown, input?: unknown) => Promise<unknown>;

/** The rows of one settings resource in the current mode, for the merchant of the user or the one picked. */
export function useSettingsRows(resource: SettingsResource, merchantId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [resource.key, getSystemMode(), merchantId ?? 'own'],
    queryFn: async ({ signal }) => (await untypedCall(resource.endpoints.list, { query: { ...scopeQuery(merchantId), pageSize: 1000 }, signal, silent: true }) as { data: SettingsRow[] }).data,
    enabled,
  });
}

/** Tenant staff pick the merchant whose settings they manage. */
export function useTenantMerchants(enabled: boolean) {
  return useQuery({ queryKey: ['payment-settings', 'merchants'], queryFn: ({ signal }) => callApi(MERCHANT_ENDPOINTS.activeCustomers, { signal, silent: true }), enabled });
}

const P = PROMOTION_ENDPOINTS;
const PROMOTIONS_KEY = ['payment-settings', 'promotions'] as const;

export function usePromotionDiff(area: PromotionArea, merchantId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...PROMOTIONS_KEY, 'diff', area, merchantId ?? 'own'],
    queryFn: ({ signal }) => callApi(P.diff, { query: { area, ...scopeQuery(merchantId) }, signal, silent: true }),
    enabled,
  });
}

export function usePromotions(merchantId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...PROMOTIONS_KEY, 'list', merchantId ?? 'own'],
    queryFn: ({ signal }) => callApi(P.list, { query: scopeQuery(merchantId), signal, silent: true }),
    enabled,
  });
}

/** Asking, approving, rejecting and reverting refresh the diff, the history and every settings list. */
export function usePromotionAction(merchantId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'request'; area: PromotionArea; itemIds: string[] } | { kind: 'approve' | 'reject' | 'revert'; id: string }) => {
      const query = scopeQuery(merchantId);
      if (action.kind === 'request') return callApi(P.create, { query, body: { area: action.area, itemIds: action.itemIds }, silent: true });
      return callApi(P[action.kind], { params: { id: action.id }, query, body: {}, silent: true });
    },
    onSuccess: () => client.invalidateQueries(),
  });
}
