import { Alert, Button } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { portalI18n, SHELL_NAMESPACE, SHELL_TEXTS } from '@portal/i18n';
import { ErrorBoundary } from '@portal/ui';

function LazyPartFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation(SHELL_NAMESPACE, { i18n: portalI18n() });
  const retry = useRef<HTMLButtonElement>(null);
  // A dialog's part stands at the page's end, out of sight of the button that asked for it: the line is brought into
  // view and its Retry takes the focus, so the user (and a keyboard or screen reader user) meets the answer.
  useEffect(() => {
    retry.current?.scrollIntoView?.({ block: 'nearest' });
    retry.current?.focus();
  }, []);
  return (
    <Alert
      type="error"
      showIcon
      title={t(SHELL_TEXTS.partNotLoaded)}
      action={<Button ref={retry} size="small" onClick={onRetry}>{t(SHELL_TEXTS.retry)}</Button>}
      style={{ marginBlock: 8 }}
    />
  );
}

/**
 * A part of a page whose code loads when it is first drawn (a dialog, a bar shown now and then). If its file does not
 * arrive (the network gone, a release replaced it), the part says so where it would be, with Retry, which asks for the
 * file again; the rest of the page keeps working. React.lazy keeps a failed load for good, so each retry makes a new one.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const make = () => lazy(() => load().then((component) => ({ default: component })));
  // One for every place that draws the part, so that once loaded it draws at once (no new wait on each opening);
  // a retry replaces it for them all.
  let latest = make();
  function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    // A new lazy component per retry: React.lazy keeps a failed load for good.
    const Part = useMemo(() => (attempt === 0 ? latest : (latest = make())), [attempt]);
    return (
      <ErrorBoundary
        key={attempt}
        fallback={() => <LazyPartFailed onRetry={() => setAttempt((n) => n + 1)} />}
        // The page goes on; the console keeps the cause for whoever looks.
        onError={(error, info) => console.error('A part of the page failed to load or draw', error, info.componentStack)}
      >
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return LazyPart;
}
