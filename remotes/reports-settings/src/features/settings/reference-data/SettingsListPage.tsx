import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { callApi } from '@portal/api-client';
import { USER_CONTEXT_QUERY_KEY, useUserContext } from '@portal/auth';
import type { AppLists, EndpointDeclaration, FieldDefinition, FieldFormValues, ResourceDeclaration, ResourcePage } from '@portal/contracts';
import { DEFAULT_PAGE_SIZE, FieldFormDialog, KitSelect, ListPager, ListTable, useFieldForm, type ColumnDef } from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { R, useReferenceDataTranslation } from './i18n/texts';

type Translate = (text: string, params?: Record<string, string | number>) => string;

export interface FieldContext<Row> {
  t: Translate;
  /** The row edited; absent when adding. */
  row?: Row;
  /** The user context's lists (active currencies, countries, languages). */
  lists: AppLists | undefined;
}

/** One settings list page, declared (ADR 0064): the resource, its columns, its form; the page does the rest. */
export interface SettingsPageDeclaration<Row extends { id: string }> {
  resource: ResourceDeclaration & { endpoints: Partial<Record<'list' | 'one' | 'create' | 'update' | 'remove', EndpointDeclaration>> };
  intro: string;
  rowName(row: Row): string;
  /** Titles are English texts of R (translated here). */
  columns: ColumnDef<Row>[];
  /** The create and edit form; absent: the rows are only listed here. */
  fields?(ctx: FieldContext<Row>): FieldDefinition[];
  valuesOf?(row: Row): FieldFormValues;
  bodyOf?(values: FieldFormValues): unknown;
  /** Who may change the rows (all who reach the page when absent). */
  changedBy?: ReadonlyArray<'Platform' | 'Tenant'>;
}

type AnyRow = { id: string; tenantName?: string };

/**
 * A settings list on the resource's endpoints: search and active filters, the page and tenant in the URL, a table
 * with the declared columns, add / edit in the field engine's dialog (the body schema's rules in the browser, the
 * server checks again), delete with a confirmation (a value in use answers 409 with what uses it). A change
 * refreshes the list and whatever the resource invalidates: `lookup:<name>` refreshes the user context, so every
 * picker, amount input and format follows at once.
 */
export function SettingsListPage<Row extends AnyRow>({ declaration: d, title }: { declaration: SettingsPageDeclaration<Row>; title: string }) {
  const { t } = useReferenceDataTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const context = useUserContext();
  const userType = context.data?.user.userType;
  const [search, setSearch] = useSearchParams();
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  const E = d.resource.endpoints;
  const platform = userType === 'Platform';
  const tenantScoped = d.resource.scope === 'tenant';
  const canChange = !!userType && userType !== 'Merchant' && (!d.changedBy || d.changedBy.includes(userType));

  const pageIndex = Number(search.get('page') ?? '0') || 0;
  const text = search.get('search') ?? '';
  const active = search.get('isActive') ?? '';
  const tenantId = (tenantScoped && platform && search.get('tenantId')) || undefined;
  const setParam = (name: string, value: string | undefined) => setSearch((current) => {
    const next = new URLSearchParams(current);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    return next;
  }, { replace: true });

  const query = {
    pageIndex, pageSize: d.resource.paging === 'none' ? 1000 : DEFAULT_PAGE_SIZE,
    ...(text.trim() && 'search' in d.resource.filters ? { search: text.trim() } : {}),
    ...(active && 'isActive' in d.resource.filters ? { isActive: active === 'true' } : {}),
    ...(tenantId ? { tenantId } : {}),
  };
  const list = useQuery({
    queryKey: [d.resource.key, query],
    queryFn: ({ signal }) => callApi(E.list!, { query, signal, silent: true } as never) as Promise<ResourcePage<Row>>,
    placeholderData: keepPreviousData,
  });

  const refresh = async () => {
    const keys = [d.resource.key, ...(d.resource.invalidates ?? [])];
    await Promise.all(keys.map((key) => (key.startsWith('lookup:')
      ? Promise.all([client.invalidateQueries({ queryKey: ['lookup', key.slice(7)] }), client.invalidateQueries({ queryKey: USER_CONTEXT_QUERY_KEY })])
      : client.invalidateQueries({ queryKey: [key] }))));
  };
  const remove = useMutation({
    mutationFn: (row: Row) => callApi(E.remove!, { params: { id: row.id }, silent: true } as never),
    onSuccess: async (_, row) => { await refresh(); void message.success(t(R.deleted, { name: d.rowName(row) })); },
    onError: (error) => void message.error(t(R.notDeleted, { message: t((error as Error).message) })),
  });
  const confirmRemove = (row: Row) => modal.confirm({
    title: t(R.deleteTitle, { name: d.rowName(row) }), content: t(R.deleteText), okText: t(R.delete), okButtonProps: { danger: true },
    onOk: () => remove.mutateAsync(row).catch(() => undefined),
  });

  const columns = useMemo<ColumnDef<Row>[]>(() => [
    ...(tenantScoped && platform ? [{ key: 'tenantName', title: R.tenant, value: (r: Row) => r.tenantName }] : []),
    // Status cells hold English texts of R: shown in the user's language.
    ...d.columns.map((c) => (c.kind === 'status' ? { ...c, label: (v: string) => t(v) } : c)),
    ...(canChange && (E.update || E.remove) ? [{
      key: 'actions', title: R.actions, value: () => '', alwaysShown: true, width: 200,
      render: (row: Row) => (
        <Space size="small">
          {E.update && d.fields && <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={`${t(R.edit)} ${d.rowName(row)}`} onClick={() => setEditing({ row })}>{t(R.edit)}</Button>}
          {E.remove && <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`${t(R.delete)} ${d.rowName(row)}`} onClick={() => confirmRemove(row)}>{t(R.delete)}</Button>}
        </Space>
      ),
    }] : []),
  // eslint-disable-next-line react-hooks/exhaustive-deps
  ], [d, tenantScoped, platform, canChange, t]);

  const tenants = context.data?.user.tenants ?? [];
  const addDisabled = tenantScoped && platform && !tenantId;

  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <Typography.Paragraph type="secondary">{t(d.intro)}</Typography.Paragraph>
      {!canChange && <Typography.Paragraph type="secondary">{t(R.readOnly)}</Typography.Paragraph>}
      <Space wrap style={{ marginBottom: 16 }} align="end">
        {tenantScoped && platform && (
          <label>
            <Typography.Text style={{ display: 'block' }}>{t(R.tenant)}</Typography.Text>
            <KitSelect<string>
              id={`${d.resource.key}-tenant`} aria-label={t(R.tenant)} style={{ minWidth: 220 }} allowClear placeholder={t(R.allTenants)} value={tenantId}
              options={tenants.map((x) => ({ value: x.tenantId, label: x.tenantName }))}
              onChange={(id?: string) => setParam('tenantId', id)}
            />
          </label>
        )}
        {'search' in d.resource.filters && (
          <Input.Search
            id={`${d.resource.key}-search`} aria-label={t(R.search)} placeholder={t(R.search)} allowClear defaultValue={text} style={{ width: 240, maxWidth: '100%' }}
            onSearch={(value) => setParam('search', value.trim() || undefined)}
          />
        )}
        {'isActive' in d.resource.filters && (
          <KitSelect<string>
            id={`${d.resource.key}-active`} aria-label={t(R.status)} style={{ width: 160 }} value={active}
            options={[{ value: '', label: t(R.any) }, { value: 'true', label: t(R.active) }, { value: 'false', label: t(R.inactive) }]}
            onChange={(value: string) => setParam('isActive', value || undefined)}
          />
        )}
        {canChange && E.create && d.fields && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} disabled={addDisabled} title={addDisabled ? t(R.pickTenant) : undefined} onClick={() => setEditing({})}>
            {t(R.add)}
          </Button>
        )}
      </Space>
      {list.error ? (
        <Alert type="error" showIcon title={t(R.loadFailed)} description={t(list.error.message)}
          action={<Button size="small" onClick={() => void list.refetch()}>{t(R.retry)}</Button>} />
      ) : (
        <>
          <ListTable<Row>
            rows={list.data?.data ?? []} rowKey={(r) => r.id} columns={columns} translate={t} loading={list.isFetching} label={t(title)}
            timeZone={context.data?.user.configureTimeZone || undefined}
          />
          {d.resource.paging !== 'none' && (
            <ListPager pageIndex={pageIndex} pageSize={query.pageSize} total={list.data?.count ?? 0} onChange={(index) => setParam('page', index ? String(index) : undefined)} />
          )}
        </>
      )}
      {editing && d.fields && (
        <SettingsFormDialog
          declaration={d} row={editing.row} tenantId={tenantId} lists={context.data?.lists}
          onDone={async (saved) => {
            setEditing(null);
            if (saved) { await refresh(); void message.success(t(R.saved, { name: d.rowName(saved) })); }
          }}
        />
      )}
    </Card>
  );
}

interface FormDialogProps<Row extends AnyRow> {
  declaration: SettingsPageDeclaration<Row>;
  row?: Row;
  tenantId?: string;
  lists: AppLists | undefined;
  onDone(saved: Row | null): void | Promise<void>;
}

/** Add or edit one row on the field engine; a refusal keeps what was typed and says why. */
function SettingsFormDialog<Row extends AnyRow>({ declaration: d, row, tenantId, lists, onDone }: FormDialogProps<Row>) {
  const { t } = useReferenceDataTranslation();
  const { message } = App.useApp();
  const fields = useMemo(() => d.fields!({ t, row, lists }), [d, t, row, lists]);
  const values = useMemo(() => (row && d.valuesOf ? d.valuesOf(row) : undefined), [d, row]);
  const E = d.resource.endpoints;
  const form = useFieldForm({
    fields, values, validateOnMount: !!row,
    onSubmit: async (submitted) => {
      const body = d.bodyOf ? d.bodyOf(submitted) : submitted;
      try {
        const saved = row
          ? await callApi(E.update!, { params: { id: row.id }, body, silent: true } as never)
          : await callApi(E.create!, { body, query: tenantId ? { tenantId } : {}, silent: true } as never);
        await onDone(saved as Row);
      } catch (error) {
        void message.error(t(R.notSaved, { message: t((error as Error).message) }));
      }
    },
  });
  return (
    <FieldFormDialog
      open form={form} fields={fields} okText={t(R.save)} onCancel={() => void onDone(null)} idPrefix={`${d.resource.key}-form`}
      title={row ? t(R.editTitle, { name: d.rowName(row) }) : t(R.addTitle, { resource: t(d.resource.title) })}
    />
  );
}
