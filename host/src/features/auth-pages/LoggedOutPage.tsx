import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { AuthPageFrame } from './AuthPageFrame';
import { AUTH_PATHS } from './auth-paths';

export function LoggedOutPage() {
  const { t } = useShellTranslation();
  return (
    <AuthPageFrame>
      <Result
        status="success"
        title={t(SHELL_TEXTS.loggedOut)}
        extra={
          <Link to={AUTH_PATHS.login}>
            <Button type="primary">{t(SHELL_TEXTS.signIn)}</Button>
          </Link>
        }
      />
    </AuthPageFrame>
  );
}
