import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ANTIFRAUD_RULE_ENDPOINTS as E, ANTIFRAUD_RULES_RESOURCE, describeCondition, isGroup, type AntifraudRuleRow, type RuleGroup } from '@portal/contracts';
import { ActionButton, ResourceListPage, StatusPill, type ColumnDef } from '@portal/kit';
import { VersionRowActions } from '../versioned-rules/VersionRowActions';
import { VersionsDialog } from '../versioned-rules/VersionsDialog';
import { VR, useVersionedRulesTranslation } from '../versioned-rules/texts';
import { useVersionActions } from '../versioned-rules/use-version-actions';
import { RuleEditorDialog } from './RuleEditorDialog';
import { AF, useAntifraudTranslation } from './texts';

const STATUS_TONE = { Draft: 'neutral', PendingApproval: 'pending', Active: 'positive', Inactive: 'neutral' } as const;

const inWords = (g: RuleGroup): string => g.rules.map((n) => (isGroup(n) ? `(${inWords(n)})` : describeCondition(n))).join(` ${g.combinator} `);

/**
 * Antifraud rules (spec part 2: /crm/settings/antifraud/antifraud, /merchant/payment-settings/antifraud-rules;
 * ADR 0106): the caller's rules in the current mode, newest version each, with which version runs; New and Edit
 * open the editor with its backtest; Activate (a Live Block rule waits for a second user), Approve, Deactivate and the
 * versions dialog are the versioned rule sets' shared actions (ADR 0113).
 */
export function AntifraudRulesPage({ title }: { title: string }) {
  const { t } = useAntifraudTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AntifraudRuleRow | 'new' | null>(null);
  const vr = useVersionedRulesTranslation();
  const [versionsOf, setVersionsOf] = useState<AntifraudRuleRow | null>(null);
  const { notice, setNotice, act } = useVersionActions<AntifraudRuleRow>({
    endpoints: E, keyOf: (r) => r.ruleId, translate: (text) => t(text),
    outcome: { waiting: t(AF.waiting), activated: t(AF.activated), stopped: t(AF.notRunning) },
  });
  const columns = useMemo<ColumnDef<AntifraudRuleRow>[]>(() => [
    { key: 'name', title: AF.name, value: (r) => r.name, sortable: true, alwaysShown: true, width: 200 },
    { key: 'action', title: AF.action, value: (r) => t(AF[r.action]), width: 120 },
    { key: 'conditions', title: AF.conditions, value: (r) => inWords(r.conditions), width: 320 },
    { key: 'score', title: AF.score, value: (r) => r.score, align: 'right', width: 80 },
    { key: 'status', title: AF.status, value: (r) => t(AF[r.status]), width: 170,
      render: (r) => <StatusPill status={r.status} tone={STATUS_TONE[r.status]} label={`${t(AF[r.status])} · ${t(AF.versionOf, { version: r.version })}`} /> },
    { key: 'running', title: AF.running, value: (r) => (r.activeVersion ? t(AF.runningVersion, { version: r.activeVersion }) : t(AF.notRunning)), width: 130 },
    { key: 'createdAt', title: AF.created, kind: 'dateTime', value: (r) => r.createdAt, sortable: true, width: 170 },
  ], [t]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [ANTIFRAUD_RULES_RESOURCE.key] });
  return (
    <ResourceListPage<AntifraudRuleRow>
      resource={ANTIFRAUD_RULES_RESOURCE} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => r.name}
      emptyText={t(AF.noRules)}
      fields={{ search: { label: t(AF.name) } }}
      before={(
        <>
          <Typography.Paragraph type="secondary">{t(AF.rulesIntro)}</Typography.Paragraph>
          {notice && <Alert type={notice.ok ? 'success' : 'error'} showIcon role="status" title={notice.text} closable onClose={() => setNotice(null)} style={{ marginBottom: 12 }} />}
        </>
      )}
      actions={<Button type="primary" onClick={() => setEditing('new')}>{t(AF.newRule)}</Button>}
      rowActions={(row, list) => (
        <>
          <ActionButton label={t(AF.editRule, { name: row.name })} icon={<EditOutlined aria-hidden />} onClick={() => setEditing(row)} />
          <VersionRowActions row={row} canActivate={row.status === 'Draft'} onAct={(action) => void act(row, action, list.refresh)} onVersions={() => setVersionsOf(row)}
            labels={{ activate: t(AF.activate, { name: row.name }), approve: t(AF.approve, { name: row.name }), deactivate: t(AF.deactivate, { name: row.name }),
              versions: vr.t(VR.versions, { name: row.name }) }} />
        </>
      )}
    >
      {versionsOf && (
        <VersionsDialog endpoints={E} id={versionsOf.ruleId} name={versionsOf.name} onClose={() => setVersionsOf(null)}
          onDeclined={() => { setNotice({ ok: true, text: vr.t(VR.declined) }); void refresh(); }} />
      )}
      {editing && (
        <RuleEditorDialog rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)}
          onSaved={(saved) => { setEditing(null); setNotice({ ok: true, text: t(AF.saved, { version: saved.version }) }); void refresh(); }} />
      )}
    </ResourceListPage>
  );
}
