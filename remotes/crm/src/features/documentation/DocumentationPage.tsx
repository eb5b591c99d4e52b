import { Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { DOC_AUDIENCES, DOC_LANGUAGES, DOC_PAGES, DOC_PERMISSIONS, type DocLanguage, type DocSection } from '@portal/contracts';
import { usePermissions } from '@portal/auth';
import { LANGUAGE_NAMES } from '@portal/i18n';
import { ResourceListPage, type ColumnDef } from '@portal/kit';
import { PageDrawer } from './PageDrawer';
import { PageEditorDialog, type DocPage, type Translating } from './PageEditorDialog';
import { DO, useDocumentationTranslation } from './texts';

const INTROS: Record<DocSection, string> = { wiki: DO.wikiIntro, 'user-manuals': DO.userManualsIntro, faq: DO.faqIntro };

const LANGUAGE_OPTIONS = DOC_LANGUAGES.map((l) => ({ id: l, name: LANGUAGE_NAMES[l] }));

/**
 * A documentation section (ADR 0099: wiki, user manuals, FAQ) for tenant staff or merchants: its pages listed and
 * searched on the server, one opened as Markdown; staff with CRM.Documentation.Edit write, edit, translate, restore
 * and delete. The list opens in the reader's language, a page without a version in it shown in its own (ADR 0148).
 */
export function DocumentationPage({ section, title, audience }: { section: DocSection; title: string; audience: 'staff' | 'merchants' }) {
  const { t, i18n } = useDocumentationTranslation();
  const reading: DocLanguage = i18n.language === 'tr' ? 'tr' : 'en';
  const { hasAny } = usePermissions();
  const mayEdit = audience === 'staff' && hasAny([DOC_PERMISSIONS.edit]);
  const [editing, setEditing] = useState<DocPage | 'new' | Translating | null>(null);
  const defaults = useMemo(() => ({ language: reading }), [reading]);
  const columns = useMemo<ColumnDef<DocPage>[]>(() => [
    { key: 'title', title: DO.pageTitle, value: (r) => r.title, sortable: true, alwaysShown: true, width: 320 },
    { key: 'language', title: DO.language, value: (r) => LANGUAGE_NAMES[r.language], width: 110 },
    ...(mayEdit ? [{ key: 'audience', title: DO.audience, value: (r: DocPage) => t(DO[r.audience]), width: 200 }] : []),
    { key: 'version', title: DO.version, kind: 'count', value: (r) => r.version, width: 90 },
    { key: 'updatedAt', title: DO.updatedAt, kind: 'date', value: (r) => r.updatedAt, sortable: true, width: 140 },
  ], [t, mayEdit]);
  return (
    <ResourceListPage<DocPage> readOnly={!mayEdit}
      resource={DOC_PAGES} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => r.title}
      list={{ fixed: { section }, defaults }}
      fields={{
        search: { label: t(DO.search) },
        language: { label: t(DO.language), options: LANGUAGE_OPTIONS },
        audience: mayEdit ? { label: t(DO.audience), options: DOC_AUDIENCES.map((a) => ({ id: a, name: t(DO[a]) })) } : false,
      }}
      before={(
        <>
          <Typography.Paragraph type="secondary">{t(audience === 'merchants' ? DO.merchantIntro : INTROS[section])}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t(DO.languageNote)}</Typography.Paragraph>
          {audience === 'staff' && !mayEdit && <Typography.Paragraph type="secondary">{t(DO.readOnlyNote)}</Typography.Paragraph>}
        </>
      )}
      actions={mayEdit ? <Button type="primary" onClick={() => setEditing('new')}>{t(DO.newPage)}</Button> : undefined}
      remove={mayEdit}
      rowActions={mayEdit ? (r) => <Button size="small" onClick={() => setEditing(r)} aria-label={t(DO.editPage, { title: r.title })}>{t(DO.editThis)}</Button> : undefined}
      drawer={(open, close) => (
        <PageDrawer key={open.id} id={open.id} row={open.row} mayEdit={mayEdit} showAudience={mayEdit} onEdit={setEditing}
          onTranslate={(original, language) => setEditing({ original, language })} onClose={close} />
      )}
    >
      {editing && (
        <PageEditorDialog section={section} reading={reading}
          page={editing === 'new' || 'original' in editing ? null : editing}
          translating={editing !== 'new' && 'original' in editing ? editing : undefined}
          onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
      )}
    </ResourceListPage>
  );
}
