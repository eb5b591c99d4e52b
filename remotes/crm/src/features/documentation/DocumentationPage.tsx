import { Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { DOC_AUDIENCES, DOC_PAGES, DOC_PERMISSIONS, type DocSection } from '@portal/contracts';
import { usePermissions } from '@portal/auth';
import { ResourceListPage, type ColumnDef } from '@portal/kit';
import { PageDrawer } from './PageDrawer';
import { PageEditorDialog, type DocPage } from './PageEditorDialog';
import { DO, useDocumentationTranslation } from './texts';

const INTROS: Record<DocSection, string> = { wiki: DO.wikiIntro, 'user-manuals': DO.userManualsIntro, faq: DO.faqIntro };

/**
 * A documentation section (ADR 0099: wiki, user manuals, FAQ) for tenant staff or merchants: its pages listed and
 * searched on the server, one opened as Markdown; staff with CRM.Documentation.Edit write, edit, restore and delete.
 */
export function DocumentationPage({ section, title, audience }: { section: DocSection; title: string; audience: 'staff' | 'merchants' }) {
  const { t } = useDocumentationTranslation();
  const { hasAny } = usePermissions();
  const mayEdit = audience === 'staff' && hasAny([DOC_PERMISSIONS.edit]);
  const [editing, setEditing] = useState<DocPage | 'new' | null>(null);
  const columns = useMemo<ColumnDef<DocPage>[]>(() => [
    { key: 'title', title: DO.pageTitle, value: (r) => r.title, sortable: true, alwaysShown: true, width: 320 },
    ...(mayEdit ? [{ key: 'audience', title: DO.audience, value: (r: DocPage) => t(DO[r.audience]), width: 200 }] : []),
    { key: 'version', title: DO.version, kind: 'count', value: (r) => r.version, width: 90 },
    { key: 'updatedAt', title: DO.updatedAt, kind: 'date', value: (r) => r.updatedAt, sortable: true, width: 140 },
  ], [t, mayEdit]);
  return (
    <ResourceListPage<DocPage> readOnly={!mayEdit}
      resource={DOC_PAGES} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => r.title}
      list={{ fixed: { section } }}
      fields={{ search: { label: t(DO.search) }, audience: mayEdit ? { label: t(DO.audience), options: DOC_AUDIENCES.map((a) => ({ id: a, name: t(DO[a]) })) } : false }}
      before={(
        <>
          <Typography.Paragraph type="secondary">{t(audience === 'merchants' ? DO.merchantIntro : INTROS[section])}</Typography.Paragraph>
          {audience === 'staff' && !mayEdit && <Typography.Paragraph type="secondary">{t(DO.readOnlyNote)}</Typography.Paragraph>}
        </>
      )}
      actions={mayEdit ? <Button type="primary" onClick={() => setEditing('new')}>{t(DO.newPage)}</Button> : undefined}
      remove={mayEdit}
      rowActions={mayEdit ? (r) => <Button size="small" onClick={() => setEditing(r)} aria-label={t(DO.editPage, { title: r.title })}>{t(DO.editThis)}</Button> : undefined}
      drawer={(open, close) => (
        <PageDrawer key={open.id} id={open.id} row={open.row} mayEdit={mayEdit} showAudience={mayEdit} onEdit={setEditing} onClose={close} />
      )}
    >
      {editing && (
        <PageEditorDialog section={section} page={editing === 'new' ? null : editing} onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)} />
      )}
    </ResourceListPage>
  );
}
