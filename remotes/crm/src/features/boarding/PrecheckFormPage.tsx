import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, InputNumber, Select, Skeleton, Space, Typography } from 'antd';
import { getIn, useFormik, type FormikProps } from 'formik';
import { useState } from 'react';
import { LEGAL_FORMS } from '@portal/contracts';
import { LabelledField, StatusPill, useLookup } from '@portal/kit';
import { BOARDING_KEYS, readPrecheck, saveDraft, submitPrecheck, type PrecheckRow } from './boarding-api';
import { precheckStatusTone } from './boarding-status';
import { precheckErrors, toForm, toValues, type PrecheckValues } from './precheck-values';
import { BO, useCrmBoardingTranslation } from './texts';
import { useAutosave } from './use-autosave';

/** The merchant's pre-check form (/boarding/precheckform; ADR 0098). */
export function PrecheckFormPage({ title }: { title: string }) {
  const query = useQuery({ queryKey: BOARDING_KEYS.precheck, queryFn: ({ signal }) => readPrecheck(signal) });
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>{title}</Typography.Title>
      {query.data ? <PrecheckEditor initial={query.data} /> : <Skeleton active />}
    </Flex>
  );
}

function PrecheckEditor({ initial }: { initial: PrecheckRow }) {
  const { t } = useCrmBoardingTranslation();
  const queryClient = useQueryClient();
  const [row, setRow] = useState(initial);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const editable = row.status === 'Draft' || row.status === 'Rejected';
  const formik = useFormik<PrecheckValues>({
    initialValues: toValues(initial.form),
    validate: (v) => precheckErrors(v, (text) => t(text)),
    validateOnChange: false,
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
  const autosave = useAutosave(formik.values, async (values) => {
    const next = await saveDraft(toForm(values));
    setRow((current) => ({ ...next, status: current.status === 'Rejected' ? current.status : next.status }));
  }, { enabled: editable });

  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); formik.handleSubmit(); }} aria-label={t(BO.precheckForm)}>
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t(BO.precheckIntro)}</Typography.Paragraph>
        <Flex gap={12} align="center" wrap>
          <StatusPill status={row.status} label={t(BO[row.status])} tone={precheckStatusTone(row.status)} />
          <SaveStatus state={autosave.state} onRetry={() => { void autosave.flush(); }} />
        </Flex>
        {row.status === 'Submitted' && <Alert type="info" showIcon title={t(BO.formUnderReview)} />}
        {row.status === 'Accepted' && <Alert type="success" showIcon title={t(BO.formAccepted)} />}
        {row.status === 'Rejected' && <Alert type="error" showIcon title={t(BO.formRejected, { reason: row.rejectReason ?? '' })} />}
        <fieldset disabled={!editable} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Flex vertical gap={16}>
            <CompanyCard formik={formik} />
            <AddressCard formik={formik} name="registeredAddress" title={BO.registeredAddress} />
            <AddressCard formik={formik} name="tradingAddress" title={BO.tradingAddress} />
            <PeopleCard formik={formik} />
            <BusinessCard formik={formik} />
          </Flex>
        </fieldset>
        {formik.submitCount > 0 && Object.keys(formik.errors).length > 0 && <Alert type="error" showIcon role="alert" title={t(BO.fixBeforeSubmit)} />}
        {submitError && <Alert type="error" showIcon role="alert" title={submitError} />}
        {editable && (
          <Space>
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>{t(BO.submit)}</Button>
          </Space>
        )}
      </Flex>
    </form>
  );
}

function SaveStatus({ state, onRetry }: { state: ReturnType<typeof useAutosave>['state']; onRetry(): void }) {
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

type Formik = FormikProps<PrecheckValues>;
const fieldId = (path: string) => `precheck-${path.replace(/\./g, '-')}`;

/** The error of a field, once it was left or a submit was tried. */
function errorOf(formik: Formik, path: string): string | undefined {
  const shown = getIn(formik.touched, path) || formik.submitCount > 0;
  const error = getIn(formik.errors, path) as unknown;
  return shown && typeof error === 'string' ? error : undefined;
}

function Field({ formik, path, label, children }: { formik: Formik; path: string; label: string; children: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; status?: 'error' }) => React.ReactNode }) {
  const error = errorOf(formik, path);
  const id = fieldId(path);
  return (
    <LabelledField label={label} htmlFor={id} help={error ? <Typography.Text type="danger" id={`${id}-error`}>{error}</Typography.Text> : undefined} style={{ flex: '1 1 240px', minWidth: 0 }}>
      {children({ id, 'aria-invalid': !!error, ...(error ? { 'aria-describedby': `${id}-error`, status: 'error' as const } : {}) })}
    </LabelledField>
  );
}

function TextField({ formik, path, label, type = 'text' }: { formik: Formik; path: string; label: string; type?: string }) {
  return (
    <Field formik={formik} path={path} label={label}>
      {(a11y) => (
        <Input {...a11y} type={type} value={(getIn(formik.values, path) as string) ?? ''} maxLength={200}
          onChange={(e) => { void formik.setFieldValue(path, e.target.value, false); }}
          onBlur={() => { void formik.setFieldTouched(path, true, true); }} />
      )}
    </Field>
  );
}

function NumberField({ formik, path, label, max }: { formik: Formik; path: string; label: string; max?: number }) {
  return (
    <Field formik={formik} path={path} label={label}>
      {(a11y) => (
        <InputNumber {...a11y} style={{ width: '100%' }} min={0} max={max ?? 1_000_000_000} value={getIn(formik.values, path) as number | null}
          onChange={(value) => { void formik.setFieldValue(path, typeof value === 'number' ? value : null, false); }}
          onBlur={() => { void formik.setFieldTouched(path, true, true); }} />
      )}
    </Field>
  );
}

function SelectField({ formik, path, label, options }: { formik: Formik; path: string; label: string; options: Array<{ value: string; label: string }> }) {
  return (
    <Field formik={formik} path={path} label={label}>
      {(a11y) => (
        <Select {...a11y} showSearch optionFilterProp="label" allowClear options={options} value={(getIn(formik.values, path) as string) || undefined}
          onChange={(value?: string) => { void formik.setFieldValue(path, value ?? '', false); void formik.setFieldTouched(path, true, true); }} />
      )}
    </Field>
  );
}

const Row = ({ children }: { children: React.ReactNode }) => <Flex gap={16} wrap>{children}</Flex>;

function useCountryOptions() {
  const countries = useLookup('countries');
  return countries.items.map((c) => ({ value: String(c.id), label: String(c.name) }));
}

function CompanyCard({ formik }: { formik: Formik }) {
  const { t } = useCrmBoardingTranslation();
  const countries = useCountryOptions();
  return (
    <Card title={t(BO.company)} size="small">
      <Row>
        <TextField formik={formik} path="legalEntityName" label={t(BO.legalEntityNameLabel)} />
        <SelectField formik={formik} path="legalForm" label={t(BO.legalFormLabel)} options={LEGAL_FORMS.map((f) => ({ value: f, label: t(BO[f]) }))} />
      </Row>
      <Row>
        <TextField formik={formik} path="registrationNumber" label={t(BO.registrationNumberLabel)} />
        <SelectField formik={formik} path="countryCode" label={t(BO.countryLabel)} options={countries} />
      </Row>
    </Card>
  );
}

function AddressCard({ formik, name, title }: { formik: Formik; name: 'registeredAddress' | 'tradingAddress'; title: string }) {
  const { t } = useCrmBoardingTranslation();
  const countries = useCountryOptions();
  return (
    <Card title={t(title)} size="small">
      <Row>
        <TextField formik={formik} path={`${name}.line1`} label={t(BO.line1Label)} />
        <TextField formik={formik} path={`${name}.city`} label={t(BO.cityLabel)} />
      </Row>
      <Row>
        <TextField formik={formik} path={`${name}.postalCode`} label={t(BO.postalCodeLabel)} />
        <SelectField formik={formik} path={`${name}.countryCode`} label={t(BO.addressCountryLabel)} options={countries} />
      </Row>
    </Card>
  );
}

function PeopleCard({ formik }: { formik: Formik }) {
  const { t } = useCrmBoardingTranslation();
  const { directors, owners } = formik.values;
  const directorsError = typeof formik.errors.directors === 'string' && formik.submitCount > 0 ? formik.errors.directors : undefined;
  const remove = (key: 'directors' | 'owners', index: number) =>
    formik.setFieldValue(key, (formik.values[key] as unknown[]).filter((_, i) => i !== index), false);
  return (
    <Card title={t(BO.people)} size="small">
      <Typography.Title level={4}>{t(BO.directorsLabel)}</Typography.Title>
      {directorsError && <Typography.Paragraph type="danger">{directorsError}</Typography.Paragraph>}
      {directors.map((d, i) => (
        <Flex key={`director-${i}`} gap={16} wrap align="end">
          <TextField formik={formik} path={`directors.${i}.fullName`} label={`${t(BO.directorN, { n: i + 1 })} · ${t(BO.fullNameLabel)}`} />
          <TextField formik={formik} path={`directors.${i}.dateOfBirth`} label={t(BO.dateOfBirthLabel)} />
          <Button onClick={() => { void remove('directors', i); }} style={{ marginBottom: 24 }}>{t(BO.removePerson, { name: d.fullName || t(BO.directorN, { n: i + 1 }) })}</Button>
        </Flex>
      ))}
      <Button onClick={() => { void formik.setFieldValue('directors', [...directors, { fullName: '', dateOfBirth: '' }], false); }} disabled={directors.length >= 10}>{t(BO.addDirector)}</Button>
      <Typography.Title level={4} style={{ marginTop: 16 }}>{t(BO.ownersLabel)}</Typography.Title>
      {owners.map((o, i) => (
        <Flex key={`owner-${i}`} gap={16} wrap align="end">
          <TextField formik={formik} path={`owners.${i}.fullName`} label={`${t(BO.ownerN, { n: i + 1 })} · ${t(BO.fullNameLabel)}`} />
          <NumberField formik={formik} path={`owners.${i}.ownershipPercent`} label={t(BO.shareLabel)} max={100} />
          <Button onClick={() => { void remove('owners', i); }} style={{ marginBottom: 24 }}>{t(BO.removePerson, { name: o.fullName || t(BO.ownerN, { n: i + 1 }) })}</Button>
        </Flex>
      ))}
      <Button onClick={() => { void formik.setFieldValue('owners', [...owners, { fullName: '', ownershipPercent: null }], false); }} disabled={owners.length >= 10}>{t(BO.addOwner)}</Button>
    </Card>
  );
}

function BusinessCard({ formik }: { formik: Formik }) {
  const { t } = useCrmBoardingTranslation();
  return (
    <Card title={t(BO.business)} size="small">
      <Row>
        <NumberField formik={formik} path="expectedMonthlyVolume" label={t(BO.volumeLabel)} />
        <NumberField formik={formik} path="averageTicket" label={t(BO.ticketLabel)} />
      </Row>
      <Row>
        <TextField formik={formik} path="website" label={t(BO.websiteLabel)} type="url" />
        <TextField formik={formik} path="industry" label={t(BO.industryLabel)} />
      </Row>
    </Card>
  );
}
