import { Alert, Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { SMART_ROUTING_ENDPOINTS as E, SMART_ROUTING_RESOURCE, type RoutingKind, type RoutingRow } from '@portal/contracts';
import { ActionButton, ResourceListPage, StatusPill, type ColumnDef, type ResourceList } from '@portal/kit';
import { RoutingEditorDialog } from './RoutingEditorDialog';
import { SR, useSmartRoutingTranslation } from './texts';

const STATUS_TONE = { Draft: 'neutral', PendingApproval: 'pending', Active: 'positive', Inactive: 'neutral' } as const;

/**
 * Smart routing (spec part 2: /merchant/payment-settings/smart-routing is v1, the priority lists; /smart-routing-v2
 * the rules; ADR 0107): the merchant's configurations of the kind in the current mode, newest version each, with
 * which version runs; New and Edit open the editor; Activate (Live waits for a second user), Approve, Deactivate.
 */
export function SmartRoutingPage({ title, kind }: { title: string; kind: RoutingKind }) {
  const { t } = useSmartRoutingTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<RoutingRow | 'new' | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const columns = useMemo<ColumnDef<RoutingRow>[]>(() => [
    { key: 'name', title: SR.name, value: (r) => r.name, sortable: true, alwaysShown: true, width: 220 },
    { key: 'website', title: SR.website, value: (r) => r.websiteName, width: 200 },
    { key: 'status', title: SR.status, value: (r) => t(SR[r.status]), width: 190,
      render: (r) => <StatusPill status={r.status} tone={STATUS_TONE[r.status]} label={`${t(SR[r.status])} · ${t(SR.versionOf, { version: r.version })}`} /> },
    { key: 'running', title: SR.running, value: (r) => (r.activeVersion ? t(SR.runningVersion, { version: r.activeVersion }) : t(SR.notRunning)), width: 140 },
    { key: 'createdAt', title: SR.created, kind: 'dateTime', value: (r) => r.createdAt, sortable: true, width: 170 },
  ], [t]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [SMART_ROUTING_RESOURCE.key] });
  const act = async (row: RoutingRow, endpoint: typeof E.activate | typeof E.approve | typeof E.deactivate, list: ResourceList<RoutingRow>) => {
    setNotice(null);
    try {
      const answer = await callApi(endpoint, { params: { id: row.configurationId }, body: {} }) as unknown as RoutingRow;
      setNotice({ ok: true, text: answer.status === 'PendingApproval' ? t(SR.waiting) : answer.status === 'Active' ? t(SR.activated) : t(SR.stopped) });
    } catch (err) {
      setNotice({ ok: false, text: t(err instanceof Error ? err.message : String(err)) });
    }
    await list.refresh();
  };
  return (
    <ResourceListPage<RoutingRow>
      resource={SMART_ROUTING_RESOURCE} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => r.name}
      list={{ fixed: { kind }, id: `smart-routing-${kind}` }}
      fields={{ search: { label: t(SR.name) } }}
      before={(
        <>
          <Typography.Paragraph type="secondary">
            {t(kind === 'Priority' ? SR.v1Intro : SR.v2Intro)} <Link to="/smart-routing-visualization" style={{ textDecoration: 'underline' }}>{t(SR.openVisualization)}</Link>
          </Typography.Paragraph>
          {notice && <Alert type={notice.ok ? 'success' : 'error'} showIcon role="status" title={notice.text} closable onClose={() => setNotice(null)} style={{ marginBottom: 12 }} />}
        </>
      )}
      actions={<Button type="primary" onClick={() => setEditing('new')}>{t(SR.newConfiguration)}</Button>}
      rowActions={(row, list) => (
        <>
          <ActionButton label={t(SR.edit, { name: row.name })} icon={<span aria-hidden>✎</span>} onClick={() => setEditing(row)} />
          {(row.status === 'Draft' || (row.status === 'Inactive' && row.activeVersion === null)) && (
            <ActionButton label={t(SR.activate, { name: row.name })} icon={<span aria-hidden>▶</span>} onClick={() => void act(row, E.activate, list)} />
          )}
          {row.status === 'PendingApproval' && <ActionButton label={t(SR.approve, { name: row.name })} icon={<span aria-hidden>✔</span>} onClick={() => void act(row, E.approve, list)} />}
          {(row.activeVersion !== null || row.status === 'PendingApproval') && (
            <ActionButton label={t(SR.deactivate, { name: row.name })} icon={<span aria-hidden>■</span>} onClick={() => void act(row, E.deactivate, list)} />
          )}
        </>
      )}
    >
      {editing && (
        <RoutingEditorDialog kind={kind} configuration={editing === 'new' ? null : editing} onClose={() => setEditing(null)}
          onSaved={(saved) => { setEditing(null); setNotice({ ok: true, text: t(SR.saved, { version: saved.version }) }); void refresh(); }} />
      )}
    </ResourceListPage>
  );
}
