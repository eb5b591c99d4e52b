import { Alert, Button, Card, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useState, type Key } from 'react';
import { ApiError } from '@portal/api-client';
import { useUserContext } from '@portal/auth';
import { PROMOTION_AREA_FIELDS, PROMOTION_AREAS, type PromotionArea, type PromotionDiffItem, type SettingsPromotion } from '@portal/contracts';
import { ItemList, ItemListItem, ItemListMeta, KitSelect, ListTable, type ColumnDef } from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { usePromotionAction, usePromotionDiff, usePromotions } from './api/payment-settings-api';
import { S, usePaymentSettingsTranslation } from './i18n/texts';
import { ScopeBar, useMerchantScope } from './merchant-scope';

type Translate = (text: string, options?: Record<string, unknown>) => string;

/** A setting's value as the diff shows it: lists joined, a whole new row as "field: value" pairs. */
function shown(value: unknown, t: Translate): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.join(', ') || '—';
  if (typeof value === 'boolean') return t(value ? S.yes : S.no);
  if (typeof value === 'object') return Object.entries(value).map(([k, v]) => `${fieldLabel(k, t)}: ${shown(v, t)}`).join('; ');
  return String(value);
}

const FIELD_TEXTS: Record<string, string> = { ...S, isEnabled: S.enabled, isActive: S.active };
const fieldLabel = (field: string, t: Translate) => (field in FIELD_TEXTS ? t(FIELD_TEXTS[field]!) : field);

const statusColor: Record<SettingsPromotion['status'], string> = { Pending: 'gold', Applied: 'green', Rejected: 'default', Reverted: 'blue' };

/**
 * Promote to Live (ADR 0067): pick an area, see Test against Live field by field, tick what to copy and ask; another
 * user approves (the server refuses one's own approval and a request Live has moved past), and an applied
 * promotion is reverted in one step. Secrets show as "re-enter in Live" and cannot be ticked.
 */
export function PromotePage({ title }: { title: string }) {
  const { t } = usePaymentSettingsTranslation();
  const scope = useMerchantScope();
  const me = useUserContext().data?.user.id;
  const [area, setArea] = useState<PromotionArea>('channels');
  const [picked, setPicked] = useState<Key[]>([]);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const diff = usePromotionDiff(area, scope.merchantId, scope.ready);
  const history = usePromotions(scope.merchantId, scope.ready);
  const act = usePromotionAction(scope.merchantId);

  const run = async (action: Parameters<typeof act.mutateAsync>[0], success: string) => {
    try {
      await act.mutateAsync(action);
      setPicked([]);
      setOutcome({ type: 'success', text: success });
    } catch (error) {
      setOutcome({ type: 'error', text: error instanceof ApiError || error instanceof Error ? error.message : String(error) });
    }
  };

  const columns: ColumnDef<PromotionDiffItem>[] = [
    { key: 'rowLabel', title: t(S.setting), value: (i) => i.rowLabel, alwaysShown: true },
    { key: 'field', title: t(S.field), value: (i) => i.field, render: (i) => (i.field ? fieldLabel(i.field, t) : <Tag>{t(i.kind === 'onlyInLive' ? S.onlyInLive : S.wholeRow)}</Tag>) },
    { key: 'after', title: t(S.test), value: (i) => i.after, render: (i) => (i.kind === 'secret' ? <Tag color="orange">{t(S.reenterInLive)}</Tag> : shown(i.after, t)) },
    { key: 'before', title: t(S.live), value: (i) => i.before, render: (i) => (i.kind === 'secret' ? '••••••' : shown(i.before, t)) },
  ];

  let diffContent;
  if (!scope.ready) diffContent = null;
  else if (diff.error) diffContent = <Alert type="error" showIcon title={t(S.loadFailed)} description={diff.error.message} />;
  else if (!diff.data) diffContent = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (!diff.data.items.length) diffContent = <Empty description={t(S.noDifferences)} />;
  else {
    diffContent = (
      <ListTable<PromotionDiffItem>
        rows={diff.data.items}
        rowKey={(i) => i.id}
        columns={columns}
        translate={(text) => text}
        label={t(S.changes)}
        selection={{
          selectedKeys: picked,
          onChange: setPicked,
          selectable: (i) => i.selectable,
          label: (i) => t(S.select, { name: `${i.rowLabel} ${i.field ? fieldLabel(i.field, t) : ''}`.trim() }),
          allLabel: t(S.selectAll),
        }}
      />
    );
  }

  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <Typography.Paragraph type="secondary">{t(S.promoteIntro)}</Typography.Paragraph>
      <ScopeBar scope={scope} showMode={false} />
      <Space wrap style={{ marginBottom: 16 }}>
        <label htmlFor="promote-area">{t(S.area)}</label>
        <KitSelect<PromotionArea>
          id="promote-area"
          style={{ minWidth: 220, maxWidth: '100%' }}
          value={area}
          options={PROMOTION_AREAS.map((a) => ({ value: a, label: t(S[a]) }))}
          onChange={(value: PromotionArea) => { setArea(value); setPicked([]); }}
        />
      </Space>
      {outcome && <Alert role="status" type={outcome.type} showIcon closable onClose={() => setOutcome(null)} title={outcome.text} style={{ marginBottom: 16 }} />}
      {diffContent}
      {PROMOTION_AREA_FIELDS[area].secrets.length > 0 && diff.data?.items.length ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>{t(S.secretKeyHint)}</Typography.Paragraph>
      ) : null}
      <Button
        type="primary" style={{ marginTop: 16 }} disabled={!picked.length} loading={act.isPending}
        onClick={() => void run({ kind: 'request', area, itemIds: picked.map(String) }, t(S.requested))}
      >
        {t(S.requestPromotion, { count: picked.length })}
      </Button>

      <Typography.Title level={2} style={{ marginTop: 32, fontSize: 20 }}>{t(S.history)}</Typography.Title>
      {history.data && !history.data.length && <Empty description={t(S.noHistory)} />}
      {history.data && history.data.length > 0 && (
        <ItemList<SettingsPromotion>
          items={history.data}
          renderItem={(p) => (
            <ItemListItem
              key={p.id}
              actions={[
                ...(p.status === 'Pending' ? [
                  <Button key="approve" type="primary" size="small" disabled={p.requestedBy.id === me} onClick={() => void run({ kind: 'approve', id: p.id }, t(S.approved))}>{t(S.approve)}</Button>,
                  <Button key="reject" size="small" onClick={() => void run({ kind: 'reject', id: p.id }, t(S.Rejected))}>{t(S.reject)}</Button>,
                ] : []),
                ...(p.status === 'Applied' && p.kind === 'Promotion' ? [
                  <Button key="revert" size="small" danger onClick={() => void run({ kind: 'revert', id: p.id }, t(S.reverted))}>{t(S.revert)}</Button>,
                ] : []),
              ]}
            >
              <ItemListMeta
                title={<Space wrap><span>{t(S[p.area])}</span><span>{t(S[p.kind])}</span><Tag color={statusColor[p.status]}>{t(S[p.status])}</Tag></Space>}
                description={(
                  <Space orientation="vertical" size={0}>
                    <span>{t(S.requestedBy)}: {p.requestedBy.name}{p.decidedBy ? ` · ${t(S.decidedBy)}: ${p.decidedBy.name}` : ''}</span>
                    {p.changes.map((c) => (
                      <span key={`${c.rowKey}#${c.field ?? ''}`}>{c.rowLabel} · {c.field ? fieldLabel(c.field, t) : t(S.wholeRow)}: {shown(c.before, t)} → {shown(c.after, t)}</span>
                    ))}
                    {p.reenterInLive.length > 0 && (
                      <Typography.Text type="warning">{t(S.reenterList, { list: p.reenterInLive.map((r) => `${r.rowLabel} ${fieldLabel(r.field, t)}`).join(', ') })}</Typography.Text>
                    )}
                  </Space>
                )}
              />
            </ItemListItem>
          )}
        />
      )}
    </Card>
  );
}
