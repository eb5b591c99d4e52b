import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { isApiError } from '@portal/api-client';
import { useAlertBanner } from '@portal/kit';
import { A } from '../../i18n/action-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';

/** One user action, ready to send: its request id (fresh per dialog opening) and the call that carries it. */
export interface ActionAttempt<R extends { message: string } = { message: string }> {
  requestId: string;
  send(): Promise<R>;
  /** Called with the answer of a success (e.g. the batch's outcome per payout). */
  onSuccess?(result: R): void;
}

/** The banner line of the drawer's (or the batch's) last outcome: a new outcome replaces it. */
export const OUTCOME_BANNER_ID = 'transaction-action-outcome';

/** A failure the same request may be sent again for: the network failed, or the server failed (5xx). */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return (error as { name?: string } | null)?.name !== 'AbortError';
  return error.status === 0 || error.status >= 500;
}

/**
 * Runs user actions and shows their outcome in the alert banner above (an AlertBannerProvider): success with
 * the server's message; a refusal (409, 422) with the server's message exactly; a network or server failure
 * with Retry, which sends the SAME attempt again (same request id, same body: the server never acts twice).
 * An attempt already in flight is not sent again (a double click answers the first call's promise). After an
 * answer the drawer's queries and the lookup's rows are refreshed. Resolves true on success.
 */
export function useActionRunner() {
  const { t } = useTransactionsTranslation();
  const banner = useAlertBanner();
  const queryClient = useQueryClient();
  const inFlight = useRef(new Map<string, Promise<boolean>>());

  const refresh = useCallback(() => Promise.all([
    queryClient.invalidateQueries({ queryKey: ['transactions', 'detail'] }),
    queryClient.invalidateQueries({ queryKey: ['transactions', 'lookup'] }),
  ]), [queryClient]);

  const run = useCallback(<R extends { message: string }>(attempt: ActionAttempt<R>): Promise<boolean> => {
    const running = inFlight.current.get(attempt.requestId);
    if (running) return running;
    const sending = (async () => {
      try {
        const result = await attempt.send();
        banner.show({ id: OUTCOME_BANNER_ID, severity: 'success', message: result.message });
        attempt.onSuccess?.(result);
        void refresh();
        return true;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (isRetryable(error)) {
          banner.show({
            id: OUTCOME_BANNER_ID, severity: 'failed', persist: true, message: t(A.notThrough, { reason: t(message) }),
            action: { label: t(A.retry), onClick: () => { banner.close(OUTCOME_BANNER_ID); void run(attempt); } },
          });
        } else {
          // The rule's message, exactly as the server wrote it; the transaction may have changed meanwhile.
          banner.show({ id: OUTCOME_BANNER_ID, severity: 'failed', persist: true, message });
          void refresh();
        }
        return false;
      } finally {
        inFlight.current.delete(attempt.requestId);
      }
    })();
    inFlight.current.set(attempt.requestId, sending);
    return sending;
  }, [banner, refresh, t]);

  return { run, refresh };
}

export type ActionRunner = ReturnType<typeof useActionRunner>;

/** A fresh request id for one user action (a dialog opening, a click). */
export const newRequestId = (): string => crypto.randomUUID();
