import { Button, Result, Typography } from 'antd';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../i18n/use-shell-translation';

export interface RemoteErrorPageProps {
  /** Name of the area (remote) that failed. */
  remote: string;
  error: unknown;
  onRetry: () => void;
}

function messageOf(error: unknown): string | null {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return null;
}

/** Shown inside the shell when a remote fails to load or throws; menus and other areas keep working. */
export function RemoteErrorPage({ remote, error, onRetry }: RemoteErrorPageProps) {
  const { t } = useShellTranslation();
  const message = messageOf(error) || t(SHELL_TEXTS.unknownError);
  return (
    <Result
      status="error"
      title={t(SHELL_TEXTS.areaNotLoaded)}
      subTitle={<Typography.Text strong>{remote}</Typography.Text>}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t(SHELL_TEXTS.retry)}
        </Button>
      }
    >
      <Typography.Paragraph type="danger" style={{ textAlign: 'center', marginBottom: 0 }}>
        {message}
      </Typography.Paragraph>
    </Result>
  );
}
