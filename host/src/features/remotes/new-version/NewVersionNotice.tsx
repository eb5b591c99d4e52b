import { Alert, Button } from 'antd';
import { SHELL_TEXTS } from '@portal/i18n';
import type { RemoteName } from '@portal/contracts';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import { useNewRemoteVersion } from './use-new-remote-version';

/**
 * A quiet line over a remote's page once that remote was released while the page runs its older version: the page
 * keeps working (the old version's files stay served), and Reload brings the new one.
 */
export function NewVersionNotice({ remote }: { remote: RemoteName }) {
  const { t } = useShellTranslation();
  const newer = useNewRemoteVersion(remote);
  if (!newer) return null;
  return (
    <Alert
      data-testid="new-area-version"
      type="info"
      showIcon
      title={t(SHELL_TEXTS.newAreaVersion)}
      action={<Button size="small" onClick={() => window.location.reload()}>{t(SHELL_TEXTS.reload)}</Button>}
      style={{ marginBottom: 12 }}
    />
  );
}
