import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { defaultLandingPath, useAuth } from '@portal/auth';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { AuthPageFrame } from './AuthPageFrame';
import { AUTH_PATHS, LOCAL_LOGOUT_STATE } from './auth-paths';

/** Where permission guards send users who lack a route's permission. */
export function UnauthorizedPage() {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const landing = defaultLandingPath(user?.profile ?? null);
  return (
    <AuthPageFrame>
      <Result
        status="403"
        title={t(SHELL_TEXTS.unauthorized)}
        subTitle={t(SHELL_TEXTS.unauthorizedHint)}
        extra={[
          // A way back to where the user may go (issue 16), beside the spec's Logout.
          // antd renders a Button with href as a link; the click stays in the app.
          <Button key="landing" type="primary" href={landing} onClick={(e) => { e.preventDefault(); navigate(landing); }}>
            {t(SHELL_TEXTS.goToDashboard)}
          </Button>,
          <Button key="logout" onClick={() => navigate(AUTH_PATHS.logout, { state: LOCAL_LOGOUT_STATE })}>
            {t(SHELL_TEXTS.signOut)}
          </Button>,
        ]}
      />
    </AuthPageFrame>
  );
}
