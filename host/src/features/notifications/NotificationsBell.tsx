// A deep import: the package root is shared whole (all icons), one icon is not.
import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import { App, Badge, Button, Tooltip } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { USER_CONTEXT_QUERY_KEY } from '@portal/auth';
import { NOTIFICATION_LIMITS, STAGE_NOTIFICATION_TYPES, type Notification } from '@portal/contracts';
import { NOTIFICATION_TEXTS as T } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { useQuickSettings } from '../shell/quick-panel/use-quick-settings';
import { isDownloadable } from './download/is-downloadable';
import { useNotifications } from './model/use-notifications';
import { useOpenNotification } from './model/use-open-notification';
import { playNotificationSound } from './sound/notification-sound';

// The panel loads on the first click of the bell: it is not part of the shell's start (issue 14).
const NotificationsPanel = lazy(async () => ({ default: (await import('./ui/NotificationsPanel')).NotificationsPanel }));

const SNACKBAR_KEY = 'portal-new-notifications';

// Downloads and the snackbar's sanitized title load on first use, with the sanitizer they need (issue 14, ADR 0048).
const downloadReports = (list: Notification[]) => import('./download/download-reports').then((m) => m.downloadReports(list));
const loadTitle = () => import('./ui/NotificationTitle').then((m) => m.NotificationTitle);

/** The top bar's bell: unread count, the notifications panel, and the new-notification snackbar. */
export function NotificationsBell() {
  const { t, i18n } = useShellTranslation();
  const [open, setOpen] = useState(false);
  // The shell's App's: their files load with the first snackbar or message shown (ADR 0115, session 61).
  const { notification: snackbarApi, message: messageApi } = App.useApp();
  const openTarget = useOpenNotification();
  // A ref: the poller keeps one announce callback; the setting may change after it started.
  const sound = useRef(false);
  sound.current = useQuickSettings().notificationsSound;
  const queryClient = useQueryClient();

  const announce = useCallback((fresh: Notification[]) => {
    const one = fresh.length === 1 ? fresh[0] : undefined;
    // A review or an agreement may have moved the merchant's boarding stage: the menu and guards follow (ADR 0111).
    if (fresh.some((n) => STAGE_NOTIFICATION_TYPES.includes(n.notificationType))) void queryClient.invalidateQueries({ queryKey: USER_CONTEXT_QUERY_KEY });
    if (sound.current) playNotificationSound();
    // One notification's title needs the sanitizer, loaded with the first such snackbar; if it cannot load, the count says it.
    const title = one ? loadTitle().catch(() => undefined) : Promise.resolve(undefined);
    void title.then((NotificationTitle) => {
      snackbarApi.open({
        key: SNACKBAR_KEY,
        placement: 'bottomRight',
        duration: NOTIFICATION_LIMITS.snackbarMs / 1000,
        title: one && NotificationTitle
          ? <span data-testid="new-notification-snackbar">{t(T.newNotification)} <NotificationTitle html={one.title} /></span>
          : <span data-testid="new-notification-snackbar">{t(T.newNotifications, { count: fresh.length })}</span>,
        actions: (
          <Button type="primary" size="small" onClick={() => {
            snackbarApi.destroy(SNACKBAR_KEY);
            setOpen(true);
          }}>{t(T.view)}</Button>
        ),
      });
    });
  }, [queryClient, snackbarApi, t]);

  const state = useNotifications(announce, i18n.language);

  const onOpen = useCallback((n: Notification) => {
    if (!n.isRead) void state.markRead(n.id);
    if (isDownloadable(n)) {
      void downloadReports([n]);
      return;
    }
    const outcome = openTarget(n);
    if (outcome === 'forbidden') {
      void messageApi.warning({ content: t(T.noPermission), duration: NOTIFICATION_LIMITS.permissionMessageMs / 1000 });
    } else if (outcome === 'navigated') {
      setOpen(false);
    }
  }, [messageApi, openTarget, state, t]);

  return (
    <>
      <Tooltip title={t(T.notifications)}>
        <Badge count={state.unreadCount} size="small" overflowCount={99} data-testid="notifications-badge">
          <Button type="text" shape="circle" aria-label={t(T.notifications)} data-testid="notifications-bell"
            icon={<BellOutlined style={{ fontSize: 18 }} aria-hidden />} onClick={() => setOpen(true)} />
        </Badge>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <NotificationsPanel
            state={state}
            onClose={() => setOpen(false)}
            onOpen={onOpen}
            onDownload={(list) => void downloadReports(list)}
          />
        </Suspense>
      )}
    </>
  );
}
