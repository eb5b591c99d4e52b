import { Button, Modal } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '@portal/api-client';
import { useAuth } from '@portal/auth';
import { USER_ENDPOINTS } from '@portal/contracts';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { AUTH_PATHS, LOCAL_LOGOUT_STATE } from '../auth-pages';
import { createIdleWatch } from './idle-watch';
import { createSharedActivity } from './shared-activity';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * The idle watch runs while a user profile exists. After 1800 s without activity the warning counts
 * down from 60 s; Continue resets the watch; Quit, closing the dialog or reaching zero signs out.
 */
export function IdleWarning() {
  const { t } = useShellTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  const watch = useMemo(
    () =>
      createIdleWatch({
        onIdle: setSecondsLeft,
        onCountdown: setSecondsLeft,
        // The user's other tabs count as activity: a background tab must not sign out a busy user.
        shared: createSharedActivity(),
        onActiveElsewhere: () => setSecondsLeft(null),
        onTimeout: () => {
          setSecondsLeft(null);
          navigate(AUTH_PATHS.logout, { state: LOCAL_LOGOUT_STATE });
        },
        onKeepAlive: () => {
          void callApi(USER_ENDPOINTS.keepAlive, { silent: true }).catch(() => {});
        },
      }),
    [navigate],
  );

  const hasProfile = !!user;
  useEffect(() => {
    if (!hasProfile) return;
    watch.start();
    // Browsers send mousemove without a move when the page changes under a resting pointer: ignore those.
    let last = { x: Number.NaN, y: Number.NaN };
    const onActivity = (event: Event) => {
      if (event.type === 'mousemove') {
        const { screenX: x, screenY: y } = event as MouseEvent;
        const first = Number.isNaN(last.x);
        const still = x === last.x && y === last.y;
        last = { x, y };
        if (first || still) return; // the first one only tells where the pointer rests

      }
      watch.activity();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      watch.stop();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [watch, hasProfile]);

  const signOut = () => {
    watch.stop();
    setSecondsLeft(null);
    navigate(AUTH_PATHS.logout, { state: LOCAL_LOGOUT_STATE });
  };
  const resume = () => {
    setSecondsLeft(null);
    watch.reset();
  };

  return (
    <Modal
      open={secondsLeft !== null}
      title={t(SHELL_TEXTS.idleTitle)}
      onCancel={signOut}
      mask={{ closable: false }}
      footer={[
        <Button key="quit" onClick={signOut}>
          {t(SHELL_TEXTS.idleQuit)}
        </Button>,
        <Button key="continue" type="primary" onClick={resume}>
          {t(SHELL_TEXTS.idleContinue)}
        </Button>,
      ]}
    >
      <p data-testid="idle-countdown">{t(SHELL_TEXTS.idleText, { seconds: secondsLeft ?? 0 })}</p>
    </Modal>
  );
}
