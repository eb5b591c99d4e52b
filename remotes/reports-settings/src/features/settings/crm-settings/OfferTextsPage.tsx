import { Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { OFFER_PLACEHOLDERS, OFFER_TEXTS, type OfferTextKind, type ResourceRowOf } from '@portal/contracts';
import { MARKUP_FIELD, ResourceListPage, StatusPill, type ColumnDef } from '@portal/kit';
import { C, useCrmSettingsTranslation } from './texts';

type OfferText = ResourceRowOf<(typeof OFFER_TEXTS)['proposal-templates']>;
const SIGNATURE = '{{signature}}';

/**
 * Proposal and agreement templates and signatures (crm/settings/crm/proposal-templates and the three beside it; ADR
 * 0094): rich text, one default per list, which new offers use; templates name the listed placeholders.
 */
export function OfferTextsPage({ kind, title }: { kind: OfferTextKind; title: string }) {
  const { t } = useCrmSettingsTranslation();
  const signature = kind.endsWith('signatures');
  const columns = useMemo<ColumnDef<OfferText>[]>(() => [
    {
      key: 'name', title: C.name, value: (r) => r.name, sortable: true, alwaysShown: true, width: 240,
      render: (r) => <>{r.name}{r.isDefault && <Tag style={{ marginInlineStart: 8 }}>{t(C.isDefault)}</Tag>}</>,
    },
    { key: 'isActive', title: C.isActive, value: (r) => String(r.isActive), render: (r) => <StatusPill status={r.isActive ? 'Active' : 'Inactive'} label={t(r.isActive ? C.isActive : C.Inactive)} />, width: 120 },
    { key: 'updatedAt', title: C.updatedAt, kind: 'date', value: (r) => r.updatedAt, sortable: true, width: 140 },
  ], [t]);
  const help = signature
    ? t(C.signatureHelp, { signature: SIGNATURE })
    : t(C.templateHelp, { placeholders: OFFER_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', '), signature: SIGNATURE });
  const fields = {
    name: { label: t(C.name) },
    body: { ...MARKUP_FIELD, label: t(C.text), help },
    isDefault: { label: t(C.isDefault), help: t(C.offerTextDefaultHelp) },
    isActive: { label: t(C.isActive) },
  };
  return (
    <ResourceListPage<OfferText>
      resource={OFFER_TEXTS[kind]} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => r.name}
      before={<Typography.Paragraph type="secondary">{t(C[`${kind}Intro`])}</Typography.Paragraph>}
      create={{ fields, initial: { isDefault: false, isActive: true } }}
      edit={{ fields }} remove
    />
  );
}
