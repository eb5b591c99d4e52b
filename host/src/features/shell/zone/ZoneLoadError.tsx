import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';

/** The page area when the shell's antd part could not be downloaded: antd is not there to draw it, plain markup is. */
export function ZoneLoadError({ error, onRetry }: { error: Error; onRetry(): void }) {
  const { t } = useShellTranslation();
  return (
    <div className="portal-zone-error" role="alert" data-testid="shell-load-error">
      <h1>{t(SHELL_TEXTS.areaNotLoaded)}</h1>
      <p>{error.message || t(SHELL_TEXTS.unknownError)}</p>
      <button type="button" className="portal-plain-button" onClick={onRetry}>{t(SHELL_TEXTS.retry)}</button>
    </div>
  );
}
