import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
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

/**
 * Shown inside the shell when a remote fails to load or throws; menus and other areas keep working. It must draw when
 * the network is gone, so it is part of the shell's start: laid out as antd's error Result (icon, title, the area,
 * Retry, the message) from parts the shell already has, because antd's Result module carries its 403, 404 and 500
 * illustrations (33 KB minified) into every page's download (ADR 0115, "Session 39").
 */
export function RemoteErrorPage({ remote, error, onRetry }: RemoteErrorPageProps) {
  const { t } = useShellTranslation();
  const { token } = theme.useToken();
  const message = messageOf(error) || t(SHELL_TEXTS.unknownError);
  return (
    <Flex vertical align="center" gap={token.marginMD} style={{ padding: `${token.paddingXL}px ${token.paddingLG}px`, textAlign: 'center' }}>
      <CloseCircleFilled aria-hidden style={{ fontSize: 72, color: token.colorError }} />
      <Typography.Text style={{ fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }}>{t(SHELL_TEXTS.areaNotLoaded)}</Typography.Text>
      <Typography.Text strong>{remote}</Typography.Text>
      <Button type="primary" onClick={onRetry}>
        {t(SHELL_TEXTS.retry)}
      </Button>
      <Typography.Paragraph type="danger" style={{ marginBottom: 0 }}>
        {message}
      </Typography.Paragraph>
    </Flex>
  );
}
