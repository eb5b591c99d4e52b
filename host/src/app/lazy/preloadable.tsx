import { createElement, lazy, useState, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Starts the download (once); resolves when the component can render without suspending. */
  preload(): Promise<ComponentType<P>>;
  /** After a failed download: the next render downloads again (call it before resetting the error boundary). */
  retry(): void;
};

/**
 * React.lazy that can be asked to start early and that renders at once once loaded. The shell starts loading its
 * antd part beside the session (ADR 0062): when the frame renders, the part is often there already, and a plain
 * React.lazy would still suspend for one tick. React.lazy keeps a failure for good; `retry` lets a Retry button
 * download again.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  function preload(): Promise<ComponentType<P>> {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // the next preload or retry asks again
        throw error;
      },
    );
    return pending;
  }
  const makeLazy = () => lazy(async () => ({ default: await preload() }));
  let Lazy = makeLazy();
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component on a later render would be a
    // different element type, and React would remount everything below (the page, with what the user typed in it).
    const [component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  const retry = () => {
    if (!loaded) Lazy = makeLazy();
  };
  return Object.assign(Preloadable, { preload, retry });
}
