import { Alert, Button, Card, Col, Empty, Flex, Popconfirm, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { FieldList, KitSelect, useFieldForm, type FieldDefinition } from '@portal/kit';
import { useMemo, useState } from 'react';
import { useUserContext } from '@portal/auth';
import { type DashboardUserType, type DashboardWidget, type PersonalShares, type WidgetFilters } from '@portal/contracts';
import { ErrorWithRetry, PageTitle, PHONE_SCREEN_QUERY, useMediaQuery, PortalTabs } from '@portal/ui';
import { useDashboardTranslation } from '@portal/dashboard-widgets';
import { WidgetCard } from '../widgets/WidgetCard';
import { defaultRange, filterOfRange, timezoneOffsetOf } from '../dashboard/date-range';
import { useAllWidgets, useBaseWidgets, usePersonalActions, usePersonalCategories, usePersonalCategory, useShares } from './personal-api';
import { personalNameField } from './name-field';
import { RenameDialog, type RenameTarget } from './RenameDialog';
import { PD } from './texts';

const SHARED_TAB = 'shared';

interface WidgetFrame { filter: WidgetFilters; timeZone: string | undefined; timezoneOffset: number }

/** Share controls of one own widget: the roles it is shared with (each un-shareable) and a role to share with. */
function ShareControls({ widget, shares }: { widget: DashboardWidget; shares: PersonalShares }) {
  const { t } = useDashboardTranslation();
  const actions = usePersonalActions();
  const [roleId, setRoleId] = useState<string>();
  const sharedWith = shares.shares.filter((s) => s.widgetId === widget.widgetId).map((s) => shares.roles.find((r) => r.roleId === s.roleId)).filter((r) => !!r);
  const free = shares.roles.filter((r) => !sharedWith.some((s) => s.roleId === r.roleId));
  return (
    <Flex vertical gap="small">
      {sharedWith.length > 0 && (
        <Space wrap aria-label={t(PD.sharedWith)}>
          <Typography.Text type="secondary">{t(PD.sharedWith)}:</Typography.Text>
          {sharedWith.map((role) => (
            <Tag key={role.roleId}>
              {role.name}{' '}
              <Button size="small" type="link" aria-label={t(PD.unShare, { role: role.name })}
                onClick={() => actions.unShare.mutate({ widgetId: widget.widgetId, roleId: role.roleId })}>×</Button>
            </Tag>
          ))}
        </Space>
      )}
      <Space.Compact>
        <KitSelect aria-label={`${t(PD.shareWith)}: ${widget.name}`} placeholder={t(PD.shareWith)} style={{ minWidth: 180 }}
          value={roleId} onChange={setRoleId} options={free.map((r) => ({ value: r.roleId, label: r.name }))} />
        <Button disabled={!roleId} onClick={() => roleId && actions.share.mutate({ widgetId: widget.widgetId, roleId }, { onSuccess: () => setRoleId(undefined) })}>
          {t(PD.share)}
        </Button>
      </Space.Compact>
    </Flex>
  );
}

/** One own category: its widgets (drawn by the dashboard's WidgetCard), add from a base widget, clone, delete, share. */
function OwnCategory({ id, frame, shares, onRename }: { id: string; frame: WidgetFrame; shares: PersonalShares | undefined; onRename(target: RenameTarget): void }) {
  const { t } = useDashboardTranslation();
  const category = usePersonalCategory(id);
  const bases = useBaseWidgets(id);
  const actions = usePersonalActions();
  const [baseId, setBaseId] = useState<string>();
  if (category.error) return <ErrorWithRetry title={t(PD.loadFailed)} message={category.error.message} onRetry={() => void category.refetch()} />;
  if (!category.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap justify="space-between">
        {/* The select gives way on a phone (390 px): with the button beside it, 240 px ran past the card's edge. */}
        <Space.Compact style={{ maxWidth: '100%' }}>
          <KitSelect aria-label={t(PD.baseWidget)} placeholder={t(PD.baseWidget)} style={{ width: 240, minWidth: 0, flex: '1 1 auto' }} value={baseId} onChange={setBaseId}
            loading={bases.isLoading} options={(bases.data ?? []).map((w) => ({ value: w.widgetId, label: t(w.name) }))} />
          <Button type="primary" disabled={!baseId} loading={actions.addWidget.isPending}
            onClick={() => baseId && actions.addWidget.mutate({ categoryId: id, baseWidgetId: baseId }, { onSuccess: () => setBaseId(undefined) })}>
            {t(PD.addWidget)}
          </Button>
        </Space.Compact>
        <Space wrap>
          <Button onClick={() => onRename({ kind: 'category', id, name: category.data.name })}>{t(PD.renameCategory)}</Button>
          <Popconfirm title={t(PD.confirmDelete)} onConfirm={() => actions.deleteCategory.mutate(id)}>
            <Button danger>{t(PD.deleteCategory)}</Button>
          </Popconfirm>
        </Space>
      </Flex>
      {category.data.widgets.length === 0 ? <Empty description={t(PD.emptyCategory)} /> : (
        <Row gutter={[16, 16]}>
          {category.data.widgets.map((widget) => (
            <Col key={widget.widgetId} xs={24} lg={12}>
              <Flex vertical gap="small">
                <WidgetCard widget={widget} dashboardFilter={frame.filter} timeZone={frame.timeZone} timezoneOffset={frame.timezoneOffset} />
                <Flex gap="small" wrap align="start">
                  <Button aria-label={`${t(PD.rename)}: ${t(widget.name)}`} onClick={() => onRename({ kind: 'widget', id: widget.widgetId, name: t(widget.name) })}>{t(PD.rename)}</Button>
                  <Button aria-label={`${t(PD.clone)}: ${t(widget.name)}`} onClick={() => actions.cloneWidget.mutate(widget.widgetId)}>{t(PD.clone)}</Button>
                  <Button danger aria-label={`${t(PD.remove)}: ${t(widget.name)}`} onClick={() => actions.deleteWidget.mutate(widget.widgetId)}>{t(PD.remove)}</Button>
                  {shares && <ShareControls widget={widget} shares={shares} />}
                </Flex>
              </Flex>
            </Col>
          ))}
        </Row>
      )}
    </Flex>
  );
}

function SharedWithMe({ frame }: { frame: WidgetFrame }) {
  const { t } = useDashboardTranslation();
  const all = useAllWidgets();
  if (all.error) return <ErrorWithRetry title={t(PD.loadFailed)} message={all.error.message} onRetry={() => void all.refetch()} />;
  if (!all.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  const shared = all.data.filter((w) => !w.own);
  if (shared.length === 0) return <Empty description={t(PD.noShared)} />;
  return (
    <Row gutter={[16, 16]}>
      {shared.map((widget) => (
        <Col key={widget.widgetId} xs={24} lg={12}>
          <Flex vertical gap="small">
            <WidgetCard widget={widget} dashboardFilter={frame.filter} timeZone={frame.timeZone} timezoneOffset={frame.timezoneOffset} />
            <Typography.Text type="secondary">{t(PD.sharedBy, { name: widget.ownerName })}</Typography.Text>
          </Flex>
        </Col>
      ))}
    </Row>
  );
}

/**
 * The personal dashboard (/user-dashboard, spec part 2 section 7.10, ADR 0052): the user's own categories as tabs
 * and the widgets others shared with the user's role, over the last 7 days. Every rule is the server's.
 */
export function PersonalDashboardPage({ title }: { title: string }) {
  const { t } = useDashboardTranslation();
  const context = useUserContext();
  const timeZone = context.data?.user.configureTimeZone || undefined;
  const frame: WidgetFrame = { filter: filterOfRange(defaultRange(timeZone), timeZone), timeZone, timezoneOffset: timezoneOffsetOf(timeZone) };
  const categories = usePersonalCategories();
  const shares = useShares();
  const actions = usePersonalActions();
  const [selected, setSelected] = useState<string>();
  // A personal category is of its owner's user type (section 3); the server refuses any other.
  const userType: DashboardUserType | undefined = context.data?.user.userType;
  const [renaming, setRenaming] = useState<RenameTarget | null>(null);
  const rename = renaming?.kind === 'category' ? actions.renameCategory : actions.renameWidget;
  const closeRename = () => {
    actions.renameCategory.reset();
    actions.renameWidget.reset();
    setRenaming(null);
  };
  const saveRename = (name: string) => {
    if (!renaming) return;
    const done = { onSuccess: closeRename };
    if (renaming.kind === 'widget') actions.renameWidget.mutate({ widgetId: renaming.id, name }, done);
    else if (userType) actions.renameCategory.mutate({ id: renaming.id, name, userType }, done);
  };
  const fields = useMemo<FieldDefinition[]>(() => [personalNameField(t(PD.newCategory), t)], [t]);
  const form = useFieldForm({
    fields,
    sanitize: false,
    onSubmit: (values, helpers) => {
      if (!userType) return;
      actions.createCategory.mutate({ name: String(values.name).trim(), userType }, { onSuccess: (made) => { helpers.resetForm(); setSelected(made.id); } });
    },
  });
  const phone = useMediaQuery(PHONE_SCREEN_QUERY);
  const failure = [actions.createCategory, actions.deleteCategory, actions.addWidget, actions.cloneWidget, actions.deleteWidget, actions.share, actions.unShare]
    .find((m) => m.error)?.error;

  let content;
  if (categories.error) content = <ErrorWithRetry title={t(PD.loadFailed)} message={categories.error.message} onRetry={() => void categories.refetch()} />;
  else if (!categories.data || !context.data) content = <Skeleton active paragraph={{ rows: 6 }} />;
  else {
    const active = selected && (selected === SHARED_TAB || categories.data.some((c) => c.id === selected)) ? selected : (categories.data[0]?.id ?? SHARED_TAB);
    content = (
      <>
        {categories.data.length === 0 && <Empty description={t(PD.noCategories)} />}
        <PortalTabs activeKey={active} onChange={setSelected} items={[
          ...categories.data.map((c) => ({
            key: c.id, label: c.name, children: c.id === active ? <OwnCategory id={c.id} frame={frame} shares={shares.data} onRename={setRenaming} /> : null,
          })),
          { key: SHARED_TAB, label: t(PD.sharedWithMe), children: active === SHARED_TAB ? <SharedWithMe frame={frame} /> : null },
        ]} />
      </>
    );
  }

  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <Typography.Paragraph type="secondary">{t(PD.intro)}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={t(PD.failed)} description={failure.message} style={{ marginBottom: 16 }} />}
      {/* On a phone the form stacks, its label above the field: side by side they are wider than 390 px. */}
      <Flex gap="small" align={phone ? 'stretch' : 'start'} vertical={phone} wrap style={{ marginBottom: 16 }} data-testid="new-category-form">
        <FieldList form={form} fields={fields} layout={phone ? 'vertical' : 'inline'} idPrefix="personal-category" />
        <Button onClick={() => void form.submitForm()} loading={actions.createCategory.isPending}>{t(PD.addCategory)}</Button>
      </Flex>
      {content}
      <RenameDialog target={renaming} saving={rename.isPending} error={rename.error?.message ?? null} onSave={saveRename} onCancel={closeRename} />
    </Card>
  );
}
