import { Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { AI_SCOPING, AI_TOOLS, type ResourceRowOf } from '@portal/contracts';
import { ResourceListPage, StatusPill, useLookup, type ColumnDef } from '@portal/kit';
import { S, TOOL_LABELS, useAiScopingTranslation } from './texts';

type Scoping = ResourceRowOf<typeof AI_SCOPING>;

/**
 * AI scoping (crm/settings/ai-scoping; ADR 0105): per tenant, whether the AI assistant may touch its data, which tools
 * and whether card BIN / last four may be mentioned. Tenant staff see their tenant's; platform staff every tenant's.
 */
export function AiScopingPage({ title }: { title: string }) {
  const { t } = useAiScopingTranslation();
  const tenants = useLookup('tenants');
  const tenantName = useMemo(() => new Map((tenants.options ?? []).map((o) => [String(o.id), o.name])), [tenants.options]);
  const tools = AI_TOOLS.map((tool) => ({ id: tool, name: t(TOOL_LABELS[tool]) }));
  const columns = useMemo<ColumnDef<Scoping>[]>(() => [
    { key: 'tenantId', title: S.tenant!, value: (r) => tenantName.get(r.tenantId) ?? r.tenantId, alwaysShown: true, width: 200 },
    {
      key: 'assistantAllowed', title: S.assistantAllowed!, value: (r) => String(r.assistantAllowed), width: 150,
      render: (r) => <StatusPill status={r.assistantAllowed ? 'Active' : 'Inactive'} label={t(r.assistantAllowed ? S.allowed! : S.notAllowed!)} />,
    },
    {
      key: 'enabledTools', title: S.enabledTools!, value: (r) => r.enabledTools.map((tool) => t(TOOL_LABELS[tool])).join(', '), width: 360,
      render: (r) => r.enabledTools.length ? <>{r.enabledTools.map((tool) => <Tag key={tool}>{t(TOOL_LABELS[tool])}</Tag>)}</> : t(S.noTools!),
    },
    { key: 'cardDataAllowed', title: S.cardDataAllowed!, value: (r) => t(r.cardDataAllowed ? S.allowed! : S.notAllowed!), width: 190 },
    { key: 'updatedAt', title: S.updatedAt!, kind: 'dateTime', value: (r) => r.updatedAt, sortable: true, width: 170 },
  ], [t, tenantName]);
  const fields = {
    assistantAllowed: { label: t(S.assistantAllowed!), help: t(S.assistantAllowedHelp!) },
    enabledTools: { label: t(S.enabledTools!), help: t(S.enabledToolsHelp!), type: 'multiSelectAutoComplete' as const, options: tools },
    cardDataAllowed: { label: t(S.cardDataAllowed!), help: t(S.cardDataAllowedHelp!) },
  };
  return (
    <ResourceListPage<Scoping>
      resource={AI_SCOPING} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => tenantName.get(r.tenantId) ?? r.tenantId}
      before={<Typography.Paragraph type="secondary">{t(S.intro!)}</Typography.Paragraph>}
      fields={{ assistantAllowed: { label: t(S.assistantAllowed!) } }}
      create={{ fields, initial: { assistantAllowed: true, enabledTools: AI_TOOLS.filter((tool) => tool !== 'refund'), cardDataAllowed: false } }}
      edit={{ fields }} remove
    />
  );
}
