import { Typography } from 'antd';
import { useMemo } from 'react';
import { ACTIVITY_SETS, type ResourceRowOf } from '@portal/contracts';
import { ResourceListPage, useSeededCrmName, useStoredCrmName, type ColumnDef } from '@portal/kit';
import { withSeededTexts, withStoredTexts } from './seeded-texts';
import { C, useCrmSettingsTranslation } from './texts';

type ActivitySet = ResourceRowOf<typeof ACTIVITY_SETS>;

/** The fields a seeded set reads in the reader's language (its activities too, line by line). */
const TEXT_FIELDS = ['name', 'description'] as const;

/**
 * The form edits the checklist as lines; the server gets the list (and trims it, refusing blanks and repeats). Seeded
 * texts shown in the reader's language go back as seeded.
 */
const bodyOf = (values: Record<string, unknown>, stored: (shown: string) => string) => {
  const texts = withStoredTexts(values, TEXT_FIELDS, stored);
  return {
    name: String(texts.name), description: String(texts.description),
    activities: String(values.activities ?? '').split(/\r?\n/).map((line) => line.trim()).filter(Boolean).map(stored),
  };
};

/** Activity sets (crm/settings/crm/activity-sets; ADR 0086): the checklists pipeline stages expect. */
export function ActivitySetsPage({ title }: { title: string }) {
  const { t } = useCrmSettingsTranslation();
  const seeded = useSeededCrmName();
  const stored = useStoredCrmName();
  const columns = useMemo<ColumnDef<ActivitySet>[]>(() => [
    { key: 'name', title: C.name, value: (r) => seeded(r.name), sortable: true, alwaysShown: true, width: 200 },
    { key: 'description', title: C.description, value: (r) => seeded(r.description), width: 260 },
    {
      key: 'activities', title: C.activities, value: (r) => r.activities.map(seeded).join(', '), width: 380,
      render: (r) => (
        <details>
          <summary>{t(C.activitiesCount, { count: r.activities.length })}</summary>
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>{r.activities.map((a) => <li key={a}>{seeded(a)}</li>)}</ol>
        </details>
      ),
    },
  ], [t, seeded]);
  const fields = {
    name: { label: t(C.name) }, description: { label: t(C.description), inputType: 'textarea' as const },
    activities: { label: t(C.activities), type: 'input' as const, inputType: 'textarea' as const, help: t(C.activitiesHelp), validations: [{ name: 'required' as const, message: t(C.activityBlank) }] },
  };
  const toBody = (values: Record<string, unknown>) => bodyOf(values, stored);
  return (
    <ResourceListPage<ActivitySet>
      resource={ACTIVITY_SETS} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => seeded(r.name)}
      before={<Typography.Paragraph type="secondary">{t(C.activitySetsIntro)}</Typography.Paragraph>}
      create={{ fields, toBody }}
      edit={{ fields, toBody, valuesOf: (r) => ({ ...withSeededTexts(r, TEXT_FIELDS, seeded), activities: r.activities.map(seeded).join('\n') }) }}
      remove
    />
  );
}
