import { useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { ANTIFRAUD_RULE_ENDPOINTS, RULE_ACTIVATION_ENDPOINTS, SMART_ROUTING_ENDPOINTS, type PendingActivation } from '@portal/contracts';

/** The query key of the waiting rule and routing activations (a decision refreshes it). */
export const PENDING_ACTIVATIONS_KEY = ['rule-activations', 'pending'] as const;

/** The rule and routing activations waiting for a second user that the caller may see (ADR 0113). */
export function usePendingActivations(enabled: boolean) {
  return useQuery({
    queryKey: PENDING_ACTIVATIONS_KEY,
    queryFn: ({ signal }) => callApi(RULE_ACTIVATION_ENDPOINTS.pending, { signal, silent: true }) as Promise<PendingActivation[]>,
    enabled,
  });
}

/**
 * Approves or declines one waiting activation through its own page's endpoints (the same rules: not the requester,
 * the page's permission, audited), in the activation's own mode (the list holds both).
 */
export function decideActivation(row: PendingActivation, decision: { kind: 'approve' } | { kind: 'decline'; reason: string }) {
  const endpoints = row.kind === 'AntifraudRule' ? ANTIFRAUD_RULE_ENDPOINTS : SMART_ROUTING_ENDPOINTS;
  const options = { params: { id: row.id }, headers: { mode: row.mode }, silent: true };
  // The Mode header is the activation's, not the portal's (the api-client keeps a caller's own); the declarations leave it to apiFetch.
  return decision.kind === 'approve'
    ? callApi(endpoints.approve, { ...options, body: {} } as never)
    : callApi(endpoints.decline, { ...options, body: { reason: decision.reason } } as never);
}
