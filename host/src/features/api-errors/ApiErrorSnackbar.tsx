import { App } from 'antd';
import { useEffect } from 'react';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { onApiError } from './api-error-events';
import { ERROR_SNACKBAR_SECONDS } from './snackbar';

/**
 * The one global error handler's snackbar (spec part 1 section 8): error styling, an X button, 7 s.
 * The api-client has already chosen the message in the spec's order (403 -> not authorized).
 */
export function ApiErrorSnackbar() {
  const { notification } = App.useApp();
  const { t } = useShellTranslation();
  useEffect(
    () =>
      onApiError((error) => {
        notification.error({
          key: `api-error:${error.message}`,
          title: t(error.message),
          duration: ERROR_SNACKBAR_SECONDS,
          placement: 'bottom',
          closable: true,
          props: { 'data-testid': 'error-snackbar' } as Record<string, string>,
        });
      }),
    [notification, t],
  );
  return null;
}
