import { Alert, App, Button, Card, Popconfirm, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useProfileTimeZone } from '@portal/auth';
import { DASHBOARD_TEMPLATE_LIMITS, type DashboardTemplateVersion } from '@portal/contracts';
import { FieldList, formatInTimeZone, ListTable, useFieldForm, type ColumnDef, type FieldDefinition } from '@portal/kit';
import { usePublishTemplate, useTemplates } from '../api/management-api';
import { M, useManagementTranslation } from '../i18n/texts';

const VERSION_COLUMNS: ColumnDef<DashboardTemplateVersion>[] = [
  { key: 'version', title: M.templateVersion, value: (v) => v.version, align: 'left' },
  { key: 'publishedAt', title: M.templatePublishedAt, kind: 'dateTime', value: (v) => v.publishedAt },
  { key: 'publishedBy', title: M.templatePublishedBy, value: (v) => v.publishedBy ?? '' },
  { key: 'widgets', title: M.widgetCount, value: (v) => v.widgetCount },
  { key: 'customised', title: M.templateKeptBy, value: (v) => v.customisedCount },
  { key: 'note', title: M.templateNote, value: (v) => v.note ?? '' },
];

/**
 * The tenant's merchant dashboard template (ADR 0058), on the widgets page: what publishing does, the newest
 * version and who follows it, an optional note (checked here and on the server), Publish (confirmed) and the
 * versions published so far.
 */
export function TemplatePanel({ tenantId }: { tenantId: string }) {
  const { t } = useManagementTranslation();
  const { message } = App.useApp();
  const timeZone = useProfileTimeZone();
  const templates = useTemplates(tenantId);
  const publish = usePublishTemplate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const latest = templates.data?.versions[0];
  const max = DASHBOARD_TEMPLATE_LIMITS.noteMaxLength;
  const fields = useMemo<FieldDefinition[]>(() => [{
    name: 'note', label: t(M.templateNote), type: 'input', placeholder: t(M.templateNotePlaceholder),
    validations: [{ name: 'maxLength', value: max, message: t(M.tooLong, { field: t(M.templateNote), max }) }],
  }], [t, max]);
  // Publish (the button or Enter in the note) asks first; only the confirmation publishes.
  const [confirming, setConfirming] = useState(false);
  const form = useFieldForm({
    fields,
    sanitize: false,
    // A note too long is said while it is typed, not only once the box is left.
    initialTouched: { note: true },
    onSubmit: () => setConfirming(true),
  });
  const tooLong = !!form.errors.note;
  const onPublish = () => {
    setConfirming(false);
    setRefusal(null);
    publish.mutate({ tenantId, note: String(form.values.note ?? '').trim() || null }, {
      onSuccess: (made) => { form.resetForm(); void message.success(t(M.templatePublished, { version: made.version })); },
      // A refused publish keeps the note and says why.
      onError: (error) => setRefusal(error.message),
    });
  };

  return (
    <Card size="small" title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{t(M.templateTitle)}</Typography.Title>} style={{ marginTop: 24 }}>
      <Typography.Paragraph type="secondary">{t(M.templateIntro)}</Typography.Paragraph>
      {templates.error && (
        <Alert type="error" showIcon title={t(M.loadFailed)} description={templates.error.message}
          action={<Button size="small" onClick={() => void templates.refetch()}>{t(M.retry)}</Button>} />
      )}
      {templates.data && (
        <Typography.Paragraph>
          {latest
            ? t(M.templateStatus, {
              version: latest.version, date: formatInTimeZone(latest.publishedAt, timeZone),
              following: templates.data.followingCount, customised: templates.data.customisedCount,
            })
            : t(M.templateNone)}
        </Typography.Paragraph>
      )}
      <>
        <FieldList form={form} fields={fields} idPrefix="dashboard-template" />
        {refusal && <Alert type="error" showIcon title={t(M.templateRefused, { message: refusal })} style={{ marginBottom: 16 }} />}
        <Space>
          <Popconfirm
            title={t(M.templatePublishConfirm, { version: (latest?.version ?? 0) + 1 })}
            okText={t(M.templatePublish)}
            cancelText={t(M.cancel)}
            disabled={tooLong}
            open={confirming}
            onOpenChange={(open) => { if (!open) setConfirming(false); }}
            onConfirm={onPublish}
          >
            <Button type="primary" disabled={tooLong} loading={publish.isPending} onClick={() => void form.submitForm()}>{t(M.templatePublish)}</Button>
          </Popconfirm>
        </Space>
      </>
      {!!templates.data?.versions.length && (
        <div style={{ marginTop: 16 }}>
          <ListTable<DashboardTemplateVersion>
            fit
            rowKey={(v) => v.templateId}
            rows={templates.data.versions}
            columns={VERSION_COLUMNS}
            translate={t}
            label={t(M.templateTitle)}
            timeZone={timeZone}
          />
        </div>
      )}
    </Card>
  );
}
