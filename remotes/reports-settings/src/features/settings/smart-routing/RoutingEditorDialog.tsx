import { Alert, Input, Modal, Space } from 'antd';
import { useId, useState } from 'react';
import { callApi } from '@portal/api-client';
import {
  SMART_ROUTING_ENDPOINTS as E, routingDefinitionProblem, splitSum,
  type PriorityEntry, type RoutingBody, type RoutingDefinition, type RoutingKind, type RoutingRow, type RoutingRule,
} from '@portal/contracts';
import { KitSelect, useLookups } from '@portal/kit';
import { PriorityEditor, RulesEditor, newRule, type ChannelOption } from './definition-editors';
import { SR, useSmartRoutingTranslation } from './texts';

/** The form's first problem in the user's language (the server checks the same with routingDefinitionProblem), or null. */
export function configurationProblem(body: RoutingBody, t: (key: string, p?: Record<string, unknown>) => string): string | null {
  if (!body.name.trim()) return t(SR.nameRequired);
  if (!body.websiteId) return t(SR.websiteRequired);
  if (body.definition.kind === 'Rules') {
    const wrong = body.definition.rules.findIndex((r) => splitSum(r.split) !== 100);
    if (wrong >= 0) return t(SR.splitSum, { n: wrong + 1, sum: splitSum(body.definition.rules[wrong]!.split) });
  }
  const problem = routingDefinitionProblem(body.definition);
  return problem ? t(problem) : null;
}

/**
 * A configuration's editor (ADR 0107): name, website, and the v1 priority lists or the v2 rules, splits and fallback
 * order. Saving stores a new version (a draft); nothing typed is lost on an error.
 */
export function RoutingEditorDialog({ kind, configuration, onClose, onSaved }: {
  kind: RoutingKind; configuration: RoutingRow | null; onClose: () => void; onSaved: (saved: RoutingRow) => void;
}) {
  const { t } = useSmartRoutingTranslation();
  const ids = useId();
  const lookups = useLookups(['websites', 'channels', 'methods']);
  const channels = lookups.channels.items as readonly ChannelOption[];
  const start = configuration?.definition;
  const [name, setName] = useState(configuration?.name ?? '');
  const [websiteId, setWebsiteId] = useState(configuration?.websiteId ?? '');
  const [priorities, setPriorities] = useState<PriorityEntry[]>(start?.kind === 'Priority' ? start.priorities : [{ paymentMethod: 'card', channelIds: [] }]);
  const [rules, setRules] = useState<{ rules: RoutingRule[]; fallback: string[] }>(
    start?.kind === 'Rules' ? { rules: start.rules, fallback: start.fallback } : { rules: [newRule(1)], fallback: [] },
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const definition: RoutingDefinition = kind === 'Priority' ? { kind, priorities } : { kind, ...rules };
    const body: RoutingBody = { name: name.trim(), websiteId, definition };
    const problem = configurationProblem(body, t);
    if (problem) { setError(problem); return; }
    setSaving(true);
    setError(null);
    try {
      const saved = configuration
        ? await callApi(E.resource.update, { params: { id: configuration.configurationId }, body: body as never })
        : await callApi(E.resource.create, { body: body as never });
      onSaved(saved as unknown as RoutingRow);
    } catch (err) {
      setError(t(err instanceof Error ? err.message : String(err)));
    } finally {
      setSaving(false);
    }
  };
  const title = configuration ? t(SR.edit, { name: configuration.name }) : t(kind === 'Priority' ? SR.newTitleV1 : SR.newTitleV2);
  return (
    <Modal open title={title} onCancel={onClose} onOk={() => void save()} okText={t(SR.save)} cancelText={t(SR.cancel)} confirmLoading={saving}
      width={860} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {error && <Alert type="error" showIcon role="alert" title={error} />}
        <label htmlFor={`${ids}-name`}>{t(SR.name)}</label>
        <Input id={`${ids}-name`} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
        <KitSelect<string> aria-label={t(SR.website)} placeholder={t(SR.website)} value={websiteId || undefined} style={{ width: '100%', maxWidth: 360 }}
          options={lookups.websites.options.map((w) => ({ value: String(w.id), label: w.name }))} onChange={setWebsiteId} />
        {kind === 'Priority'
          ? <PriorityEditor value={priorities} onChange={setPriorities} channels={channels} methods={lookups.methods.options} />
          : <RulesEditor rules={rules.rules} fallback={rules.fallback} onChange={setRules} channels={channels} />}
      </Space>
    </Modal>
  );
}
