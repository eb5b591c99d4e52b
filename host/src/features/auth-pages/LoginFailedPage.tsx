import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { AuthPageFrame } from './AuthPageFrame';
import { AUTH_PATHS } from './auth-paths';

/** Shows the sign-in error from the `message` query parameter (as text, never as markup). */
export function LoginFailedPage() {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthPageFrame>
      <Result
        status="error"
        title={t(SHELL_TEXTS.signInFailed)}
        subTitle={t(SHELL_TEXTS.signInError, { message: params.get('message') ?? '' })}
        extra={
          // One link (not a button inside a link: nested controls, issue 16); the click stays in the app.
          <Button type="primary" href={AUTH_PATHS.login} onClick={(e) => { e.preventDefault(); navigate(AUTH_PATHS.login); }}>
            {t(SHELL_TEXTS.backToSignIn)}
          </Button>
        }
      />
    </AuthPageFrame>
  );
}
