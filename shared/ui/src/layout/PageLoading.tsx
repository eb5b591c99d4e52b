import { createContext, useContext, useLayoutEffect, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { findCatalogRoute } from '@portal/contracts';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { Spinner } from './Spinner';

// antd's level-1 title (PageTitle), drawn without antd: the title stays where it is and as it is when the page's own
// arrives. Inline, because a remote's own dev server has none of the host's stylesheet.
const TITLE_STYLE: CSSProperties = {
  margin: '0 0 16px', fontSize: 38, fontWeight: 600, lineHeight: 1.2105, color: 'var(--portal-text, #404040)',
};
// The page's surface: every page draws itself on antd's borderless Card (colorBgContainer, borderRadiusLG, a 24 px
// body), so the loading title sits exactly where the page's own title will.
const SURFACE_STYLE: CSSProperties = { background: '#ffffff', borderRadius: 8, padding: 24 };
const SPINNER_BOX_STYLE: CSSProperties = { display: 'flex', justifyContent: 'center', padding: '64px 0' };

/** The page's title from the route catalogue and a spinner; `page-loading` unless the step names itself. */
function PageLoadingView({ testId = 'page-loading' }: { testId?: string }) {
  const { t } = useShellTranslation();
  const { pathname } = useLocation();
  const row = findCatalogRoute(pathname);
  return (
    <div data-testid={testId} style={SURFACE_STYLE}>
      {row && <h1 style={TITLE_STYLE}>{t(row.title)}</h1>}
      <div style={SPINNER_BOX_STYLE} role="status" aria-label={t(SHELL_TEXTS.loading)}>
        <Spinner />
      </div>
    </div>
  );
}

interface LoadingEntry { testId?: string }

/** The loading views mounted in a page area now, the newest last; the area's outlet draws the newest. */
class PageLoadingRegistry {
  private entries: LoadingEntry[] = [];
  private readonly listeners = new Set<() => void>();

  add(testId: string | undefined): () => void {
    const entry: LoadingEntry = { testId };
    this.entries = [...this.entries, entry];
    this.notify();
    return () => {
      this.entries = this.entries.filter((e) => e !== entry);
      this.notify();
    };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): LoadingEntry | null => this.entries[this.entries.length - 1] ?? null;

  private notify() {
    for (const listener of this.listeners) listener();
  }
}

// This module is shared by the host with every remote (one instance), so a remote's loading views find the host's area.
const PageLoadingAreaContext = createContext<PageLoadingRegistry | null>(null);

/**
 * A page area in which every loading step (the shell's antd part, the page's remote, its guards, its group of pages)
 * is drawn by one view that stays on screen from the first step to the page: its title is one element from the
 * shell's first frame on, not a new one per step. Chromium counts a text's paint only once the frame it was drawn in
 * has been presented to the main thread; the shell's long tasks (evaluating antd's part) ran until the next step had
 * replaced the title, so the largest paint waited for the page's own title (ADR 0116 "Session 65").
 * `PageLoadingOutlet` inside it marks where the view is drawn.
 */
export function PageLoadingArea({ children }: { children: ReactNode }) {
  const [registry] = useState(() => new PageLoadingRegistry());
  return <PageLoadingAreaContext.Provider value={registry}>{children}</PageLoadingAreaContext.Provider>;
}

/** Where a PageLoadingArea draws its loading view, while any step inside it is loading. */
export function PageLoadingOutlet() {
  const registry = useContext(PageLoadingAreaContext);
  if (!registry) throw new Error('PageLoadingOutlet is drawn inside a PageLoadingArea');
  const entry = useSyncExternalStore(registry.subscribe, registry.current);
  return entry ? <PageLoadingView testId={entry.testId} /> : null;
}

/**
 * What the page area shows while a page's code loads (antd's part of the shell, the page's remote, the page's own
 * group of pages): the page's title from the route catalogue, where the page will draw its own, and a spinner. The
 * user sees where they are from the shell's first frame until the page is drawn, with no gap between the steps
 * (ADR 0062, ADR 0116 "Session 55"). Inside a PageLoadingArea the area's outlet draws it; elsewhere (a remote's own
 * dev server, the sign-in pages) it is drawn here.
 */
export function PageLoading({ testId }: { testId?: string }) {
  const registry = useContext(PageLoadingAreaContext);
  // Before paint: the outlet shows the view in the frame this step is first drawn in, and hides it in the page's.
  useLayoutEffect(() => registry?.add(testId), [registry, testId]);
  return registry ? null : <PageLoadingView testId={testId} />;
}
