import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, isApiError } from '@portal/api-client';
import {
  CRM_EMAIL_ENDPOINTS as E, CRM_EMAIL_LIMITS, CRM_EMAILS, EMAIL_TEMPLATES, type CrmRecordType, type FieldDefinition, type ResourceRowOf, type ResultOf,
} from '@portal/contracts';
import { FieldFormDialog, invalidateResource, useFieldForm, type FieldFormValues } from '@portal/kit';
import { EM, useCrmEmailsTranslation } from './texts';
import { EmailBody } from './EmailBody';

type Email = ResourceRowOf<typeof CRM_EMAILS>;
type Preview = ResultOf<typeof E.preview>;

export interface SendEmailDialogProps {
  relatedType: CrmRecordType;
  relatedId: string;
  /** Platform staff: the record's tenant. */
  tenantId?: string;
  onClose(sent: Email | null): void;
}

const refusalOf = (error: unknown): string => {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const body = error.body as { error?: string } | undefined;
  return body?.error || error.message;
};

/**
 * Sends an e-mail from a CRM record (ADR 0090): through one of the tenant's templates or as typed, to the record's
 * contact, filled on the server with the record's values. Preview shows it as it will go; a refusal keeps what was
 * typed. Record pages open it: `<SendEmailDialog relatedType="lead" relatedId={lead.id} onClose={...} />`.
 */
export function SendEmailDialog({ relatedType, relatedId, tenantId, onClose }: SendEmailDialogProps) {
  const { t } = useCrmEmailsTranslation();
  const queryClient = useQueryClient();
  const [templateId, setTemplateId] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const scope = tenantId ? { tenantId } : {};
  const templates = useQuery({
    queryKey: [EMAIL_TEMPLATES.key, 'options', tenantId ?? ''],
    queryFn: ({ signal }) => callApi(EMAIL_TEMPLATES.endpoints.list, { query: { pageIndex: 0, pageSize: 100, isActive: true, ...scope }, signal }),
  });
  const free = templateId === '';
  const fields = useMemo<FieldDefinition[]>(() => [
    {
      name: 'templateId', label: t(EM.template), type: 'select', loading: templates.isLoading, help: free ? undefined : t(EM.templateHelp),
      options: [{ id: '', name: t(EM.noTemplate) }, ...(templates.data?.data ?? []).map((tpl) => ({ id: tpl.id, name: tpl.name }))],
    },
    ...(free ? [
      {
        name: 'subject', label: t(EM.subject), type: 'input', maxLength: CRM_EMAIL_LIMITS.subjectMax, autoComplete: 'off',
        validations: [{ name: 'required', message: t(EM.subjectRequired) }],
      },
      {
        name: 'body', label: t(EM.body), type: 'input', inputType: 'textarea', maxLength: CRM_EMAIL_LIMITS.bodyMax, rows: { min: 6, max: 14 },
        help: `${t(EM.placeholdersHelp, { example: '{{contact.firstName}}' })} ${t(EM.marksHelp)}`, validations: [{ name: 'required', message: t(EM.bodyRequired) }],
      },
    ] satisfies FieldDefinition[] : []),
  ], [t, templates.data, templates.isLoading, free]);

  const bodyOf = (values: FieldFormValues) => {
    const text = (key: string) => String(values[key] ?? '');
    return free
      ? { relatedType, relatedId, templateId: null, subject: text('subject'), body: text('body') }
      : { relatedType, relatedId, templateId };
  };
  const form = useFieldForm({
    fields, values: { templateId: '' }, sanitize: false,
    onValuesChange: (values) => {
      setTemplateId(String(values.templateId ?? ''));
      setPreview(null);
    },
    onSubmit: async (submitted) => {
      setRefusal(null);
      try {
        const sent = await callApi(E.send, { query: scope, body: bodyOf(submitted), silent: true });
        void invalidateResource(queryClient, CRM_EMAILS);
        onClose(sent);
      } catch (error) {
        setRefusal(t(refusalOf(error)));
      }
    },
  });
  const showPreview = async () => {
    setRefusal(null);
    setPreviewing(true);
    try {
      setPreview(await callApi(E.preview, { query: scope, body: bodyOf(form.values), silent: true }));
    } catch (error) {
      setPreview(null);
      setRefusal(t(refusalOf(error)));
    } finally {
      setPreviewing(false);
    }
  };

  return (
    <FieldFormDialog
      open keepSubmitEnabled width={720} title={t(EM.sendEmailTitle)} form={form} fields={fields} okText={t(EM.send)}
      onCancel={() => onClose(null)} idPrefix="crm-send-email"
      intro={refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 12 }} /> : undefined}
    >
      <Flex vertical gap={8}>
        <div>
          <Button onClick={() => { void showPreview(); }} loading={previewing}>{t(EM.preview)}</Button>
        </div>
        <div role="status" aria-live="polite">
          {preview && (
            <section aria-label={t(EM.preview)}>
              <Typography.Text type="secondary">{t(EM.previewIntro)}</Typography.Text>
              <Descriptions column={1} size="small" items={[
                { key: 'to', label: t(EM.to), children: `${preview.toName} <${preview.toAddress}>` },
                { key: 'subject', label: t(EM.subject), children: preview.subject },
              ]} />
              <EmailBody text={preview.body} testId="email-preview-body" />
            </section>
          )}
        </div>
      </Flex>
    </FieldFormDialog>
  );
}
