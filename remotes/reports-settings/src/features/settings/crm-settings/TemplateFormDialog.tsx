import { Alert } from 'antd';
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { CRM_EMAIL_LIMITS, CRM_EMAIL_MESSAGES, EMAIL_TEMPLATES, unknownPlaceholder, type FieldDefinition, type ResourceRowOf } from '@portal/contracts';
import { FieldFormDialog, invalidateResource, usePortalScope, useFieldForm, type FieldFormValues } from '@portal/kit';
import { ET, useEmailTemplatesTranslation } from './email-template-texts';
import { refusalOf } from './StageFormDialog';
import { TemplatePreview } from './TemplatePreview';

type Template = ResourceRowOf<typeof EMAIL_TEMPLATES>;

/** Create or edit an e-mail template, with a live preview under the fields (sample values, escaped). */
export function TemplateFormDialog({ template, onDone }: { template?: Template; onDone(saved: Template | null): void }) {
  const { t } = useEmailTemplatesTranslation();
  const queryClient = useQueryClient();
  const scope = usePortalScope();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [draft, setDraft] = useState({ subject: template?.subject ?? '', body: template?.body ?? '' });
  const placeholderCheck = useMemo(() => ({
    name: 'custom' as const, message: t(CRM_EMAIL_MESSAGES.unknownPlaceholder),
    test: (text: string) => {
      const unknown = unknownPlaceholder(text);
      return unknown ? t(CRM_EMAIL_MESSAGES.unknownPlaceholder, { placeholder: `{{${unknown}}}`, interpolation: { escapeValue: false } }) : true;
    },
  }), [t]);
  const fields = useMemo<FieldDefinition[]>(() => [
    { name: 'name', label: t(ET.name), type: 'input', maxLength: CRM_EMAIL_LIMITS.nameMax, autoComplete: 'off', validations: [{ name: 'required', message: t(ET.nameRequired) }] },
    {
      name: 'subject', label: t(ET.subject), type: 'input', maxLength: CRM_EMAIL_LIMITS.subjectMax, autoComplete: 'off',
      validations: [{ name: 'required', message: t(CRM_EMAIL_MESSAGES.subjectRequired) }, placeholderCheck],
    },
    {
      name: 'body', label: t(ET.body), type: 'input', inputType: 'textarea', maxLength: CRM_EMAIL_LIMITS.bodyMax, rows: { min: 8, max: 18 }, help: t(ET.bodyHelp),
      validations: [{ name: 'required', message: t(CRM_EMAIL_MESSAGES.bodyRequired) }, placeholderCheck],
    },
    { name: 'isActive', label: t(ET.isActive), type: 'checkbox' },
  ], [t, placeholderCheck]);
  const values = useMemo<FieldFormValues>(() => (template
    ? { name: template.name, subject: template.subject, body: template.body, isActive: template.isActive }
    : { isActive: true }), [template]);
  const form = useFieldForm({
    fields, values, sanitize: false,
    onValuesChange: (v) => setDraft({ subject: String(v.subject ?? ''), body: String(v.body ?? '') }),
    onSubmit: async (submitted) => {
      setRefusal(null);
      const body = { name: String(submitted.name ?? '').trim(), subject: String(submitted.subject ?? ''), body: String(submitted.body ?? ''), isActive: submitted.isActive === true };
      const query = scope.userType === 'platform' && scope.tenantId ? { tenantId: scope.tenantId } : {};
      try {
        const saved = template
          ? await callApi(EMAIL_TEMPLATES.endpoints.update, { params: { id: template.id }, query: { tenantId: template.tenantId }, body, silent: true })
          : await callApi(EMAIL_TEMPLATES.endpoints.create, { query, body, silent: true });
        void invalidateResource(queryClient, EMAIL_TEMPLATES);
        onDone(saved);
      } catch (error) {
        setRefusal(t(refusalOf(error)));
      }
    },
  });
  return (
    <FieldFormDialog
      open keepSubmitEnabled width={760} title={template ? t(ET.editTemplate, { name: template.name }) : t(ET.newTemplate)} form={form} fields={fields}
      okText={t(ET.save)} onCancel={() => onDone(null)} idPrefix={`email-template-${template ? 'edit' : 'new'}`}
      intro={refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 12 }} /> : undefined}
    >
      <TemplatePreview subject={draft.subject} body={draft.body} />
    </FieldFormDialog>
  );
}
