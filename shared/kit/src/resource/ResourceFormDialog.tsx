import { Alert } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { isApiError } from '@portal/api-client';
import { useProfileTimeZone } from '@portal/auth';
import { useAlertBanner } from '../feedback/alert-banner/AlertBannerProvider';
import { FieldFormDialog, useFieldForm, type FieldFormValues } from '../fields';
import type { AnyResource } from './resource-call';
import { KIT_TEXTS, useKitTranslation } from '../i18n/kit-texts';
import { bodyFromValues, fieldsFromSchema, formValuesFromRow, type FieldOverrides } from './schema-fields';
import { newRequestId } from './use-action-runner';
import { resourceBannerId, useResourceMutation } from './use-resource-mutation';
import { registerResourceTitles } from './resource-titles';

// The resources' titles in the user's language, for the dialogs and the saved lines.
registerResourceTitles();

export interface ResourceFormDialogProps {
  resource: AnyResource;
  mode: 'create' | 'edit';
  /** Per body property: a page's label, type, options... (false: not in the form). */
  fields?: FieldOverrides;
  /** The row edited (its `id` is the one updated), or a new row's starting values. */
  initial?: Readonly<Record<string, unknown>>;
  /** The dialog is done: with the server's answer after a save, without one when cancelled. */
  onDone?(saved?: unknown): void;
  /** Shown (default true): a page may keep the dialog mounted. */
  open?: boolean;
  /** The dialog's title (translated); "New: …" or "Edit: …" with the resource's title when absent. */
  title?: string;
  /** What is sent from the form's values; the values in the body schema's types when absent. */
  toBody?(values: FieldFormValues): unknown;
  /** Rules the body schema cannot say (a value within bounds read from another call): an error text per form key. */
  validate?(values: FieldFormValues): Record<string, string | undefined>;
  /** The resource's title in the page's language ("Fırsat"): the kit's own texts know no page's resources. */
  resourceTitle?: string;
  /** What the server's answer adds to the saved line (translated; null when nothing): what a save left open. */
  savedNote?(saved: unknown): string | null;
}

/**
 * A resource's create or edit dialog on the one field engine: fields from the body schema (its rules the
 * fields' validations), Save enabled while valid. A refusal (400, 409) is shown in the dialog with every
 * typed value kept; a success closes it with the outcome in the page's banner.
 */
export function ResourceFormDialog({ resource, mode, fields: overrides, initial, onDone, open = true, title: ownTitle, toBody, validate, savedNote, resourceTitle }: ResourceFormDialogProps) {
  const { t } = useKitTranslation();
  const resourceName = resourceTitle ?? t(resource.title);
  const banner = useAlertBanner();
  const mutation = useResourceMutation(resource, mode === 'create' ? 'create' : 'update');
  const [refusal, setRefusal] = useState<string | null>(null);
  // One request id per opening: a Save resent after a lost answer is the same action (never done twice);
  // after a refusal the server did nothing, so the next Save is a new one.
  const requestId = useRef(newRequestId());
  const timeZone = useProfileTimeZone();
  // A date-time is picked on the profile's clock, as the list shows it.
  const fields = useMemo(
    () => fieldsFromSchema(resource.body, overrides, (text, values) => t(text, values), (label) => t(label)).map((field) => ({ timeZone, ...field })),
    [resource.body, overrides, t, timeZone],
  );
  const values = useMemo<FieldFormValues>(() => formValuesFromRow(fields, initial), [fields, initial]);
  const id = initial?.id === undefined || initial.id === null ? undefined : String(initial.id);
  const form = useFieldForm({
    fields,
    values,
    validateOnMount: true,
    ...(validate ? { validate } : {}),
    onSubmit: async (submitted) => {
      setRefusal(null);
      try {
        const saved = await mutation.send({ id: mode === 'edit' ? id : undefined, body: toBody ? toBody(submitted) : bodyFromValues(resource.body, submitted) }, requestId.current);
        const done = t(mode === 'create' ? KIT_TEXTS.created : KIT_TEXTS.updated, { title: resourceName });
        const note = savedNote?.(saved) ?? null;
        banner.show({ id: resourceBannerId(resource), severity: note ? 'warning' : 'success', message: note ? `${done} ${note}` : done, ...(note ? { persist: true } : {}) });
        onDone?.(saved);
      } catch (error) {
        if (isApiError(error) && error.status >= 400 && error.status < 500) requestId.current = newRequestId();
        setRefusal(error instanceof Error ? error.message : String(error));
      }
    },
  });
  const title = ownTitle ?? t(mode === 'create' ? KIT_TEXTS.createTitle : KIT_TEXTS.editTitle, { title: resourceName });
  return (
    <FieldFormDialog
      open={open}
      title={title}
      form={form}
      fields={fields}
      okText={t(KIT_TEXTS.save)}
      onCancel={() => onDone?.()}
      idPrefix={`${resource.key}-${mode}`}
      intro={refusal && <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 12 }} />}
    />
  );
}
