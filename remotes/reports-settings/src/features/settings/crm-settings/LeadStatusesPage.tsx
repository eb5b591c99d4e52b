import { Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { LEAD_STATUS_KINDS, LEAD_STATUSES, type ResourceRowOf } from '@portal/contracts';
import { bodyFromValues, ResourceListPage, StatusPill, useSeededCrmName, useStoredCrmName, type ColumnDef, type FieldFormValues } from '@portal/kit';
import { withSeededTexts, withStoredTexts } from './seeded-texts';
import { C, useCrmSettingsTranslation } from './texts';

type LeadStatus = ResourceRowOf<typeof LEAD_STATUSES>;

/** The fields a seeded status reads in the reader's language. */
const TEXT_FIELDS = ['name', 'description'] as const;

/** Lead statuses (crm/settings/crm/lead-statuses; ADR 0086): a lead's statuses, one the default a new lead starts at. */
export function LeadStatusesPage({ title }: { title: string }) {
  const { t } = useCrmSettingsTranslation();
  const kinds = LEAD_STATUS_KINDS.map((k) => ({ id: k, name: t(C[k]) }));
  const seeded = useSeededCrmName();
  const stored = useStoredCrmName();
  const columns = useMemo<ColumnDef<LeadStatus>[]>(() => [
    { key: 'sortOrder', title: C.sortOrder, kind: 'count', value: (r) => r.sortOrder, sortable: true, width: 90 },
    {
      key: 'name', title: C.name, value: (r) => seeded(r.name), sortable: true, alwaysShown: true, width: 200,
      render: (r) => <>{seeded(r.name)}{r.isDefault && <Tag style={{ marginInlineStart: 8 }}>{t(C.isDefault)}</Tag>}</>,
    },
    { key: 'kind', title: C.kind, value: (r) => t(C[r.kind]), width: 130 },
    { key: 'description', title: C.description, value: (r) => seeded(r.description), width: 320 },
    { key: 'isActive', title: C.isActive, value: (r) => String(r.isActive), render: (r) => <StatusPill status={r.isActive ? 'Active' : 'Inactive'} label={t(r.isActive ? C.isActive : C.Inactive)} />, width: 120 },
  ], [t, seeded]);
  const fields = {
    name: { label: t(C.name) }, description: { label: t(C.description), inputType: 'textarea' as const },
    kind: { label: t(C.kind), options: kinds }, sortOrder: { label: t(C.sortOrder), help: t(C.sortOrderHelp) },
    isDefault: { label: t(C.isDefault), help: t(C.isDefaultHelp) }, isActive: { label: t(C.isActive) },
  };
  const toBody = (values: FieldFormValues) => bodyFromValues(LEAD_STATUSES.body, withStoredTexts(values, TEXT_FIELDS, stored));
  return (
    <ResourceListPage<LeadStatus>
      resource={LEAD_STATUSES} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => seeded(r.name)}
      before={<Typography.Paragraph type="secondary">{t(C.leadStatusesIntro)}</Typography.Paragraph>}
      fields={{ kind: { label: t(C.kind), options: kinds }, isActive: { label: t(C.isActive) } }}
      create={{ fields, toBody, initial: { kind: 'Open', sortOrder: 1, isDefault: false, isActive: true } }}
      edit={{ fields, toBody, valuesOf: (r) => withSeededTexts(r, TEXT_FIELDS, seeded) }} remove
    />
  );
}
