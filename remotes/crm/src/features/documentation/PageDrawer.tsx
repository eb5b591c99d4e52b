import { Alert, Button, Drawer, Space, Spin, Tabs, Typography } from 'antd';
import { DOC_PAGES } from '@portal/contracts';
import { useProfileTimeZone } from '@portal/auth';
import { formatInTimeZone } from '@portal/kit';
import { useRecord } from '../records/use-record';
import { MarkdownView } from './MarkdownView';
import type { DocPage } from './PageEditorDialog';
import { PageVersions } from './PageVersions';
import { DO, useDocumentationTranslation } from './texts';

/**
 * One page as its readers see it (ADR 0099); editors also get Edit and its versions (compare, restore). The page's
 * id is in the address, so a link opens it.
 */
export function PageDrawer({ id, row, mayEdit, showAudience, onEdit, onClose }: {
  id: string; row: DocPage | undefined; mayEdit: boolean; showAudience: boolean; onEdit(page: DocPage): void; onClose(): void;
}) {
  const { t } = useDocumentationTranslation();
  const timeZone = useProfileTimeZone();
  const { record: page, isError, error } = useRecord<DocPage>(DOC_PAGES, id, row);
  const content = isError ? <Alert type="warning" showIcon title={error?.message} /> : !page ? <Spin /> : (
    <article>
      <Typography.Paragraph type="secondary">
        {t(DO.versionN, { version: page.version })} · <time dateTime={page.updatedAt}>{formatInTimeZone(page.updatedAt, timeZone, 'dateTime')}</time>
        {page.updatedByName ? ` · ${page.updatedByName}` : ''}{showAudience ? ` · ${t(DO[page.audience])}` : ''}
      </Typography.Paragraph>
      <MarkdownView text={page.body} />
    </article>
  );
  return (
    <Drawer open onClose={onClose} size="min(900px, 100vw)" title={page?.title ?? t(DO.page)}
      extra={mayEdit && page ? <Button type="primary" onClick={() => onEdit(page)}>{t(DO.editThis)}</Button> : undefined}>
      {mayEdit && page ? (
        <Tabs items={[
          { key: 'page', label: t(DO.page), children: content },
          { key: 'versions', label: t(DO.history), children: <PageVersions page={page} mayEdit={mayEdit} /> },
        ]} />
      ) : <Space orientation="vertical" style={{ width: '100%' }}>{content}</Space>}
    </Drawer>
  );
}
