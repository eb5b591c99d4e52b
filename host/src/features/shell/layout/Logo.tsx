import { Typography } from 'antd';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import { useThemeConfiguration } from '../../theme/theme-context';

/**
 * The tenant logo (checkoutLogoSource); folded sidebars show the favicon or the initial instead
 * (spec part 1 section 2: the logo swaps between folded and unfolded sidebar).
 */
export function Logo({ folded = false, onDark = true }: { folded?: boolean; onDark?: boolean }) {
  const { t } = useShellTranslation();
  const { logo, favicon } = useThemeConfiguration();
  const color = onDark ? '#ffffff' : 'var(--portal-text, #404040)';
  if (folded) {
    return (
      <div className="portal-logo portal-logo-folded" data-testid="logo-folded">
        {favicon ? <img src={favicon} alt={t(SHELL_TEXTS.portalLogo)} width={32} height={32} /> : <span className="portal-logo-mark">P</span>}
      </div>
    );
  }
  return (
    <div className="portal-logo" data-testid="logo-unfolded">
      {logo ? (
        <img src={logo} alt={t(SHELL_TEXTS.portalLogo)} style={{ maxHeight: 40, maxWidth: 200, objectFit: 'contain' }} />
      ) : (
        <Typography.Text strong style={{ color, fontSize: 18 }}>{t(SHELL_TEXTS.paymentsPortal)}</Typography.Text>
      )}
    </div>
  );
}
