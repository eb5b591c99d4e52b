import { lazy, Suspense, type ComponentType, type JSX } from 'react';
import { PageLoading } from '@portal/ui';

/**
 * A page (or dialog) whose code loads when it is first drawn, so that the area's first visit downloads the page
 * it shows and not every other page and form (issue 14, ADR 0048 session 12). A failed download is thrown to the
 * host's error boundary; its Retry draws the page again, and this loads it again (React.lazy alone would keep
 * the failure for good). A page shows its title meanwhile (`PageLoading`), as the shell did before it.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, fallback: 'page' | 'none' = 'page'): (props: P) => JSX.Element {
  const create = () => lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      Loaded = create();
      throw error;
    }
  });
  let Loaded = create();
  return function LazyPage(props: P) {
    const Page = Loaded;
    return (
      <Suspense fallback={fallback === 'page' ? <PageLoading /> : null}>
        <Page {...props} />
      </Suspense>
    );
  };
}
