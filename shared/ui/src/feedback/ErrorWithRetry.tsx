import { Alert, Button } from 'antd';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../i18n/use-shell-translation';

export interface ErrorWithRetryProps {
  /** What failed, in the caller's words (already translated). */
  title: string;
  /** The server's or the network's message, when there is one. */
  message?: string;
  onRetry(): void;
}

/**
 * The one "this part failed, Retry" alert of the portal: a failing tab, widget or page section says so in place
 * and offers a retry, while the rest of the screen keeps working.
 */
export function ErrorWithRetry({ title, message, onRetry }: ErrorWithRetryProps) {
  const { t } = useShellTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={message}
      action={<Button size="small" onClick={onRetry}>{t(SHELL_TEXTS.retry)}</Button>}
    />
  );
}
