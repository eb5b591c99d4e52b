import type { SystemMode } from '@portal/contracts';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';

/**
 * The full-width band over every signed-in page while the portal works in Test mode, for every user type
 * (an operator must never take Test for Live). It takes its own row above the header (sticky with it, never
 * over the page) and is a status, so a switch to Test is announced too.
 */
export function TestModeBanner({ mode }: { mode: SystemMode }) {
  const { t } = useShellTranslation();
  if (mode !== 'Test') return null;
  return (
    <div className="portal-test-banner" role="status" data-testid="test-mode-banner">
      {t(SHELL_TEXTS.testModeBanner)}
    </div>
  );
}
