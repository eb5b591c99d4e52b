import { Alert, Button } from 'antd';
import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { portalI18n, SHELL_NAMESPACE, SHELL_TEXTS } from '@portal/i18n';


interface BoundaryProps {
  onRetry(): void;
  children: ReactNode;
}

/** Catches what the part throws while it loads or draws, and says so in its place. */
class LazyPartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // The page goes on; the console keeps the cause for whoever looks.
    console.error('A part of the page failed to load or draw', error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? <LazyPartFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}

function LazyPartFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation(SHELL_NAMESPACE, { i18n: portalI18n() });
  return (
    <Alert
      type="error"
      showIcon
      title={t(SHELL_TEXTS.partNotLoaded)}
      action={<Button size="small" onClick={onRetry}>{t(SHELL_TEXTS.retry)}</Button>}
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
  function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new lazy component per attempt is the point
    const Part = useMemo(() => lazy(() => load().then((component) => ({ default: component }))), [attempt]);
    return (
      <LazyPartBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </LazyPartBoundary>
    );
  }
  return LazyPart;
}
