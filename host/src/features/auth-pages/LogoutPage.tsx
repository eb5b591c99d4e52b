import { Result } from 'antd';
import { useLocation } from 'react-router';
import { useAuth } from '@portal/auth';
import { SHELL_TEXTS } from '@portal/i18n';
import { FullPageSpin } from '@portal/ui';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { AuthPageFrame } from './AuthPageFrame';
import { isLocalLogout } from './auth-paths';
import { useRunOnce } from './use-run-once';

/**
 * Signs out only when the app sent the user here (navigation state set by the Sign out button):
 * a link from elsewhere must not be able to end the session.
 */
export function LogoutPage() {
  const { t } = useShellTranslation();
  const { service } = useAuth();
  const local = isLocalLogout(useLocation().state);
  useRunOnce(() => {
    if (local) void service.signOut();
  });
  if (local) return <FullPageSpin label={t(SHELL_TEXTS.signingOut)} />;
  return (
    <AuthPageFrame>
      <Result status="warning" title={t(SHELL_TEXTS.logoutNotInitiated)} />
    </AuthPageFrame>
  );
}
