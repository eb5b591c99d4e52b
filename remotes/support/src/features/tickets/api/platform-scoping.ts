import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, getApiClientConfig, isApiError } from '@portal/api-client';
import { SCOPING_POLL_MS, SCOPING_POLL_RETRIES, SUPPORT_ENDPOINTS, type ScopingStatusResponse } from '@portal/contracts';
import { ticketKeys } from './ticket-keys';
import type { TicketRef } from './ticket-ref';

type PlatformRef = Extract<TicketRef, { kind: 'platform' }>;

/** POST .../scoping with an empty body: starts a scoping run. */
export function startScoping(ref: PlatformRef): Promise<void> {
  return callApi(SUPPORT_ENDPOINTS.platformScoping, { params: { tenantId: ref.tenantId, ticketId: ref.ticketId }, body: {} });
}

/** GET .../scoping-status. */
export function fetchScopingStatus(ref: PlatformRef): Promise<ScopingStatusResponse> {
  return callApi(SUPPORT_ENDPOINTS.platformScopingStatus, { params: { tenantId: ref.tenantId, ticketId: ref.ticketId }, silent: true });
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls scoping-status every 1000 ms until scopingStatus is false (spec part 1 section 9). A failing
 * poll is logged and retried; after 3 retries in a row the error is rethrown (section 8).
 */
export async function pollScopingUntilDone(ref: PlatformRef, poll = fetchScopingStatus): Promise<void> {
  let failures = 0;
  for (;;) {
    await wait(SCOPING_POLL_MS);
    try {
      const status = await poll(ref);
      failures = 0;
      if (!status.scopingStatus) return;
    } catch (error) {
      console.error('Scoping status polling failed', error);
      failures += 1;
      if (failures > SCOPING_POLL_RETRIES) throw error;
    }
  }
}

/**
 * Starts scoping (or, with `resume`, follows a run already in progress, e.g. after a reload) and
 * resolves when it has finished; the ticket and its feed refresh after. The polls are silent, so the
 * error that ends them goes to the global handler once (the shell's snackbar).
 */
export function useScoping(ref: PlatformRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ resume = false }: { resume?: boolean } = {}) => {
      if (!resume) await startScoping(ref); // not silent: a failed start is reported by the API client
      try {
        await pollScopingUntilDone(ref);
      } catch (error) {
        if (isApiError(error)) getApiClientConfig().onError?.(error);
        throw error;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
