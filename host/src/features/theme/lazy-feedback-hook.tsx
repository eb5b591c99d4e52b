import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactElement } from 'react';

/** An antd feedback API (`message`, `notification`): methods called with a config, some answering a closer. */
type FeedbackApi = Record<string, (...args: unknown[]) => unknown>;
type FeedbackHook = (config?: unknown) => readonly [FeedbackApi, ReactElement];

/** What a call made before the real API arrived answers: a closer that is also a promise of the closing, as antd's. */
interface HolderProps {
  config: unknown;
  onApi(api: FeedbackApi): void;
  onFailed(): void;
}

type PendingResult = (() => void) & { then(onClosed?: (value: unknown) => unknown, onFailed?: (error: unknown) => unknown): Promise<unknown> };

/**
 * antd's `useMessage` or `useNotification` as a hook whose file loads at its first call (ADR 0115, session 61). antd's
 * App takes both at start for its context, though most pages never show a message or a notification: their code
 * (antd's message, notification and `@rc-component/notification`) was a tenth of antd's part of the shell. The API
 * answers at once; calls made before the file arrives are made, in order, once it has; its holder is drawn from the
 * first call. `destroy` before any call has nothing to close and loads nothing.
 */
export function lazyFeedbackHook(load: () => Promise<{ default: FeedbackHook }>, methods: readonly string[]): FeedbackHook {
  /**
   * The holder of one attempt at loading the file. A failed load (the network) draws nothing and says so, rather than
   * throwing into the error boundary above antd's App (the whole shell): the calls stay queued for the next attempt.
   */
  const holderOfAnAttempt = () => lazy(async (): Promise<{ default: (props: HolderProps) => ReactElement | null }> => {
    try {
      const useReal = (await load()).default;
      return {
        default: function Holder({ config, onApi }: HolderProps) {
          const [api, holder] = useReal(config);
          useLayoutEffect(() => onApi(api), [api, onApi]);
          return holder;
        },
      };
    } catch {
      return {
        default: function NotLoaded({ onFailed }: HolderProps) {
          useLayoutEffect(() => onFailed(), [onFailed]);
          return null;
        },
      };
    }
  });

  return function useLazyFeedback(config?: unknown) {
    // 0 until the first call; each call while no attempt is under way starts one (again after a failed one).
    const [attempt, setAttempt] = useState(0);
    const box = useRef<{ real?: FeedbackApi; loading: boolean; queue: Array<() => void> }>({ loading: false, queue: [] }).current;
    const api = useMemo<FeedbackApi>(() => Object.fromEntries(methods.map((name) => [name, (...args: unknown[]) => {
      if (box.real) return box.real[name]!(...args);
      if (name === 'destroy' && !box.queue.length) return undefined;
      let result: unknown;
      let closeWhenMade = false;
      let closed!: (value: unknown) => void;
      const closing = new Promise<unknown>((resolve) => { closed = resolve; });
      box.queue.push(() => {
        result = box.real![name]!(...args);
        if (result && typeof (result as PromiseLike<unknown>).then === 'function') void (result as PromiseLike<unknown>).then(closed);
        if (closeWhenMade && typeof result === 'function') (result as () => void)();
      });
      if (!box.loading) {
        box.loading = true;
        setAttempt((n) => n + 1);
      }
      const pending = (() => {
        if (typeof result === 'function') (result as () => void)();
        else closeWhenMade = true;
      }) as PendingResult;
      pending.then = (onClosed, onFailed) => closing.then(onClosed, onFailed);
      return pending;
    }])), [box]);
    const onApi = useCallback((real: FeedbackApi) => {
      box.real = real;
      for (const call of box.queue.splice(0)) call();
    }, [box]);
    const onFailed = useCallback(() => {
      box.loading = false;
    }, [box]);
    // A new holder per attempt.
    const RealHolder = useMemo(() => (attempt ? holderOfAnAttempt() : undefined), [attempt]);
    const holder = RealHolder ? <Suspense fallback={null}><RealHolder config={config} onApi={onApi} onFailed={onFailed} /></Suspense> : <></>;
    return [api, holder] as const;
  };
}

/** The methods of antd's message API (`App.useApp().message`). */
export const MESSAGE_METHODS = ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'] as const;
/** The methods of antd's notification API (`App.useApp().notification`). */
export const NOTIFICATION_METHODS = ['open', 'success', 'error', 'info', 'warning', 'destroy'] as const;
