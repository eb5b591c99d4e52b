import { Typography } from 'antd';
import { useInRouterContext, useLocation } from 'react-router';
import { findCatalogRoute } from '@portal/contracts';
import { VERSION_NOTES, useRouteNotesTranslation } from './route-notes';

/** The current page's catalogue note (how this version differs from its others), under its title; nothing elsewhere. */
export function RouteNote() {
  // A title drawn outside a router (a pop-up, a test of a lone component) has no page to annotate.
  return useInRouterContext() ? <CurrentRouteNote /> : null;
}

function CurrentRouteNote() {
  const { t } = useRouteNotesTranslation();
  const { pathname } = useLocation();
  const row = findCatalogRoute(pathname);
  // The page itself, not one under it (a detail path keeps its own title).
  if (!row || row.path !== (pathname.replace(/\/+$/, '') || '/')) return null;
  const note = VERSION_NOTES[row.path.slice(row.path.lastIndexOf('/') + 1)];
  return note ? <Typography.Paragraph type="secondary" data-testid="route-note" style={{ margin: '-8px 0 16px' }}>{t(note)}</Typography.Paragraph> : null;
}
