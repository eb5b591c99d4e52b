import { useMemo } from 'react';
import { SAVED_FILTER_LIMITS } from '@portal/contracts';
import type { FieldDefinition } from '../fields/field-definition';
import { FieldFormDialog } from '../fields/FieldFormDialog';
import { useFieldForm } from '../fields/use-field-form';
import { KIT_TEXTS, useKitTranslation } from '../i18n/kit-texts';

export interface SaveFilterDialogProps {
  open: boolean;
  /** The names the user's filters already have: a new one must differ (any case, spaces around ignored). */
  names: readonly string[];
  /** Saves the list's filters under `name`; true once saved (the dialog then closes and forgets the name). */
  save(name: string): Promise<boolean>;
  onClose(): void;
  idPrefix: string;
}

/**
 * Save as new's name dialog (spec part 2 section 4) on the form engine. Its list draws it from the first opening on,
 * so that its form (checked as it mounts, to hold Save until the name is valid) and the checks' library load when the
 * user names a filter, not with every list that offers to save one.
 */
export function SaveFilterDialog({ open, names, save, onClose, idPrefix }: SaveFilterDialogProps) {
  const { t } = useKitTranslation();
  const taken = useMemo(() => new Set(names.map((name) => name.trim().toLowerCase())), [names]);
  const fields = useMemo<FieldDefinition[]>(() => [{
    name: 'name',
    label: t(KIT_TEXTS.filterName),
    type: 'input',
    validations: [
      { name: 'required', message: t(KIT_TEXTS.filterNameRequired) },
      { name: 'maxLength', value: SAVED_FILTER_LIMITS.maxNameLength, message: t(KIT_TEXTS.filterNameTooLong, { n: SAVED_FILTER_LIMITS.maxNameLength }) },
      { name: 'custom', message: t(KIT_TEXTS.filterNameTaken), test: (value) => !taken.has(value.trim().toLowerCase()) },
    ],
  }], [t, taken]);
  const form = useFieldForm({
    fields,
    validateOnMount: true,
    onSubmit: async (values, helpers) => {
      if (await save(String(values.name ?? '').trim())) {
        helpers.resetForm();
        onClose();
      }
    },
  });
  return (
    <FieldFormDialog
      open={open}
      title={t(KIT_TEXTS.saveFilterTitle)}
      form={form}
      fields={fields}
      okText={t(KIT_TEXTS.saveAsNew)}
      onCancel={() => {
        form.resetForm();
        onClose();
      }}
      idPrefix={idPrefix}
    />
  );
}
