import { OrderedListOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useMemo, useState } from 'react';
import { PIPELINES } from '@portal/contracts';
import { ActionButton, bodyFromValues, ResourceListPage, useSeededCrmName, useStoredCrmName, type ColumnDef, type FieldFormValues } from '@portal/kit';
import type { Pipeline } from './pipeline-types';
import { withSeededTexts, withStoredTexts } from './seeded-texts';
import { StagesDialog } from './StagesDialog';
import { C, useCrmSettingsTranslation } from './texts';

/**
 * Pipelines (crm/settings/crm/pipelines; spec section 7.7, ADR 0086): the tenant's pipelines, what they are for, their
 * stages in order and how many records they hold; each pipeline's stages are edited in their own dialog.
 */
export function PipelinesPage({ title }: { title: string }) {
  const { t } = useCrmSettingsTranslation();
  const [stagesOf, setStagesOf] = useState<Pipeline | null>(null);
  const seeded = useSeededCrmName();
  const stored = useStoredCrmName();
  const columns = useMemo<ColumnDef<Pipeline>[]>(() => [
    { key: 'name', title: C.name, value: (r) => seeded(r.name), sortable: true, alwaysShown: true, width: 220 },
    {
      key: 'usedFor', title: C.usedFor, width: 200,
      value: (r) => [r.isForOpportunities ? t(C.isForOpportunities) : null, r.isForProjects ? t(C.isForProjects) : null].filter(Boolean).join(', '),
    },
    { key: 'stages', title: C.stages, value: (r) => r.stages.map((s) => seeded(s.name)).join(' → '), width: 380 },
    { key: 'records', title: C.records, kind: 'count', value: (r) => r.records, width: 110 },
  ], [t, seeded]);
  const fields = {
    name: { label: t(C.name) }, isForOpportunities: { label: t(C.isForOpportunities) }, isForProjects: { label: t(C.isForProjects) },
  };
  const toBody = (values: FieldFormValues) => bodyFromValues(PIPELINES.body, withStoredTexts(values, ['name'], stored));
  return (
    <>
      <ResourceListPage<Pipeline>
        resource={PIPELINES} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => seeded(r.name)}
        before={<Typography.Paragraph type="secondary">{t(C.pipelinesIntro)}</Typography.Paragraph>}
        create={{ fields, toBody, initial: { isForOpportunities: true, isForProjects: false } }}
        edit={{ fields, toBody, valuesOf: (r) => withSeededTexts(r, ['name'], seeded) }} remove
        rowActions={(pipeline) => (
          <ActionButton label={t(C.stagesButton, { name: seeded(pipeline.name) })} icon={<OrderedListOutlined aria-hidden />} onClick={() => setStagesOf(pipeline)} />
        )}
      />
      {stagesOf && <StagesDialog pipeline={stagesOf} onClose={() => setStagesOf(null)} />}
    </>
  );
}
