import { Alert, Button, Drawer, Space, Spin, Typography } from 'antd';
import { PortalTabs } from '@portal/ui';
import { useSearchParams } from 'react-router';
import { DOC_LANGUAGES, DOC_PAGES, type DocLanguage } from '@portal/contracts';
import { useProfileTimeZone } from '@portal/auth';
import { LANGUAGE_NAMES } from '@portal/i18n';
import { OPEN_ROW_URL_KEY, formatInTimeZone } from '@portal/kit';
import { useRecord } from '../records/use-record';
import { MarkdownView } from './MarkdownView';
import type { DocPage } from './PageEditorDialog';
import { PageVersions } from './PageVersions';
import { DO, useDocumentationTranslation } from './texts';

/** The languages a page has no version in yet (what an editor may translate it into). */
export const missingLanguagesOf = (page: DocPage): DocLanguage[] =>
  DOC_LANGUAGES.filter((l) => l !== page.language && !page.translations.some((other) => other.language === l));

/**
 * One page as its readers see it (ADR 0099), with links to its other languages (ADR 0148); editors also get Edit,
 * Translate and its versions (compare, restore). The page's id is in the address, so a link opens it.
 */
export function PageDrawer({ id, row, mayEdit, showAudience, onEdit, onTranslate, onClose }: {
  id: string; row: DocPage | undefined; mayEdit: boolean; showAudience: boolean;
  onEdit(page: DocPage): void; onTranslate(page: DocPage, language: DocLanguage): void; onClose(): void;
}) {
  const { t } = useDocumentationTranslation();
  const timeZone = useProfileTimeZone();
  const [, setParams] = useSearchParams();
  const { record: page, isError, error } = useRecord<DocPage>(DOC_PAGES, id, row);
  const openPage = (other: string) => setParams((current) => { const next = new URLSearchParams(current); next.set(OPEN_ROW_URL_KEY, other); return next; });
  const content = isError ? <Alert type="warning" showIcon title={error?.message} /> : !page ? <Spin /> : (
    <article lang={page.language}>
      <Typography.Paragraph type="secondary">
        {t(DO.versionN, { version: page.version })} · <time dateTime={page.updatedAt}>{formatInTimeZone(page.updatedAt, timeZone, 'dateTime')}</time>
        {page.updatedByName ? ` · ${page.updatedByName}` : ''}{showAudience ? ` · ${t(DO[page.audience])}` : ''}
        {` · ${LANGUAGE_NAMES[page.language]}`}
      </Typography.Paragraph>
      {page.translations.length > 0 && (
        <Typography.Paragraph>
          {t(DO.alsoIn)}{' '}
          {page.translations.map((other) => (
            <Button key={other.id} type="link" size="small" lang={other.language} onClick={() => openPage(other.id)} style={{ paddingInline: 4 }}>
              {`${LANGUAGE_NAMES[other.language]}: ${other.title}`}
            </Button>
          ))}
        </Typography.Paragraph>
      )}
      <MarkdownView text={page.body} />
    </article>
  );
  const extra = mayEdit && page ? (
    <Space wrap>
      {missingLanguagesOf(page).map((language) => (
        <Button key={language} onClick={() => onTranslate(page, language)}>{t(DO.translateInto, { language: LANGUAGE_NAMES[language] })}</Button>
      ))}
      <Button type="primary" onClick={() => onEdit(page)}>{t(DO.editThis)}</Button>
    </Space>
  ) : undefined;
  return (
    <Drawer open onClose={onClose} size="min(900px, 100vw)" title={page?.title ?? t(DO.page)} extra={extra}>
      {mayEdit && page ? (
        <PortalTabs items={[
          { key: 'page', label: t(DO.page), children: content },
          { key: 'versions', label: t(DO.history), children: <PageVersions page={page} mayEdit={mayEdit} /> },
        ]} />
      ) : <Space orientation="vertical" style={{ width: '100%' }}>{content}</Space>}
    </Drawer>
  );
}
