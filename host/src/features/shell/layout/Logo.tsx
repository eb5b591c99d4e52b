import { Typography } from 'antd';
import { useThemeConfiguration } from '../../theme/theme-context';

/**
 * The tenant logo (checkoutLogoSource); folded sidebars show the favicon or the initial instead
 * (spec part 1 section 2: the logo swaps between folded and unfolded sidebar).
 */
export function Logo({ folded = false, onDark = true }: { folded?: boolean; onDark?: boolean }) {
  const { logo, favicon } = useThemeConfiguration();
  const color = onDark ? '#ffffff' : 'var(--portal-text, #404040)';
  if (folded) {
    return (
      <div className="portal-logo portal-logo-folded" data-testid="logo-folded">
        {favicon ? <img src={favicon} alt="Portal" width={32} height={32} /> : <span className="portal-logo-mark">P</span>}
      </div>
    );
  }
  return (
    <div className="portal-logo" data-testid="logo-unfolded">
      {logo ? (
        <img src={logo} alt="Portal" style={{ maxHeight: 40, maxWidth: 200, objectFit: 'contain' }} />
      ) : (
        <Typography.Text strong style={{ color, fontSize: 18 }}>Payments portal</Typography.Text>
      )}
    </div>
  );
}
