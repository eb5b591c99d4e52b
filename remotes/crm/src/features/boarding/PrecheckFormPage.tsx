import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Skeleton, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { FieldList, StatusPill, useFieldForm, useLookup } from '@portal/kit';
import { BOARDING_KEYS, readPrecheck, saveDraft, submitPrecheck, type PrecheckRow } from './boarding-api';
import { precheckStatusTone } from './boarding-status';
import { precheckSections } from './precheck-fields';
import { precheckErrors, toForm, toValues } from './precheck-values';
import { BO, useCrmBoardingTranslation } from './texts';
import { useAutosave, type AutosaveState } from './use-autosave';

/** The merchant's pre-check form (/boarding/precheckform; ADR 0098). */
export function PrecheckFormPage({ title }: { title: string }) {
  const { t } = useCrmBoardingTranslation();
  const query = useQuery({ queryKey: BOARDING_KEYS.precheck, queryFn: ({ signal }) => readPrecheck(signal) });
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>{t(title)}</Typography.Title>
      {query.data ? <PrecheckEditor initial={query.data} /> : <Skeleton active />}
    </Flex>
  );
}

/**
 * The form on the kit's engine: saved as a draft 800 ms after the last change ("Saving…", "Saved"; a failed save keeps
 * every answer and says so), checked in the browser by the rules the server applies, and submitted for review.
 */
function PrecheckEditor({ initial }: { initial: PrecheckRow }) {
  const { t } = useCrmBoardingTranslation();
  const queryClient = useQueryClient();
  const countries = useLookup('countries');
  const [row, setRow] = useState(initial);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const editable = row.status === 'Draft' || row.status === 'Rejected';
  const currency = row.form.currency;
  const sections = useMemo(() => precheckSections(t, countries.items.map((c) => ({ id: String(c.id), name: String(c.name) })), !editable, currency), [t, countries.items, editable, currency]);
  const fields = useMemo(() => sections.flatMap((s) => s.fields), [sections]);
  const values = useMemo(() => toValues(initial.form), [initial.form]);
  const form = useFieldForm({
    fields, values, sanitize: false, validateOnChange: false,
    validate: (v) => precheckErrors(v, (text) => t(text)),
    onSubmit: async () => {
      setSubmitError(null);
      if (!(await autosave.flush())) return;
      try {
        const next = await submitPrecheck();
        setRow(next);
        queryClient.setQueryData(BOARDING_KEYS.precheck, next);
      } catch (error) {
        setSubmitError(error instanceof Error ? error.message : String(error));
      }
    },
  });
  const autosave = useAutosave(form.values, async (v) => {
    const next = await saveDraft(toForm(v));
    // A rejected form stays Rejected (its reason shown) until it is submitted again.
    setRow((current) => ({ ...next, status: current.status }));
  }, { enabled: editable });

  return (
    <form noValidate aria-label={t(BO.precheckForm)} onSubmit={(e) => { e.preventDefault(); form.handleSubmit(); }}>
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t(BO.precheckIntro)}</Typography.Paragraph>
        <Flex gap={12} align="center" wrap>
          <StatusPill status={row.status} label={t(BO[row.status])} tone={precheckStatusTone(row.status)} />
          <SaveStatus state={autosave.state} onRetry={() => { void autosave.flush(); }} />
        </Flex>
        {row.status === 'Submitted' && <Alert type="info" showIcon title={t(BO.formUnderReview)} />}
        {row.status === 'Accepted' && <Alert type="success" showIcon title={t(BO.formAccepted)} />}
        {row.status === 'Rejected' && <Alert type="error" showIcon title={t(BO.formRejected, { reason: row.rejectReason ?? '' })} />}
        {sections.map((section) => (
          <Card key={section.title} size="small" title={<Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>{section.title}</Typography.Title>}>
            <FieldList form={form} fields={section.fields} idPrefix="precheck" columnWidth={260} />
          </Card>
        ))}
        {form.submitCount > 0 && Object.keys(form.errors).length > 0 && <Alert type="error" showIcon role="alert" title={t(BO.fixBeforeSubmit)} />}
        {submitError && <Alert type="error" showIcon role="alert" title={submitError} />}
        {editable && (
          <Space>
            <Button type="primary" htmlType="submit" loading={form.isSubmitting}>{t(BO.submit)}</Button>
          </Space>
        )}
      </Flex>
    </form>
  );
}

function SaveStatus({ state, onRetry }: { state: AutosaveState; onRetry(): void }) {
  const { t } = useCrmBoardingTranslation();
  return (
    <span role="status" aria-live="polite">
      {state.status === 'saving' && <Typography.Text type="secondary">{t(BO.saving)}</Typography.Text>}
      {state.status === 'saved' && <Typography.Text type="success">{t(BO.saved)}</Typography.Text>}
      {state.status === 'error' && (
        <Space wrap>
          <Typography.Text type="danger">{t(BO.notSaved, { error: state.error })}</Typography.Text>
          <Button size="small" onClick={onRetry}>{t(BO.retrySave)}</Button>
        </Space>
      )}
    </span>
  );
}
