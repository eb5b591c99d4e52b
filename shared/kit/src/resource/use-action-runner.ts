import { useCallback, useRef } from 'react';
import { isApiError } from '@portal/api-client';
import { useAlertBanner } from '../feedback/alert-banner/AlertBannerProvider';
import { KIT_TEXTS, useKitTranslation } from '../i18n/kit-texts';

/** One user action, ready to send: its request id (fresh per user action) and the call that carries it. */
export interface ActionAttempt<R = { message: string }> {
  requestId: string;
  send(): Promise<R>;
  /** Called with the answer of a success. */
  onSuccess?(result: R): void;
  /** The success line (default: the answer's `message`); none: no line. */
  successMessage?(result: R): string | undefined;
}

export interface ActionRunnerOptions {
  /** The banner line of the last outcome: a new outcome replaces it. */
  bannerId: string;
  /** What an answer (a success, or a refusal: the data may have changed meanwhile) refreshes. */
  refresh?(): Promise<unknown> | void;
  /** Translates a failure's reason in the caller's catalogue (the kit's otherwise). */
  translateReason?(text: string): string;
}

/**
 * A failure the same request may be sent again for: the network failed, the server failed (5xx), or a quota said
 * to wait (429: nothing was done).
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return (error as { name?: string } | null)?.name !== 'AbortError';
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/** A fresh request id for one user action (a dialog opening, a click). */
export const newRequestId = (): string => crypto.randomUUID();

const messageOf = (result: unknown): string | undefined =>
  result && typeof result === 'object' && typeof (result as { message?: unknown }).message === 'string' ? (result as { message: string }).message : undefined;

/**
 * Runs user actions and shows their outcome in the alert banner above (an AlertBannerProvider): success with
 * the server's message; a refusal (4xx) with the server's message exactly; a network or server failure with
 * Retry, which sends the SAME attempt again (same request id, same body: the server never acts twice). An
 * attempt already in flight is not sent again (a double click answers the first call's promise). After an
 * answer `refresh` runs. Resolves true on success.
 */
export function useActionRunner({ bannerId, refresh, translateReason }: ActionRunnerOptions) {
  const { t } = useKitTranslation();
  const banner = useAlertBanner();
  const inFlight = useRef(new Map<string, Promise<boolean>>());
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const reasonRef = useRef(translateReason);
  reasonRef.current = translateReason;

  const refreshNow = useCallback(async () => { await refreshRef.current?.(); }, []);

  const run = useCallback(<R,>(attempt: ActionAttempt<R>): Promise<boolean> => {
    const running = inFlight.current.get(attempt.requestId);
    if (running) return running;
    const sending = (async () => {
      try {
        const result = await attempt.send();
        const message = attempt.successMessage ? attempt.successMessage(result) : messageOf(result);
        if (message) banner.show({ id: bannerId, severity: 'success', message });
        attempt.onSuccess?.(result);
        void refreshNow();
        return true;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (isRetryable(error)) {
          banner.show({
            id: bannerId, severity: 'failed', persist: true, message: t(KIT_TEXTS.notThrough, { reason: (reasonRef.current ?? t)(message) }),
            action: { label: t(KIT_TEXTS.retry), onClick: () => { banner.close(bannerId); void run(attempt); } },
          });
        } else {
          // The rule's message, exactly as the server wrote it; the data may have changed meanwhile.
          banner.show({ id: bannerId, severity: 'failed', persist: true, message });
          void refreshNow();
        }
        return false;
      } finally {
        inFlight.current.delete(attempt.requestId);
      }
    })();
    inFlight.current.set(attempt.requestId, sending);
    return sending;
  }, [banner, bannerId, refreshNow, t]);

  return { run, refresh: refreshNow };
}

export type ActionRunner = ReturnType<typeof useActionRunner>;
