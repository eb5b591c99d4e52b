import { useLocation } from 'react-router';
import { findCatalogRoute } from '@portal/contracts';
import { SHELL_TEXTS } from '@portal/i18n';
import { Spinner } from '@portal/ui';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';

/**
 * What the page area shows while its code loads (antd, then the page's remote): the page's title from the route
 * catalogue, where the page will draw its own, and a spinner. The user sees at once where they are (ADR 0062).
 */
export function PageLoading({ testId }: { testId?: string }) {
  const { t } = useShellTranslation();
  const { pathname } = useLocation();
  const row = findCatalogRoute(pathname);
  return (
    <div className="portal-page-loading" data-testid={testId}>
      {row && <h1 className="portal-page-loading-title">{t(row.title)}</h1>}
      <div className="portal-page-loading-spinner" role="status" aria-label={t(SHELL_TEXTS.loading)}>
        <Spinner />
      </div>
    </div>
  );
}
