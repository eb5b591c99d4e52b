import { Alert } from 'antd';
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callApi, isApiError } from '@portal/api-client';
import { ACTIVITY_SETS, CRM_SETTINGS_LIMITS, PIPELINE_ENDPOINTS as E, type FieldDefinition } from '@portal/contracts';
import { FieldFormDialog, useFieldForm, useSeededCrmName, useStoredCrmName, type FieldFormValues } from '@portal/kit';
import type { Pipeline, Stage } from './pipeline-types';
import { C, useCrmSettingsTranslation } from './texts';

export interface StageFormDialogProps {
  pipeline: Pipeline;
  /** The stage edited; a new one without. */
  stage?: Stage;
  onDone(saved: Pipeline | null): void;
}

/** The refusal's text: the server's sentences, translated where the page knows them. */
export function refusalOf(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const body = error.body as { errors?: Array<{ message?: string }> } | undefined;
  return body?.errors?.map((e) => e.message).filter(Boolean).join(' ') || error.message;
}

/** Add or edit a stage: name, probability, the activity set it expects and when its records rot. */
export function StageFormDialog({ pipeline, stage, onDone }: StageFormDialogProps) {
  const { t } = useCrmSettingsTranslation();
  // A seeded name is edited as the reader reads it and stored as seeded while unchanged.
  const seeded = useSeededCrmName();
  const stored = useStoredCrmName();
  const [refusal, setRefusal] = useState<string | null>(null);
  const sets = useQuery({
    queryKey: ['crm-activity-set-options', pipeline.tenantId],
    queryFn: ({ signal }) => callApi(ACTIVITY_SETS.endpoints.list, { query: { pageIndex: 0, pageSize: 100, tenantId: pipeline.tenantId }, signal }),
  });
  const fields = useMemo<FieldDefinition[]>(() => [
    {
      name: 'name', label: t(C.name), type: 'input', maxLength: CRM_SETTINGS_LIMITS.nameMax, autoComplete: 'off',
      validations: [{ name: 'required', message: t(C.nameRequired) }, { name: 'maxLength', value: CRM_SETTINGS_LIMITS.nameMax, message: t(C.nameRequired) }],
    },
    {
      name: 'probability', label: t(C.probability), type: 'input', inputType: 'digits', help: t(C.probabilityHelp),
      validations: [{ name: 'required', message: t(C.probabilityRange) }, { name: 'min', value: 0, message: t(C.probabilityRange) }, { name: 'max', value: 100, message: t(C.probabilityRange) }],
    },
    {
      name: 'activitySetId', label: t(C.activitySet), type: 'select', loading: sets.isLoading,
      options: [{ id: '', name: t(C.noActivitySet) }, ...(sets.data?.data ?? []).map((s) => ({ id: s.id, name: seeded(s.name) }))],
    },
    {
      name: 'rottingDays', label: t(C.rottingDays), type: 'input', inputType: 'digits', help: t(C.rottingDaysHelp),
      validations: [{ name: 'min', value: 1, message: t(C.rottingRange) }, { name: 'max', value: CRM_SETTINGS_LIMITS.rottingDaysMax, message: t(C.rottingRange) }],
    },
  ], [t, sets.data, sets.isLoading, seeded]);
  const values = useMemo<FieldFormValues>(() => (stage
    ? { name: seeded(stage.name), probability: String(stage.probability), activitySetId: stage.activitySetId ?? '', rottingDays: stage.rottingDays === null ? '' : String(stage.rottingDays) }
    : { activitySetId: '' }), [stage, seeded]);

  const form = useFieldForm({
    fields, values, validateOnMount: true, sanitize: false,
    onSubmit: async (submitted) => {
      setRefusal(null);
      const text = (key: string) => String(submitted[key] ?? '').trim();
      const body = {
        name: stored(text('name')), probability: Number(text('probability')), activitySetId: text('activitySetId') || null,
        rottingDays: text('rottingDays') ? Number(text('rottingDays')) : null,
      };
      const query = { tenantId: pipeline.tenantId };
      try {
        const saved = stage
          ? await callApi(E.updateStage, { params: { id: pipeline.id, stageId: stage.id }, query, body, silent: true })
          : await callApi(E.createStage, { params: { id: pipeline.id }, query, body, silent: true });
        onDone(saved as Pipeline);
      } catch (error) {
        setRefusal(t(refusalOf(error)));
      }
    },
  });

  return (
    <FieldFormDialog
      open
      title={stage ? t(C.editStage, { name: seeded(stage.name) }) : t(C.newStage)}
      form={form} fields={fields} okText={t(C.save)} onCancel={() => onDone(null)} idPrefix={`pipeline-stage-${stage ? 'edit' : 'new'}`}
      intro={refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 12 }} /> : undefined}
    />
  );
}
