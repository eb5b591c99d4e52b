import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { AuthPageFrame } from './AuthPageFrame';
import { AUTH_PATHS, LOCAL_LOGOUT_STATE } from './auth-paths';

/** Where permission guards send users who lack a route's permission. */
export function UnauthorizedPage() {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  return (
    <AuthPageFrame>
      <Result
        status="403"
        title={t(SHELL_TEXTS.unauthorized)}
        subTitle={t(SHELL_TEXTS.unauthorizedHint)}
        extra={
          <Button type="primary" onClick={() => navigate(AUTH_PATHS.logout, { state: LOCAL_LOGOUT_STATE })}>
            {t(SHELL_TEXTS.logout)}
          </Button>
        }
      />
    </AuthPageFrame>
  );
}
