import { IDENTITY_PATHS } from '@portal/contracts';
import { SHELL_TEXTS } from '@portal/i18n';
import { FullPageSpin } from '@portal/ui';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { leavePortalDefault, usePortalSettings } from '../../app/settings/portal-settings';
import { useRunOnce } from './use-run-once';

/** profile and register: the identity server's own pages (Manage, Register) do the work. */
export function IdentityPageRedirect({ page }: { page: 'manage' | 'register' }) {
  const { t } = useShellTranslation();
  const { identityOrigin, leavePortal = leavePortalDefault } = usePortalSettings();
  useRunOnce(() => leavePortal(`${identityOrigin}${IDENTITY_PATHS[page]}`));
  return <FullPageSpin label={t(SHELL_TEXTS.loading)} />;
}
