import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Popconfirm, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@portal/api-client';
import { FieldFormDialog, ListTable, useFieldForm, type ColumnDef, type FieldDefinition, type FieldFormValues, type LookupOption } from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { useDeleteSetting, useSaveSetting, useSettingsRows, type SettingsResource, type SettingsRow } from './api/payment-settings-api';
import { S, usePaymentSettingsTranslation } from './i18n/texts';
import { ScopeBar, useMerchantScope } from './merchant-scope';

/** What makes one payment settings page: its resource, columns, form fields and how a row becomes the body. */
export interface SettingsPageDefinition {
  resource: SettingsResource;
  columns: ColumnDef<SettingsRow>[];
  /** The form; `editing` is the row being edited (null when adding). */
  fields(editing: SettingsRow | null, t: (text: string) => string, options: LookupOption[]): FieldDefinition[];
  /** A resource whose rows (id, name) a picker of the form offers (a MID's channel). */
  optionsFrom?: SettingsResource;
  valuesOf(row: SettingsRow): FieldFormValues;
  bodyOf(values: FieldFormValues): Record<string, unknown>;
  nameOf(row: SettingsRow): string;
}

const messageOf = (error: unknown) => (error instanceof ApiError || error instanceof Error ? error.message : String(error));

/**
 * One merchant payment settings page (ADR 0067): the rows of the current mode, add, edit and delete on the field
 * engine; what the server refuses (a duplicate, a value in use) is shown as it says. Tenant staff pick the merchant.
 */
export function SettingsTablePage({ title, definition }: { title: string; definition: SettingsPageDefinition }) {
  const { t } = usePaymentSettingsTranslation();
  const scope = useMerchantScope();
  const rows = useSettingsRows(definition.resource, scope.merchantId, scope.ready);
  const save = useSaveSetting(definition.resource, scope.merchantId);
  const remove = useDeleteSetting(definition.resource, scope.merchantId);
  const [editing, setEditing] = useState<SettingsRow | null | 'new'>(null);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const current = editing === 'new' ? null : editing;
  const optionRows = useSettingsRows(definition.optionsFrom ?? definition.resource, scope.merchantId, scope.ready && !!definition.optionsFrom);
  const options = definition.optionsFrom ? (optionRows.data ?? []).map((r) => ({ id: r.id, name: String(r.name) })) : [];
  const fields = definition.fields(current, (text) => t(text), options);
  const form = useFieldForm({
    fields,
    values: current ? definition.valuesOf(current) : undefined,
    enableReinitialize: true,
    validateOnMount: true,
    onSubmit: async (values) => {
      try {
        await save.mutateAsync({ id: current?.id, body: definition.bodyOf(values) });
        setEditing(null);
        setOutcome({ type: 'success', text: t(S.saved) });
      } catch (error) {
        setOutcome({ type: 'error', text: messageOf(error) });
      }
    },
  });

  const columns: ColumnDef<SettingsRow>[] = [
    ...definition.columns.map((c) => ({ ...c, title: t(c.title) })),
    {
      key: 'actions', title: t(S.actions), width: 200, alwaysShown: true, value: () => null,
      render: (row) => (
        <Space wrap>
          <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={`${t(S.edit)} ${definition.nameOf(row)}`} onClick={() => setEditing(row)}>{t(S.edit)}</Button>
          <Popconfirm
            title={t(S.deleteConfirm, { name: definition.nameOf(row) })}
            okText={t(S.yes)} cancelText={t(S.no)}
            onConfirm={async () => {
              try {
                await remove.mutateAsync(row.id);
                setOutcome({ type: 'success', text: t(S.deleted) });
              } catch (error) {
                setOutcome({ type: 'error', text: messageOf(error) });
              }
            }}
          >
            <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`${t(S.delete)} ${definition.nameOf(row)}`}>{t(S.delete)}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  let content;
  if (rows.error) {
    content = <Alert type="error" showIcon title={t(S.loadFailed)} description={rows.error.message} action={<Button size="small" onClick={() => void rows.refetch()}>{t(S.retry)}</Button>} />;
  } else if (!scope.ready) {
    content = null;
  } else if (!rows.data) {
    content = <Skeleton active paragraph={{ rows: 6 }} />;
  } else {
    content = <ListTable<SettingsRow> rows={rows.data} rowKey={(r) => r.id} columns={columns} translate={(text) => text} label={t(title)} />;
  }

  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <ScopeBar scope={scope} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} disabled={!scope.ready} onClick={() => { form.resetForm(); setEditing('new'); }}>{t(S.add)}</Button>
        <Link to={`/merchant/payment-settings/promote${scope.merchantId ? `?merchantId=${scope.merchantId}` : ''}`}>{t(S.promoteLink)}</Link>
      </Space>
      {outcome && <Alert role="status" type={outcome.type} showIcon closable onClose={() => setOutcome(null)} title={outcome.text} style={{ marginBottom: 16 }} />}
      {content}
      <FieldFormDialog
        open={editing !== null}
        title={current ? `${t(S.edit)}: ${definition.nameOf(current)}` : `${t(S.add)}: ${t(title)}`}
        form={form}
        fields={fields}
        onCancel={() => setEditing(null)}
        idPrefix={definition.resource.key}
      />
    </Card>
  );
}
