import { useMemo } from 'react';
import { FieldFormDialog, useFieldForm, type FieldDefinition } from '@portal/kit';
import { useDashboardTranslation } from '@portal/dashboard-widgets';
import { personalNameField } from './name-field';
import { PD } from './texts';

/** What is being renamed: one of the user's categories or widgets, with the name it has. */
export interface RenameTarget { kind: 'category' | 'widget'; id: string; name: string }

export interface RenameDialogProps {
  target: RenameTarget | null;
  saving: boolean;
  /** The server's refusal, shown in the dialog (the typed name stays). */
  error: string | null;
  onSave(name: string): void;
  onCancel(): void;
}

/** Renames a category or a widget of the personal dashboard: the name is required and at most 100 characters. */
export function RenameDialog({ target, saving, error, onSave, onCancel }: RenameDialogProps) {
  const { t } = useDashboardTranslation();
  const fields = useMemo<FieldDefinition[]>(() => [personalNameField(t(PD.name), t)], [t]);
  const values = useMemo(() => ({ name: target?.name ?? '' }), [target]);
  const form = useFieldForm({
    fields, values, enableReinitialize: true, sanitize: false,
    // The save's own state is `saving` (the mutation's): the form is free again at once, for a retry after a refusal.
    onSubmit: (submitted, helpers) => {
      onSave(String(submitted.name).trim());
      helpers.setSubmitting(false);
    },
  });
  return (
    <FieldFormDialog
      open={target !== null}
      title={target ? t(target.kind === 'category' ? PD.renameCategoryTitle : PD.renameWidgetTitle, { name: t(target.name) }) : ''}
      form={form} fields={fields} idPrefix="personal-rename" okText={t(PD.rename)} saving={saving}
      onCancel={onCancel}
    >
      {error && <div role="alert" style={{ color: 'var(--ant-color-error, #c4161c)' }}>{error}</div>}
    </FieldFormDialog>
  );
}
