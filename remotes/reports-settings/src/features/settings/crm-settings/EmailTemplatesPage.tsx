import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { EMAIL_TEMPLATES, type ResourceRowOf } from '@portal/contracts';
import { ActionButton, ResourceListPage, StatusPill, usePortalScope, type ColumnDef } from '@portal/kit';
import { ET, useEmailTemplatesTranslation } from './email-template-texts';
import { TemplateFormDialog } from './TemplateFormDialog';

type Template = ResourceRowOf<typeof EMAIL_TEMPLATES>;

/**
 * E-mail templates (crm/settings/crm/email-templates; ADR 0090): subject and plain text with placeholders from a
 * fixed list; the dialog previews them with sample values as they are typed.
 */
export function EmailTemplatesPage({ title }: { title: string }) {
  const { t } = useEmailTemplatesTranslation();
  const scope = usePortalScope();
  const [editing, setEditing] = useState<Template | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const columns = useMemo<ColumnDef<Template>[]>(() => [
    { key: 'name', title: ET.name, value: (r) => r.name, sortable: true, alwaysShown: true, width: 200 },
    { key: 'subject', title: ET.subject, value: (r) => r.subject, width: 300 },
    { key: 'sent', title: ET.sent, kind: 'count', value: (r) => r.sent, width: 90 },
    {
      key: 'isActive', title: ET.isActive, value: (r) => String(r.isActive), width: 110,
      render: (r) => <StatusPill status={r.isActive ? 'Active' : 'Inactive'} label={t(r.isActive ? ET.Active : ET.Inactive)} />,
    },
    { key: 'updatedAt', title: ET.updatedAt, kind: 'date', value: (r) => r.updatedAt, sortable: true, width: 130 },
  ], [t]);
  return (
    <ResourceListPage<Template>
      resource={EMAIL_TEMPLATES} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => r.name}
      before={(
        <>
          <Typography.Paragraph type="secondary">{t(ET.templatesIntro)}</Typography.Paragraph>
          <div role="status" aria-live="polite">{saved && <Alert type="success" showIcon title={saved} style={{ marginBottom: 12 }} />}</div>
        </>
      )}
      fields={{ isActive: { label: t(ET.isActive) } }}
      actions={<Button type="primary" icon={<PlusOutlined aria-hidden />} disabled={scope.needsTenant} onClick={() => setEditing('new')}>{t(ET.newTemplate)}</Button>}
      rowActions={(r) => <ActionButton label={t(ET.editTemplate, { name: r.name })} icon={<EditOutlined aria-hidden />} onClick={() => setEditing(r)} />}
      remove
    >
      {editing && (
        <TemplateFormDialog template={editing === 'new' ? undefined : editing} onDone={(answer) => {
          setEditing(null);
          setSaved(answer ? t(ET.saved, { name: answer.name }) : null);
        }} />
      )}
    </ResourceListPage>
  );
}
