import type { SystemMode } from '@portal/contracts';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';

/**
 * The mode a user without the switch acts in (tenant and platform staff, NoProcessing merchants: spec part 1
 * section 4 gives the switch to merchants only): read-only, in the top bar at every width, since requests and
 * messages ("in the mode you work in") depend on it.
 */
export function ModeIndicator({ mode }: { mode: SystemMode }) {
  const { t } = useShellTranslation();
  return (
    <span className={`portal-mode-indicator portal-mode-indicator-${mode.toLowerCase()}`} data-testid="mode-indicator" data-mode={mode}>
      {t(mode === 'Test' ? SHELL_TEXTS.testModeMarker : SHELL_TEXTS.liveMode)}
    </span>
  );
}
