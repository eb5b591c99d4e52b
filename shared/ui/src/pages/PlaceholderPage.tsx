import { Typography } from 'antd';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../i18n/use-shell-translation';

export interface PlaceholderPageProps {
  /** The catalogue's English title: it is the i18n key (ADR 0009), shown in the portal's language. */
  title: string;
  /** The route path this page stands for. */
  path: string;
  /** What fills it later: an issue or a spec section (contracts CatalogRoute.filledBy). */
  filledBy: string;
}

/**
 * antd's borderless Card as a box: the Card component imports Tabs (its tab list), and with it rc-tabs, rc-menu and
 * rc-dropdown, about 28 KB a simple area's first visit would fetch for a box (issue 14).
 */
const CARD_STYLE = { background: '#ffffff', borderRadius: 8, padding: 24 } as const;

/** A real page for a route whose area is not built yet: it names the route and who fills it. */
export function PlaceholderPage({ title, path, filledBy }: PlaceholderPageProps) {
  const { t } = useShellTranslation();
  return (
    <section style={CARD_STYLE}>
      <Typography.Title level={3}>{t(title)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t(SHELL_TEXTS.notBuiltYet)}</Typography.Paragraph>
      <Typography.Paragraph>{t(SHELL_TEXTS.routeLabel, { path })}</Typography.Paragraph>
      <Typography.Paragraph>{t(SHELL_TEXTS.filledByLabel, { filledBy })}</Typography.Paragraph>
    </section>
  );
}
