import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageTitle } from '@portal/ui';
import { M, useManagementTranslation } from './i18n/texts';

export interface ManagementFrameProps {
  title: string;
  intro?: string;
  extra?: ReactNode;
  loading: boolean;
  error: Error | null;
  retry(): void;
  children: ReactNode;
}

/** The frame of each management page: its title, what it governs, and its own loading and error states. */
export function ManagementFrame({ title, intro, extra, loading, error, retry, children }: ManagementFrameProps) {
  const { t } = useManagementTranslation();
  let content = children;
  if (error) {
    content = (
      <Alert type="error" showIcon title={t(M.loadFailed)} description={error.message}
        action={<Button size="small" onClick={retry}>{t(M.retry)}</Button>} />
    );
  } else if (loading) {
    content = <Skeleton active paragraph={{ rows: 6 }} />;
  }
  return (
    <Card variant="borderless">
      <PageTitle title={title} level={1} extra={extra} />
      {intro && <Typography.Paragraph type="secondary">{t(intro)}</Typography.Paragraph>}
      {content}
    </Card>
  );
}
