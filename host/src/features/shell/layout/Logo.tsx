import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import { useThemeConfiguration } from '../../theme/theme-context';

/**
 * Which surface the logo sits on: the sidebar colour (sidebar, splash, menu drawer, Entreprise header)
 * or the header colour (Material layout). Its text takes the colour derived for that surface (ADR 0039),
 * so it reads on any tenant theme.
 */
export type LogoSurface = 'sidebar' | 'header';

const TEXT_ON: Record<LogoSurface, string> = {
  sidebar: 'var(--portal-on-sidebar, #ffffff)',
  header: 'var(--portal-on-header, #404040)',
};

/**
 * The tenant logo (checkoutLogoSource); folded sidebars show the favicon or the initial instead
 * (spec part 1 section 2: the logo swaps between folded and unfolded sidebar).
 */
export function Logo({ folded = false, on = 'sidebar' }: { folded?: boolean; on?: LogoSurface }) {
  const { t } = useShellTranslation();
  const { logo, favicon } = useThemeConfiguration();
  const color = TEXT_ON[on];
  if (folded) {
    return (
      <div className="portal-logo portal-logo-folded" data-testid="logo-folded">
        {favicon ? <img src={favicon} alt={t(SHELL_TEXTS.portalLogo)} width={32} height={32} /> : <span className="portal-logo-mark" style={{ color }}>P</span>}
      </div>
    );
  }
  return (
    <div className="portal-logo" data-testid="logo-unfolded">
      {logo ? (
        <img src={logo} alt={t(SHELL_TEXTS.portalLogo)} style={{ maxHeight: 40, maxWidth: 200, objectFit: 'contain' }} />
      ) : (
        <strong className="portal-logo-text" style={{ color }}>{t(SHELL_TEXTS.paymentsPortal)}</strong>
      )}
    </div>
  );
}
