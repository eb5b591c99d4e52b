import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SMART_ROUTING_ENDPOINTS as E, SMART_ROUTING_RESOURCE, type RoutingKind, type RoutingRow } from '@portal/contracts';
import { ActionButton, ResourceListPage, StatusPill, type ColumnDef } from '@portal/kit';
import { VersionRowActions } from '../versioned-rules/VersionRowActions';
import { VersionsDialog } from '../versioned-rules/VersionsDialog';
import { VR, useVersionedRulesTranslation } from '../versioned-rules/texts';
import { useVersionActions } from '../versioned-rules/use-version-actions';
import { RoutingEditorDialog } from './RoutingEditorDialog';
import { SR, useSmartRoutingTranslation } from './texts';

const STATUS_TONE = { Draft: 'neutral', PendingApproval: 'pending', Active: 'positive', Inactive: 'neutral' } as const;

/**
 * Smart routing (spec part 2: /merchant/payment-settings/smart-routing is v1, the priority lists; /smart-routing-v2
 * the rules; ADR 0107): the merchant's configurations of the kind in the current mode, newest version each, with
 * which version runs; New and Edit open the editor; Activate (Live waits for a second user), Approve, Deactivate and the
 * versions dialog are the versioned rule sets' shared actions (ADR 0113).
 */
export function SmartRoutingPage({ title, kind }: { title: string; kind: RoutingKind }) {
  const { t } = useSmartRoutingTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<RoutingRow | 'new' | null>(null);
  const vr = useVersionedRulesTranslation();
  const [versionsOf, setVersionsOf] = useState<RoutingRow | null>(null);
  const { notice, setNotice, act } = useVersionActions<RoutingRow>({
    endpoints: E, keyOf: (r) => r.configurationId, translate: (text) => t(text),
    outcome: { waiting: t(SR.waiting), activated: t(SR.activated), stopped: t(SR.stopped) },
  });
  const columns = useMemo<ColumnDef<RoutingRow>[]>(() => [
    { key: 'name', title: SR.name, value: (r) => r.name, sortable: true, alwaysShown: true, width: 220 },
    { key: 'website', title: SR.website, value: (r) => r.websiteName, width: 200 },
    { key: 'status', title: SR.status, value: (r) => t(SR[r.status]), width: 190,
      render: (r) => <StatusPill status={r.status} tone={STATUS_TONE[r.status]} label={`${t(SR[r.status])} · ${t(SR.versionOf, { version: r.version })}`} /> },
    { key: 'running', title: SR.running, value: (r) => (r.activeVersion ? t(SR.runningVersion, { version: r.activeVersion }) : t(SR.notRunning)), width: 140 },
    { key: 'createdAt', title: SR.created, kind: 'dateTime', value: (r) => r.createdAt, sortable: true, width: 170 },
  ], [t]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [SMART_ROUTING_RESOURCE.key] });
  return (
    <ResourceListPage<RoutingRow>
      resource={SMART_ROUTING_RESOURCE} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => r.name}
      list={{ fixed: { kind }, id: `smart-routing-${kind}` }}
      fields={{ search: { label: t(SR.name) } }}
      emptyText={t(kind === 'Priority' ? SR.emptyPriority : SR.emptyRules)}
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
          <ActionButton label={t(SR.edit, { name: row.name })} icon={<EditOutlined aria-hidden />} onClick={() => setEditing(row)} />
          <VersionRowActions row={row} canActivate={row.status === 'Draft' || (row.status === 'Inactive' && row.activeVersion === null)}
            onAct={(action) => void act(row, action, list.refresh)} onVersions={() => setVersionsOf(row)}
            labels={{ activate: t(SR.activate, { name: row.name }), approve: t(SR.approve, { name: row.name }), deactivate: t(SR.deactivate, { name: row.name }),
              versions: vr.t(VR.versions, { name: row.name }) }} />
        </>
      )}
    >
      {versionsOf && (
        <VersionsDialog endpoints={E} id={versionsOf.configurationId} name={versionsOf.name} onClose={() => setVersionsOf(null)}
          onDeclined={() => { setNotice({ ok: true, text: vr.t(VR.declined) }); void refresh(); }} />
      )}
      {editing && (
        <RoutingEditorDialog kind={kind} configuration={editing === 'new' ? null : editing} onClose={() => setEditing(null)}
          onSaved={(saved) => { setEditing(null); setNotice({ ok: true, text: t(SR.saved, { version: saved.version }) }); void refresh(); }} />
      )}
    </ResourceListPage>
  );
}
