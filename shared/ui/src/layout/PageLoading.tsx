import type { CSSProperties } from 'react';
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

/**
 * What the page area shows while a page's code loads (antd's part of the shell, the page's remote, the page's own
 * group of pages): the page's title from the route catalogue, where the page will draw its own, and a spinner. The
 * user sees where they are from the shell's first frame until the page is drawn, with no gap between the steps
 * (ADR 0062, ADR 0116 "Session 55").
 */
export function PageLoading({ testId }: { testId?: string }) {
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
