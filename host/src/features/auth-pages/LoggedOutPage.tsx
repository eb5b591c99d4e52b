import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { AuthPageFrame } from './AuthPageFrame';
import { AUTH_PATHS } from './auth-paths';

export function LoggedOutPage() {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  return (
    <AuthPageFrame>
      <Result
        status="success"
        title={t(SHELL_TEXTS.loggedOut)}
        extra={
          // One link (not a button inside a link: nested controls, issue 16); the click stays in the app.
          <Button type="primary" href={AUTH_PATHS.login} onClick={(e) => { e.preventDefault(); navigate(AUTH_PATHS.login); }}>
            {t(SHELL_TEXTS.signIn)}
          </Button>
        }
      />
    </AuthPageFrame>
  );
}
